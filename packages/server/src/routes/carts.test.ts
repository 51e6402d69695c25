import type { CartResponse } from '@marketplace/domain/calls/carts';
import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import type { App } from '@marketplace/domain/entities/app';
import { planTotal } from '@marketplace/domain/pricing';
import { beforeAll, describe, expect, it } from 'vitest';
import { findApps, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)('carts on %s', (engine) => {
  let owner: string;
  let paid: App[];
  // A movable clock: the checkout lock expires with time.
  let offsetMs = 0;
  const platform = useTestPlatform(engine, { now: () => new Date(Date.now() + offsetMs) });
  beforeAll(async () => {
    owner = await platform.tokenFor('acc-owner');
    const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
    paid = await findApps(platform, (a) => isPlain(a) && a.payment !== null && a.payment.trialDays === 0 && !installed.includes(a.id), 12);
  });

  let next = 0;
  const nextApp = (): App => {
    const app = paid[next++];
    if (!app) throw new Error('out of seeded paid apps');
    return app;
  };
  async function cartWith(token: string, apps: readonly App[]): Promise<CartResponse> {
    const created = await platform.call('POST', '/v2/products-carts', { token, body: {} });
    expect(created.status).toBe(201);
    let cart = cartResponseSchema.parse(created.body);
    for (const app of apps) {
      const added = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${app.id}`, { token, body: {} });
      expect(added.status).toBe(200);
      cart = cartResponseSchema.parse(added.body);
    }
    return cart;
  }
  async function checkout(token: string, cart: CartResponse): Promise<CartResponse> {
    const started = await platform.call('PATCH', `/v2/products-carts/${cart.id}/checkout`, { token });
    expect(started.status).toBe(200);
    return cartResponseSchema.parse(started.body);
  }

  describe('GET /products-carts/recent', () => {
    it('answers 404 when the account has no open cart, then the newest one', async () => {
      const agentLike = await platform.tokenFor('acc-admin');
      expect((await platform.call('GET', '/v2/products-carts/recent', { token: agentLike })).status).toBe(404);
      const cart = await cartWith(agentLike, []);
      const recent = await platform.call('GET', '/v2/products-carts/recent', { token: agentLike });
      expect(recent.status).toBe(200);
      expect(recent.body).toMatchObject({ id: cart.id });
    });
  });

  describe('a line is priced from the payment the catalogue shows, its discount of now applied', () => {
    it('answers the discounted payment and prices the line and its plans from it, on a write and on a read', async () => {
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment?.discountPercent === 20 && !installed.includes(a.id) && !paid.some((p) => p.id === a.id));
      const payment = app?.payment;
      if (!app || !payment) throw new Error('the seed has no discounted app to put in a cart');
      expect(payment.oldPrice).toBeGreaterThan(payment.price);
      const written = await cartWith(owner, [app]);
      const read = cartResponseSchema.parse((await platform.call('GET', `/v2/products-carts/${written.id}`, { token: owner })).body);
      for (const cart of [written, read]) {
        const line = cart.products[0];
        if (!line) throw new Error('the cart has no line');
        const plans = line.plans ?? [];
        expect(line.payment).toEqual(payment);
        expect(line.plan.price.total).toBe(planTotal(payment, line.plan.billingCycle, cart.seats));
        expect(plans.length).toBeGreaterThan(0);
        expect(plans.map((plan) => plan.price.total)).toEqual(plans.map((plan) => planTotal(payment, plan.billingCycle, cart.seats)));
      }
    });
  });

  describe('lines, plans and summary', () => {
    it('adds many at once, changes a plan and sums lines into oneTime and recurrent', async () => {
      const monthly = paid.find((a) => a.payment?.months === 1);
      const once = paid.find((a) => a.payment?.months === null);
      expect(monthly && once).toBeTruthy();
      const cart = await cartWith(owner, []);
      const added = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications?id=${monthly?.id},${once?.id}`, { token: owner });
      expect(added.status).toBe(200);
      const body = cartResponseSchema.parse(added.body);
      expect(body.summary.oneTime.map((l) => l.id)).toEqual(['pay-once']);
      expect(body.summary.recurrent).toHaveLength(1);
      const yearly = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${monthly?.id}/plans/pay-yearly`, { token: owner });
      expect(yearly.status).toBe(200);
      const line = cartResponseSchema.parse(yearly.body).products.find((p) => p.id === monthly?.id);
      expect(line?.plan.billingCycle).toBe('pay-yearly');
      expect(line?.plan.price.total).toBe(Math.round((monthly?.payment?.price ?? 0) * 0.85 * 12));
      const removed = await platform.call('DELETE', `/v2/products-carts/${cart.id}/applications/${once?.id}`, { token: owner });
      expect(cartResponseSchema.parse(removed.body).products).toHaveLength(1);
    });

    it('adds many all or nothing: one unknown app changes nothing', async () => {
      const cart = await cartWith(owner, []);
      const refused = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications?id=${paid[0]?.id},no-such-app`, { token: owner });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ message: "Products couldn't be added to the cart. Please, try again later or contact our support." });
      const after = cartResponseSchema.parse((await platform.call('GET', `/v2/products-carts/${cart.id}`, { token: owner })).body);
      expect(after.products).toHaveLength(0);
      const badPlan = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${paid[0]?.id}/plans/pay-weekly`, { token: owner });
      expect(badPlan.status).toBe(400);
    });

    it('applies a known coupon and refuses an unknown one', async () => {
      const cart = await cartWith(owner, [nextApp()]);
      const bad = await platform.call('PATCH', `/v2/products-carts/${cart.id}/coupon/NOPE`, { token: owner });
      expect(bad.status).toBe(404);
      expect(bad.body).toMatchObject({ message: 'The coupon has failed due to the incorrect response status.' });
      const good = await platform.call('PATCH', `/v2/products-carts/${cart.id}/coupon/welcome10`, { token: owner });
      expect(good.status).toBe(200);
      const priced = cartResponseSchema.parse(good.body);
      expect(priced.coupon).toEqual({ code: 'WELCOME10', percent: 10 });
      expect(priced.products[0]?.plan.price.total).toBeLessThan(cart.products[0]?.plan.price.total ?? 0);
      // Removed: the lines are back at their plan prices.
      const removed = await platform.call('DELETE', `/v2/products-carts/${cart.id}/coupon`, { token: owner });
      expect(removed.status).toBe(200);
      const plain = cartResponseSchema.parse(removed.body);
      expect(plain.coupon).toBeNull();
      expect(plain.products[0]?.plan.price.total).toBe(cart.products[0]?.plan.price.total);
    });
  });

  describe('refusals when adding', () => {
    it("refuses a developer's own app and an installed app", async () => {
      const developer = await platform.tokenFor('acc-developer');
      const [own] = await findApps(platform, (a) => a.developerId === 'dev-1' && a.installable);
      const cart = await cartWith(developer, []);
      const refused = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${own?.id}`, { token: developer });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'own_app' });
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const mine = await cartWith(owner, []);
      const again = await platform.call('PATCH', `/v2/products-carts/${mine.id}/applications/${installed[0] ?? ''}`, { token: owner });
      expect(again.status).toBe(422);
      expect(again.body).toEqual({ code: 'already_installed', message: 'Application is already installed.' });
    });
  });

  describe('checkout lock (spec 8: PRODUCTS_CART_CHECKOUT_STARTED)', () => {
    it('refuses add, remove and plan change while locked, and unlocks on reject', async () => {
      const [a, b] = [nextApp(), nextApp()];
      const cart = await checkout(owner, await cartWith(owner, [a]));
      expect(cart.checkedOutUntil).not.toBeNull();
      for (const [method, path] of [
        ['PATCH', `/v2/products-carts/${cart.id}/applications/${b.id}`],
        ['DELETE', `/v2/products-carts/${cart.id}/applications/${a.id}`],
        ['PATCH', `/v2/products-carts/${cart.id}/applications/${a.id}/plans/pay-once`],
      ] as const) {
        const refused = await platform.call(method, path, { token: owner });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          code: 'PRODUCTS_CART_CHECKOUT_STARTED',
          message: 'Your cart is currently blocked by the unfinished checkout process. Try again later.',
        });
      }
      // The lock lasts 15 minutes: afterwards the cart is open again without a reject.
      offsetMs = 16 * 60_000;
      try {
        const later = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${a.id}/plans/${a.payment?.months === null ? 'pay-once' : 'pay-yearly'}`, {
          token: owner,
        });
        expect(later.status).toBe(200);
      } finally {
        offsetMs = 0;
      }
      const relocked = await checkout(owner, await cartWith(owner, [a]));
      const rejected = await platform.call('DELETE', `/v2/products-carts/${relocked.id}/checkout`, { token: owner });
      expect(cartResponseSchema.parse(rejected.body).checkedOutUntil).toBeNull();
      expect((await platform.call('PATCH', `/v2/products-carts/${relocked.id}/applications/${b.id}`, { token: owner })).status).toBe(200);
    });
  });

  describe('purchase', () => {
    it('refuses a stale checksum with PRODUCTS_CART_CHECKSUM and changes nothing', async () => {
      const cart = await checkout(owner, await cartWith(owner, [nextApp()]));
      const stale = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: { checksum: 'stale' } });
      expect(stale.status).toBe(400);
      expect(stale.body).toMatchObject({ code: 'PRODUCTS_CART_CHECKSUM' });
      const after = cartResponseSchema.parse((await platform.call('GET', `/v2/products-carts/${cart.id}`, { token: owner })).body);
      expect(after.purchasedAt).toBeNull();
    });

    it('buys every line, installs the apps, and refuses a second purchase and a closed cart', async () => {
      const app = nextApp();
      const cart = await checkout(owner, await cartWith(owner, [app]));
      const bought = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: { checksum: cart.checksum } });
      expect(bought.status).toBe(200);
      const body = cartResponseSchema.parse(bought.body);
      expect(body.purchasedAt).not.toBeNull();
      expect(body.products[0]?.purchasedAt).not.toBeNull();
      expect(body.products[0]?.note).toBeNull();
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      expect(installed).toContain(app.id);
      const again = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: {} });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'PRODUCTS_CART_PURCHASED' });

      const other = await cartWith(owner, [nextApp()]);
      expect((await platform.call('DELETE', `/v2/products-carts/${other.id}`, { token: owner })).status).toBe(204);
      const closed = await platform.call('PATCH', `/v2/products-carts/${other.id}/purchase`, { token: owner, body: {} });
      expect(closed.status).toBe(409);
      expect(closed.body).toMatchObject({ code: 'PRODUCTS_CART_CLOSED' });
    });

    it('50 concurrent purchases of one cart make one purchase', async () => {
      const app = nextApp();
      const cart = await checkout(owner, await cartWith(owner, [app]));
      const answers = await Promise.all(Array.from({ length: 50 }, () => platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: {} })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
      const ledger = await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger WHERE source = 'cart' AND source_id = $1`, [cart.id]);
      expect(ledger[0]?.n).toBe(1);
    });

    it('replays the first answer for a repeated Idempotency-Key and refuses the key with another body', async () => {
      const cart = await checkout(owner, await cartWith(owner, [nextApp()]));
      const headers = { 'idempotency-key': `purchase-${cart.id}` };
      const first = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: {}, headers });
      const replay = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: {}, headers });
      expect(first.status).toBe(200);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      const other = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: { checksum: 'x' }, headers });
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ code: 'idempotency_key_reused' });
    });

    it('writes per-product notes: billing error when the card declines, product inactive for an inactive licence', async () => {
      await platform.db.query(`UPDATE cards SET declines = true WHERE organization_id = 'org-acme' AND product = 'livechat'`);
      const declined = await checkout(owner, await cartWith(owner, [nextApp()]));
      const result = cartResponseSchema.parse((await platform.call('PATCH', `/v2/products-carts/${declined.id}/purchase`, { token: owner, body: {} })).body);
      expect(result.products[0]?.note).toMatch(/^BILLING_ERROR/);
      expect(result.products[0]?.purchasedAt).toBeNull();
      await platform.db.query(`UPDATE cards SET declines = false WHERE organization_id = 'org-acme'`);

      const inactive = await platform.tokenFor('acc-inactive');
      const dormant = await checkout(inactive, await cartWith(inactive, [nextApp()]));
      const notes = cartResponseSchema.parse((await platform.call('PATCH', `/v2/products-carts/${dormant.id}/purchase`, { token: inactive, body: {} })).body);
      expect(notes.products[0]?.note).toMatch(/^PRODUCT_INACTIVE/);
    });

    it('writes an "other" note when the app was installed another way before the purchase', async () => {
      const app = nextApp();
      const cart = await checkout(owner, await cartWith(owner, [app]));
      const plan = app.payment?.months === null ? 'pay-once' : app.payment?.months === 1 ? 'pay-monthly' : 'pay-yearly';
      const charge = (await platform.call('POST', `/v2/applications/${app.id}/create-charge`, { token: owner, body: { plan_id: plan } })).body as { id: string };
      const kind = plan === 'pay-once' ? 'direct_charge' : 'recurrent_charge';
      for (const action of ['accept', 'activate']) {
        expect((await platform.call('PUT', `/billing/v2/${kind}/livechat/${charge.id}/${action}`, { token: owner })).status).toBe(200);
      }
      const result = cartResponseSchema.parse((await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: {} })).body);
      expect(result.products[0]?.note).toBe('NOT_INSTALLED: already-installed');
    });
  });
});
