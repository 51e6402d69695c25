/**
 * A store for tests: the real platform (started by the test), the api config pointing at it,
 * the global timers watched (vitest's fake clock moves them: runOnFakeTime) and a fetch that counts
 * requests in flight.
 */
import { parseApiConfig } from '@marketplace/api/config';
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import { untilInRealTime } from '@marketplace/api/testing/fake-time';
import { createTrackedFetch, type TrackedFetch } from '@marketplace/api/testing/tracked-fetch';
import type { Product } from '@marketplace/domain/entities/product';
import { systemClock, systemTimers, type Fetch, type Timers } from '@marketplace/api/api-runtime';
import { afterAll, afterEach, beforeAll, expect, vi, type Mock } from 'vitest';
import { MutationObserver, type MutationObserverOptions } from '@tanstack/react-query';
import { createMarketplaceStore, type MarketplaceState, type MarketplaceStore } from '../marketplace-store.ts';

/**
 * The real platform for store tests. The tests run in happy-dom, whose fetch enforces CORS like a
 * browser, so the platform allows the test document's origin, as it allows the hosts' in production.
 */
export function startStorePlatform(): Promise<TestPlatform> {
  return startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
}

export interface TestStore {
  store: MarketplaceStore;
  /** The store's timers: the global ones, each call recorded. */
  timers: WatchedTimers;
  tracked: TrackedFetch;
  /** Marketplace routes the store went to (navigate). */
  navigations: string[];
  /** Browser paths the store left for (redirect). */
  redirects: string[];
  state: () => MarketplaceState;
  /** The notification contents shown so far, in order (including hidden ones). */
  shown: string[];
  /** Signs in with a fresh token of a seeded account. */
  signIn: (platform: TestPlatform, accountId: string) => Promise<void>;
  /** Resolves once the store has begun its `count`-th wait of `ms` (after the platform answered what came before). */
  waiting: (ms: number, count?: number) => Promise<void>;
}

type WatchedTimers = { [name in keyof Timers]: Mock<Timers[name]> };

const watchedTimers = (): WatchedTimers => ({
  setTimeout: vi.fn<Timers['setTimeout']>((callback, ms) => systemTimers.setTimeout(callback, ms)),
  clearTimeout: vi.fn<Timers['clearTimeout']>((handle) => systemTimers.clearTimeout(handle)),
  setInterval: vi.fn<Timers['setInterval']>((callback, ms) => systemTimers.setInterval(callback, ms)),
  clearInterval: vi.fn<Timers['clearInterval']>((handle) => systemTimers.clearInterval(handle)),
});

/** `fetch` may inject faults in front of the real platform (a dropped or held request). */
export function createTestStore(origin: string, options: { product?: Product; fetch?: (tracked: Fetch) => Fetch } = {}): TestStore {
  const timers = watchedTimers();
  const tracked = createTrackedFetch();
  const navigations: string[] = [];
  const redirects: string[] = [];
  const shown: string[] = [];
  const product = options.product ?? 'livechat';
  const store = createMarketplaceStore({
    api: parseApiConfig({ platformOrigin: origin, product }),
    product,
    clock: systemClock,
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
    waiting: async (ms, count = 1) => {
      const waits = () => timers.setTimeout.mock.calls.filter(([, delay]) => delay === ms).length;
      await untilInRealTime(() => waits() >= count, `wait ${count} of ${ms} ms`, platformRoundTrip);
      expect(waits()).toBe(count);
    },
  };
}

/**
 * What most store suites share: one real platform per file, and stores made for a test that are
 * disposed after it. Call at the top of a test file; its hooks run before the file's own.
 */
export function storeSuite() {
  let platform: TestPlatform | null = null;
  const stores: TestStore[] = [];
  beforeAll(async () => {
    platform = await startStorePlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });
  afterEach(() => {
    for (const test of stores.splice(0)) test.store.dispose();
  });
  const started = (): TestPlatform => {
    if (platform === null) throw new Error('the platform starts in beforeAll');
    return platform;
  };
  const store = (options: Parameters<typeof createTestStore>[1] = {}): TestStore => {
    const test = createTestStore(started().origin, options);
    stores.push(test);
    return test;
  };
  return {
    get platform(): TestPlatform {
      return started();
    },
    store,
    /** A store signed in as a seeded account; `fetch` may put faults in front of the platform. */
    signedIn: async (accountId: string, fetch?: (real: Fetch) => Fetch): Promise<TestStore> => {
      const test = store(fetch ? { fetch } : {});
      await test.signIn(started(), accountId);
      return test;
    },
  };
}

/**
 * How long `vi.waitFor` waits for a state that follows a real HTTP round trip to the in-process
 * platform: vitest's 1 s default is too short for a busy two-core machine.
 */
export const platformRoundTrip = { timeout: 15_000, interval: 20 } as const;

/** Runs a write's mutation options as a screen's useMutation would; resolves with its settled result (an error is in it, not thrown). */
export async function runWrite<Data, Variables>(test: Pick<TestStore, 'store'>, options: MutationObserverOptions<Data, Error, Variables>, variables: Variables) {
  const observer = new MutationObserver(test.store.queries, options);
  await observer.mutate(variables).catch(() => undefined);
  return observer.getCurrentResult();
}

/** The signed-in account's installed ids as the query cache has them, read once if not yet. */
export async function installedIdsIn(test: TestStore): Promise<readonly string[]> {
  const account = test.state().session.accountId;
  if (account === null) return [];
  return test.store.queries.fetchQuery(test.store.reads.installedApps(account));
}
