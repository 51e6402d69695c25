import { describe, expect, it } from 'vitest';
import { CALL_CACHE_TTL_MS, createTtlCache } from './cache.ts';

describe('cached calls live 300 s on the injected clock', () => {
  it('answers from the cache until 300 s have passed, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache<number>(() => now);
    const load = () => Promise.resolve(++loads);
    expect(CALL_CACHE_TTL_MS).toBe(300_000);
    await expect(cache.get('k', load)).resolves.toBe(1);
    now = 299_999;
    await expect(cache.get('k', load)).resolves.toBe(1);
    now = 300_000;
    await expect(cache.get('k', load)).resolves.toBe(2);
  });

  it('shares one request between concurrent callers and forgets a failure', async () => {
    let loads = 0;
    const cache = createTtlCache<number>(() => 0);
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('down'));
    };
    await Promise.all([cache.get('k', failing).catch(() => 0), cache.get('k', failing).catch(() => 0)]);
    expect(loads).toBe(1);
    await expect(cache.get('k', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
