/** Versions of the app, newest first, with dates in the spec's 'MMM D, YYYY' format. */
import { css, type Theme } from '@emotion/react';
import { formatDate, toDate } from '@marketplace/domain/dates';
import type { AppDetailResources } from './app-resources.ts';
import { DetailSection } from './DetailSection.tsx';
import { sectionTitles } from './section-titles.ts';

const log = (t: Theme) => css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${t.color.border};
  }
  h3 {
    display: inline;
    margin: 0 12px 0 0;
    font-size: 16px;
  }
  time {
    color: ${t.color.muted};
  }
  p {
    margin: 4px 0 0;
  }
`;

export function ChangelogSection({ changelog }: { changelog: AppDetailResources['changelog'] }) {
  const entries = [...changelog].sort((a, b) => (toDate(b.date)?.getTime() ?? 0) - (toDate(a.date)?.getTime() ?? 0));
  return (
    <DetailSection id="changelog" title={sectionTitles.changelog}>
      {entries.length === 0 ? (
        <p>No changes published yet.</p>
      ) : (
        <ul css={log}>
          {entries.map((entry) => (
            <li key={`${entry.version}-${entry.date}`}>
              <h3>Version {entry.version}</h3>
              {toDate(entry.date) && <time dateTime={entry.date}>{formatDate(entry.date)}</time>}
              <p>{entry.notes}</p>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
