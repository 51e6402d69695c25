import type { HostEvent, MarketplaceMessageInput } from '@marketplace/bridge/protocol';
import { findApps, isPlainApp } from '@marketplace/api/testing/seeded-apps';
import type { TestPlatform } from '@marketplace/api/testing/platform';
import type { App } from '@marketplace/domain/entities/app';
import { anonymousUser } from '@marketplace/domain/entities/user';
import { errorCatalogue } from '@marketplace/domain/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { cartOf, cartQuery, invalidateCart, watchCart } from '../data/cart.ts';
import { cartWritesOf } from '../data/cart-writes.ts';
import { applyHostEvent, cartMessages, hostMessagesFor, untoldMessages } from './host-events.ts';
import { createTestStore, runWrite, startStorePlatform, type TestStore } from './testing/test-store.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';

let platform: TestPlatform;
let free: App[];
beforeAll(async () => {
  platform = await startStorePlatform();
  const probe = createTestStore(platform.origin);
  await probe.signIn(platform, 'acc-owner');
  const installed = await probe.store.api.marketplace.getInstalledApps();
  free = await findApps(probe.store.api, (app) => isPlainApp(app) && app.payment === null && !installed.includes(app.id), 2);
  probe.store.dispose();
});
afterAll(async () => {
  await platform.close();
});
const stores: TestStore[] = [];
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});

/** A signed-in store and every message the host would have heard from it. */
async function listened(accountId: string) {
  const test = createTestStore(platform.origin);
  stores.push(test);
  await test.signIn(platform, accountId);
  const heard: MarketplaceMessageInput[] = [];
  test.store.subscribe((next, previous) => heard.push(...hostMessagesFor(previous, next)));
  return { ...test, heard };
}
const types = (messages: readonly MarketplaceMessageInput[]) => messages.map((m) => (m.type === 'billing' ? `billing:${m.event}` : m.type));

describe('the real cart flows tell the host what happened', () => {
  runOnFakeTime();

  it('the cart: reading it reports nothing, even when it holds apps; each add and remove reports one cart_updated, and marketplace_cart_update beside it', async () => {
    const test = await listened('acc-admin');
    const { store } = test;
    const writes = cartWritesOf(store);
    const app = free[1] as App;
    expect((await runWrite(test, writes.add, { appIds: [app.id] })).isSuccess).toBe(true);
    const count = cartOf(store)?.products.length ?? -1;
    const heard: MarketplaceMessageInput[] = [];
    // A watch begun after the first read, as a bridge that loads late: the next change is one.
    watchCart(store, (before, after) => heard.push(...cartMessages(before, after)));
    await invalidateCart(store);
    expect(heard).toEqual([]);
    const cart = cartOf(store);
    expect(cart?.products.length).toBeGreaterThan(0);
    await runWrite(test, writes.remove, { appIds: [app.id] });
    expect(heard).toEqual([
      { type: 'cart_updated', cartId: cart?.id, itemsCount: count - 1 },
      { type: 'marketplace_cart_update', cartId: cart?.id, itemsCount: count - 1 },
    ]);
    heard.length = 0;
    await runWrite(test, writes.add, { appIds: [app.id] });
    expect(heard).toEqual([
      { type: 'cart_updated', cartId: cart?.id, itemsCount: count },
      { type: 'marketplace_cart_update', cartId: cart?.id, itemsCount: count },
    ]);
    heard.length = 0;
    await runWrite(test, writes.remove, { appIds: [app.id] });
    expect(types(heard)).toEqual(['cart_updated', 'marketplace_cart_update']);
  });
});

describe('a host token the platform refuses is told back to the host, once', () => {
  /** A store that signed in with the token a host handed over, and what the host heard from it. */
  async function fromHost(accountId: string) {
    const test = createTestStore(platform.origin);
    stores.push(test);
    const heard: MarketplaceMessageInput[] = [];
    test.store.subscribe((next, previous) => heard.push(...hostMessagesFor(previous, next)));
    const token = await platform.tokenFor(accountId);
    return { ...test, heard, token };
  }
  const revoke = (token: string) => fetch(`${platform.origin}/accounts/v2/sessions`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

  it('revoked while in use: calls under way get 401; one logged-out toast, one redirect, one refusal to the host', async () => {
    const { state, store, heard, token, shown, redirects } = await fromHost('acc-viewer');
    expect(await state().signInWithToken(token, { fromHost: true })).toBe(true);
    heard.length = 0;
    expect((await revoke(token)).status).toBe(204);
    await Promise.all([
      store.queries.fetchQuery(cartQuery(store, 'acc-viewer')).catch(() => undefined),
      store.queries.fetchQuery(store.reads.installedApps('acc-viewer')).catch(() => undefined),
    ]);
    expect(heard.filter((message) => message.type === 'credentials')).toEqual([{ type: 'credentials', refused: true }]);
    expect(shown).toEqual([errorCatalogue.unauthorized.message]);
    expect(redirects).toEqual(['/marketplace']);
    expect(state().session).toMatchObject({ token: null, isAuthorized: false });
  });

  it('refused at start-up (expired or revoked before the frame opened): the logged-out toast, not a sign-in failure', async () => {
    const { state, heard, token, shown, redirects } = await fromHost('acc-viewer');
    await revoke(token);
    expect(await state().signInWithToken(token, { fromHost: true })).toBe(false);
    expect(heard).toEqual([{ type: 'credentials', refused: true }]);
    expect(shown).toEqual([errorCatalogue.unauthorized.message]);
    expect(redirects).toEqual(['/marketplace']);
    expect(state()).toMatchObject({ initialised: true, session: { token: null, isAuthorized: false } });
  });

  it('a sign-out here revokes the host token too, so the host forgets it; a token of its own never goes to the host', async () => {
    const hosted = await fromHost('acc-viewer');
    await hosted.state().signInWithToken(hosted.token, { fromHost: true });
    hosted.heard.length = 0;
    await hosted.state().signOut();
    expect(hosted.heard).toEqual([{ type: 'credentials', refused: true }]);

    const own = await fromHost('acc-viewer');
    await own.state().signInWithToken(own.token);
    await revoke(own.token);
    await own.store.queries.fetchQuery(cartQuery(own.store, 'acc-viewer')).catch(() => undefined);
    expect(own.heard.filter((message) => message.type === 'credentials')).toEqual([]);
    expect(own.shown).toEqual([errorCatalogue.unauthorized.message]);
  });
});

describe('a change of the cart becomes the messages of spec 7', () => {
  const cart = (cycle: string, ids: readonly string[] = ['a1']) =>
    ({ id: 'cart-1', products: ids.map((id) => ({ id, plan: { billingCycle: cycle } })) }) as unknown as CartResponse;

  it('the first read is no change; a billing cycle changed is update_billing_cycle; a line added is cart_updated and marketplace_cart_update', () => {
    expect(cartMessages(null, cart('pay-monthly'))).toEqual([]);
    expect(cartMessages(cart('pay-monthly'), cart('pay-yearly'))).toEqual([{ type: 'billing', event: 'update_billing_cycle', detail: 'a1:pay-yearly' }]);
    expect(types(cartMessages(cart('pay-monthly'), cart('pay-monthly', ['a1', 'a2'])))).toEqual(['cart_updated', 'marketplace_cart_update']);
    const same = cart('pay-monthly');
    expect(cartMessages(same, same)).toEqual([]);
  });
});

/** A signed-in session as the store holds it. */
const signedIn = { ...anonymousUser, token: 't', accountId: 'acc-owner', isAuthorized: true };

describe('each host event is one store action', () => {
  it('refresh installed apps, refresh cart, cart updated, refresh subscription info and preload call their actions', async () => {
    const calls: string[] = [];
    const actions = {
      session: signedIn,
      refreshInstalledApps: async () => void calls.push('refreshInstalledApps'),
      loadCart: async () => void calls.push('loadCart'),
      setCart: () => void calls.push('setCart'),
      loadSubscriptions: async (options?: { noCache?: boolean }) => void calls.push(`loadSubscriptions:${String(options?.noCache)}`),
      preloadCatalogue: async () => void calls.push('preloadCatalogue'),
      preloadApp: async (slug: string) => void calls.push(`preloadApp:${slug}`),
    };
    const events: HostEvent[] = [
      { type: 'refresh_installed_apps' },
      { type: 'refresh_cart' },
      { type: 'cart_updated', cart: { id: 'cart-1' } },
      { type: 'refresh_subscription_info', omitCache: true },
      { type: 'refresh_subscription_info' },
      { type: 'preload', pathname: '/apps/crm-sync/' },
      { type: 'preload', pathname: '/apps/crm/?sortBy=name' },
      { type: 'preload', pathname: '/apps/staff-top-picks/' },
      // Not valid percent-encoding: no app's page, read ahead as a listing rather than throwing.
      { type: 'preload', pathname: '/apps/%E0%A4%A/' },
    ];
    expect(events.map((event) => applyHostEvent(event, actions))).toEqual(events.map(() => true));
    // A sent cart is checked by its schema, which loads with the first one: a reference to a cart is read again then.
    await vi.waitFor(() => expect(calls).toHaveLength(9));
    expect(calls).toEqual([
      'refreshInstalledApps',
      'loadCart',
      'loadSubscriptions:true',
      'loadSubscriptions:false',
      'preloadApp:crm-sync',
      'preloadCatalogue',
      'preloadCatalogue',
      'preloadCatalogue',
      'loadCart',
    ]);
    expect(applyHostEvent({ type: 'navigate', pathname: '/apps/' }, actions)).toBe(false);
  });

  it('reads nothing of an account when nobody is signed in (a 401 would sign out and go home with the logged-out toast)', () => {
    const calls: string[] = [];
    const actions = {
      session: anonymousUser,
      refreshInstalledApps: async () => void calls.push('refreshInstalledApps'),
      loadCart: async () => void calls.push('loadCart'),
      setCart: () => void calls.push('setCart'),
      loadSubscriptions: async () => void calls.push('loadSubscriptions'),
      preloadCatalogue: async () => void calls.push('preloadCatalogue'),
      preloadApp: async () => void calls.push('preloadApp'),
    };
    const events: HostEvent[] = [
      { type: 'refresh_installed_apps' },
      { type: 'refresh_cart' },
      { type: 'cart_updated', cart: { id: 'cart-1' } },
      { type: 'refresh_subscription_info', omitCache: true },
      { type: 'preload', pathname: '/apps/' },
    ];
    expect(events.map((event) => applyHostEvent(event, actions))).toEqual(events.map(() => true));
    expect(calls).toEqual(['preloadCatalogue']);
  });

  it('lets a preload that fails pass quietly (vitest fails the run on an unhandled rejection)', async () => {
    let asked = 0;
    const offline = async () => {
      asked += 1;
      throw new Error('Failed to fetch');
    };
    const actions = {
      session: anonymousUser,
      refreshInstalledApps: async () => undefined,
      loadCart: async () => undefined,
      setCart: () => undefined,
      loadSubscriptions: async () => undefined,
      preloadCatalogue: offline,
      preloadApp: offline,
    };
    expect(applyHostEvent({ type: 'preload', pathname: '/apps/crm-sync/' }, actions)).toBe(true);
    expect(applyHostEvent({ type: 'preload', pathname: '/apps/' }, actions)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(2);
  });
});

describe('each purchase and each step of a charge reaches the host once', () => {
  it('a moment already told is not sent again, however many store changes read it', () => {
    const told = new Set<string>();
    const moments: MarketplaceMessageInput[] = [{ type: 'billing', event: 'success', chargeId: 'c1' }, { type: 'app_purchased', appId: '42' }, { type: 'refresh_installed_apps' }];
    expect(untoldMessages(moments, told)).toEqual(moments);
    // The same change read a second time (a stale previous state): only the repeatable request goes.
    expect(untoldMessages(moments, told)).toEqual([{ type: 'refresh_installed_apps' }]);
    // Another charge, another cart: new moments.
    expect(
      untoldMessages(
        [
          { type: 'billing', event: 'success', chargeId: 'c2' },
          { type: 'cart_purchased', cartId: 'k' },
        ],
        told,
      ),
    ).toHaveLength(2);
    expect(untoldMessages([{ type: 'cart_purchased', cartId: 'k' }], told)).toEqual([]);
  });
});
