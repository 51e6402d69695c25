/** An api over the real test platform, on the global timers (fake-time.ts fakes them) and a fetch that records requests. */
import { createApi, type Api } from '../api.ts';
import { parseApiConfig } from '../config.ts';
import type { Product } from '@marketplace/domain/entities/product';
import type { Utm } from '@marketplace/domain/entities/utm';
import { systemClock, systemTimers, type Clock, type Fetch, type Timers } from '../api-runtime.ts';
import { createTrackedFetch, type TrackedFetch } from './tracked-fetch.ts';
import { startTestPlatform, type TestPlatform } from './platform.ts';
import { afterAll, beforeAll } from 'vitest';

export interface TestApi {
  api: Api;
  clock: Clock;
  timers: Timers;
  tracked: TrackedFetch;
  /** The token the next calls send (the store's role in the app). */
  token: { current: string | undefined };
  utm: { current: Utm };
}

/** `wrapFetch` may inject faults in front of the real platform (a dropped connection...). */
export function createTestApi(origin: string, options: { product?: Product; wrapFetch?: (fetch: Fetch) => Fetch } = {}): TestApi {
  const tracked = createTrackedFetch();
  const token: TestApi['token'] = { current: undefined };
  const utm: TestApi['utm'] = { current: {} };
  const api = createApi(parseApiConfig({ platformOrigin: origin, product: options.product ?? 'livechat' }), {
    fetch: options.wrapFetch ? options.wrapFetch(tracked.fetch) : tracked.fetch,
    clock: systemClock,
    timers: systemTimers,
    getToken: () => token.current,
    getUtm: () => utm.current,
  });
  return { api, clock: systemClock, timers: systemTimers, tracked, token, utm };
}

/**
 * What the api suites share: one real platform per test file, and apis signed in as a seeded
 * account. Call at the top of a test file; its hooks run before the file's own.
 */
export function apiSuite() {
  let platform: TestPlatform | null = null;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });
  const started = (): TestPlatform => {
    if (platform === null) throw new Error('the platform starts in beforeAll');
    return platform;
  };
  return {
    get platform(): TestPlatform {
      return started();
    },
    signedIn: async (accountId: string): Promise<TestApi> => {
      const test = createTestApi(started().origin);
      test.token.current = await started().tokenFor(accountId);
      return test;
    },
  };
}
