import { findApps, isPlainApp } from '@marketplace/api/testing/seeded-apps';
import type { Fetch } from '@marketplace/api/api-runtime';
import { PURCHASED_CART_POLL_MS, PURCHASED_CART_POLL_TRIES } from '@marketplace/domain/constants';
import type { App } from '@marketplace/domain/entities/app';
import { errorCatalogue, serverErrorCodes } from '@marketplace/domain/errors';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installedIdsIn, oneAtATime, storeSuite, type TestStore } from './testing/test-store.ts';
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
  paid = await findApps(probe.store.api, (app) => isPlainApp(app) && app.payment !== null && app.payment.trialDays === 0 && !installed.includes(app.id), 12);
});
/** A new cart with apps, read by the store as the checkout screen would. */
async function cartWith(test: TestStore, apps: readonly App[]): Promise<void> {
  const cart = await test.store.api.carts.create();
  if (apps.length > 0)
    await test.store.api.carts.addApps(
      cart.id,
      apps.map((app) => app.id),
    );
  await test.state().getCartInfo(cart.id);
}

/**
 * The platform settles purchases at once; a real billing back end may answer before it has. This
 * makes the purchase answer (and, with `always`, every read of the cart) arrive unsettled.
 */
const settlingLate =
  (always: boolean) =>
  (real: Fetch): Fetch =>
  async (input, init) => {
    const response = await real(input, init);
    const isPurchase = init?.method === 'PATCH' && input.endsWith('/purchase');
    const isRead = (init?.method ?? 'GET') === 'GET' && /\/products-carts\/[^/]+$/.test(input);
    if (!response.ok || !(isPurchase || (always && isRead))) return response;
    const body = (await response.json()) as Record<string, unknown>;
    return new Response(JSON.stringify({ ...body, purchasedAt: null }), { status: response.status, headers: response.headers });
  };

describe('cart get info, checkout start and reject set pending or processing', () => {
  it('reads the cart lines, starts the checkout, and rejects it back to /cart/', async () => {
    const test = await signedIn('acc-owner');
    const { state, navigations } = test;
    await cartWith(test, [nextApp()]);
    expect(state().payment.cart.oneTime.length + state().payment.cart.recurrent.length).toBe(1);
    const starting = state().startCheckout();
    expect(state().paymentProgress).toEqual({ processing: true, error: null });
    await expect(starting).resolves.toBe(true);
    expect(state().paymentProgress.processing).toBe(false);
    expect(state().cart?.checkedOutUntil).not.toBeNull();
    await expect(state().rejectCheckout()).resolves.toBe(true);
    expect(state().cart?.checkedOutUntil).toBeNull();
    expect(navigations).toEqual(['/cart/']);
  });

  it("fails to read the cart with 'Cart couldn't be loaded. Please, contact our support.' and the error flag", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await expect(state().getCartInfo('no-such-cart')).resolves.toBe(false);
    expect(state().paymentProgress).toMatchObject({ processing: false, error: expect.objectContaining({ status: 404 }) });
    expect(shown).toEqual([errorCatalogue.cartLoad.message]);
  });

  it('fails to start the checkout of an empty cart with the transaction message', async () => {
    const test = await signedIn('acc-owner');
    await cartWith(test, []);
    await expect(test.state().startCheckout()).resolves.toBe(false);
    expect(test.state().paymentProgress.error).not.toBeNull();
    expect(test.shown).toEqual([errorCatalogue.cartTransactionFailed.message]);
    expect(test.state().paymentFailure).toBe('cart-transaction');
  });
});

describe('purchase: sorted into purchased and not purchased, then thank-you or review-order', () => {
  it('buys everything: thank-you (which says it, with no toast beside it), apps installed', async () => {
    const test = await signedIn('acc-owner');
    const apps = [nextApp(), nextApp()];
    await cartWith(test, apps);
    await test.state().startCheckout();
    const result = await test.state().purchaseCart();
    expect(result?.page).toBe('thank-you');
    expect(result?.purchased.map((p) => p.id).sort()).toEqual(apps.map((app) => app.id).sort());
    expect(await installedIdsIn(test)).toEqual(expect.arrayContaining(apps.map((app) => app.id)));
    expect(test.shown).toEqual([]);
    expect(test.navigations).toEqual([`/checkout/cart/${result?.cart.id ?? ''}/thank-you`]);
  });

  it('goes to review-order when some products failed, with no success toast beside the failed line', async () => {
    // The vice-owner buys the same app through their own cart first: the platform notes the
    // owner's line as not installed (already installed) and charges nothing for it.
    const test = await signedIn('acc-owner');
    const app = nextApp();
    const bought = nextApp();
    await cartWith(test, [app, bought]);
    const viceOwner = (await signedIn('acc-viceowner')).store.api;
    const other = await viceOwner.carts.create();
    await viceOwner.carts.addApps(other.id, [app.id]);
    const started = await viceOwner.carts.startCheckout(other.id);
    await viceOwner.carts.purchase(other.id, started.checksum);
    await test.state().startCheckout();
    const result = await test.state().purchaseCart();
    expect(result?.page).toBe('review-order');
    expect(result?.notPurchased).toHaveLength(1);
    expect(result?.purchased.map((p) => p.id)).toEqual([bought.id]);
    expect(test.navigations).toEqual([`/checkout/cart/${result?.cart.id ?? ''}/review-order`]);
    expect(test.shown).not.toContain(errorCatalogue.purchaseSuccess.message);
    expect(test.shown.filter((message) => message.startsWith("You've successfully purchased"))).toEqual([]);
  });

  it('goes to thank-you when only inactive-product notes failed', async () => {
    const test = await signedIn('acc-inactive');
    await cartWith(test, [nextApp()]);
    await test.state().startCheckout();
    const result = await test.state().purchaseCart();
    expect(result).toMatchObject({ page: 'thank-you', purchased: [] });
    expect(test.shown).toEqual([]);
  });

  it('rejects a cart changed since the user saw it with the checksum code', async () => {
    const test = await signedIn('acc-viceowner');
    await cartWith(test, [nextApp()]);
    await test.state().startCheckout();
    // The cart changes underneath (another tab, before the lock): simulate with a stale checksum.
    test.store.setState((s) => ({ cart: s.cart ? { ...s.cart, checksum: 'seen-before-a-change' } : s.cart }));
    await expect(test.state().purchaseCart()).resolves.toBeNull();
    expect(test.state().paymentProgress.error).toMatchObject({ status: 400, code: serverErrorCodes.cartChecksum });
    expect(test.shown).toEqual([]);
  });
});

describe('after a purchase the cart is polled until purchasedAt is set: up to 10 tries, 250 ms apart', () => {
  it('polls 250 ms later when the purchase answer is not settled yet', async () => {
    const test = await signedIn('acc-owner', settlingLate(false));
    await cartWith(test, [nextApp()]);
    await test.state().startCheckout();
    const purchasing = test.state().purchaseCart();
    await test.waiting(PURCHASED_CART_POLL_MS);
    vi.advanceTimersByTime(PURCHASED_CART_POLL_MS);
    await expect(purchasing).resolves.toMatchObject({ page: 'thank-you' });
    expect(test.tracked.calls.filter((call) => /^GET .*\/products-carts\/[^/]+$/.test(call))).toHaveLength(2);
  });

  it('gives up after 10 tries with the transaction message', async () => {
    const test = await signedIn('acc-owner', settlingLate(true));
    await cartWith(test, [nextApp()]);
    await test.state().startCheckout();
    const reads = () => test.tracked.calls.filter((call) => /^GET .*\/products-carts\/[^/]+$/.test(call)).length;
    const before = reads();
    const startedAt = Date.now();
    const purchasing = test.state().purchaseCart();
    for (let poll = 1; poll <= PURCHASED_CART_POLL_TRIES; poll += 1) {
      await test.waiting(PURCHASED_CART_POLL_MS, poll);
      vi.advanceTimersByTime(PURCHASED_CART_POLL_MS);
    }
    await expect(purchasing).resolves.toBeNull();
    expect(reads() - before).toBe(PURCHASED_CART_POLL_TRIES);
    expect(Date.now() - startedAt).toBe(PURCHASED_CART_POLL_TRIES * PURCHASED_CART_POLL_MS);
    expect(test.shown).toEqual([errorCatalogue.cartTransactionFailed.message]);
    // The cart shows the spec's transaction message with a retry and support as next steps.
    expect(test.state().paymentFailure).toBe('cart-transaction');
  });
});
