import { systemTimers } from '@marketplace/api/api-runtime';
import { PREFETCH_BATCH_GAP_MS, PREFETCH_IDLE_MS, type ConnectionHints } from '@marketplace/domain/prefetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkBuildHash, linksInView, RELOADED_FOR_KEY, startPrefetching } from './static-site.ts';

const pages = (n: number) => Array.from({ length: n }, (_, i) => `/apps/app-${i}/`);

function prefetching(candidates: string[], connection: ConnectionHints | undefined = { effectiveType: '4g' }) {
  const fetched: string[] = [];
  const hints = { current: connection };
  const stop = startPrefetching({
    candidates: () => candidates,
    prefetch: async (page) => {
      fetched.push(page);
    },
    connection: () => hints.current,
    prefetched: new Set(),
    clock: () => Date.now(),
    timers: systemTimers,
  });
  return { fetched, stop, hints };
}

describe('spec 9: prefetch starts after 3 s, 4 pages per batch, 3 s between batches', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prefetches nothing in the first 3 s, then 4 pages, then 4 more 3 s later', () => {
    const run = prefetching(pages(10));
    vi.advanceTimersByTime(PREFETCH_IDLE_MS - 1);
    expect(run.fetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(run.fetched).toEqual(pages(4));
    vi.advanceTimersByTime(PREFETCH_BATCH_GAP_MS - 1);
    expect(run.fetched).toEqual(pages(4));
    vi.advanceTimersByTime(1);
    expect(run.fetched).toEqual(pages(8));
    vi.advanceTimersByTime(PREFETCH_BATCH_GAP_MS);
    expect(run.fetched).toEqual(pages(10));
    vi.advanceTimersByTime(10 * PREFETCH_BATCH_GAP_MS);
    expect(run.fetched).toEqual(pages(10));
    run.stop();
  });

  it('stops with the page: a navigation starts the quiet time again', () => {
    const run = prefetching(pages(4));
    vi.advanceTimersByTime(PREFETCH_IDLE_MS - 1);
    run.stop();
    vi.advanceTimersByTime(PREFETCH_IDLE_MS);
    expect(run.fetched).toEqual([]);
  });
});

describe('spec 9: prefetching is skipped on 2g or data-saver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches nothing with data-saver on, and starts when it is switched off', () => {
    const run = prefetching(pages(2), { effectiveType: '4g', saveData: true });
    vi.advanceTimersByTime(10 * PREFETCH_BATCH_GAP_MS);
    expect(run.fetched).toEqual([]);
    run.hints.current = { effectiveType: '4g', saveData: false };
    vi.advanceTimersByTime(PREFETCH_BATCH_GAP_MS);
    expect(run.fetched).toEqual(pages(2));
    run.stop();
  });

  it('fetches nothing on 2g', () => {
    const run = prefetching(pages(2), { effectiveType: '2g' });
    vi.advanceTimersByTime(10 * PREFETCH_BATCH_GAP_MS);
    expect(run.fetched).toEqual([]);
    run.stop();
  });
});

describe('the likely next pages are the site links in view', () => {
  it('lists links under the basename in document order, without the page shown, other sites or downloads', () => {
    document.body.innerHTML = `
      <a href="/marketplace/apps/crm/">CRM</a>
      <a href="/marketplace/apps/">All apps</a>
      <a href="https://elsewhere.example/marketplace/apps/x/">Elsewhere</a>
      <a href="/other/page/">Other</a>
      <a href="/marketplace/apps/file.pdf" download>File</a>
      <a href="/marketplace/apps/shopline-connector/?tab=reviews">Shopline</a>`;
    expect(linksInView(document, '/marketplace', '/apps/')).toEqual(['/apps/crm/', '/apps/shopline-connector/']);
    document.body.innerHTML = '';
  });
});

describe('spec 4: a changed build hash forces one full reload', () => {
  function check(served: string | Error, storage: Map<string, string> | null) {
    const reload = vi.fn();
    const done = checkBuildHash({
      pageHash: 'old',
      servedHash: () => (served instanceof Error ? Promise.reject(served) : Promise.resolve(served)),
      storage: storage && { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
      reload,
    });
    return { reload, done };
  }

  it('reloads once for a new hash and remembers it for the tab', async () => {
    const storage = new Map<string, string>();
    const first = check('new', storage);
    await first.done;
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(storage.get(RELOADED_FOR_KEY)).toBe('new');
    // The reloaded page still says 'old' (a cache in between): no second reload.
    const second = check('new', storage);
    await second.done;
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('keeps the page when the hash is unchanged, the check fails, or the tab cannot remember', async () => {
    for (const run of [check('old', new Map()), check(new Error('offline'), new Map()), check('new', null)]) {
      await run.done;
      expect(run.reload).not.toHaveBeenCalled();
    }
  });
});
