/**
 * Free means nothing taken, on PGlite and on Postgres: a trial of any payment kind takes nothing
 * at purchase; the platform's ledger takes the plan's price (with the buyer's tax) when the trial
 * ends, unless the app was uninstalled before, and a recurring plan renews every cycle after. Time
 * is the platform's clock, moved by the test.
 */
import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import { taxesAt } from '@marketplace/domain/cart-summary';
import { installedAppsBillingResponseSchema, type InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApps, isPaidMonthly } from '../testing/catalogue.ts';
import { engines, startTestPlatform } from '../testing/harness.ts';
import type { TestPlatform } from '../testing/harness.ts';

/** One-time Trial Toolkit of the demo world: $49.00 once, a 14-day trial, no card needed. */
const TOOLKIT = { id: '9007', price: 4900, trialDays: 14 };
const NEW_YORK = { country: 'US', zip: '10001', rate: 0.04 };
const DAY_MS = 24 * 60 * 60 * 1000;

interface Payment {
  source: string;
  sourceId: string;
  appId: string | null;
  amount: number;
  createdAt: string;
}

describe.each(engines)('payments that fall due on %s', (engine) => {
  let platform: TestPlatform;
  let offsetMs = 0;
  beforeAll(async () => {
    platform = await startTestPlatform(engine, { now: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(async () => {
    await platform.close();
  });

  // A fresh token at each read: a session does not outlive the days the clock moves on.
  const payments = async (accountId: string, appId: string): Promise<Payment[]> => {
    const answer = await platform.call('GET', '/billing/v2/payments', { token: await platform.tokenFor(accountId) });
    expect(answer.status).toBe(200);
    return (answer.body as Payment[]).filter((payment) => payment.appId === appId);
  };

  // First: the clock only moves forward in this file, as time does (a payment recorded stays recorded).
  it('renews a monthly plan every month: the seeded subscription has one payment per past month, the next ones as they fall due', async () => {
    offsetMs = 0;
    const seeded = (
      await platform.db.query<{ app_id: string; price: number; started_at: Date }>(
        `SELECT rc.app_id, rc.price, e.started_at FROM recurrent_charges rc JOIN entitlements e ON e.source_id = rc.id WHERE rc.id = 'seed-recurrent-1'`,
      )
    )[0];
    if (!seeded) throw new Error('no seeded subscription');
    const months = (at: Date) => {
      const start = new Date(seeded.started_at);
      let count = (at.getUTCFullYear() - start.getUTCFullYear()) * 12 + at.getUTCMonth() - start.getUTCMonth();
      if (at.getUTCDate() < start.getUTCDate() || (at.getUTCDate() === start.getUTCDate() && at.getTime() % DAY_MS < start.getTime() % DAY_MS)) count -= 1;
      return count + 1;
    };
    const now = await payments('acc-owner', seeded.app_id);
    expect(now).toHaveLength(months(new Date()));
    expect(new Set(now.map((payment) => payment.amount))).toEqual(new Set([seeded.price]));
    expect(new Set(now.map((payment) => payment.createdAt.slice(8, 10)))).toEqual(new Set([new Date(seeded.started_at).toISOString().slice(8, 10)]));
    offsetMs = 62 * DAY_MS;
    expect(await payments('acc-owner', seeded.app_id)).toHaveLength(months(new Date(Date.now() + offsetMs)));
  });

  const billingOf = async (accountId: string, appId: string): Promise<InstalledAppBilling | undefined> => {
    const answer = await platform.call('GET', '/v2/applications/installed/billing', { token: await platform.tokenFor(accountId) });
    expect(answer.status).toBe(200);
    return installedAppsBillingResponseSchema.parse(answer.body).find((entry) => entry.appId === appId);
  };

  it('charges a one-time trial bought at checkout when the trial ends, once, with its tax', async () => {
    offsetMs = 0;
    const owner = await platform.tokenFor('acc-owner');
    const created = await platform.call('POST', `/v2/applications/${TOOLKIT.id}/create-charge`, {
      token: owner,
      body: { plan_id: 'pay-once', country: NEW_YORK.country, zip: NEW_YORK.zip },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect((await platform.call('PUT', `/billing/v2/direct_charge/livechat/${id}/accept`, { token: owner })).status).toBe(200);
    expect((await platform.call('PUT', `/billing/v2/direct_charge/livechat/${id}/activate`, { token: owner })).status).toBe(200);
    // Installed, nothing taken during the trial; My apps says what will be taken and when.
    expect(await payments('acc-owner', TOOLKIT.id)).toEqual([]);
    const taxed = taxesAt(TOOLKIT.price, NEW_YORK.rate).total;
    expect((await billingOf('acc-owner', TOOLKIT.id))?.paid).toMatchObject({ lastCharge: null, schedule: { cycleMonths: null, firstAmount: taxed } });
    offsetMs = (TOOLKIT.trialDays - 1) * DAY_MS;
    expect(await payments('acc-owner', TOOLKIT.id)).toEqual([]);
    offsetMs = (TOOLKIT.trialDays + 1) * DAY_MS;
    const taken = await payments('acc-owner', TOOLKIT.id);
    expect(taken).toEqual([expect.objectContaining({ source: 'direct_charge', sourceId: id, amount: taxesAt(TOOLKIT.price, NEW_YORK.rate).total })]);
    // Dated when it fell due, and never taken again.
    expect(Date.parse(taken[0]?.createdAt ?? '') - Date.now()).toBeLessThan(TOOLKIT.trialDays * DAY_MS + 60_000);
    expect((await billingOf('acc-owner', TOOLKIT.id))?.paid?.lastCharge).toEqual({ amount: taxed, at: taken[0]?.createdAt });
    offsetMs = 90 * DAY_MS;
    expect(await payments('acc-owner', TOOLKIT.id)).toHaveLength(1);
  });

  it('takes nothing for a one-time trial bought in a cart and uninstalled before the trial ends', async () => {
    offsetMs = 0;
    const buyer = await platform.tokenFor('acc-chat-team');
    const cart = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: buyer, body: {} })).body);
    expect((await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${TOOLKIT.id}`, { token: buyer, body: {} })).status).toBe(200);
    expect((await platform.call('PATCH', `/v2/products-carts/${cart.id}/checkout`, { token: buyer })).status).toBe(200);
    const bought = cartResponseSchema.parse((await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: buyer, body: {} })).body);
    expect(bought.products.find((product) => product.id === TOOLKIT.id)?.purchasedAt).not.toBeNull();
    expect(await payments('acc-chat-team', TOOLKIT.id)).toEqual([]);
    offsetMs = 10 * DAY_MS;
    const removed = await platform.call('DELETE', `/v2/applications/${TOOLKIT.id}/install`, { token: await platform.tokenFor('acc-chat-team'), body: { reason: 'trying' } });
    expect(removed.status).toBeLessThan(300);
    offsetMs = 30 * DAY_MS;
    expect(await payments('acc-chat-team', TOOLKIT.id)).toEqual([]);
  });

  it('renews a monthly plan bought with a coupon at the discounted price, as the cart says', async () => {
    offsetMs = 0;
    const buyer = await platform.tokenFor('acc-chat-team');
    const app = (await findApps(platform, isPaidMonthly, 5)).at(-1);
    if (!app) throw new Error('no monthly app');
    const cart = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: buyer, body: {} })).body);
    expect((await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${app.id}`, { token: buyer, body: {} })).status).toBe(200);
    expect((await platform.call('PATCH', `/v2/products-carts/${cart.id}/coupon/WELCOME10`, { token: buyer })).status).toBe(200);
    expect((await platform.call('PATCH', `/v2/products-carts/${cart.id}/checkout`, { token: buyer })).status).toBe(200);
    const bought = cartResponseSchema.parse((await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: buyer, body: {} })).body);
    const price = bought.products.find((product) => product.id === app.id)?.plan.price.total ?? 0;
    expect(price).toBe(Math.round(((app.payment?.price ?? 0) * 90) / 100));
    offsetMs = 40 * DAY_MS;
    expect((await payments('acc-chat-team', app.id)).map((payment) => payment.amount)).toEqual([price, price]);
  });
});
