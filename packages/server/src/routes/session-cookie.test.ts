import { describe, expect, it } from 'vitest';
import { cookieValue } from '@marketplace/domain/session-keeping';
import { engines, useTestPlatform } from '../testing/harness.ts';

/** The Cookie header a browser would send back for the Set-Cookie values of an answer. */
const cookieHeader = (headers: Headers): string =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');

describe.each(engines)('the session cookie of a top-level marketplace on %s', (engine) => {
  const platform = useTestPlatform(engine);

  it('is HttpOnly, Secure, host-only and SameSite=Strict, and lasts as long as the token', async () => {
    const token = await platform.tokenFor('acc-owner');
    const started = await platform.call('POST', '/accounts/v2/session', { token });
    expect(started.status).toBe(204);
    const [session, signedIn] = started.headers.getSetCookie();
    expect(session).toMatch(/^__Host-marketplace_session=[^;]+; Path=\/; Secure; HttpOnly; SameSite=Strict; Max-Age=86\d{3}$/);
    // The readable companion says only that a session exists.
    expect(signedIn).toMatch(/^__Host-marketplace_signed_in=1; Path=\/; Secure; SameSite=Strict; Max-Age=86\d{3}$/);
    expect(signedIn).not.toContain(token.split(':')[1]);
  });

  it('is honoured only with the X-Marketplace-Session header (a custom header needs a CORS preflight)', async () => {
    const token = await platform.tokenFor('acc-owner');
    const cookie = cookieHeader((await platform.call('POST', '/accounts/v2/session', { token })).headers);
    expect((await platform.call('GET', '/accounts/v2/info', { headers: { cookie } })).status).toBe(401);
    const info = await platform.call('GET', '/accounts/v2/info', { headers: { cookie, 'x-marketplace-session': '1' } });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ account_id: 'acc-owner' });
  });

  it('cannot start another session from a cookie, only from a bearer token', async () => {
    const token = await platform.tokenFor('acc-owner');
    const cookie = cookieHeader((await platform.call('POST', '/accounts/v2/session', { token })).headers);
    expect((await platform.call('POST', '/accounts/v2/session', { headers: { cookie, 'x-marketplace-session': '1' } })).status).toBe(401);
    expect((await platform.call('POST', '/accounts/v2/session')).status).toBe(401);
  });

  it('sign-out revokes the token on the server and removes both cookies; a revoked cookie is removed on its next use', async () => {
    const token = await platform.tokenFor('acc-admin');
    const cookie = cookieHeader((await platform.call('POST', '/accounts/v2/session', { token })).headers);
    const headers = { cookie, 'x-marketplace-session': '1' };
    const signedOut = await platform.call('DELETE', '/accounts/v2/sessions', { headers });
    expect(signedOut.status).toBe(204);
    expect(signedOut.headers.getSetCookie().every((line) => line.includes('Max-Age=0'))).toBe(true);
    // The same cookie replayed (a copy kept elsewhere) is refused and removed again.
    const replayed = await platform.call('GET', '/accounts/v2/info', { headers });
    expect(replayed.status).toBe(401);
    expect(replayed.headers.getSetCookie()).toHaveLength(2);
    expect((await platform.call('GET', '/accounts/v2/info', { token })).status).toBe(401);
  });

  it('ends with the browser session for a ghost login', async () => {
    const response = await fetch(`${platform.origin}/accounts/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ response_type: 'token', client_id: 'marketplace', redirect_uri: 'http://localhost:4000/marketplace/', ghost_as: 'acc-owner' }).toString(),
    });
    const ghost = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1)).get('access_token') ?? '';
    const started = await platform.call('POST', '/accounts/v2/session', { token: ghost });
    expect(started.headers.getSetCookie().some((line) => line.includes('Max-Age'))).toBe(false);
  });
});

describe('reading a cookie from a Cookie header', () => {
  it('finds the named cookie among others and ignores empty or broken values', () => {
    expect(cookieValue('a=1; __Host-marketplace_session=dal%3Axyz; b=2', '__Host-marketplace_session')).toBe('dal:xyz');
    expect(cookieValue('a=1', '__Host-marketplace_session')).toBeNull();
    expect(cookieValue('__Host-marketplace_session=', '__Host-marketplace_session')).toBeNull();
    expect(cookieValue('__Host-marketplace_session=%E0%A4%A', '__Host-marketplace_session')).toBeNull();
    expect(cookieValue(undefined, 'x')).toBeNull();
  });
});
