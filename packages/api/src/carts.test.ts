import { serverErrorCodes } from '@marketplace/domain/errors';
import type { App } from '@marketplace/domain/entities/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiArea, ApiErrorKind } from './api-error.ts';
import { createTestApi, type TestApi } from './testing/api.ts';
import { findApps, isPlainApp } from './testing/seeded-apps.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
let paid: App[];
let next = 0;
const nextApp = (): App => {
  const app = paid[next++];
  if (!app) throw new Error('out of seeded paid apps');
  return app;
};

beforeAll(async () => {
  platform = await startTestPlatform();
  const owner = createTestApi(platform.origin);
  owner.token.current = await platform.tokenFor('acc-owner');
  // The seed installs a few apps for the demo organisation: those cannot go into its carts.
  const installed = await owner.api.marketplace.getInstalledApps();
  paid = await findApps(owner.api, (app) => isPlainApp(app) && app.payment !== null && app.payment.trialDays === 0 && !installed.includes(app.id), 10);
});
afterAll(async () => {
  await platform.close();
});

async function signedIn(accountId: string): Promise<TestApi> {
  const test = createTestApi(platform.origin);
  test.token.current = await platform.tokenFor(accountId);
  return test;
}

describe('GET /products-carts/recent: 404 means none', () => {
  it('answers null without raising, then the cart once one is created', async () => {
    const { api } = await signedIn('acc-admin');
    await expect(api.carts.getRecent()).resolves.toBeNull();
    const created = await api.carts.create();
    await expect(api.carts.getRecent()).resolves.toMatchObject({ id: created.id });
  });
});

describe('cart lines: add, add many, change the plan, remove, delete', () => {
  it('returns the cart with its checksum after each change', async () => {
    const { api } = await signedIn('acc-owner');
    const cart = await api.carts.create();
    const [one, two, three] = [nextApp(), nextApp(), nextApp()];
    const withOne = await api.carts.addApp(cart.id, one.id);
    expect(withOne.products.map((p) => p.id)).toEqual([one.id]);
    const withMany = await api.carts.addApps(cart.id, [two.id, three.id]);
    expect(withMany.products.map((p) => p.id).sort()).toEqual([one.id, two.id, three.id].sort());
    expect(withMany.checksum).not.toBe(withOne.checksum);
    const removed = await api.carts.removeApp(cart.id, two.id);
    expect(removed.products.map((p) => p.id)).not.toContain(two.id);
    await expect(api.carts.remove(cart.id)).resolves.toBeUndefined();
  });

  it('changes a plan to another billing cycle the app offers', async () => {
    const { api } = await signedIn('acc-owner');
    const monthly = paid.find((app) => app.payment?.months === 1);
    if (!monthly) throw new Error('no monthly app in the seed');
    const cart = await api.carts.create();
    await api.carts.addApp(cart.id, monthly.id, 'pay-monthly');
    const yearly = await api.carts.updatePlan(cart.id, monthly.id, 'pay-yearly');
    expect(yearly.products.find((p) => p.id === monthly.id)?.plan.billingCycle).toBe('pay-yearly');
  });
});

describe('a started checkout locks the cart', () => {
  it('refuses an addition with 400 and the checkout-started code', async () => {
    const { api } = await signedIn('acc-viceowner');
    const cart = await api.carts.create();
    await api.carts.addApp(cart.id, nextApp().id);
    const locked = await api.carts.startCheckout(cart.id);
    expect(locked.checkedOutUntil).not.toBeNull();
    const error = await api.carts.addApp(cart.id, nextApp().id).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: ApiErrorKind.http, status: 400, code: serverErrorCodes.cartCheckoutStarted, area: ApiArea.carts });
    const reopened = await api.carts.rejectCheckout(cart.id);
    expect(reopened.checkedOutUntil).toBeNull();
  });
});

describe('purchase', () => {
  it('refuses a stale checksum with 400 and the checksum code, and buys with the right one', async () => {
    const { api } = await signedIn('acc-owner');
    const cart = await api.carts.create();
    const withApp = await api.carts.addApp(cart.id, nextApp().id);
    const started = await api.carts.startCheckout(cart.id);
    const stale = await api.carts.purchase(cart.id, 'not-the-checksum').catch((e: unknown) => e);
    expect(stale).toMatchObject({ status: 400, code: serverErrorCodes.cartChecksum });
    expect(started.checksum).toBe(withApp.checksum);
    const bought = await api.carts.purchase(cart.id, started.checksum);
    expect(bought.purchasedAt).not.toBeNull();
  });
});

describe('coupons', () => {
  it('applies a known coupon and refuses an unknown one', async () => {
    const { api } = await signedIn('acc-owner');
    const cart = await api.carts.create();
    await api.carts.addApp(cart.id, nextApp().id);
    await expect(api.carts.addCoupon(cart.id, 'WELCOME10')).resolves.toMatchObject({ coupon: { code: 'WELCOME10', percent: 10 } });
    await expect(api.carts.addCoupon(cart.id, 'NOPE')).rejects.toMatchObject({ status: 404 });
  });
});

describe('cart calls need a signed-in user', () => {
  it('raises unauthorized, once as an event, without a token', async () => {
    const test = createTestApi(platform.origin);
    const events: string[] = [];
    test.api.events.on('unauthorized', (error) => events.push(error.url));
    await expect(test.api.carts.getRecent()).rejects.toMatchObject({ kind: ApiErrorKind.unauthorized, status: 401 });
    expect(events).toEqual([`${platform.origin}/v2/products-carts/recent`]);
  });
});
