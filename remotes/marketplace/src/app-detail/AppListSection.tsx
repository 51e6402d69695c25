/** A row of app cards: more apps by the same developer, or related apps. */
import { css } from '@emotion/react';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { appDetailPath } from '@marketplace/domain/routes';
import { AppActions } from '../app-actions/AppActions.tsx';
import { AppCard } from '../ui/AppCard.tsx';
import { DetailSection } from './DetailSection.tsx';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface AppListSectionProps {
  id: string;
  title: string;
  apps: readonly AppSummary[];
  empty: string;
  embedded: boolean;
}

export function AppListSection({ id, title, apps, empty, embedded }: AppListSectionProps) {
  return (
    <DetailSection id={id} title={title}>
      {apps.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul css={grid} aria-label={title}>
          {apps.map((app) => (
            <li key={app.id}>
              <AppCard app={app} href={appDetailPath(app, { embedded })} actions={(titleId) => <AppActions app={app} variant="compact" describedBy={titleId} />} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
