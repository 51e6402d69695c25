import { hasAppSearchIndex } from '@marketplace/domain/search';
import { makeApp } from '@marketplace/domain/test/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { warmSearchIndex } from './search-index-warm-up.ts';

const catalogue = () => Array.from({ length: 2_000 }, (_, i) => makeApp({ id: String(i), slug: `s${i}`, name: `App ${i} chat` }));

describe('the header search index is built ahead of the first search, off the caller’s task', () => {
  it('returns at once and builds the index in later slices', async () => {
    const apps = catalogue();
    warmSearchIndex(apps);
    expect(hasAppSearchIndex(apps)).toBe(false);
    await vi.waitFor(() => expect(hasAppSearchIndex(apps)).toBe(true));
  });

  it('starts once per catalogue', () => {
    const apps = catalogue();
    // jsdom has no requestIdleCallback: slices go through setTimeout.
    expect(typeof globalThis.requestIdleCallback).toBe('undefined');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    warmSearchIndex(apps);
    warmSearchIndex(apps);
    expect(timers).toHaveBeenCalledTimes(1);
    timers.mockRestore();
  });
});
