/** A grid of app cards with its loading, error and empty states. */
import type { AppSummary } from '@marketplace/domain/entities/app';
import { memo, type ReactNode } from 'react';
import { AppActions } from '../app-actions/AppActions.tsx';
import { AppCard } from './AppCard.tsx';
import { CompareToggle } from './CompareToggle.tsx';
import { LoadError } from './LoadError.tsx';
import { cardGrid, statePanel } from './page-styles.ts';
import { SkeletonCards } from './Skeleton.tsx';
import { useAppHref } from '../data/use-app-href.ts';

/** One card of the grid; drawn again only when its app or address changes (a listing change keeps most cards). */
const GridCard = memo(function GridCard({ app, href }: { app: AppSummary; href: string }) {
  return (
    <AppCard
      app={app}
      href={href}
      actions={(titleId) => (
        <>
          <AppActions app={app} variant="compact" describedBy={titleId} />
          <CompareToggle app={app} />
        </>
      )}
    />
  );
});

const grid = cardGrid(260);

export function AppGrid({
  apps,
  label,
  loading,
  error,
  onRetry,
  empty,
  skeletons = 6,
}: {
  apps: readonly AppSummary[];
  label: string;
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  empty: ReactNode;
  skeletons?: number;
}) {
  const href = useAppHref();
  if (error && apps.length === 0) {
    return <LoadError what="apps" message={error.message} onRetry={onRetry} />;
  }
  if (loading && apps.length === 0) return <SkeletonCards count={skeletons} label={`Loading ${label}`} />;
  if (apps.length === 0) return <div css={statePanel}>{empty}</div>;
  return (
    <ul css={grid} aria-label={label}>
      {apps.map((app) => (
        <li key={app.id}>
          <GridCard app={app} href={href(app)} />
        </li>
      ))}
    </ul>
  );
}
