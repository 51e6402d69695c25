import { installedAppsBillingResponseSchema } from '@marketplace/domain/installed-app-billing';
import type { App } from '@marketplace/domain/entities/app';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPool, isPaidMonthly, isPaidOnce, isFree } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';
import { buyWithPlan } from '../testing/purchases.ts';

describe.each(engines)('what each installed app costs, on %s', (engine) => {
  let owner: string;
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    owner = await platform.tokenFor('acc-owner');
  });
  const monthlyApps = appPool(() => platform, isPaidMonthly);
  const onceApps = appPool(() => platform, isPaidOnce);
  const freeApps = appPool(() => platform, isFree);

  const billing = async (token = owner) => {
    const answer = await platform.call('GET', '/v2/applications/installed/billing', { token });
    expect(answer.status).toBe(200);
    return installedAppsBillingResponseSchema.parse(answer.body);
  };

  /** Buys the app with its plan, installed after. */
  async function buyAndInstall(app: App, plan: 'pay-once' | 'pay-monthly') {
    const chargeId = await buyWithPlan(platform, owner, app, plan);
    // Activating a paid charge installs the app; install it here only if it did not.
    const instance = await platform.call('GET', `/v2/applications/${app.id}/instance`, { token: owner });
    if (!(instance.body as { installed: boolean }).installed)
      expect((await platform.call('PUT', `/v2/applications/${app.id}/install`, { token: owner, body: {} })).status).toBeLessThan(300);
    return chargeId;
  }

  it('says the plan, the price as charged and the status of each installed app, and nothing of a free one', async () => {
    const [monthly, once, free] = [await monthlyApps.next(), await onceApps.next(), await freeApps.next()];
    const chargeId = await buyAndInstall(monthly, 'pay-monthly');
    await buyAndInstall(once, 'pay-once');
    expect((await platform.call('PUT', `/v2/applications/${free.id}/install`, { token: owner, body: {} })).status).toBeLessThan(300);
    const entries = await billing();
    expect(entries.find((e) => e.appId === monthly.id)?.paid).toMatchObject({
      source: 'recurrent_charge',
      billingCycle: 'pay-monthly',
      price: monthly.payment?.price,
      chargeStatus: 'active',
      cancelledAt: null,
    });
    expect(entries.find((e) => e.appId === once.id)?.paid).toMatchObject({ source: 'direct_charge', billingCycle: 'pay-once', price: once.payment?.price, chargeStatus: null });
    expect(entries.find((e) => e.appId === free.id)).toMatchObject({ paid: null });

    // A cancelled recurring charge says when.
    expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${chargeId}/cancel`, { token: owner })).status).toBe(200);
    const cancelled = (await billing()).find((e) => e.appId === monthly.id)?.paid;
    expect(cancelled).toMatchObject({ chargeStatus: 'cancelled' });
    expect(cancelled?.cancelledAt).not.toBeNull();
  });

  it('answers only for the caller’s organisation, and only to a signed-in caller', async () => {
    expect((await platform.call('GET', '/v2/applications/installed/billing')).status).toBe(401);
    const other = await billing(await platform.tokenFor('acc-developer'));
    const mine = new Set((await billing()).map((e) => e.appId));
    expect(other.every((e) => !mine.has(e.appId) || e.paid === null)).toBe(true);
  });
});
