/**
 * Free means nothing taken, on PGlite and on Postgres: a trial of any payment kind takes nothing
 * at purchase; the platform's ledger takes the plan's price (with the buyer's tax) when the trial
 * ends, unless the app was uninstalled before, and a recurring plan renews every cycle after. Time
 * is the platform's clock, moved by the test.
 */
import { cartResponseSchema } from '@marketplace/domain/calls/carts';
import { taxesAt } from '@marketplace/domain/cart-summary';
import { paymentOfPeriod } from '@marketplace/domain/billing-schedule';
import { catalogueMessage } from '@marketplace/domain/errors';
import { installedAppBillingView } from '@marketplace/domain/installed-app-billing';
import { installedAppsBillingResponseSchema, type InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import { describe, expect, it } from 'vitest';
import { findApps, isPaidMonthly } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

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
  let offsetMs = 0;
  const platform = useTestPlatform(engine, { now: () => new Date(Date.now() + offsetMs) });

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

  it("every payment of the demo world is one its plan holds: an entitlement's period on its date for its amount, or the charge's price", async () => {
    const rows = await platform.db.query<{
      source_id: string;
      amount: number;
      created_at: Date;
      period: number;
      bills_from: Date | null;
      cycle_months: number | null;
      first_amount: number | null;
      renewal_amount: number | null;
      charge_price: number | null;
    }>(
      `SELECT l.source_id, l.amount, l.created_at, l.period, e.bills_from, e.cycle_months, e.first_amount, e.renewal_amount,
              COALESCE(dc.price, rc.price) AS charge_price
         FROM ledger l LEFT JOIN entitlements e ON e.id = l.entitlement_id
         LEFT JOIN direct_charges dc ON l.source = 'direct_charge' AND dc.id = l.source_id
         LEFT JOIN recurrent_charges rc ON l.source = 'recurrent_charge' AND rc.id = l.source_id
        WHERE l.source_id LIKE 'seed-%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (row.bills_from === null) {
        expect(row.amount, row.source_id).toBe(row.charge_price);
        continue;
      }
      const due = paymentOfPeriod(
        { billsFrom: row.bills_from, cycleMonths: row.cycle_months, firstAmount: row.first_amount ?? 0, renewalAmount: row.renewal_amount ?? 0 },
        row.period,
      );
      expect({ amount: row.amount, at: new Date(row.created_at).toISOString() }, `${row.source_id} period ${row.period}`).toEqual({
        amount: due?.amount,
        at: due?.at.toISOString(),
      });
    }
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

  // The seeded monthly trial of Card Later Ltd, which has no card: it ended Jan 2026.
  const seededTrial = async () => {
    const row = (await platform.db.query<{ app_id: string }>(`SELECT app_id FROM recurrent_charges WHERE id = 'seed-recurrent-trial'`))[0];
    if (!row) throw new Error('no seeded monthly trial');
    return row.app_id;
  };

  it('freezes a monthly plan whose payment cannot be taken after its first unpaid period: one period owed, however long no card comes', async () => {
    offsetMs = 0;
    const appId = await seededTrial();
    const frozen = (await billingOf('acc-no-card', appId))?.paid;
    expect(frozen).toMatchObject({ chargeStatus: 'frozen', owed: [{ at: frozen?.schedule?.billsFrom }] });
    expect(frozen?.owed).toHaveLength(1);
    const charges = await platform.call('GET', '/billing/v2/recurrent_charge/livechat', { token: await platform.tokenFor('acc-no-card') });
    expect((charges.body as { id: string; status: string }[]).find((charge) => charge.id === 'seed-recurrent-trial')?.status).toBe('frozen');
    // Reactivated while there is still no card, it would freeze again at once: refused, saying to add a card first.
    const reactivated = await platform.call('PUT', '/billing/v2/recurrent_charge/livechat/seed-recurrent-trial/activate', { token: await platform.tokenFor('acc-no-card') });
    expect(reactivated).toMatchObject({ status: 422, body: { code: 'card_required', message: catalogueMessage('reactivationNeedsCard') } });
    expect((await billingOf('acc-no-card', appId))?.paid).toMatchObject({ chargeStatus: 'frozen', owed: frozen?.owed, schedule: { until: frozen?.schedule?.until } });
    offsetMs = 90 * DAY_MS;
    expect((await billingOf('acc-no-card', appId))?.paid?.owed).toEqual(frozen?.owed);
  });

  it('takes nothing when a trial ends without a card on file: owed, said so, and taken dated when it fell due once a card is added', async () => {
    offsetMs = 0;
    const owner = await platform.tokenFor('acc-no-card');
    const ledger = async () => (await platform.call('GET', '/billing/v2/payments', { token: await platform.tokenFor('acc-no-card') })).body as Payment[];
    // A monthly trial that needs no card starts without one: nothing due now.
    const installed = new Set((await platform.db.query<{ app_id: string }>(`SELECT app_id FROM installs WHERE organization_id = 'org-no-card'`)).map((row) => row.app_id));
    const [monthly] = await findApps(
      platform,
      (app) => app.payment?.months === 1 && app.payment.trialDays > 0 && !app.payment.creditCardRequired && !app.payment.perAccount && !installed.has(app.id),
    );
    if (!monthly?.payment) throw new Error('no monthly trial without a card');
    const created = await platform.call('POST', `/v2/applications/${monthly.id}/create-charge`, { token: owner, body: { plan_id: 'pay-monthly' } });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    for (const action of ['accept', 'activate']) expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${id}/${action}`, { token: owner })).status).toBe(200);
    expect((await ledger()).filter((payment) => payment.sourceId === id)).toEqual([]);

    // The seeded one-time trial ended long ago; the new one ends 14 days on: each is owed, nothing taken.
    offsetMs = (monthly.payment.trialDays + 1) * DAY_MS;
    const toolkit = (await billingOf('acc-no-card', TOOLKIT.id))?.paid;
    expect(toolkit?.owed).toEqual([{ amount: TOOLKIT.price, at: toolkit?.schedule?.billsFrom }]);
    const bought = (await billingOf('acc-no-card', monthly.id))?.paid;
    expect(bought?.owed).toEqual([{ amount: monthly.payment.price, at: bought?.schedule?.billsFrom }]);
    expect(bought?.lastCharge).toBeNull();
    expect((await ledger()).filter((payment) => payment.appId === TOOLKIT.id || payment.sourceId === id)).toEqual([]);

    // A card on file: every owed payment is taken at once, each dated when it fell due, and nothing is owed any more.
    expect((await platform.call('POST', '/billing/v2/account/livechat', { token: await platform.tokenFor('acc-no-card'), body: { cardNumber: '4111111111111111' } })).status).toBe(
      201,
    );
    const taken = await ledger();
    expect(taken.filter((payment) => payment.appId === TOOLKIT.id)).toEqual([
      expect.objectContaining({ source: 'direct_charge', amount: TOOLKIT.price, createdAt: toolkit?.schedule?.billsFrom }),
    ]);
    expect(taken.filter((payment) => payment.sourceId === id)).toEqual([expect.objectContaining({ amount: monthly.payment.price, createdAt: bought?.schedule?.billsFrom })]);
    expect((await billingOf('acc-no-card', monthly.id))?.paid).toMatchObject({ owed: [], lastCharge: { amount: monthly.payment.price, at: bought?.schedule?.billsFrom } });

    // The seeded monthly trial, frozen after its first unpaid period: that one taken once, and it runs again from now, nothing taken for the frozen spell.
    const seeded = await billingOf('acc-no-card', await seededTrial());
    const seededPayments = () => ledger().then((all) => all.filter((payment) => payment.sourceId === 'seed-recurrent-trial'));
    expect(await seededPayments()).toEqual([expect.objectContaining({ createdAt: seeded?.paid?.schedule?.billsFrom })]);
    expect(seeded?.paid).toMatchObject({ chargeStatus: 'active', owed: [], schedule: { until: null } });
    const next = seeded === undefined ? null : installedAppBillingView(seeded, new Date(Date.now() + offsetMs)).nextCharge;
    expect(Date.parse(next?.date ?? '') - (Date.now() + offsetMs)).toBeGreaterThan(0);
    expect(Date.parse(next?.date ?? '') - (Date.now() + offsetMs)).toBeLessThanOrEqual(31 * DAY_MS);
    offsetMs = Date.parse(next?.date ?? '') - Date.now() + DAY_MS;
    expect((await seededPayments()).map((payment) => payment.createdAt).sort()).toEqual([seeded?.paid?.schedule?.billsFrom, next?.date]);
  });

  it('a frozen subscription takes nothing; reactivated, it renews again on its own dates, nothing taken for the frozen spell', async () => {
    offsetMs = 0;
    const token = await platform.tokenFor('acc-cancelled');
    const charge = 'seed-recurrent-frozen-app';
    // Oldest first (the platform lists the newest first).
    const ledger = async () =>
      ((await platform.call('GET', '/billing/v2/payments', { token: await platform.tokenFor('acc-cancelled') })).body as Payment[])
        .filter((payment) => payment.sourceId === charge)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const before = await ledger();
    expect(before.map((payment) => payment.createdAt.slice(0, 10))).toEqual(['2026-01-15', '2026-02-15']);
    const appId = before[0]?.appId ?? '';
    expect((await billingOf('acc-cancelled', appId))?.paid).toMatchObject({ chargeStatus: 'frozen', owed: [] });

    const reactivated = await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${charge}/activate`, { token });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toMatchObject({ status: 'active' });
    // Nothing taken now, and the next payment is the next monthly date after now.
    expect(await ledger()).toHaveLength(2);
    const paid = (await billingOf('acc-cancelled', appId))?.paid;
    expect(paid).toMatchObject({ chargeStatus: 'active', owed: [], schedule: { until: null, pauses: [{ from: '2026-02-24T12:00:00.000Z' }] } });
    const next = new Date();
    next.setUTCDate(15);
    next.setUTCHours(12, 0, 0, 0);
    if (next.getTime() <= Date.now()) next.setUTCMonth(next.getUTCMonth() + 1);
    // Past the next monthly date: that renewal is taken, dated on it, and only that one.
    offsetMs = next.getTime() - Date.now() + DAY_MS;
    const after = await ledger();
    expect(after.map((payment) => payment.createdAt)).toEqual([...before.map((payment) => payment.createdAt), next.toISOString()]);
    expect(after.at(-1)?.amount).toBe(before[0]?.amount);
  });

  it('a recurrent charge naming no app renews as any does: reactivated, the next monthly payment is shown and taken on its date', async () => {
    offsetMs = 0;
    const charge = 'seed-recurrent-frozen';
    const ledger = async () =>
      ((await platform.call('GET', '/billing/v2/payments', { token: await platform.tokenFor('acc-cancelled') })).body as Payment[]).filter(
        (payment) => payment.sourceId === charge,
      );
    const period = async () => {
      const answer = await platform.call('GET', '/v2/applications/installed/billing', { token: await platform.tokenFor('acc-cancelled') });
      return installedAppsBillingResponseSchema.parse(answer.body).find((entry) => entry.paid?.sourceId === charge);
    };
    expect(await ledger()).toEqual([expect.objectContaining({ appId: null, amount: 1900, createdAt: '2026-01-15T12:00:00.000Z' })]);
    expect(await period()).toMatchObject({ appId: null, installedAt: null, paid: { chargeStatus: 'frozen', owed: [] } });

    const token = await platform.tokenFor('acc-cancelled');
    expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${charge}/activate`, { token })).body).toMatchObject({ status: 'active' });
    const next = new Date();
    next.setUTCDate(15);
    next.setUTCHours(12, 0, 0, 0);
    if (next.getTime() <= Date.now()) next.setUTCMonth(next.getUTCMonth() + 1);
    const running = await period();
    if (!running) throw new Error('no period for the charge');
    expect(installedAppBillingView(running, new Date()).nextCharge).toMatchObject({ amount: 1900, date: next.toISOString() });
    expect(await ledger()).toHaveLength(1);
    offsetMs = next.getTime() - Date.now() + DAY_MS;
    expect((await ledger()).map((payment) => payment.createdAt).sort()).toEqual(['2026-01-15T12:00:00.000Z', next.toISOString()]);
  });

  it('keeps what an uninstalled app owes in its billing, with its amount, and a card added still takes it', async () => {
    // Card Later's seeded monthly trial runs again since its card came (above); the card goes, and its next renewal falls due.
    const appId = await seededTrial();
    const running = await billingOf('acc-no-card', appId);
    // The renewal after its latest payment (the clock of this file went back since).
    const lastPaid = Date.parse(running?.paid?.lastCharge?.at ?? '');
    const due = running === undefined ? null : installedAppBillingView(running, new Date(lastPaid + 1)).nextCharge;
    if (due === null) throw new Error('no renewal ahead');
    await platform.db.query(`DELETE FROM cards WHERE organization_id = 'org-no-card'`);
    offsetMs = Date.parse(due.date) - Date.now() + DAY_MS;
    expect((await billingOf('acc-no-card', appId))?.paid?.owed).toEqual([{ amount: due.amount, at: due.date }]);
    const removed = await platform.call('DELETE', `/v2/applications/${appId}/install`, { token: await platform.tokenFor('acc-no-card'), body: { reason: 'no card' } });
    expect(removed.status).toBeLessThan(300);
    expect(await billingOf('acc-no-card', appId)).toMatchObject({ appId, installedAt: null, paid: { owed: [{ amount: due.amount, at: due.date }] } });

    const card = await platform.call('POST', '/billing/v2/account/livechat', { token: await platform.tokenFor('acc-no-card'), body: { cardNumber: '4111111111111111' } });
    expect(card.status).toBe(201);
    const paid = await platform.call('GET', '/billing/v2/payments', { token: await platform.tokenFor('acc-no-card') });
    expect((paid.body as Payment[]).filter((payment) => payment.sourceId === 'seed-recurrent-trial' && payment.createdAt === due.date)).toEqual([
      expect.objectContaining({ amount: due.amount }),
    ]);
    // Nothing owed any more: the uninstalled app leaves the billing, and nothing after the uninstall falls due.
    expect(await billingOf('acc-no-card', appId)).toBeUndefined();
    offsetMs += 62 * DAY_MS;
    const later = await platform.call('GET', '/billing/v2/payments', { token: await platform.tokenFor('acc-no-card') });
    expect((later.body as Payment[]).filter((payment) => payment.sourceId === 'seed-recurrent-trial' && payment.createdAt > due.date)).toEqual([]);
  });
});
