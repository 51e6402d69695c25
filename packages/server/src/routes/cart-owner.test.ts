/**
 * A cart belongs to the account that made it: every other demo identity, of the same organisation
 * (vice-owner, viewer, agent, suspended owner, …) or of another, gets the 404 another
 * organisation gets on every cart route, and the owner's cart, checkout and purchase are untouched.
 */
import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import { catalogueMessage } from '@marketplace/domain/errors';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { appPool, isPaidOnce } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)("a cart is its own account's, on %s", (engine) => {
  const platform = useTestPlatform(engine);
  const apps = appPool(() => platform, isPaidOnce);

  it('refuses every cart route to every other demo identity with 404, and the owner still buys', async () => {
    const owner = await platform.tokenFor('acc-owner');
    const [inCart, other] = [await apps.next(), await apps.next()];
    const created = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: owner, body: {} })).body);
    expect((await platform.call('PATCH', `/v2/products-carts/${created.id}/applications/${inCart.id}`, { token: owner, body: {} })).status).toBe(200);
    const started = await platform.call('PATCH', `/v2/products-carts/${created.id}/checkout`, { token: owner });
    expect(started.status).toBe(200);
    const before = cartResponseSchema.parse(started.body);

    const id = created.id;
    const routes: [string, string, unknown][] = [
      ['GET', `/v2/products-carts/${id}`, undefined],
      ['PATCH', `/v2/products-carts/${id}/applications/${other.id}`, {}],
      ['PATCH', `/v2/products-carts/${id}/applications?id=${other.id}`, undefined],
      ['DELETE', `/v2/products-carts/${id}/applications/${inCart.id}`, undefined],
      ['PATCH', `/v2/products-carts/${id}/applications/${inCart.id}/plans/pay-once`, undefined],
      ['PATCH', `/v2/products-carts/${id}/checkout`, undefined],
      ['DELETE', `/v2/products-carts/${id}/checkout`, undefined],
      ['PATCH', `/v2/products-carts/${id}/coupon/SAVE10`, undefined],
      ['PATCH', `/v2/products-carts/${id}/purchase`, { checksum: before.checksum }],
      ['DELETE', `/v2/products-carts/${id}`, undefined],
    ];
    const others = demoAccounts.filter((account) => account.accountId !== 'acc-owner');
    expect(others.filter((account) => account.organizationId === 'org-acme').length).toBeGreaterThan(3);
    for (const account of others) {
      const token = await platform.tokenFor(account.accountId);
      // Its own recent cart is never the owner's.
      const recent = await platform.call('GET', '/v2/products-carts/recent', { token });
      expect({ account: account.accountId, recent: (recent.body as { id?: string }).id === id }).toEqual({ account: account.accountId, recent: false });
      for (const [method, path, body] of routes) {
        const answer = await platform.call(method, path, { token, ...(body === undefined ? {} : { body }) });
        expect({ account: account.accountId, method, path, status: answer.status, body: answer.body }).toEqual({
          account: account.accountId,
          method,
          path,
          status: 404,
          body: { code: 'PRODUCTS_CART_NOT_FOUND', message: catalogueMessage('cartLoad') },
        });
      }
    }

    const after = cartResponseSchema.parse((await platform.call('GET', `/v2/products-carts/${id}`, { token: owner })).body);
    expect(after).toEqual(before);
    const bought = await platform.call('PATCH', `/v2/products-carts/${id}/purchase`, { token: owner, body: { checksum: before.checksum } });
    expect(bought.status).toBe(200);
    expect(cartResponseSchema.parse(bought.body).purchasedAt).not.toBeNull();
  });
});
