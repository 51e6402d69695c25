/**
 * What an app will see, before anyone installs it: the permissions it asks for in the words of
 * the consent dialog (domain consentItems, one list for both), where its data goes (the
 * developer's privacy policy and terms), its setup guide when it has one, and the facts to trust
 * it by (verified developer, published and updated dates). Rendered on the server with the page.
 */
import { css, type Theme } from '@emotion/react';
import { consentItems } from '@marketplace/domain/app-actions';
import { appFacts } from '@marketplace/domain/app-facts';
import { productOfApp } from '@marketplace/domain/apps';
import { formatDate } from '@marketplace/domain/dates';
import type { App } from '@marketplace/domain/entities/app';
import { productNames } from '@marketplace/domain/entities/product-names';
import type { AppDetailResources } from './app-resources.ts';
import { link } from './styles.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const panel = (t: Theme) => css`
  margin: 16px 0 0;
  padding: 16px 20px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px 32px;
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 18px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 15px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 4px;
  }
  p {
    margin: 0;
  }
`;

const newTab = <span css={visuallyHidden}> (opens in a new tab)</span>;

export function WhatItCanSee({ app, resources }: { app: App; resources: AppDetailResources }) {
  const product = productNames[productOfApp(app)];
  const about = appFacts(app, resources.changelog);
  const { privacyPolicyUrl, termsUrl, setupGuideUrl } = resources;
  const setupGuide = setupGuideUrl ?? app.tutorialUrl;
  return (
    <section css={panel} aria-labelledby="what-it-sees-title" data-testid="what-it-sees">
      <h2 id="what-it-sees-title">What {app.name} can see</h2>
      <div>
        <h3 id="what-it-sees-permissions">If you install it, it will be allowed to</h3>
        <ul aria-labelledby="what-it-sees-permissions" data-testid="app-permissions">
          {consentItems(app, product).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Where your data goes</h3>
        {privacyPolicyUrl || termsUrl ? (
          <ul>
            {privacyPolicyUrl && (
              <li>
                <a css={link} href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                  Privacy policy<span css={visuallyHidden}> of {app.name}</span>
                  {newTab}
                </a>
              </li>
            )}
            {termsUrl && (
              <li>
                <a css={link} href={termsUrl} target="_blank" rel="noopener noreferrer">
                  Terms of service<span css={visuallyHidden}> of {app.name}</span>
                  {newTab}
                </a>
              </li>
            )}
          </ul>
        ) : (
          <p>The developer has not published a privacy policy or terms.</p>
        )}
        {setupGuide && (
          <>
            <h3 css={{ marginTop: 12 }}>Setting it up</h3>
            <a css={link} href={setupGuide} target="_blank" rel="noopener noreferrer" data-testid="setup-guide">
              Setup guide<span css={visuallyHidden}> for {app.name}</span>
              {newTab}
            </a>
          </>
        )}
      </div>
      <div>
        <h3>Trust</h3>
        <ul data-testid="trust-facts">
          <li>{about.verifiedDeveloper ? 'Verified developer' : 'Developer not verified'}</li>
          {app.publishedAt && (
            <li>
              Published <time dateTime={app.publishedAt}>{formatDate(app.publishedAt)}</time>
            </li>
          )}
          {about.lastUpdated && (
            <li>
              Updated <time dateTime={about.lastUpdated}>{formatDate(about.lastUpdated)}</time>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
