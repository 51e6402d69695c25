/**
 * A store for tests: the real platform (started by the test), the api config pointing at it,
 * manual timers for fake time and a fetch that counts requests in flight.
 */
import { parseApiConfig } from '@marketplace/api/config';
import { createManualTimers, type ManualTimers, type RunUntilOptions } from '@marketplace/api/testing/manual-timers';
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import { createTrackedFetch, type TrackedFetch } from '@marketplace/api/testing/tracked-fetch';
import type { Product } from '@marketplace/domain/entities/product';
import type { Fetch } from '@marketplace/api/runtime';
import { createMarketplaceStore, type MarketplaceState, type MarketplaceStore } from '../marketplace-store.ts';

/**
 * The real platform for store tests. The tests run in happy-dom, whose fetch enforces CORS like a
 * browser, so the platform allows the test document's origin, as it allows the hosts' in production.
 */
export function startStorePlatform(): Promise<TestPlatform> {
  return startTestPlatform({ allowedOrigins: [window.location.origin] });
}

export interface TestStore {
  store: MarketplaceStore;
  timers: ManualTimers;
  tracked: TrackedFetch;
  navigations: string[];
  state(): MarketplaceState;
  /** Runs fake time and real I/O until `done` holds; time moves only with no request in flight. */
  until(done: (state: MarketplaceState) => boolean, options?: RunUntilOptions): Promise<void>;
}

export function createTestStore(origin: string, options: { product?: Product; fetch?: (tracked: Fetch) => Fetch } = {}): TestStore {
  const timers = createManualTimers();
  const tracked = createTrackedFetch();
  const navigations: string[] = [];
  const product = options.product ?? 'livechat';
  const store = createMarketplaceStore({
    api: parseApiConfig({ platformOrigin: origin, product }),
    product,
    clock: timers.clock,
    timers,
    fetch: options.fetch ? options.fetch(tracked.fetch) : tracked.fetch,
    navigate: (path) => navigations.push(path),
  });
  return {
    store,
    timers,
    tracked,
    navigations,
    state: () => store.getState(),
    until: (done, runOptions = {}) =>
      timers.runUntil(() => done(store.getState()), { idle: () => tracked.inFlight() === 0, ...runOptions }),
  };
}
