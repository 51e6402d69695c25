import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findApps, isPaidMonthly, isPaidOnce, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';
import { recordStatements } from '../testing/statements.ts';

// Statements per request, BEGIN and COMMIT included (a cart read took 5, a plan change 10).
// A read of another organisation's cart or of no cart answers 404 from the same single statement.
describe.each(engines)('cart reads and writes in few SQL statements on %s', (engine) => {
  let owner: string;
  let cartId: string;
  let appId: string;
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    owner = await platform.tokenFor('acc-owner');
    const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
    const [app] = await findApps(platform, (a) => isPlain(a) && a.payment?.months === 1 && !installed.includes(a.id));
    appId = app?.id ?? '';
    cartId = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: owner, body: {} })).body).id;
    expect((await platform.call('PATCH', `/v2/products-carts/${cartId}/applications/${appId}`, { token: owner, body: {} })).status).toBe(200);
  });

  async function counted(method: string, path: string): Promise<{ statements: string[]; body: unknown; status: number }> {
    const log = recordStatements(platform.db);
    try {
      const { status, body } = await platform.call(method, path, { token: owner });
      return { statements: log.statements.map((s) => s.sql), body, status };
    } finally {
      log.stop();
    }
  }

  describe('a cart read', () => {
    it('takes at most 2 statements (the token, the cart with its lines and agents) and still answers them', async () => {
      const read = await counted('GET', `/v2/products-carts/${cartId}`);
      expect(read.status).toBe(200);
      expect(read.statements.length).toBeLessThanOrEqual(2);
      const cart = cartResponseSchema.parse(read.body);
      expect(cart.products.map((p) => p.id)).toEqual([appId]);
      expect(cart.agents.map((a) => a.product)).toContain('livechat');
      expect(cart.agents.every((a) => a.agents.length > 0)).toBe(true);
    });

    it("answers 404 for a cart that is not the organisation's, from the same statement", async () => {
      const missing = await counted('GET', '/v2/products-carts/no-such-cart');
      expect(missing.status).toBe(404);
      expect(missing.statements.length).toBeLessThanOrEqual(2);
      const foreign = await platform.call('GET', `/v2/products-carts/${cartId}`, { token: await platform.tokenFor('acc-reseller') });
      expect(foreign.status).toBe(404);
    });
  });

  describe('a plan change', () => {
    it('takes at most 5 statements in one transaction (token, BEGIN, cart with its lines, UPDATE, COMMIT) and changes the plan', async () => {
      const write = await counted('PATCH', `/v2/products-carts/${cartId}/applications/${appId}/plans/pay-yearly`);
      expect(write.status).toBe(200);
      expect(write.statements.length).toBeLessThanOrEqual(5);
      expect(write.statements.filter((s) => s === 'BEGIN')).toHaveLength(1);
      const written = cartResponseSchema.parse(write.body);
      expect(written.products[0]?.plan.billingCycle).toBe('pay-yearly');
      // The answer is the cart as stored: a read afterwards answers the same.
      expect((await counted('GET', `/v2/products-carts/${cartId}`)).body).toEqual(write.body);
    });

    it('answers 404 for an app that is not in the cart, without writing', async () => {
      const missing = await counted('PATCH', `/v2/products-carts/${cartId}/applications/no-such-app/plans/pay-yearly`);
      expect(missing.status).toBe(404);
      expect(missing.statements.some((s) => s.startsWith('UPDATE'))).toBe(false);
    });
  });

  describe('a purchase', () => {
    it('renders the cart once, whatever its number of lines, and answers the cart as a read then does', async () => {
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const fresh = (app: Parameters<typeof isPlain>[0]) => app.id !== appId && !installed.includes(app.id);
      const lines = [...(await findApps(platform, (a) => isPaidOnce(a) && fresh(a))), ...(await findApps(platform, (a) => isPaidMonthly(a) && fresh(a), 2))];
      expect(lines).toHaveLength(3);
      const cart = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: owner, body: {} })).body);
      const ids = lines.map((a) => a.id).join(',');
      expect((await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications?id=${ids}`, { token: owner })).status).toBe(200);
      const checkedOut = cartResponseSchema.parse((await platform.call('PATCH', `/v2/products-carts/${cart.id}/checkout`, { token: owner })).body);

      const log = recordStatements(platform.db);
      let bought: { status: number; body: unknown };
      try {
        bought = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: { checksum: checkedOut.checksum, country: 'PL' } });
      } finally {
        log.stop();
      }
      expect(bought.status).toBe(200);
      const renders = log.statements.filter((s) => s.sql.includes('FROM cart_products cp JOIN apps ap'));
      expect(renders).toHaveLength(1);
      const answer = cartResponseSchema.parse(bought.body);
      expect(answer.purchasedAt).not.toBeNull();
      expect(answer.products.map((p) => p.purchasedAt !== null && p.plan.taxes !== null)).toEqual([true, true, true]);
      expect((await counted('GET', `/v2/products-carts/${cart.id}`)).body).toEqual(bought.body);
    });
  });
});
