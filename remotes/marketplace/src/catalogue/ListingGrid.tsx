/**
 * A listing's grid drawn in steps (issue 11 item 5): the first rows at once (on the server too),
 * more when the visitor scrolls near the end or presses 'Show more', which moves focus to the
 * first card it added, so a keyboard never loses its place. A catalogue of thousands of apps then
 * costs a listing change only its first rows, whatever the number of matches.
 */
import { css } from '@emotion/react';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AppGrid } from '../ui/AppGrid.tsx';
import { quietButton } from '../ui/buttons.ts';

/** Cards drawn at first and added per step: a few screens of a wide grid. */
export const LISTING_STEP = 24;

const more = css`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

export function ListingGrid({
  apps,
  label,
  noun,
  loading,
  error,
  onRetry,
  empty,
}: {
  apps: readonly AppSummary[];
  label: string;
  noun: string;
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  empty: ReactNode;
}) {
  const [limit, setLimit] = useState(LISTING_STEP);
  // Another list (other filters or sort) starts again from its first rows.
  const [listed, setListed] = useState(apps);
  if (listed !== apps) {
    setListed(apps);
    setLimit(LISTING_STEP);
  }
  const grid = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** The index of the card to focus once drawn (after 'Show more' by keyboard or pointer). */
  const focusAt = useRef<number | null>(null);
  const remaining = apps.length - limit;

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    grid.current?.querySelectorAll<HTMLElement>('[data-testid="app-card"]')[index]?.focus();
  }, [limit]);

  // Scrolling near the end draws the next rows, without moving focus.
  useEffect(() => {
    const target = button.current;
    if (!target || remaining <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLimit((current) => current + LISTING_STEP);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [remaining]);

  return (
    <div ref={grid}>
      <AppGrid apps={remaining > 0 ? apps.slice(0, limit) : apps} label={label} loading={loading} error={error} onRetry={onRetry} empty={empty} />
      {remaining > 0 && (
        <div css={more}>
          <button
            ref={button}
            type="button"
            css={quietButton}
            onClick={() => {
              focusAt.current = limit;
              setLimit(limit + LISTING_STEP);
            }}
          >
            Show {Math.min(remaining, LISTING_STEP)} more {noun}
          </button>
        </div>
      )}
    </div>
  );
}
