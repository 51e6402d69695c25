import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestPlatform } from '../testing/harness.ts';
import type { TestPlatform } from '../testing/harness.ts';
import { postSignInForm } from '../testing/sign-in-form.ts';

const redirect = 'http://localhost:4000/marketplace/';

describe.each(engines)('accounts and sign-in on %s', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(engine);
  });
  afterAll(async () => {
    await platform.close();
  });

  const authorizeQuery = (responseType: string, redirectUri = redirect) =>
    `response_type=${responseType}&client_id=marketplace&redirect_uri=${encodeURIComponent(redirectUri)}&state=xyz`;
  const submit = (form: Record<string, string>) => postSignInForm(platform.origin, form, redirect);

  describe('authorisation page', () => {
    it('is accessible HTML with one button per demo role', async () => {
      const { status, body, headers } = await platform.call('GET', `/accounts/authorize?${authorizeQuery('token')}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('text/html');
      const html = String(body);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<label for="ghost_as">');
      for (const label of [
        'Owner',
        'Vice-owner',
        'Administrator',
        'Viewer',
        'Agent (normal)',
        'Help-desk member',
        'Reseller',
        'Developer (owns apps)',
        'Owner, inactive licence',
        'Suspended owner',
        'Support (ghost login)',
      ]) {
        expect(html).toContain(`<strong>${label}</strong>`);
      }
    });

    it("says each account's plans per product, the chat product first, and what the account is for", async () => {
      const html = String((await platform.call('GET', `/accounts/authorize?${authorizeQuery('token')}`)).body);
      expect(html).toContain('<span class="plans">LiveChat: Business plan · HelpDesk: Team plan</span>');
      expect(html).toContain('<span class="plans">LiveChat: Business plan · HelpDesk: no plan, trial</span>');
      expect(html).toContain('<span class="plans">LiveChat: Team plan, cancelled · HelpDesk: Team plan, inactive</span>');
      expect(html).toContain('<span class="plans">LiveChat: Starter plan, inactive · HelpDesk: Starter plan, inactive</span>');
      expect(html.match(/<span class="purpose">/g)?.length).toBe(html.match(/name="account_id"/g)?.length);
      expect(html).toContain(
        '<span class="purpose">Chat plan too small: premium and team-plan chat apps say &#39;This app is currently available only for Business and Enterprise plans&#39; with Upgrade.</span>',
      );
    });

    it('refuses a redirect_uri outside the client allow list and an unknown client', async () => {
      const foreign = await platform.call('GET', `/accounts/authorize?${authorizeQuery('token', 'https://evil.example.com/')}`);
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({ code: 'invalid_request' });
      const unknown = await platform.call('GET', `/accounts/authorize?response_type=token&client_id=nope&redirect_uri=${encodeURIComponent(redirect)}`);
      expect(unknown.body).toMatchObject({ code: 'unauthorized_client' });
    });

    it('returns only to registered callback paths, on every origin, and never to an address with a user name', async () => {
      const status = async (address: string) => (await platform.call('GET', `/accounts/authorize?${authorizeQuery('token', address)}`)).status;
      // The vendor's hosts: their marketplace sections and the destinations it links to.
      for (const registered of [
        'http://localhost:4002/apps/marketplace/apps/x/',
        'http://localhost:4003/framed/cart/',
        'http://localhost:4004/marketplace/',
        'http://localhost:4000/marketplace/cart/',
      ])
        expect(await status(registered)).toBe(200);
      for (const other of [
        'http://localhost:4002/anything?x=1',
        'http://localhost:4003/elsewhere/',
        'http://localhost:4000/v2/applications/published',
        'http://localhost:4001/remoteEntry.js',
        'http://user@localhost:4002/apps/marketplace/',
        'http://user:secret@localhost:4000/marketplace/',
      ])
        expect([other, await status(other)]).toEqual([other, 400]);
    });

    it('token flow: a region-prefixed token in the hash with state echoed', async () => {
      const response = await submit({ response_type: 'token', account_id: 'acc-reseller' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      const hash = new URLSearchParams(location.hash.slice(1));
      expect(hash.get('state')).toBe('xyz');
      expect(hash.get('access_token')).toMatch(/^fra:/);
      const token = hash.get('access_token') ?? '';
      const info = await platform.call('GET', '/accounts/v2/info', { token });
      expect(info.body).toMatchObject({ account_id: 'acc-reseller', organization_id: 'org-reseller', region: 'fra', ghost_login: false });
      const license = await platform.call('GET', '/api/livechat/v2/properties/license', { token, headers: { 'x-region': 'fra' } });
      expect(license.body).toEqual({ partner_type: 'reseller' });
    });

    it('code flow: the code is exchanged once for a dal: token', async () => {
      const response = await submit({ response_type: 'code', account_id: 'acc-owner' });
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.searchParams.get('state')).toBe('xyz');
      const code = location.searchParams.get('code') ?? '';
      const body = { grant_type: 'authorization_code', code, client_id: 'marketplace', redirect_uri: redirect };
      const exchanged = await platform.call('POST', '/accounts/v2/token', { body });
      expect(exchanged.status).toBe(200);
      expect(exchanged.body).toMatchObject({ token_type: 'Bearer', account_id: 'acc-owner' });
      expect((exchanged.body as { access_token: string }).access_token).toMatch(/^dal:/);
      expect((await platform.call('POST', '/accounts/v2/token', { body })).status).toBe(400);
    });

    it('refusal and unsupported response types come back as errors with state', async () => {
      const denied = await submit({ response_type: 'token', deny: '1' });
      expect(new URLSearchParams(new URL(denied.headers.get('location') ?? '').hash.slice(1)).get('error')).toBe('access_denied');
      const unsupported = await platform.call('GET', `/accounts/authorize?${authorizeQuery('id_token')}`);
      expect(unsupported.status).toBe(302);
    });

    it('a silent check (prompt=none) is answered unauthorized at once, with the state', async () => {
      const response = await platform.call('GET', `/accounts/authorize?${authorizeQuery('token')}&prompt=none`);
      expect(response.status).toBe(302);
      const hash = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
      expect(hash.get('error')).toBe('unauthorized');
      expect(hash.get('state')).toBe('xyz');
    });

    it('ghost login: the support user browses as another user, flagged frenzied', async () => {
      const response = await submit({ response_type: 'token', ghost_as: 'acc-owner' });
      const hash = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
      expect(hash.get('frenzied')).toBe('1');
      const info = await platform.call('GET', '/accounts/v2/info', { token: hash.get('access_token') ?? '' });
      expect(info.body).toMatchObject({ account_id: 'acc-owner', ghost_login: true });
    });

    it("ghost sign-out ends only the ghost login, not the real user's sessions", async () => {
      const own = await platform.tokenFor('acc-owner');
      const response = await submit({ response_type: 'token', ghost_as: 'acc-owner' });
      const ghost = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1)).get('access_token') ?? '';
      expect((await platform.call('DELETE', '/accounts/v2/sessions', { token: ghost })).status).toBe(204);
      expect((await platform.call('GET', '/accounts/v2/info', { token: ghost })).status).toBe(401);
      expect((await platform.call('GET', '/accounts/v2/info', { token: own })).status).toBe(200);
    });
  });

  describe('accounts, sessions and consents', () => {
    it('reads user data, lists the organisation and signs out every session', async () => {
      const token = await platform.tokenFor('acc-admin');
      const me = await platform.call('GET', '/accounts/v2/accounts/acc-admin', { token });
      expect(me.body).toMatchObject({ name: 'Ada Administrator', email: 'admin@acme.example', properties: { active: true } });
      const all = await platform.call('GET', '/accounts/v2/accounts', { token });
      expect((all.body as unknown[]).length).toBe(7);
      expect((await platform.call('POST', '/accounts/v2/accounts/me/send_request_for_invitation', { token, body: { product: 'helpdesk' } })).status).toBe(204);
      expect((await platform.call('DELETE', '/accounts/v2/sessions', { token })).status).toBe(204);
      const after = await platform.call('GET', '/accounts/v2/info', { token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ code: 'unauthorized' });
    });

    it('reports and withdraws consent', async () => {
      const response = await submit({ response_type: 'token', account_id: 'acc-viewer' });
      const token = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1)).get('access_token') ?? '';
      const status = await platform.call('GET', '/accounts/clients/marketplace/consent/status?coverage=account', { token });
      expect(status.body).toEqual({ client_id: 'marketplace', coverage: 'account', granted: true });
      expect((await platform.call('DELETE', '/accounts/v2/clients/marketplace/consent', { token, body: { coverage: 'account' } })).status).toBe(204);
      const withdrawn = await platform.call('GET', '/accounts/clients/marketplace/consent/status?coverage=account', { token });
      expect(withdrawn.body).toMatchObject({ granted: false });
      expect((await platform.call('GET', '/accounts/clients/marketplace/public')).body).toEqual({ client_id: 'marketplace', name: 'Marketplace' });
    });
  });
});

describe("the marketplace's sign-in returns to the run-time configuration's origins, not the seed's", () => {
  let platform: TestPlatform;
  const second = ['http://localhost:5000', 'http://localhost:5001', 'http://localhost:5002', 'http://localhost:5003'];
  beforeAll(async () => {
    // The same seeded database as every other test; only the configuration differs.
    platform = await startTestPlatform('pglite', { signInRedirectOrigins: second });
  });
  afterAll(async () => {
    await platform.close();
  });

  const authorize = (redirectUri: string) =>
    platform.call('GET', `/accounts/authorize?response_type=token&client_id=marketplace&redirect_uri=${encodeURIComponent(redirectUri)}&state=s`);

  it('accepts every configured origin', async () => {
    // Origins without registered paths: their root page only.
    for (const origin of second) expect((await authorize(`${origin}/`)).status).toBe(200);
  });

  it("refuses the default topology's origins, which this configuration does not name", async () => {
    const refused = await authorize(redirect);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_request' });
  });
});
