/**
 * The public site's static-site behaviour (spec 9) as plain functions the StaticSite component
 * drives: prefetching the pages a visitor is likely to open next, on the domain's schedule, and
 * the one full reload when a navigation finds a new build (spec 4).
 */
import type { Clock, TimerHandle, Timers } from '@marketplace/api/api-runtime';
import { buildHashAction } from '@marketplace/domain/build-hash';
import { nextPrefetchStep, prefetchAllowed, PREFETCH_BATCH_GAP_MS, type ConnectionHints, type PrefetchClock, type PrefetchStep } from '@marketplace/domain/prefetch';

export interface PrefetchRun {
  /** Router paths of the likely next pages now, most likely first (only those with something to fetch). */
  candidates(): string[];
  /** Fetches what a page needs (its screen's code, its data); failures are the page's to meet later. */
  prefetch(page: string): Promise<unknown>;
  /** The Network Information API's hints, read before each batch (data-saver may be switched on meanwhile). */
  connection(): ConnectionHints | undefined;
  /** Pages prefetched already (kept across the navigations of one page load). */
  prefetched: Set<string>;
  clock: Clock;
  timers: Timers;
  /** Told each decision: 'skipped' (2g or data-saver), or the domain's step. */
  report?: (decision: 'skipped' | PrefetchStep['kind']) => void;
}

/**
 * Prefetches in batches from the moment a page is shown; returns the function that stops it (a
 * navigation stops it and starts another run, whose quiet time starts again). When every candidate
 * was prefetched it keeps looking every PREFETCH_BATCH_GAP_MS: scrolling brings new links in view.
 */
export function startPrefetching(run: PrefetchRun): () => void {
  const clock: PrefetchClock = { shownAt: run.clock(), lastBatchAt: null };
  let timer: TimerHandle | undefined;
  const tick = () => {
    const now = run.clock();
    if (!prefetchAllowed(run.connection())) {
      run.report?.('skipped');
      timer = run.timers.setTimeout(tick, PREFETCH_BATCH_GAP_MS);
      return;
    }
    const step = nextPrefetchStep(run.candidates(), run.prefetched, clock, now);
    run.report?.(step.kind);
    if (step.kind === 'batch') {
      clock.lastBatchAt = now;
      for (const page of step.pages) {
        run.prefetched.add(page);
        void run.prefetch(page).catch(() => undefined);
      }
    }
    timer = run.timers.setTimeout(tick, step.kind === 'wait' ? step.ms : PREFETCH_BATCH_GAP_MS);
  };
  tick();
  return () => {
    if (timer !== undefined) run.timers.clearTimeout(timer);
  };
}

/**
 * Router paths of the links in view inside the site (under `basename`), in document order, without
 * the page shown. Links outside the viewport wait until they scroll in.
 */
export function linksInView(document: Document, basename: string, current: string): string[] {
  const base = basename.replace(/\/+$/, '');
  const height = document.defaultView?.innerHeight ?? 0;
  const pages: string[] = [];
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const url = new URL(link.href, document.baseURI);
    if (url.origin !== document.location.origin || !url.pathname.startsWith(`${base}/`) || link.hasAttribute('download')) continue;
    const rect = link.getBoundingClientRect();
    if (rect.bottom < 0 || rect.top > height) continue;
    const page = url.pathname.slice(base.length);
    if (page !== current) pages.push(page);
  }
  return pages;
}

/** Where the tab remembers the build it last reloaded for (one reload per new build, never a loop). */
export const RELOADED_FOR_KEY = 'marketplace:build-reloaded-for';

export interface BuildCheck {
  /** The build this page came from. */
  pageHash: string | undefined;
  /** The served build hash (app-data.json). */
  servedHash(): Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload(): void;
}

/** After a navigation: reloads the page once when the served build is another. An unanswered check changes nothing. */
export async function checkBuildHash(check: BuildCheck): Promise<void> {
  let served: string;
  try {
    served = await check.servedHash();
  } catch {
    return;
  }
  const read = () => {
    try {
      return check.storage?.getItem(RELOADED_FOR_KEY) ?? null;
    } catch {
      return null;
    }
  };
  if (buildHashAction(check.pageHash, served, read()) !== 'reload') return;
  // Without a place to remember it, no reload: a reload that could repeat is worse than an old page.
  try {
    if (check.storage === null) return;
    check.storage.setItem(RELOADED_FOR_KEY, served);
  } catch {
    return;
  }
  check.reload();
}
