/**
 * Demo sign-in only from the accounts page itself: a form another site posts in the visitor's
 * browser (Sec-Fetch-Site cross-site, or a foreign Origin) signs nobody in, starts no direct
 * install and answers a page that says why; the page's own form still signs in.
 */
import { crossSiteSignInMessage } from '@marketplace/domain/form-origin';
import { describe, expect, it } from 'vitest';
import { useTestPlatform } from '../testing/harness.ts';

describe('the sign-in form refuses a post from another site', () => {
  const platform = useTestPlatform('pglite');

  const host = 'localhost:4000';
  const form = (headers: Record<string, string>, fields: Record<string, string> = { account_id: 'acc-owner' }) =>
    platform.call('POST', '/accounts/authorize', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', host, ...headers },
      payload: new URLSearchParams({ response_type: 'token', client_id: 'marketplace', redirect_uri: 'http://localhost:4000/marketplace/sign-in/callback/', ...fields }).toString(),
    });
  const tokens = async () => (await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tokens'))[0]?.n ?? 0;

  it('refuses a cross-site post with 403 and a page that says why, signing nobody in', async () => {
    const before = await tokens();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:4001' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      for (const fields of [{ account_id: 'acc-owner' }, { new_organization: '1' }]) {
        const answer = await form(headers, fields);
        expect({ headers, fields, status: answer.status, location: answer.headers.get('location') }).toEqual({ headers, fields, status: 403, location: null });
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
        expect(answer.body).toContain(crossSiteSignInMessage);
      }
    }
    expect(await tokens()).toBe(before);
  });

  it("signs in from the accounts page's own form", async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:4000' }, { origin: 'http://localhost:4000' }]) {
      const answer = await form(headers);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(/#access_token=/);
    }
  });
});
