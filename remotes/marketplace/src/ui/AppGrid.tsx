/** A grid of app cards with its loading, error and empty states. */
import type { AppSummary } from '@marketplace/domain/entities/app';
import { memo, useMemo, type ReactNode } from 'react';
import { AppActions } from '../app-actions/AppActions.tsx';
import { AppCard } from './AppCard.tsx';
import { CompareToggle } from './CompareToggle.tsx';
import { LoadError } from './LoadError.tsx';
import { filledRows, filledRowsContainer } from './filled-rows.ts';
import { cardGrid, statePanel } from './page-styles.ts';
import { SkeletonCards } from './Skeleton.tsx';
import { useAppHref } from '../data/use-app-href.ts';
import { useBilledSeats } from './use-billed-seats.ts';

/** One card of the grid; drawn again only when its app or address changes (a listing change keeps most cards). */
const GridCard = memo(function GridCard({ app, href }: { app: AppSummary; href: string }) {
  // Signed in, a per-agent price also says what the organisation's agents cost together.
  const seats = useBilledSeats(app.payment?.perAccount === true);
  return (
    <AppCard
      app={app}
      href={href}
      seats={seats}
      actions={(titleId) => (
        <>
          <AppActions app={app} variant="compact" describedBy={titleId} />
          <CompareToggle app={app} />
        </>
      )}
    />
  );
});

const CARD_MIN_WIDTH = 260;
const CARD_GAP = 16;
const grid = cardGrid(CARD_MIN_WIDTH);

export function AppGrid({
  apps,
  label,
  loading,
  error,
  onRetry,
  empty,
  skeletons = 6,
  fill = false,
}: {
  apps: readonly AppSummary[];
  label: string;
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  empty: ReactNode;
  skeletons?: number;
  /** A row of a page (Home's): full rows at every width, no empty slot (filled-rows.ts). */
  fill?: boolean;
}) {
  const href = useAppHref();
  const filled = useMemo(() => (fill ? filledRows(apps.length, { minWidth: CARD_MIN_WIDTH, gap: CARD_GAP, maxColumns: 4 }) : null), [fill, apps.length]);
  if (error && apps.length === 0) {
    return <LoadError what="apps" message={error.message} onRetry={onRetry} />;
  }
  if (loading && apps.length === 0) return <SkeletonCards count={skeletons} label={`Loading ${label}`} />;
  if (apps.length === 0) return <div css={statePanel}>{empty}</div>;
  const list = (
    <ul css={filled ?? grid} aria-label={label}>
      {apps.map((app) => (
        <li key={app.id}>
          <GridCard app={app} href={href(app)} />
        </li>
      ))}
    </ul>
  );
  return filled ? <div css={filledRowsContainer}>{list}</div> : list;
}
