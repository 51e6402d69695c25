/**
 * A listing's grid drawn in steps: the first rows at once (on the server too),
 * or as many steps as the address keeps (?page=N, so a reload or Back shows them again),
 * more when the visitor scrolls near the end or presses 'Show more', which moves focus to the
 * first card it added, so a keyboard never loses its place. A catalogue of thousands of apps then
 * costs a listing change only its first rows, whatever the number of matches. After a change of
 * the list, the change's own render draws the cards that reach the bottom of the window and the
 * rest of the step follows in a render of its own, so the new list is on screen sooner.
 */
import { css } from '@emotion/react';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { LISTING_STEP } from '@marketplace/domain/listing';
import { cardsForSteps } from '@marketplace/domain/listing-steps';
import { startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../app-shell/after-paint.ts';
import { AppGrid } from '../ui/AppGrid.tsx';
import { quietButton } from '../ui/buttons.ts';

/**
 * How many cards of the grid's current rows reach the bottom of the window, plus a row (the next
 * list's cards may be shorter); a whole step when there is no layout to measure.
 */
function cardsInView(grid: HTMLElement | null): number {
  const items = grid?.querySelectorAll<HTMLElement>('ul > li');
  const first = items?.[0]?.getBoundingClientRect();
  if (!items || !first || first.height === 0) return LISTING_STEP;
  let columns = 1;
  while (columns < items.length && items[columns]?.getBoundingClientRect().top === first.top) columns += 1;
  const next = items[columns]?.getBoundingClientRect();
  const rowHeight = next ? next.top - first.top : first.height;
  const rows = Math.ceil((window.innerHeight - first.top) / rowHeight) + 1;
  return Math.min(LISTING_STEP, columns * Math.max(1, rows));
}

const more = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  justify-content: center;
  margin-top: 24px;
`;

export function ListingGrid({
  apps,
  total = apps.length,
  label,
  noun,
  loading,
  error,
  onRetry,
  empty,
  steps,
  onSteps,
}: {
  /** The cards loaded so far (a listing loads a window at a time). */
  apps: readonly AppSummary[];
  /** How many cards the whole list holds (those loaded by default). */
  total?: number;
  /** How many steps of cards to draw (the address's page). */
  steps: number;
  /** Asks for more steps (the address then keeps them). */
  onSteps: (steps: number) => void;
  label: string;
  noun: string;
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  empty: ReactNode;
}) {
  const limit = cardsForSteps(steps);
  // Another list (other filters or sort) starts again from its first rows.
  const [listed, setListed] = useState(apps);
  /** After a change of the list, the cards drawn so far (those in view); null once the whole step is. */
  const [partial, setPartial] = useState<number | null>(null);
  /** How many cards the window shows, measured on the grid as drawn (and again on scroll or resize). */
  const [inView, setInView] = useState(LISTING_STEP);
  const grid = useRef<HTMLDivElement>(null);
  if (listed !== apps) {
    setListed(apps);
    // More cards of the same list (the next window arrived) are no change of the list.
    const appended = listed.length > 0 && apps.length > listed.length && apps[0] === listed[0];
    if (!appended) setPartial(inView < Math.min(apps.length, limit) ? inView : null);
  }
  const button = useRef<HTMLButtonElement>(null);
  const shownId = useId();
  /** The index of the card to focus once drawn (after 'Show more' by keyboard or pointer). */
  const focusAt = useRef<number | null>(null);
  const remaining = total - limit;
  const drawn = partial ?? limit;
  const complete = partial === null;
  const stepLoaded = apps.length >= Math.min(limit, total);

  useEffect(() => {
    if (!complete) return;
    let frame = 0;
    const measure = () => setInView(cardsInView(grid.current));
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    addEventListener('scroll', later, { passive: true });
    addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', later);
      removeEventListener('resize', later);
    };
  }, [complete, listed]);

  // The rest of the step once the frame showing the change is painted, in a render that input may
  // interrupt: begun earlier, its slices ran before that frame's paint and held it back.
  useEffect(() => {
    if (partial !== null) return afterNextPaint(() => startTransition(() => setPartial(null)));
  }, [partial]);

  // The card to focus may arrive with the next window, after the step was asked for.
  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    const card = grid.current?.querySelectorAll<HTMLElement>('[data-testid="app-card"]')[index];
    if (!card) return;
    focusAt.current = null;
    card.focus();
  }, [limit, apps]);

  // Scrolling near the end draws the next rows, without moving focus.
  useEffect(() => {
    const target = button.current;
    // Not while the step asked for last is still arriving: the button stays in view until it does.
    if (!target || remaining <= 0 || !complete || !stepLoaded || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onSteps(steps + 1);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [remaining, complete, stepLoaded, steps, onSteps]);

  return (
    <div ref={grid}>
      <AppGrid apps={drawn < apps.length ? apps.slice(0, drawn) : apps} label={label} loading={loading} error={error} onRetry={onRetry} empty={empty} />
      {remaining > 0 && complete && (
        <div css={more}>
          <button
            ref={button}
            type="button"
            css={quietButton}
            aria-describedby={shownId}
            onClick={() => {
              focusAt.current = limit;
              onSteps(steps + 1);
            }}
          >
            Show {Math.min(remaining, LISTING_STEP)} more {noun}
          </button>
          <p id={shownId} css={{ margin: 0 }}>
            Showing {Math.min(limit, total)} of {total} {noun}
          </p>
        </div>
      )}
    </div>
  );
}
