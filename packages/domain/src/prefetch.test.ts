import { describe, expect, it } from 'vitest';
import { nextPrefetchStep, prefetchAllowed, PREFETCH_BATCH_GAP_MS, PREFETCH_BATCH_SIZE, PREFETCH_IDLE_MS } from './prefetch.ts';

const pages = (n: number) => Array.from({ length: n }, (_, i) => `/apps/app-${i}/`);

describe('spec 9: prefetch starts after 3 s', () => {
  it('is 3 s, 4 pages, 3 s', () => {
    expect([PREFETCH_IDLE_MS, PREFETCH_BATCH_SIZE, PREFETCH_BATCH_GAP_MS]).toEqual([3000, 4, 3000]);
  });

  it('waits until 3 s after the page was shown', () => {
    expect(nextPrefetchStep(pages(2), new Set(), { shownAt: 10_000, lastBatchAt: null }, 10_000)).toEqual({ kind: 'wait', ms: 3000 });
    expect(nextPrefetchStep(pages(2), new Set(), { shownAt: 10_000, lastBatchAt: null }, 12_999)).toEqual({ kind: 'wait', ms: 1 });
    expect(nextPrefetchStep(pages(2), new Set(), { shownAt: 10_000, lastBatchAt: null }, 13_000)).toEqual({ kind: 'batch', pages: pages(2) });
  });

  it('starts the quiet time again after a navigation, even right after a batch', () => {
    expect(nextPrefetchStep(pages(2), new Set(), { shownAt: 20_000, lastBatchAt: 19_000 }, 21_000)).toEqual({ kind: 'wait', ms: 2000 });
  });
});

describe('spec 9: 4 pages per batch, 3 s between batches', () => {
  it('takes the first 4 candidates not yet prefetched, in order, without repeats', () => {
    const candidates = [...pages(6), '/apps/app-0/'];
    expect(nextPrefetchStep(candidates, new Set(['/apps/app-1/']), { shownAt: 0, lastBatchAt: null }, 5000)).toEqual({
      kind: 'batch',
      pages: ['/apps/app-0/', '/apps/app-2/', '/apps/app-3/', '/apps/app-4/'],
    });
  });

  it('waits 3 s after the previous batch', () => {
    const done = new Set(pages(4));
    expect(nextPrefetchStep(pages(9), done, { shownAt: 0, lastBatchAt: 3000 }, 4000)).toEqual({ kind: 'wait', ms: 2000 });
    expect(nextPrefetchStep(pages(9), done, { shownAt: 0, lastBatchAt: 3000 }, 6000)).toEqual({ kind: 'batch', pages: pages(8).slice(4) });
  });

  it('is done when every candidate was prefetched', () => {
    expect(nextPrefetchStep(pages(3), new Set(pages(3)), { shownAt: 0, lastBatchAt: 3000 }, 60_000)).toEqual({ kind: 'done' });
    expect(nextPrefetchStep([], new Set(), { shownAt: 0, lastBatchAt: null }, 0)).toEqual({ kind: 'done' });
  });
});

describe('spec 9: skipped on 2g or data-saver', () => {
  it('skips 2g and slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('skips data-saver on any network', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('prefetches on 3g, 4g, and when the browser tells nothing', () => {
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
