/**
 * The facts a visitor checks before installing: the products the app works with, its languages,
 * version and last update, whether the developer is verified, and where to get support and read
 * the terms. The header above states the category and installations. Rendered on the server with
 * the page.
 */
import { css, type Theme } from '@emotion/react';
import { appFacts } from '@marketplace/domain/app-facts';
import { formatDate } from '@marketplace/domain/dates';
import type { App } from '@marketplace/domain/entities/app';
import { productNames } from '@marketplace/domain/entities/product-names';
import type { AppDetailResources } from './app-resources.ts';
import { link } from './styles.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const facts = (t: Theme) => css`
  margin: 24px 0 0;
  padding: 16px 20px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 12px 24px;
    margin: 0;
  }
  dt {
    color: ${t.color.muted};
    font-size: 14px;
  }
  dd {
    margin: 2px 0 0;
    font-weight: ${t.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .badge {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    padding: 2px 8px;
    border-radius: 999px;
    background: ${t.color.accentSoft};
    color: ${t.color.text};
    font-size: 14px;
  }
`;

export function AppFacts({ app, resources, resourcesReady }: { app: App; resources: AppDetailResources; resourcesReady: boolean }) {
  const about = appFacts(app, resources.changelog);
  const { email, website } = resources.support;
  const supportHref = website ?? (email ? `mailto:${email}` : null);
  return (
    <section css={facts} aria-labelledby="app-facts-title" data-testid="app-facts">
      <h2 id="app-facts-title">About {app.name}</h2>
      <dl>
        <div>
          <dt>Works with</dt>
          <dd data-testid="fact-works-with">{about.worksWith.map((product) => productNames[product]).join(', ')}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd data-testid="fact-languages">{about.languages.length > 0 ? about.languages.join(', ') : 'Not listed'}</dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd data-testid="fact-last-updated">{about.lastUpdated ? <time dateTime={about.lastUpdated}>{formatDate(about.lastUpdated)}</time> : 'Not yet published'}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd data-testid="fact-version">{about.version ?? (resourcesReady ? 'Not listed' : '…')}</dd>
        </div>
        <div>
          <dt>Developer</dt>
          <dd data-testid="fact-developer">
            {about.verifiedDeveloper ? (
              <span className="badge" data-testid="verified-developer">
                <span aria-hidden="true">✓</span> Verified developer
              </span>
            ) : (
              'Not verified'
            )}
          </dd>
        </div>
        <div>
          <dt>Support</dt>
          <dd>
            {supportHref ? (
              <a css={link} href={supportHref} {...(website ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                Get support<span css={visuallyHidden}> for {app.name}</span>
                {website && <span css={visuallyHidden}> (opens in a new tab)</span>}
              </a>
            ) : (
              <a css={link} href="#support">
                Support details
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>
            {resources.termsUrl ? (
              <a css={link} href={resources.termsUrl} target="_blank" rel="noopener noreferrer">
                Terms of service<span css={visuallyHidden}> of {app.name} (opens in a new tab)</span>
              </a>
            ) : (
              <a css={link} href="#app-terms">
                App terms
              </a>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
