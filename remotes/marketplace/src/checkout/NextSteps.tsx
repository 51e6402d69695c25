/**
 * What to do after paying (domain/app-actions nextStepsAfterPurchase): Open in the host that owns
 * the app, Set up (its settings, or the finish-install page on its own site), and My apps.
 */
import type { AppSummary } from '@marketplace/domain/entities/app';
import { nextStepsAfterPurchase } from '@marketplace/domain/app-actions';
import { Link } from 'react-router-dom';
import { hostHref } from '../app-actions/host-href.ts';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { primaryButton, quietButton } from '../ui/buttons.ts';

/** `myApps`: false where one My apps link serves several apps (a cart's lines). */
export function NextSteps({ app, label, myApps = true }: { app: AppSummary | null; label: string; myApps?: boolean }) {
  const { platformOrigin } = useMarketplaceOptions();
  return (
    <nav aria-label={label} css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {nextStepsAfterPurchase(app)
        .filter((step) => myApps || step.kind !== 'my-apps')
        .map((step, index) => {
          const look = index === 0 ? primaryButton : quietButton;
          if (step.kind === 'my-apps')
            return (
              <Link key={step.kind} to={step.path} css={look}>
                {step.label}
              </Link>
            );
          // Host pages open in the whole window, the app's own set-up page in a tab of its own.
          const external = step.target === null;
          const href = step.target === null ? step.href : hostHref(step.target, platformOrigin);
          return (
            <a
              key={step.kind}
              href={href}
              css={look}
              target={external ? '_blank' : '_top'}
              rel={external ? 'noopener noreferrer' : undefined}
              aria-label={app ? `${step.label} ${app.name}` : undefined}
            >
              {step.label}
            </a>
          );
        })}
    </nav>
  );
}
