/**
 * Builds the header search's index ahead of the first search, in slices of a few milliseconds
 * when the page is idle: built in one go it is one long task (about 90 ms at 5,000 apps, four
 * times that on a slow device) that the first keystroke would wait for.
 */
import type { AppSummary } from '@marketplace/domain/entities/app';
import { stepAppSearchIndex } from '@marketplace/domain/search';

/** A slice's length: an input arriving meanwhile waits at most this and one step (~0.5 ms at 5,000 apps). */
const SLICE_MS = 4;
const started = new WeakSet<readonly AppSummary[]>();

const later = (run: () => void): void => {
  // Idle time first (after input and frames); a busy page still gets a slice every 200 ms.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 200 });
  else setTimeout(run, 0);
};

export function warmSearchIndex(apps: readonly AppSummary[]): void {
  if (started.has(apps) || apps.length === 0) return;
  started.add(apps);
  const slice = () => {
    const end = performance.now() + SLICE_MS;
    while (performance.now() < end) if (stepAppSearchIndex(apps)) return;
    later(slice);
  };
  later(slice);
}
