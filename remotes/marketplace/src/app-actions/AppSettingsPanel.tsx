/**
 * The settings of an installed app, opened by its Settings button or by ?action=settings on its
 * page (spec 2): where to change them in the host product, where to open it, the step the app
 * asks for to finish installing, and the plan the organisation is on. An app that is not
 * installed says so instead.
 */
import { css, type Theme } from '@emotion/react';
import { finishInstallStep, isService, productOfApp } from '@marketplace/domain/apps';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { productNames } from '@marketplace/domain/entities/product';
import { useEffect, useId, useRef } from 'react';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { useMarketplaceStore } from '../store/context.tsx';
import { useInstalledApps } from '../data/use-installed-apps.ts';
import { hostHref } from './host-href.ts';
import { secondaryAction } from './styles.ts';
import { useAppActions } from './use-app-actions.ts';
import type { AppArea } from '@marketplace/domain/routes';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const panel = (t: Theme) => css`
  margin: 16px 0 0;
  padding: 16px 20px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.subtle};
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0 0 12px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
  }
`;

export function AppSettingsPanel({ app, area = 'published', onClose }: { app: AppSummary; area?: AppArea; onClose: () => void }) {
  const { platformOrigin, hostOrigins } = useMarketplaceOptions();
  const { actions } = useAppActions(app, area);
  const installedKnown = useInstalledApps().known;
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const product = productNames[productOfApp(app)];
  useEffect(() => heading.current?.focus(), []);

  const open = actions.find((action) => action.kind === 'open');
  const settings = actions.find((action) => action.kind === 'settings');
  const finish = finishInstallStep(app);
  let body;
  if (!authorized) body = <p>Sign in to see the settings of {app.name}.</p>;
  else if (!installedKnown) body = <p>Checking whether {app.name} is installed…</p>;
  else if (!settings || settings.kind !== 'settings') {
    body = (
      <p>
        {app.name} is not installed. {isService(app) ? 'Activate' : 'Install'} it first to change its settings.
      </p>
    );
  } else {
    body = (
      <>
        <p>
          {app.name} is {isService(app) ? 'active' : 'installed'} for your organization. Its settings live in {product}.
        </p>
        <ul>
          {finish && (
            <li>
              <a css={secondaryAction} href={finish.href} target="_blank" rel="noopener noreferrer">
                {finish.copy}
                <span css={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          )}
          <li>
            <a css={secondaryAction} href={hostHref(settings.target, platformOrigin, hostOrigins)} target="_top">
              Change its settings in {product}
            </a>
          </li>
          {open && open.kind === 'open' && (
            <li>
              <a css={secondaryAction} href={hostHref(open.target, platformOrigin, hostOrigins)} target="_top">
                Open {app.name} in {product}
              </a>
            </li>
          )}
        </ul>
      </>
    );
  }
  return (
    <section css={panel} aria-labelledby={headingId} data-testid="app-settings">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Settings of {app.name}
      </h2>
      {body}
      <button type="button" css={secondaryAction} onClick={onClose}>
        Close settings
      </button>
    </section>
  );
}
