/**
 * Only the signed-in account itself acts: a ghost login writes nothing, expert reviews and
 * messages are the caller's whatever e-mail the body names, a charge returns only to an allowed
 * http(s) address, sign-in hands tokens only to registered callback paths, an install lands on the
 * app's product, and a caller's request id is kept only when it is a short token.
 */
import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import { describe, expect, it } from 'vitest';
import { findApps, isPaidMonthly, isPaidOnce, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

const ghostMessage = 'You are browsing as owner@acme.example with a ghost login: nothing can be installed, bought or changed for this account.';

describe.each(engines)('only the account itself acts, on %s', (engine) => {
  const platform = useTestPlatform(engine);

  const countOf = async (sql: string, values: unknown[] = []) => (await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values))[0]?.n ?? 0;

  describe('a ghost login changes nothing', () => {
    it('refuses every write with 403 and the reason, writes no row, and still reads', async () => {
      const ghost = await platform.tokenFor('acc-owner', { ghostOf: 'acc-support' });
      const owner = await platform.tokenFor('acc-owner');
      const [free] = await findApps(platform, (a) => isPlain(a) && a.payment === null);
      const [paid] = await findApps(platform, isPaidOnce);
      // A cart of the owner's own, so the ghost's cart writes have a real target.
      const cart = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: owner, body: {} })).body);
      const installedBefore = await countOf('installs');
      const writes: [string, string, unknown][] = [
        ['PUT', `/v2/applications/${free?.id}/install`, {}],
        ['DELETE', `/v2/applications/${free?.id}/install`, {}],
        ['POST', `/v2/applications/${paid?.id}/create-charge`, { plan_id: 'pay-once' }],
        ['POST', '/billing/v2/direct_charge/livechat', { name: 'x', price: 100, return_url: 'http://localhost:4000/marketplace/', order_client_id: paid?.id }],
        ['POST', '/billing/v2/account/livechat', { cardNumber: '4242424242424242' }],
        ['POST', '/v2/products-carts', {}],
        ['PATCH', `/v2/products-carts/${cart.id}/applications/${paid?.id}`, {}],
        ['PATCH', `/v2/products-carts/${cart.id}/checkout`, undefined],
        ['PATCH', `/v2/products-carts/${cart.id}/coupon/SAVE10`, undefined],
        ['DELETE', `/v2/products-carts/${cart.id}`, undefined],
        ['PUT', `/v2/feedback/rate/application/${free?.id}`, { rating: 5, name: 'Ghost', review: 'Looks fine' }],
        [
          'POST',
          '/v2/partners/experts_marketplace/expert-1/message',
          { email: 'a@b.example', userEmail: 'owner@acme.example', message: 'Hello there, ghost.', name: 'Gh', surname: 'Ost' },
        ],
        ['POST', '/v2/partners/experts_marketplace/expert-1/comment', { email: 'a@b.example', userEmail: 'owner@acme.example', comment: 'A ghost review here.', name: 'Ghost' }],
        ['POST', '/accounts/v2/accounts/me/send_request_for_invitation', { product: 'livechat' }],
        ['DELETE', '/accounts/v2/clients/marketplace/consent', { coverage: 'account' }],
      ];
      for (const [method, path, body] of writes) {
        const answer = await platform.call(method, path, { token: ghost, ...(body === undefined ? {} : { body }) });
        expect({ method, path, status: answer.status, body: answer.body }).toEqual({ method, path, status: 403, body: { code: 'ghost_login', message: ghostMessage } });
      }
      expect(await countOf('installs')).toBe(installedBefore);
      expect(await countOf('direct_charges WHERE organization_id = $1 AND app_id = $2', ['org-acme', paid?.id])).toBe(0);
      expect(await countOf('cart_products WHERE cart_id = $1', [cart.id])).toBe(0);
      expect(await countOf(`expert_reviews WHERE account_id = 'acc-owner'`)).toBe(0);
      expect(await countOf(`ratings WHERE account_id = 'acc-owner'`)).toBe(0);
      // Browsing still works, and the ghost may end its own session.
      expect((await platform.call('GET', '/v2/applications/installed', { token: ghost })).status).toBe(200);
      expect((await platform.call('GET', '/accounts/v2/info', { token: ghost })).body).toMatchObject({ ghost_login: true });
      expect((await platform.call('DELETE', '/accounts/v2/sessions', { token: ghost })).status).toBe(204);
      // The owner's own sign-in is untouched by the ghost's sign-out.
      expect((await platform.call('GET', '/accounts/v2/info', { token: owner })).status).toBe(200);
    });
  });

  describe('expert reviews and messages belong to the signed-in account', () => {
    const review = (userEmail: string) => ({ email: 'contact@expert.example', userEmail, comment: 'They set everything up in a week.', name: 'Vera' });

    it('keys a review on the caller, not on the userEmail typed: one per account and expert', async () => {
      const viewer = await platform.tokenFor('acc-viewer');
      const owner = await platform.tokenFor('acc-owner');
      // The viewer types the owner's e-mail: the review is still the viewer's.
      expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-3/comment', { token: viewer, body: review('owner@acme.example') })).status).toBe(204);
      const stored = await platform.db.query<{ user_email: string; account_id: string }>(
        `SELECT user_email, account_id FROM expert_reviews WHERE expert_id = 'expert-3' AND account_id IS NOT NULL`,
      );
      expect(stored).toEqual([{ user_email: 'viewer@acme.example', account_id: 'acc-viewer' }]);
      // The owner's slot is still free.
      expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-3/comment', { token: owner, body: review('owner@acme.example') })).status).toBe(204);
      // Changing the typed e-mail does not buy the viewer a second review.
      for (const typed of ['someone@else.example', 'third@else.example']) {
        const again = await platform.call('POST', '/v2/partners/experts_marketplace/expert-3/comment', { token: viewer, body: review(typed) });
        expect(again.status).toBe(409);
        expect(again.body).toEqual({ code: 'review_already_sent', message: 'Review had already been sent!' });
      }
      expect(await countOf(`expert_reviews WHERE expert_id = 'expert-3' AND account_id IS NOT NULL`)).toBe(2);
    });

    it("stores a message with the caller's own e-mail", async () => {
      const viewer = await platform.tokenFor('acc-viewer');
      const message = { email: 'contact@expert.example', userEmail: 'owner@acme.example', message: 'We need help with a chatbot.', name: 'Vera', surname: 'Viewer' };
      expect((await platform.call('POST', '/v2/partners/experts_marketplace/expert-4/message', { token: viewer, body: message })).status).toBe(204);
      const rows = await platform.db.query<{ account_id: string; payload: { userEmail: string } }>(`SELECT account_id, payload FROM expert_messages WHERE expert_id = 'expert-4'`);
      expect(rows.map((r) => [r.account_id, r.payload.userEmail])).toEqual([['acc-viewer', 'viewer@acme.example']]);
    });
  });

  describe("a charge's return_url", () => {
    it('is refused unless it is an http(s) address on an allowed origin', async () => {
      const owner = await platform.tokenFor('acc-owner');
      const [app] = await findApps(platform, isPaidOnce, 3);
      const create = (returnUrl: string) =>
        platform.call('POST', '/billing/v2/direct_charge/livechat', {
          token: owner,
          body: { name: 'x', price: 100, return_url: returnUrl, order_client_id: app?.authorization?.clientId ?? app?.id },
        });
      for (const returnUrl of [
        'javascript:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'https://evil.example.com/done',
        'http://localhost:4000.evil.example/',
      ]) {
        const refused = await create(returnUrl);
        expect({ returnUrl, status: refused.status }).toEqual({ returnUrl, status: 422 });
      }
      expect(await countOf('direct_charges WHERE app_id = $1', [app?.id])).toBe(0);
      // The marketplace's own pages are allowed.
      expect((await create('http://localhost:4000/marketplace/apps/')).status).toBe(201);
    });

    it("accepts the app's own site", async () => {
      const owner = await platform.tokenFor('acc-owner');
      const installed = new Set((await platform.db.query<{ app_id: string }>(`SELECT app_id FROM installs WHERE organization_id = 'org-acme'`)).map((r) => r.app_id));
      const [app] = await findApps(platform, (a) => isPaidMonthly(a) && !installed.has(a.id));
      const created = await platform.call('POST', '/billing/v2/recurrent_charge/livechat', {
        token: owner,
        body: { name: 'x', price: 100, return_url: `https://${app?.slug}.example.com/billing/done`, order_client_id: app?.authorization?.clientId ?? app?.id },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ return_url: `https://${app?.slug}.example.com/billing/done` });
    });
  });

  describe('sign-in hands tokens only to registered callback paths', () => {
    const authorize = (redirectUri: string) =>
      platform.call('GET', `/accounts/authorize?response_type=token&client_id=marketplace&redirect_uri=${encodeURIComponent(redirectUri)}&state=s`);
    const submit = (redirectUri: string) =>
      platform.call('POST', '/accounts/authorize', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ response_type: 'token', client_id: 'marketplace', redirect_uri: redirectUri, state: 's', account_id: 'acc-owner' }).toString(),
      });

    it('refuses another path of an allowed origin, on the page and on the form', async () => {
      for (const redirectUri of ['http://localhost:4001/anything', 'http://localhost:4000/v2/applications', 'http://localhost:4000/marketplace-evil/']) {
        const page = await authorize(redirectUri);
        expect({ redirectUri, status: page.status, body: page.body }).toMatchObject({ redirectUri, status: 400, body: { code: 'invalid_request' } });
        const form = await submit(redirectUri);
        expect({ redirectUri, status: form.status, location: form.headers.get('location') }).toEqual({ redirectUri, status: 400, location: null });
      }
    });

    it("accepts the marketplace's pages and every host's own pages", async () => {
      for (const redirectUri of [
        'http://localhost:4000/marketplace/',
        'http://localhost:4000/marketplace/sign-in/callback/',
        'http://localhost:4000/marketplace/apps/some-app/',
        'http://localhost:4002/apps/marketplace/',
        'http://localhost:4003/framed/apps/',
        // A host's own pages sign its agent in themselves (its Sign in returns where it was).
        'http://localhost:4002/',
        'http://localhost:4002/chats',
      ]) {
        expect({ redirectUri, status: (await authorize(redirectUri)).status }).toEqual({ redirectUri, status: 200 });
      }
      const form = await submit('http://localhost:4000/marketplace/sign-in/callback/');
      expect(form.status).toBe(302);
      expect(form.headers.get('location')).toMatch(/^http:\/\/localhost:4000\/marketplace\/sign-in\/callback\/#access_token=/);
    });
  });

  describe("an install's product", () => {
    it("is the app's, whatever the body names", async () => {
      const owner = await platform.tokenFor('acc-owner');
      const installed = new Set((await platform.db.query<{ app_id: string }>(`SELECT app_id FROM installs WHERE organization_id = 'org-acme'`)).map((r) => r.app_id));
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null && !installed.has(a.id));
      const answer = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: { product: 'helpdesk' } });
      expect(answer.status).toBe(200);
      const rows = await platform.db.query<{ product: string }>(`SELECT product FROM installs WHERE organization_id = 'org-acme' AND app_id = $1`, [app?.id]);
      expect(rows).toEqual([{ product: 'livechat' }]);
    });
  });

  describe("a caller's x-request-id", () => {
    const idOf = async (requestId: string) => (await platform.call('GET', '/v2/applications/published', { headers: { 'x-request-id': requestId } })).headers.get('x-request-id');

    it('is kept when it is a short token', async () => {
      expect(await idOf('proxy-7f3a.b_9')).toBe('proxy-7f3a.b_9');
      expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    });

    it('is replaced by a generated one when it is long or holds other characters', async () => {
      for (const given of ['a'.repeat(65), 'x'.repeat(8000), 'two words', '<script>', 'id;drop']) {
        const used = await idOf(given);
        expect(used).not.toBe(given);
        expect(used).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });
});
