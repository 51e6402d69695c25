/**
 * What the platform charges is what the screens show, on PGlite and on Postgres: a per-agent plan
 * for every agent of the organisation, the taxes of the buyer's address in the payment, and what
 * is billed now decided by the domain's rule (a plan with trial days, one-time or recurring, is
 * billed when the trial ends: billing-schedule.test.ts), for a charge and for a cart alike.
 */
import { cartResponseSchema, type CartResponse } from '@marketplace/domain/calls/carts';
import { taxesAt } from '@marketplace/domain/cart-summary';
import type { App } from '@marketplace/domain/entities/app';
import { planTotal } from '@marketplace/domain/pricing';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPool, isPaidOnce, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

/** New York's sales tax in the simulated billing provider (billing/taxes.ts). */
const NEW_YORK = { country: 'US', zip: '10001', rate: 0.04 };

describe.each(engines)('money shown is money charged on %s', (engine) => {
  let owner: string;
  const platform = useTestPlatform(engine, { apps: 240 });
  beforeAll(async () => {
    owner = await platform.tokenFor('acc-owner');
  });

  const onceApps = appPool(() => platform, isPaidOnce);
  const perAgentApps = appPool(
    () => platform,
    (app) => isPlain(app) && app.payment?.perAccount === true && app.payment.trialDays === 0,
  );
  const trialApps = appPool(
    () => platform,
    (app) => isPlain(app) && app.payment?.months === 1 && (app.payment.trialDays ?? 0) > 0 && !app.payment.creditCardRequired,
  );
  const ledger = (sourceId: string) => platform.db.query<{ app_id: string; amount: number }>('SELECT app_id, amount FROM ledger WHERE source_id = $1 ORDER BY app_id', [sourceId]);
  const seats = async () => (await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts WHERE organization_id = 'org-acme'`))[0]?.n ?? 0;

  /** A one-time app given trial days (billed when the trial ends). */
  async function oneTimeWithTrial(): Promise<App> {
    const app = await onceApps.next();
    await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{payment,trialDays}', '14') WHERE id = $1`, [app.id]);
    return app;
  }

  async function pay(appId: string, plan: string, address: object = {}): Promise<{ id: string; price: number; taxes: unknown }> {
    const created = await platform.call('POST', `/v2/applications/${appId}/create-charge`, { token: owner, body: { plan_id: plan, ...address } });
    expect(created.status).toBe(201);
    const charge = created.body as { id: string; price: number; taxes: unknown };
    const kind = plan === 'pay-once' ? 'direct_charge' : 'recurrent_charge';
    expect((await platform.call('PUT', `/billing/v2/${kind}/livechat/${charge.id}/accept`, { token: owner })).status).toBe(200);
    return charge;
  }

  async function buyCart(apps: readonly { app: App; plan?: string }[], address: object = {}): Promise<CartResponse> {
    const cart = cartResponseSchema.parse((await platform.call('POST', '/v2/products-carts', { token: owner, body: {} })).body);
    for (const { app, plan } of apps) {
      const added = await platform.call('PATCH', `/v2/products-carts/${cart.id}/applications/${app.id}`, { token: owner, body: plan ? { plan_id: plan } : {} });
      expect(added.status).toBe(200);
    }
    expect((await platform.call('PATCH', `/v2/products-carts/${cart.id}/checkout`, { token: owner })).status).toBe(200);
    const bought = await platform.call('PATCH', `/v2/products-carts/${cart.id}/purchase`, { token: owner, body: address });
    expect(bought.status).toBe(200);
    return cartResponseSchema.parse(bought.body);
  }

  it('charges a per-agent plan for every agent, as the cart line prices it', async () => {
    const app = await perAgentApps.next();
    const agents = await seats();
    expect(agents).toBeGreaterThan(1);
    const charge = await pay(app.id, 'pay-monthly');
    const expected = planTotal(app.payment ?? { price: 0, months: 1, perAccount: true }, 'pay-monthly', agents);
    expect(charge.price).toBe(expected);
    expect(await ledger(charge.id)).toEqual([{ app_id: app.id, amount: expected }]);
  });

  it("puts the taxes of the buyer's address in the charge and in its payment", async () => {
    const app = await onceApps.next();
    const price = app.payment?.price ?? 0;
    const taxed = taxesAt(price, NEW_YORK.rate);
    const charge = await pay(app.id, 'pay-once', { country: NEW_YORK.country, zip: NEW_YORK.zip });
    expect(charge.taxes).toEqual({ total_price: taxed.total, tax_value: taxed.taxValue, tax_rate: NEW_YORK.rate });
    expect(await ledger(charge.id)).toEqual([{ app_id: app.id, amount: taxed.total }]);
  });

  it('takes nothing at purchase for a one-time payment with trial days, as the checkout says (billing starts {date})', async () => {
    const app = await oneTimeWithTrial();
    const charge = await pay(app.id, 'pay-once');
    expect(await ledger(charge.id)).toEqual([]);
  });

  it('buys a cart by the same rule: a line billed now pays now, trial lines of any kind later, each with its tax', async () => {
    const once = await oneTimeWithTrial();
    const trial = await trialApps.next();
    const paid = await onceApps.next();
    const cart = await buyCart([{ app: once }, { app: trial, plan: 'pay-monthly' }, { app: paid }], { country: NEW_YORK.country, zip: NEW_YORK.zip });
    const taxed = taxesAt(paid.payment?.price ?? 0, NEW_YORK.rate);
    expect(await ledger(cart.id)).toEqual([{ app_id: paid.id, amount: taxed.total }]);
    const line = (app: App) => cart.products.find((product) => product.id === app.id)?.plan;
    // The purchased lines say what they charged: the thank-you page reads these.
    expect(line(paid)?.taxes).toEqual({ total_price: taxed.total, tax_value: taxed.taxValue, tax_rate: NEW_YORK.rate });
    expect(line(once)?.taxes).toEqual({ total_price: 0, tax_value: 0, tax_rate: NEW_YORK.rate });
    expect(line(trial)?.taxes).toEqual({ total_price: 0, tax_value: 0, tax_rate: NEW_YORK.rate });
  });

  it("lists the organisation's payments as the ledger holds them, to its own accounts only", async () => {
    const app = await onceApps.next();
    const charge = await pay(app.id, 'pay-once', { country: NEW_YORK.country, zip: NEW_YORK.zip });
    const [paid] = await ledger(charge.id);
    const mine = await platform.call('GET', '/billing/v2/payments', { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.body).toContainEqual(expect.objectContaining({ source: 'direct_charge', sourceId: charge.id, appId: app.id, amount: paid?.amount }));
    const stranger = await platform.call('GET', '/billing/v2/payments', { token: await platform.tokenFor('acc-developer') });
    expect((stranger.body as { sourceId: string }[]).some((payment) => payment.sourceId === charge.id)).toBe(false);
    expect((await platform.call('GET', '/billing/v2/payments')).status).toBe(401);
  });

  it('refuses a malformed billing address with 422, charging nothing', async () => {
    const app = await onceApps.next();
    const refused = await platform.call('POST', `/v2/applications/${app.id}/create-charge`, { token: owner, body: { plan_id: 'pay-once', country: 'United States' } });
    expect(refused.status).toBe(422);
    expect(await platform.db.query('SELECT 1 FROM ledger WHERE app_id = $1', [app.id])).toEqual([]);
  });
});
