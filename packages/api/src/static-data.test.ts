import { PAGE_DATA_RETRIES } from '@marketplace/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlsOf, parseApiConfig } from './config.ts';
import { createApiEvents } from './events.ts';
import { createStaticDataClient, pageDataName } from './static-data.ts';
import { createTestApi } from './testing/api.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

function setup() {
  const test = createTestApi(platform.origin);
  test.token.current = 'dal:secret';
  const runtime = { fetch: test.tracked.fetch, clock: test.timers.clock, timers: test.timers, getToken: () => test.token.current, getUtm: () => ({}) };
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
  it('asks once and then 3 more times before giving up with the last error', async () => {
    const { client, tracked } = setup();
    await expect(client.getAppData()).rejects.toMatchObject({ area: 'static-data' });
    expect(tracked.calls.filter((call) => call.endsWith('/marketplace/page-data/app-data.json'))).toHaveLength(1 + PAGE_DATA_RETRIES);
  });
});

describe('HEAD tells whether a page exists', () => {
  it('answers false for a 404', async () => {
    const { client, tracked } = setup();
    await expect(client.pageExists('/no-such-page/')).resolves.toBe(false);
    expect(tracked.calls[0]).toBe(`HEAD ${platform.origin}/marketplace/no-such-page/`);
  });
});
