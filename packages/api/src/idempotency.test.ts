/**
 * Money calls carry one Idempotency-Key per user intent, so a double click or a retried request
 * pays once: against the real platform, the second of two identical purchases replays the first.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/domain/calls/idempotency';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyHeaders, intentKey } from './idempotency.ts';
import { apiSuite } from './testing/api.ts';
import type { App } from '@marketplace/domain/entities/app';
import { findApps, isPaidOnceApp, isPlainApp } from './testing/seeded-apps.ts';

const suite = apiSuite();
const header = IDEMPOTENCY_KEY_HEADER.toLowerCase();
let appIds: string[] = [];
/** A pay-once app the organisation has not bought: charges are priced from a real app's plan. */
let onceApp: App;
/** Another unbought pay-once app, for create-charge. */
let chargedApp: App;

beforeAll(async () => {
  const { api } = await suite.signedIn('acc-viceowner');
  const installed = await api.marketplace.getInstalledApps();
  appIds = (await findApps(api, (app) => isPlainApp(app) && app.payment !== null && app.payment.trialDays === 0 && !installed.includes(app.id), 2)).map((app) => app.id);
  const [once] = await findApps(api, (app) => isPaidOnceApp(app) && !installed.includes(app.id) && !appIds.includes(app.id), 1);
  if (!once) throw new Error('The seed has no unbought pay-once app');
  onceApp = once;
  const [other] = await findApps(api, (app) => isPaidOnceApp(app) && !installed.includes(app.id) && !appIds.includes(app.id) && app.id !== once.id, 1);
  if (!other) throw new Error('The seed has no second unbought pay-once app');
  chargedApp = other;
});

describe('an intent key is derived from what is paid, or given by the caller', () => {
  it('joins the parts, keeps to the platform limit and lets the caller override it', () => {
    expect(intentKey('cart-purchase', 'c1', 'abc')).toBe('cart-purchase:c1:abc');
    expect(intentKey('x'.repeat(300))).toHaveLength(IDEMPOTENCY_KEY_MAX_LENGTH);
    expect(idempotencyHeaders({ idempotencyKey: 'mine' }, 'a', 'b')).toEqual({ [IDEMPOTENCY_KEY_HEADER]: 'mine' });
    expect(idempotencyHeaders(undefined, 'a', 'b')).toEqual({ [IDEMPOTENCY_KEY_HEADER]: 'a:b' });
  });
});

describe('a double click on Pay buys the cart once', () => {
  it('sends the same key twice and gets the same purchase back, not a refusal', async () => {
    const { api, tracked } = await suite.signedIn('acc-viceowner');
    const cart = await api.carts.create();
    await api.carts.addApps(cart.id, appIds);
    const started = await api.carts.startCheckout(cart.id);
    const [first, second] = await Promise.all([api.carts.purchase(cart.id, started.checksum), api.carts.purchase(cart.id, started.checksum)]);
    expect(first.purchasedAt).not.toBeNull();
    expect(second.purchasedAt).toBe(first.purchasedAt);
    const keys = tracked.requests.filter((request) => request.url.endsWith('/purchase')).map((request) => request.headers[header]);
    expect(keys).toEqual([`cart-purchase:${cart.id}:${started.checksum}`, `cart-purchase:${cart.id}:${started.checksum}`]);
  });
});

describe('a repeated accept of a charge is replayed', () => {
  it('answers the first accept again instead of refusing a second transition', async () => {
    const { api, tracked } = await suite.signedIn('acc-viceowner');
    const charge = await api.directCharges.create('livechat', {
      name: onceApp.name,
      price: onceApp.payment?.price ?? 0,
      return_url: 'http://localhost:4000/marketplace/',
      order_client_id: `client-${onceApp.id}`,
    });
    const first = await api.directCharges.accept('livechat', charge.id);
    const again = await api.directCharges.accept('livechat', charge.id);
    expect(again).toEqual(first);
    const sent = tracked.requests.filter((request) => request.url.endsWith('/accept')).map((request) => request.headers[header]);
    expect(sent).toEqual([`direct_charge:livechat:${charge.id}:accept`, `direct_charge:livechat:${charge.id}:accept`]);
  });
});

describe('a retried create-charge gets the same charge back', () => {
  it("sends the caller's key and the platform answers the second request with the first charge", async () => {
    const { api, tracked } = await suite.signedIn('acc-viceowner');
    const idempotencyKey = `create-charge:${chargedApp.id}:pay-once:click-1`;
    const [first, second] = await Promise.all([
      api.marketplace.createCharge(chargedApp.id, 'pay-once', { idempotencyKey }),
      api.marketplace.createCharge(chargedApp.id, 'pay-once', { idempotencyKey }),
    ]);
    expect(second.id).toBe(first.id);
    const sent = tracked.requests.filter((request) => request.url.endsWith('/create-charge')).map((request) => request.headers[header]);
    expect(sent).toEqual([idempotencyKey, idempotencyKey]);
  });
});
