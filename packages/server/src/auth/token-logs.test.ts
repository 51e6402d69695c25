/**
 * Tokens never reach the server's log. The platform runs with its pino logger at
 * the most talkative level, writing into this test: a browser-like sign-in (token and code flows),
 * authorised calls with the bearer token and with the session cookie, a refused call and a
 * sign-out; then no log line holds a token, its secret part or the authorisation code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../platform.ts';
import { seededPglite } from '../testing/seeded-pglite.ts';

const redirect = 'http://localhost:4002/apps/marketplace/';

describe('the server log holds no token', () => {
  let platform: Platform;
  let baseUrl = '';
  const lines: string[] = [];
  const level = process.env['LOG_LEVEL'];

  beforeAll(async () => {
    process.env['LOG_LEVEL'] = 'trace';
    const pgliteSnapshot = await seededPglite();
    platform = await createPlatform({
      ...(pgliteSnapshot ? { pgliteSnapshot } : {}),
      allowedOrigins: ['http://localhost:4002'],
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
    });
    baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (level === undefined) delete process.env['LOG_LEVEL'];
    else process.env['LOG_LEVEL'] = level;
    await platform?.close();
  });

  const signIn = async (responseType: 'token' | 'code'): Promise<URL> => {
    const query = new URLSearchParams({ response_type: responseType, client_id: 'marketplace', redirect_uri: redirect, state: 'st-1' });
    expect((await fetch(`${baseUrl}/accounts/authorize?${query}`)).status).toBe(200);
    const answer = await fetch(`${baseUrl}/accounts/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ response_type: responseType, client_id: 'marketplace', redirect_uri: redirect, state: 'st-1', account_id: 'acc-owner' }).toString(),
    });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  };

  it('after sign-in, authorised calls, a cookie session, a refused call and sign-out', async () => {
    const viaHash = await signIn('token');
    const token = new URLSearchParams(viaHash.hash.slice(1)).get('access_token') ?? '';
    expect(token).toMatch(/^[a-z]+:.{16,}$/);

    const viaCode = await signIn('code');
    const code = viaCode.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(10);
    const exchanged = await fetch(`${baseUrl}/accounts/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code, client_id: 'marketplace', redirect_uri: redirect }),
    });
    expect(exchanged.status).toBe(200);
    const second = ((await exchanged.json()) as { access_token: string }).access_token;

    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    for (const path of ['/accounts/v2/info', '/accounts/v2/accounts/me', '/v2/applications/installed', '/v2/products-carts/recent']) {
      expect((await fetch(`${baseUrl}${path}`, { headers: bearer(token) })).status, path).toBeLessThan(500);
    }
    expect((await fetch(`${baseUrl}/accounts/v2/info`, { headers: bearer(second) })).status).toBe(200);
    // A failing call with the token: a validation error and an unknown id.
    expect((await fetch(`${baseUrl}/accounts/v2/accounts/nobody`, { headers: bearer(token) })).status).toBe(404);

    const started = await fetch(`${baseUrl}/accounts/v2/session`, { method: 'POST', headers: bearer(token) });
    expect(started.status).toBe(204);
    const cookie = started.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .join('; ');
    expect((await fetch(`${baseUrl}/accounts/v2/info`, { headers: { cookie, 'x-marketplace-session': '1' } })).status).toBe(200);

    expect((await fetch(`${baseUrl}/accounts/v2/sessions`, { method: 'DELETE', headers: bearer(token) })).status).toBe(204);
    // The revoked token, replayed: refused, and still not written down.
    expect((await fetch(`${baseUrl}/accounts/v2/info`, { headers: bearer(token) })).status).toBe(401);

    const log = lines.join('');
    // The log was written (every request above), so its silence about tokens means something.
    const requests = lines.filter((line) => line.includes('"req"'));
    expect(requests.length).toBeGreaterThanOrEqual(14);
    const secrets = [token, second, token.split(':')[1] ?? token, second.split(':')[1] ?? second, encodeURIComponent(token), code];
    for (const secret of secrets) expect(log.includes(secret), `a log line holds ${secret.slice(0, 6)}…`).toBe(false);
    console.log(`Server log: ${lines.length} lines at level trace for ${requests.length} logged request events, 0 holding any of ${secrets.length} token strings`);
  });
});
