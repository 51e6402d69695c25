/**
 * A small time-boxed cache for the calls spec 9 caches for 300 s (consent checks, app scopes,
 * price preview). It stores the promise, so concurrent callers share one request, and forgets a
 * failed one so the next caller retries.
 */
import { CACHE_SECONDS } from '@marketplace/domain/constants';
import type { Clock } from './api-runtime.ts';

/** Spec 9: consent checks, app scopes and price preview are cached for 300 s. */
export const CALL_CACHE_TTL_MS = CACHE_SECONDS * 1000;

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  clear(): void;
}

export function createTtlCache<T>(clock: Clock, ttlMs: number = CALL_CACHE_TTL_MS): TtlCache<T> {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key, load) {
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
