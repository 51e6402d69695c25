import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseUrlsOf, parseApiConfig } from './config.ts';
import { createApiEvents } from './events.ts';
import { createProductApiClient, regionOfToken } from './product-api-client.ts';
import { createTestApi } from './testing/api.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

describe('X-Region comes from the token prefix when it is a known region', () => {
  it('knows fra, fra-a, fra-b and dal, and nothing else', () => {
    expect(regionOfToken('fra:abc')).toBe('fra');
    expect(regionOfToken('fra-a:abc')).toBe('fra-a');
    expect(regionOfToken('fra-b:abc')).toBe('fra-b');
    expect(regionOfToken('dal:abc')).toBe('dal');
    expect(regionOfToken('us-east:abc')).toBeUndefined();
    expect(regionOfToken('abc')).toBeUndefined();
    expect(regionOfToken(undefined)).toBeUndefined();
  });

  it('sends the header and the bearer token to the base of the product', async () => {
    const test = createTestApi(platform.origin);
    const bases = baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'helpdesk' }));
    const runtime = { fetch: test.tracked.fetch, clock: test.timers.clock, timers: test.timers, getToken: () => 'fra-b:token', getUtm: () => ({}) };
    const client = createProductApiClient({ baseUrls: bases.productApi, product: 'helpdesk', runtime, events: createApiEvents() });
    await client.call({ method: 'GET', path: '/ping', response: z.unknown() }).catch(() => undefined);
    const [request] = test.tracked.requests;
    expect(request?.url).toBe(`${platform.origin}/api/helpdesk/v1/ping`);
    expect(request?.headers['x-region']).toBe('fra-b');
    expect(request?.headers.authorization).toBe('Bearer fra-b:token');
  });
});
