/**
 * Prefetching on the public site (spec 9: "prefetch starts after 3 s, 4 pages per batch, 3 s
 * between batches, skipped on 2g or data-saver"). Pure: the caller passes the clock's time and the
 * connection's hints, and carries out the step this module names.
 */

/** Quiet time after a page is shown before the first batch. */
export const PREFETCH_IDLE_MS = 3000;
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_BATCH_GAP_MS = 3000;

/** What `navigator.connection` tells (Network Information API); absent in many browsers. */
export interface ConnectionHints {
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

/** Never on 2g (or slow-2g) or with data-saver on; allowed when the browser tells nothing. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (connection === undefined) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export interface PrefetchClock {
  /** When the current page was shown (a navigation restarts the quiet time). */
  shownAt: number;
  /** When the last batch started, or null before the first. */
  lastBatchAt: number | null;
}

export type PrefetchStep =
  /** Nothing to do before `ms` from now. */
  | { kind: 'wait'; ms: number }
  /** Prefetch these pages now (at most PREFETCH_BATCH_SIZE, in the order given). */
  | { kind: 'batch'; pages: string[] }
  /** Every candidate was prefetched already. */
  | { kind: 'done' };

/**
 * The next step for the page's candidates (likely next pages, most likely first) at `now`: pages
 * already prefetched are skipped, the first batch waits PREFETCH_IDLE_MS after the page was shown,
 * and each further batch PREFETCH_BATCH_GAP_MS after the one before.
 */
export function nextPrefetchStep(candidates: readonly string[], prefetched: ReadonlySet<string>, clock: PrefetchClock, now: number): PrefetchStep {
  const pending = [...new Set(candidates)].filter((page) => !prefetched.has(page));
  if (pending.length === 0) return { kind: 'done' };
  const start = Math.max(clock.shownAt + PREFETCH_IDLE_MS, clock.lastBatchAt === null ? -Infinity : clock.lastBatchAt + PREFETCH_BATCH_GAP_MS);
  if (now < start) return { kind: 'wait', ms: start - now };
  return { kind: 'batch', pages: pending.slice(0, PREFETCH_BATCH_SIZE) };
}
