import { CONSENT_STATUS_DELAY_MS } from '@marketplace/domain/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiErrorKind } from './api-error.ts';
import { createAccountsClient } from './accounts-client.ts';
import { baseUrlsOf, parseApiConfig } from './config.ts';
import { createApiEvents } from './events.ts';
import { createGenericQueries, isConsentStatusPath } from './generic-query.ts';
import { createTestApi } from './testing/api.ts';
import { runOnFakeTime } from './testing/fake-time.ts';
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
  const runtime = { fetch: test.tracked.fetch, clock: test.clock, timers: test.timers, getToken: () => 'dal:t', getUtm: () => ({}) };
  const accounts = createAccountsClient({
    baseUrl: baseUrlsOf(parseApiConfig({ platformOrigin: platform.origin, product: 'livechat' })).accounts,
    runtime,
    events: createApiEvents(),
  });
  return { ...test, accounts, queries: createGenericQueries(test.timers) };
}

describe('generic query calls wait 2 s before a consent status path', () => {
  runOnFakeTime();

  it('recognises consent status paths only', () => {
    expect(isConsentStatusPath('/clients/abc/consent/status')).toBe(true);
    expect(isConsentStatusPath('/clients/abc/consent/status?coverage=account')).toBe(true);
    expect(isConsentStatusPath('/clients/abc/public')).toBe(false);
  });

  it('sends nothing before 2000 ms have passed, then sends the request', async () => {
    const { accounts, queries, tracked } = setup();
    const pending = queries.query(accounts, { method: 'GET', path: '/clients/abc/consent/status', response: z.unknown() });
    vi.advanceTimersByTime(CONSENT_STATUS_DELAY_MS - 1);
    // The request still waits on its timer: nothing can have been sent.
    expect(tracked.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await pending;
    expect(tracked.calls).toHaveLength(1);
  });

  it('does not wait for other paths', async () => {
    const { accounts, queries, tracked } = setup();
    await queries.query(accounts, { method: 'GET', path: '/clients/abc/public', response: z.unknown() });
    expect(tracked.calls).toHaveLength(1);
  });
});

describe('generic query calls return data or an error, never throw', () => {
  it('returns the error with the code and message the server gave', async () => {
    const { accounts, queries } = setup();
    const result = await queries.query(accounts, { method: 'GET', path: '/no-such-call', response: z.unknown() });
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({ kind: ApiErrorKind.http, status: 404, code: 'not_found' });
  });
});
