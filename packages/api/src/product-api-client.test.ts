import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseUrlsOf, parseApiConfig } from './config.ts';
import { createApiEvents } from './events.ts';
import { createProductApiClient } from './product-api-client.ts';
import { createTestApi } from './testing/api.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

describe('X-Region comes from the token prefix when it is a known region (domain rule)', () => {
  it('sends the header and the bearer token to the base of the product', async () => {
    const test = createTestApi(platform.origin);
    const bases = baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'helpdesk' }));
    const runtime = { fetch: test.tracked.fetch, clock: test.clock, timers: test.timers, getToken: () => 'fra-b:token', getUtm: () => ({}) };
    const client = createProductApiClient({ baseUrls: bases.productApi, product: 'helpdesk', runtime, events: createApiEvents() });
    await client.call({ method: 'GET', path: '/ping', response: z.unknown() }).catch(() => undefined);
    const [request] = test.tracked.requests;
    expect(request?.url).toBe(`${platform.origin}/api/helpdesk/v1/ping`);
    expect(request?.headers['x-region']).toBe('fra-b');
    expect(request?.headers.authorization).toBe('Bearer fra-b:token');
  });

  it('sends no X-Region for an unknown prefix', async () => {
    const test = createTestApi(platform.origin);
    const bases = baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'livechat' }));
    const runtime = { fetch: test.tracked.fetch, clock: test.clock, timers: test.timers, getToken: () => 'mars:token', getUtm: () => ({}) };
    const client = createProductApiClient({ baseUrls: bases.productApi, product: 'livechat', runtime, events: createApiEvents() });
    await client.call({ method: 'GET', path: '/ping', response: z.unknown() }).catch(() => undefined);
    expect(test.tracked.requests[0]?.url).toBe(`${platform.origin}/api/livechat/v2/ping`);
    expect(test.tracked.requests[0]?.headers['x-region']).toBeUndefined();
  });
});
