import type { App } from '@marketplace/domain/entities/app';
import { installedAppsBillingResponseSchema } from '@marketplace/domain/installed-app-billing';
import { planChangedResponseSchema, planChangeMessages, planChoicesResponseSchema } from '@marketplace/domain/plan-change';
import { planTotal } from '@marketplace/domain/pricing';
import { catalogueMessage } from '@marketplace/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPool, isPaidMonthly, isPaidOnce, isFree } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';
import { buyWithPlan } from '../testing/purchases.ts';

interface Payment {
  source: string;
  sourceId: string;
  appId: string | null;
  amount: number;
}

describe.each(engines)('changing an installed app’s plan, on %s', (engine) => {
  let owner: string;
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    owner = await platform.tokenFor('acc-owner');
  });
  const monthlyApps = appPool(() => platform, isPaidMonthly);
  const onceApps = appPool(() => platform, isPaidOnce);
  const freeApps = appPool(() => platform, isFree);

  const buy = (app: App, plan: 'pay-once' | 'pay-monthly') => buyWithPlan(platform, owner, app, plan);
  const choices = async (app: App, token = owner) => {
    const answer = await platform.call('GET', `/v2/applications/${app.id}/plan`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return planChoicesResponseSchema.parse(answer.body);
  };
  const change = (app: App, plan: string, key?: string, token = owner) =>
    platform.call('PUT', `/v2/applications/${app.id}/plan`, { token, body: { plan_id: plan }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const ledger = async (): Promise<Payment[]> => (await platform.call('GET', '/billing/v2/payments', { token: owner })).body as Payment[];
  const seats = async () =>
    ((await platform.call('GET', '/accounts/v2/accounts', { token: owner })).body as { properties: { active: boolean } }[]).filter((a) => a.properties.active).length;

  it('charges the new plan once, the amount it quoted, and the new plan replaces the old', async () => {
    const app = await monthlyApps.next();
    const oldCharge = await buy(app, 'pay-monthly');
    const quoted = await choices(app);
    expect(quoted.current).toBe('pay-monthly');
    const payment = app.payment;
    if (payment === null) throw new Error('a paid app');
    const yearly = planTotal(payment, 'pay-yearly', await seats());
    expect(quoted.options).toEqual([{ planId: 'pay-yearly', price: yearly, taxValue: 0, amount: yearly }]);

    const key = `test-change-${app.id}`;
    const answer = await change(app, 'pay-yearly', key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const changed = planChangedResponseSchema.parse(answer.body);
    expect(changed).toMatchObject({ appId: app.id, planId: 'pay-yearly', amount: yearly });
    // A double click (the same key) replays the answer and charges nothing more.
    const replay = await change(app, 'pay-yearly', key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(answer.body);
    expect((await ledger()).filter((row) => row.sourceId === changed.chargeId)).toEqual([expect.objectContaining({ appId: app.id, amount: yearly })]);

    const billing = installedAppsBillingResponseSchema.parse((await platform.call('GET', '/v2/applications/installed/billing', { token: owner })).body);
    expect(billing.find((entry) => entry.appId === app.id)?.paid).toMatchObject({
      source: 'recurrent_charge',
      billingCycle: 'pay-yearly',
      price: yearly,
      chargeStatus: 'active',
      trialDays: 0,
    });
    const old = await platform.call('GET', `/billing/v2/recurrent_charge/livechat/${oldCharge}`, { token: owner });
    expect(old.body).toMatchObject({ status: 'cancelled' });
    expect((await choices(app)).current).toBe('pay-yearly');

    // The plan already paid for is refused, with a new key too.
    const again = await change(app, 'pay-yearly', `${key}-again`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: planChangeMessages.unchanged });
    // Uninstalling cancels the new plan's charge, not the old one again.
    const removed = await platform.call('DELETE', `/v2/applications/${app.id}/install`, { token: owner, body: {} });
    expect(removed.body).toMatchObject({ cancelledRecurrentChargeId: changed.chargeId });
  });

  it('charges one of two changes sent at once, never both', async () => {
    const app = await monthlyApps.next();
    await buy(app, 'pay-monthly');
    const before = (await ledger()).filter((row) => row.appId === app.id).length;
    const answers = await Promise.all([change(app, 'pay-yearly', `race-a-${app.id}`), change(app, 'pay-yearly', `race-b-${app.id}`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await ledger()).filter((row) => row.appId === app.id).length).toBe(before + 1);
  });

  it('refuses what cannot change, with a clear message', async () => {
    const [monthly, once, free, notInstalled] = [await monthlyApps.next(), await onceApps.next(), await freeApps.next(), await monthlyApps.next()];
    await buy(monthly, 'pay-monthly');
    await buy(once, 'pay-once');
    expect((await platform.call('PUT', `/v2/applications/${free.id}/install`, { token: owner, body: {} })).status).toBeLessThan(300);

    expect(await change(notInstalled, 'pay-yearly')).toMatchObject({ status: 409, body: { message: planChangeMessages.notInstalled } });
    expect((await change(free, 'pay-yearly')).status).toBe(422);
    // A one-time app has no other plan; a monthly one is not sold once.
    expect((await choices(once)).options).toEqual([]);
    expect((await change(once, 'pay-monthly')).status).toBe(422);
    expect((await change(monthly, 'pay-once')).status).toBe(422);
    expect((await change(monthly, 'pay-weekly')).status).toBe(422);
    // Only the caller's organisation, signed in and with billing rights (spec 6).
    expect((await platform.call('PUT', `/v2/applications/${monthly.id}/plan`, { body: { plan_id: 'pay-yearly' } })).status).toBe(401);
    const viewer = await change(monthly, 'pay-yearly', undefined, await platform.tokenFor('acc-viewer'));
    expect(viewer.status).toBe(403);
    expect(viewer.body).toMatchObject({ message: catalogueMessage('notEnoughPermissions') });
    expect((await change(monthly, 'pay-yearly', undefined, await platform.tokenFor('acc-developer'))).status).toBe(409);
    expect((await ledger()).filter((row) => row.appId === monthly.id)).toHaveLength(1);
  });
});
