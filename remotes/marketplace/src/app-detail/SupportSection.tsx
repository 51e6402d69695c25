/** How to get help with the app: its support e-mail and help website, when the developer gives them. */
import type { AppDetailResources } from './app-resources.ts';
import { DetailSection } from './DetailSection.tsx';
import { sectionTitles } from './section-titles.ts';
import { link } from './styles.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

export function SupportSection({ support }: { support: AppDetailResources['support'] }) {
  const { email, website } = support;
  return (
    <DetailSection id="support" title={sectionTitles.support}>
      {!email && !website ? (
        <p>The developer has not listed a support contact yet.</p>
      ) : (
        <ul>
          {email && (
            <li>
              E-mail:{' '}
              <a css={link} href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          )}
          {website && (
            <li>
              Help centre:{' '}
              <a css={link} href={website} target="_blank" rel="noopener noreferrer">
                {new URL(website).host}
                <span css={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </DetailSection>
  );
}
