import { appListResponseSchema } from '@marketplace/domain/calls/marketplace';
import { errorCatalogue } from '@marketplace/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiArea, ApiError, ApiErrorKind } from './api-error.ts';
import { baseUrlsOf, parseApiConfig } from './config.ts';
import { buildUrl, createTransport } from './http.ts';
import { createTestApi } from './testing/api.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

const platformTransport = (origin: string, test = createTestApi(origin)) =>
  createTransport({
    area: ApiArea.platform,
    baseUrl: baseUrlsOf(parseApiConfig({ platformOrigin: origin, product: 'livechat' })).platform,
    runtime: { fetch: test.tracked.fetch, clock: test.clock, timers: test.timers, getToken: () => test.token.current, getUtm: () => ({}) },
    events: test.api.events,
  });

describe('query parameters with empty values are dropped', () => {
  it('keeps set values, joins lists with commas and drops empty, null and undefined ones', () => {
    expect(buildUrl('http://h/v2/', '/x', { a: ' 1', b: '', c: null, d: undefined, e: 0, f: false, ids: ['1', '2'] })).toBe('http://h/v2/x?a=%201&e=0&f=false&ids=1%2C2');
    expect(buildUrl('http://h/v2', '/x', { b: '' })).toBe('http://h/v2/x');
  });
});

describe('configuration derives every base from the platform origin with the platform prefixes', () => {
  it('builds the bases of spec 7', () => {
    const config = parseApiConfig({ platformOrigin: 'http://localhost:4000/', product: 'helpdesk' });
    expect(baseUrlsOf(config)).toEqual({
      platform: 'http://localhost:4000/v2',
      accounts: 'http://localhost:4000/accounts',
      billing: 'http://localhost:4000/billing/v2',
      productApi: { livechat: 'http://localhost:4000/api/livechat/v2', helpdesk: 'http://localhost:4000/api/helpdesk/v1' },
      notifications: 'http://localhost:4000/notifications',
      staticData: 'http://localhost:4000/marketplace',
    });
  });

  it('refuses a platform origin that is not a URL, and an unknown product', () => {
    expect(() => parseApiConfig({ platformOrigin: 'localhost', product: 'livechat' })).toThrow();
    expect(() => parseApiConfig({ platformOrigin: 'http://localhost:4000', product: 'nope' })).toThrow();
  });
});

describe('platform calls parse the text as JSON and check it against the shared schema', () => {
  it('returns the parsed body', async () => {
    const apps = await platformTransport(platform.origin).call({ method: 'GET', path: '/applications/published', response: appListResponseSchema });
    expect(apps.length).toBeGreaterThan(0);
  });

  it('raises invalid-response when a success body breaks the schema', async () => {
    const error = await platformTransport(platform.origin)
      .call({ method: 'GET', path: '/applications/published', response: z.object({ id: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: ApiErrorKind.invalidResponse, status: 200, message: errorCatalogue.unexpected.message });
  });
});

describe('the bearer token is optional', () => {
  it('sends Authorization only when there is a token, and JSON content type only with a body', async () => {
    const test = createTestApi(platform.origin);
    const transport = platformTransport(platform.origin, test);
    await transport.call({ method: 'GET', path: '/applications/published', response: appListResponseSchema });
    test.token.current = 'dal:secret';
    await transport.call({ method: 'GET', path: '/applications/published', response: appListResponseSchema });
    const [anonymous, signedIn] = test.tracked.requests;
    expect(anonymous?.headers.authorization).toBeUndefined();
    expect(anonymous?.headers['content-type']).toBeUndefined();
    expect(signedIn?.headers.authorization).toBe('Bearer dal:secret');
  });
});

describe('a cookie session stands in for the bearer token on a top-level page', () => {
  it('sends cookies and the session header only when the runtime keeps a cookie session and the call has no token', async () => {
    const test = createTestApi(platform.origin);
    let cookieSession = false;
    const transport = createTransport({
      area: ApiArea.platform,
      baseUrl: baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'livechat' })).platform,
      runtime: {
        fetch: test.tracked.fetch,
        clock: test.clock,
        timers: test.timers,
        getToken: () => test.token.current,
        getUtm: () => ({}),
        cookieSession: () => cookieSession,
      },
      events: test.api.events,
    });
    const read = () => transport.call({ method: 'GET', path: '/applications/published', response: appListResponseSchema });
    await read();
    cookieSession = true;
    await read();
    await transport.call({ method: 'GET', path: '/applications/published', response: appListResponseSchema, token: null });
    test.token.current = 'dal:secret';
    await read();
    const [anonymous, cookie, tokenless, bearer] = test.tracked.requests;
    expect([anonymous?.credentials, anonymous?.headers['x-marketplace-session']]).toEqual([undefined, undefined]);
    expect([cookie?.credentials, cookie?.headers['x-marketplace-session'], cookie?.headers.authorization]).toEqual(['include', '1', undefined]);
    expect([tokenless?.credentials, tokenless?.headers['x-marketplace-session']]).toEqual([undefined, undefined]);
    expect([bearer?.credentials, bearer?.headers['x-marketplace-session'], bearer?.headers.authorization]).toEqual([undefined, undefined, 'Bearer dal:secret']);
  });
});

describe('utm meta headers go with platform calls', () => {
  it('sends the visit utm parameters as headers', async () => {
    const test = createTestApi(platform.origin);
    test.utm.current = { source: 'newsletter', campaign: 'spring', medium: '' };
    await test.api.marketplace.getPublishedApps();
    const headers = test.tracked.requests[0]?.headers ?? {};
    expect(headers['x-utm-source']).toBe('newsletter');
    expect(headers['x-utm-campaign']).toBe('spring');
    expect(headers['x-utm-medium']).toBeUndefined();
  });
});

describe('one error model', () => {
  it("splits the server's code and message, and tags the error with its area", async () => {
    const error = await createTestApi(platform.origin)
      .api.marketplace.getPublishedApp('missing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: ApiErrorKind.http, status: 404, code: 'not_found', area: ApiArea.marketplace, message: 'Application not found.' });
  });

  it('gives the ad-block message for a failed request with no status', async () => {
    const error = await createTestApi('http://127.0.0.1:9')
      .api.marketplace.getPublishedApps()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: ApiErrorKind.network, status: undefined, message: errorCatalogue.adBlock.message });
  });

  it('emits every failure once for reporting, with area, status and response data', async () => {
    const test = createTestApi(platform.origin);
    const reported: ApiError[] = [];
    test.api.events.on('error', (error) => reported.push(error));
    await test.api.marketplace.getPublishedApp('missing').catch(() => undefined);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ area: ApiArea.marketplace, status: 404, data: { code: 'not_found' } });
  });
});

describe('JSON body unless multipart; 204 has no body', () => {
  it('leaves the content type of a multipart body to the runtime', async () => {
    const test = createTestApi(platform.origin);
    const form = new FormData();
    form.append('file', 'x');
    await platformTransport(platform.origin, test)
      .call({ method: 'POST', path: '/products-carts', body: form, response: z.unknown() })
      .catch(() => undefined);
    expect(test.tracked.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('reads a 204 answer as null', async () => {
    const test = createTestApi(platform.origin);
    test.token.current = await platform.tokenFor('acc-owner');
    const cart = await test.api.carts.create();
    const transport = platformTransport(platform.origin, test);
    await expect(transport.call({ method: 'DELETE', path: `/products-carts/${cart.id}`, response: z.null() })).resolves.toBeNull();
  });
});
