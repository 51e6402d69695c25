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
  /** Marketplace routes the store went to (navigate). */
  timers: ManualTimers;
  tracked: TrackedFetch;
  navigations: string[];
  /** Browser paths the store left for (redirect). */
  redirects: string[];
  state(): MarketplaceState;
  /** The notification contents shown so far, in order (including hidden ones). */
  shown: string[];
  /** Signs in with a fresh token of a seeded account. */
  signIn(platform: TestPlatform, accountId: string): Promise<void>;
  /** Runs fake time and real I/O until `done` holds; time moves only with no request in flight. */
  until(done: (state: MarketplaceState) => boolean, options?: RunUntilOptions): Promise<void>;
}

/** `fetch` may inject faults in front of the real platform (a dropped or held request). */
export function createTestStore(origin: string, options: { product?: Product; fetch?: (tracked: Fetch) => Fetch } = {}): TestStore {
  const timers = createManualTimers();
  const tracked = createTrackedFetch();
  const navigations: string[] = [];
  const redirects: string[] = [];
  const shown: string[] = [];
  const product = options.product ?? 'livechat';
  const store = createMarketplaceStore({
    api: parseApiConfig({ platformOrigin: origin, product }),
    product,
    clock: timers.clock,
    timers,
    fetch: options.fetch ? options.fetch(tracked.fetch) : tracked.fetch,
    navigate: (path) => navigations.push(path),
    redirect: (path) => redirects.push(path),
  });
  const seen = new Set<string>();
  store.subscribe((state) => {
    for (const notification of state.notifications) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      shown.push(notification.content);
    }
  });
  return {
    store,
    timers,
    tracked,
    navigations,
    redirects,
    shown,
    state: () => store.getState(),
    signIn: async (platform, accountId) => {
      const ok = await store.getState().signInWithToken(await platform.tokenFor(accountId));
      if (!ok) throw new Error(`sign-in as ${accountId} failed`);
    },
    until: (done, runOptions = {}) =>
      timers.runUntil(() => done(store.getState()), { idle: () => tracked.inFlight() === 0, ...runOptions }),
  };
}
