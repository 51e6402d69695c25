/** The app's terms of service and privacy policy, as the developer publishes them. */
import type { AppDetailResources } from './app-resources.ts';
import { DetailSection } from './DetailSection.tsx';
import { sectionTitles } from './section-titles.ts';
import { link } from './styles.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

export function AppTermsSection({ resources, appName }: { resources: AppDetailResources; appName: string }) {
  const { termsUrl, privacyPolicyUrl } = resources;
  return (
    <DetailSection id="app-terms" title={sectionTitles['app-terms']}>
      {!termsUrl && !privacyPolicyUrl ? (
        <p>The developer has not published terms for this app.</p>
      ) : (
        <ul>
          {termsUrl && (
            <li>
              <a css={link} href={termsUrl} target="_blank" rel="noopener noreferrer">
                {appName} terms of service<span css={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          )}
          {privacyPolicyUrl && (
            <li>
              <a css={link} href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                {appName} privacy policy<span css={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </DetailSection>
  );
}
