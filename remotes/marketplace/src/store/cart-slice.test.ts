import { findApps, isPlainApp } from '@marketplace/api/testing/seeded-apps';
import { ADD_MULTIPLE_WAIT_MS } from '@marketplace/domain/constants';
import type { App } from '@marketplace/domain/entities/app';
import { errorCatalogue } from '@marketplace/domain/errors';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { oneAtATime, storeSuite, platformRoundTrip } from './testing/test-store.ts';
import type { Fetch } from '@marketplace/api/api-runtime';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';

runOnFakeTime();

const suite = storeSuite();
const { signedIn } = suite;
let paid: App[] = [];
const pool = oneAtATime(() => paid, 'seeded paid apps');
const nextApp = pool.next;
beforeAll(async () => {
  const probe = await signedIn('acc-owner');
  const installed = await probe.store.api.marketplace.getInstalledApps();
  paid = await findApps(probe.store.api, (app) => isPlainApp(app) && app.payment !== null && !installed.includes(app.id), 14);
});
/** Drops matching requests as a network failure would (the platform never sees them). */
const dropping =
  (matches: (method: string, url: string) => boolean) =>
  (real: Fetch): Fetch =>
  (input, init) =>
    matches(init?.method ?? 'GET', input) ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init);

describe('load: the recent cart, or a new one when there is none', () => {
  it('creates a cart when the platform has none (404)', async () => {
    const { state, tracked } = await signedIn('acc-admin');
    const cart = await state().loadCart();
    expect(cart).not.toBeNull();
    expect(state().cartRequest.status).toBe('fulfilled');
    expect(tracked.calls.filter((call) => call.includes('/products-carts'))).toEqual([
      `GET ${suite.platform.origin}/v2/products-carts/recent`,
      `POST ${suite.platform.origin}/v2/products-carts`,
    ]);
  });

  it("fails with 'Cart couldn't be loaded. Please, contact our support.'", async () => {
    const { state, shown } = await signedIn(
      'acc-owner',
      dropping((_, url) => url.endsWith('/products-carts/recent')),
    );
    await expect(state().loadCart()).resolves.toBeNull();
    expect(state().cartRequest.status).toBe('rejected');
    expect(shown).toEqual([errorCatalogue.cartLoad.message]);
  });

  it("fails with 'Cart couldn't be created. Please, contact our support.'", async () => {
    const { state, shown } = await signedIn(
      'acc-viewer',
      dropping((method, url) => method === 'POST' && url.endsWith('/products-carts')),
    );
    await expect(state().loadCart()).resolves.toBeNull();
    expect(shown).toEqual([errorCatalogue.cartCreate.message]);
  });
});

describe('add: the product is marked as being added; an error keeps the error', () => {
  it('adds an app', async () => {
    const { state } = await signedIn('acc-owner');
    await state().loadCart();
    const app = nextApp();
    const adding = state().addToCart(app.id);
    expect(state().productsBeingAdded[app.id]).toBe(true);
    await expect(adding).resolves.toBe(true);
    expect(state().productsBeingAdded[app.id]).toBeUndefined();
    expect(state().cart?.products.map((p) => p.id)).toContain(app.id);
  });

  it("fails with 'The product couldn't be added to the cart. Please, contact our support.'", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await state().loadCart();
    await expect(state().addToCart('no-such-app')).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.cartAdd.message]);
  });
});

describe('add many, then wait 500 ms and reload', () => {
  it('reloads the cart only after 500 ms', async () => {
    const { state, waiting, tracked } = await signedIn('acc-owner');
    const cart = await state().loadCart();
    const apps = [nextApp(), nextApp()];
    const adding = state().addManyToCart(apps.map((app) => app.id));
    await waiting(ADD_MULTIPLE_WAIT_MS);
    const reloads = () => tracked.calls.filter((call) => call === `GET ${suite.platform.origin}/v2/products-carts/${cart?.id ?? ''}`).length;
    expect(reloads()).toBe(0);
    vi.advanceTimersByTime(ADD_MULTIPLE_WAIT_MS);
    await expect(adding).resolves.toBe(true);
    expect(reloads()).toBe(1);
    expect(state().cart?.products.map((p) => p.id)).toEqual(expect.arrayContaining(apps.map((app) => app.id)));
  });

  it("fails with 'Products couldn't be added to the cart. Please, try again later or contact our support.'", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await state().loadCart();
    await expect(state().addManyToCart([nextApp().id, 'no-such-app'])).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.cartAddMany.message]);
  });
});

describe('remove and change a plan', () => {
  it('removes a product and changes a plan', async () => {
    const { state } = await signedIn('acc-owner');
    await state().loadCart();
    const monthly = pool.remaining().find((app) => app.payment?.months === 1);
    if (!monthly) throw new Error('no monthly app left');
    await state().addToCart(monthly.id, 'pay-monthly');
    await expect(state().updateCartPlan(monthly.id, 'pay-yearly')).resolves.toBe(true);
    expect(state().cart?.products.find((p) => p.id === monthly.id)?.plan.billingCycle).toBe('pay-yearly');
    await expect(state().removeFromCart(monthly.id)).resolves.toBe(true);
    expect(state().cart?.products.map((p) => p.id)).not.toContain(monthly.id);
  });

  it("fails with 'The product couldn't be removed from the cart. Please, contact our support.'", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await state().loadCart();
    await expect(state().removeFromCart('no-such-app')).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.cartRemove.message]);
  });

  it("fails with 'Cart couldn't be updated. Please, contact our support.'", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await state().loadCart();
    const once = pool.remaining().find((app) => app.payment?.months === null);
    if (!once) throw new Error('no one-time app left');
    await state().addToCart(once.id);
    await expect(state().updateCartPlan(once.id, 'pay-monthly')).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.cartPlanUpdate.message]);
  });
});

describe('a cart locked by a started checkout refuses changes with a warning and reloads', () => {
  it('warns when the platform refuses (checkout started elsewhere) and reloads the cart', async () => {
    const { state, shown } = await signedIn('acc-viceowner');
    const cart = await state().loadCart();
    await state().addToCart(nextApp().id);
    // The same cart's checkout starts in another tab.
    const other = await signedIn('acc-viceowner');
    await other.store.api.carts.startCheckout(cart?.id ?? '');
    await expect(state().addToCart(nextApp().id)).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.cartLocked.message]);
    expect(state().notifications[0]?.kind).toBe('warning');
    await vi.waitFor(() => expect(state().cart?.checkedOutUntil).not.toBeNull(), platformRoundTrip);
  });

  it('warns without calling the platform once the cart is known to be locked', async () => {
    const { state, shown, tracked } = await signedIn('acc-admin');
    await state().loadCart();
    await state().addToCart(nextApp().id);
    await state().startCheckout();
    expect(state().cart?.checkedOutUntil).not.toBeNull();
    const calls = tracked.calls.length;
    await expect(state().removeFromCart(state().cart?.products[0]?.id ?? '')).resolves.toBe(false);
    expect(tracked.calls.slice(calls).every((call) => call.startsWith('GET '))).toBe(true);
    expect(shown).toEqual([errorCatalogue.cartLocked.message]);
  });
});

describe('coupons have their own fetching and error state', () => {
  it("applies a coupon with 'The coupon has been added successfully.'", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await state().loadCart();
    await state().addToCart(nextApp().id);
    const adding = state().addCoupon('SPRING25');
    expect(state().coupon).toMatchObject({ code: 'SPRING25', fetching: true });
    await expect(adding).resolves.toBe(true);
    expect(state().coupon).toEqual({ code: 'SPRING25', fetching: false, error: null });
    expect(shown.at(-1)).toBe(errorCatalogue.couponAdded.message);
  });

  it("refuses an unknown coupon with 'The coupon has failed due to the incorrect response status.'", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await state().loadCart();
    await expect(state().addCoupon('NOPE')).resolves.toBe(false);
    expect(state().coupon).toEqual({ code: 'NOPE', fetching: false, error: errorCatalogue.couponFailed.message });
    // Shown once, under the coupon field, not again as a toast.
    expect(shown).not.toContain(errorCatalogue.couponFailed.message);
  });
});
