import { PAGE_DATA_RETRIES } from '@marketplace/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlsOf, parseApiConfig } from './config.ts';
import { createApiEvents } from './events.ts';
import { createStaticDataClient, pageDataName } from './static-data.ts';
import { systemTimers, type Fetch } from './api-runtime.ts';
import { createTestApi } from './testing/api.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

/** Drops the first `failures` requests as an ad blocker would (no status), then lets them through. */
const dropFirst =
  (failures: number) =>
  (fetch: Fetch): Fetch => {
    let seen = 0;
    return (input, init) => (++seen <= failures ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init));
  };

function setup(failures = 0) {
  const test = createTestApi(platform.origin);
  test.token.current = 'dal:secret';
  const runtime = { fetch: dropFirst(failures)(test.tracked.fetch), clock: test.clock, timers: test.timers, getToken: () => test.token.current, getUtm: () => ({}) };
  const client = createStaticDataClient({
    baseUrl: baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'livechat' })).staticData,
    runtime,
    events: createApiEvents(),
  });
  return { ...test, client };
}

describe('static data paths', () => {
  it('maps pages to page-data folders', () => {
    expect(pageDataName('/')).toBe('index');
    expect(pageDataName('/apps/crm/')).toBe('apps/crm');
  });

  it('asks the static origin for page data, without the user token', async () => {
    const { client, tracked } = setup();
    await client.getPageData('/apps/crm/').catch(() => undefined);
    expect(tracked.requests[0]?.url).toBe(`${platform.origin}/marketplace/page-data/apps/crm/page-data.json`);
    expect(tracked.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('app-data.json is retried up to 3 times', () => {
  it('answers with the build hash when a retry gets through', async () => {
    const { client } = setup(PAGE_DATA_RETRIES);
    await expect(client.getAppData()).resolves.toMatchObject({ webpackCompilationHash: expect.any(String) });
  });

  it('gives up after the first try and 3 retries, with the last error', async () => {
    let attempts = 0;
    const test = createTestApi(platform.origin);
    const runtime = {
      fetch: (input: string, init?: RequestInit) => {
        attempts += 1;
        return dropFirst(Number.POSITIVE_INFINITY)(test.tracked.fetch)(input, init);
      },
      clock: test.clock,
      timers: test.timers,
      getToken: () => undefined,
      getUtm: () => ({}),
    };
    const client = createStaticDataClient({
      baseUrl: baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'livechat' })).staticData,
      runtime,
      events: createApiEvents(),
    });
    await expect(client.getAppData()).rejects.toMatchObject({ area: 'static-data', kind: 'network' });
    expect(attempts).toBe(1 + PAGE_DATA_RETRIES);
  });
});

describe('spec 4: failed page data retries up to 3 times', () => {
  it('answers with the page data when the last retry gets through', async () => {
    const { client, tracked } = setup(PAGE_DATA_RETRIES);
    await expect(client.getPageData('/apps/')).resolves.toMatchObject({ path: '/apps/' });
    expect(tracked.requests.length).toBe(1);
  });

  it('gives up after the first try and 3 retries, with the last error', async () => {
    const { client } = setup(Number.POSITIVE_INFINITY);
    let attempts = 0;
    const counting = createStaticDataClient({
      baseUrl: baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'livechat' })).staticData,
      runtime: {
        fetch: () => {
          attempts += 1;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
        clock: () => 0,
        timers: systemTimers,
        getToken: () => undefined,
        getUtm: () => ({}),
      },
      events: createApiEvents(),
    });
    await expect(counting.getPageData('/apps/')).rejects.toMatchObject({ area: 'static-data', kind: 'network' });
    expect(attempts).toBe(1 + PAGE_DATA_RETRIES);
    await expect(client.getPageData('/apps/')).rejects.toMatchObject({ kind: 'network' });
  });

  it('does not retry a 404: the page does not exist (the 404 page)', async () => {
    const { client, tracked } = setup();
    await expect(client.getPageData('/nothing/')).rejects.toMatchObject({ status: 404 });
    expect(tracked.requests.length).toBe(1);
  });
});

describe('HEAD tells whether a page exists', () => {
  it('answers false for a 404', async () => {
    const { client, tracked } = setup();
    await expect(client.pageExists('/no-such-page/')).resolves.toBe(false);
    expect(tracked.calls[0]).toBe(`HEAD ${platform.origin}/marketplace/no-such-page/`);
  });
});
