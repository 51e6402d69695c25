/**
 * The cart page against the real platform (in-process, fresh seeded database): signed out, empty,
 * lines with plan change and removal, the coupon's messages, and checkout → pay → thank-you.
 */
import { cartOf } from '../data/cart.ts';
import { cartKeys, cartWritesOf } from '../data/cart-writes.ts';
import { runWrite } from '../store/testing/test-store.ts';
import type { App } from '@marketplace/domain/entities/app';
import { catalogueMessage } from '@marketplace/domain/errors';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceProviders } from '../app-shell/MarketplaceProviders.tsx';
import { queryKeys } from '../data/query-client.ts';
import { RouterNavigation } from '../app-shell/router-navigation.tsx';
import { CartScreen } from './Cart.tsx';
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import { createStoreProbe } from '../store/testing/store-probe.tsx';

let platform: TestPlatform;
let origin: string;
let buyable: App[];
const nextApp = (predicate: (app: App) => boolean = () => true): App => {
  const index = buyable.findIndex((app) => predicate(app));
  const app = buyable[index];
  if (!app) throw new Error('out of seeded paid apps');
  buyable.splice(index, 1);
  return app;
};
const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  platform = await startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
  origin = platform.origin;
  const published = (await (await fetch(`${origin}/v2/applications/published`)).json()) as App[];
  // Paid chat apps anyone in the demo organisation may buy; the seed installs none of these few.
  buyable = published.filter(
    (app) =>
      app.payment !== null &&
      app.installable &&
      !app.hidden &&
      !app.underMaintenance &&
      app.organizationId !== 'org-dev-1' &&
      (app.product === '' || app.product === 'livechat' || app.product === null || app.product === undefined) &&
      app.customProps.isService !== 'true' &&
      app.customProps.isPremium !== 'true' &&
      app.customProps.isTeamPlan !== 'true' &&
      app.customProps.onlyOwnerCanInstall !== 'true',
  );
});
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  cleanup();
});

const { Probe, store, address } = createStoreProbe();
/** The signed-in organisation's installed apps, as the query cache reads them. */
const installedOf = (current: ReturnType<typeof store>) => current.queries.fetchQuery(current.reads.installedApps(current.getState().session.accountId ?? ''));
/** The next paid app the signed-in organisation has not installed (the seed installs a few). */
async function nextBuyable(predicate: (app: App) => boolean = () => true): Promise<App> {
  const installed = await act(async () => installedOf(store()));
  return nextApp((app) => predicate(app) && !installed.includes(app.id));
}

async function renderCart(accountId: string | null, options: { ghostOf?: string } = {}) {
  render(
    <MarketplaceProviders options={{ product: 'livechat', platformOrigin: origin, basename: '/', embedding: 'inline' }}>
      <MemoryRouter initialEntries={['/cart/']}>
        <Probe />
        <RouterNavigation />
        <Routes>
          <Route path="/cart/" element={<CartScreen />} />
          <Route path="/checkout/*" element={<p>Checkout page</p>} />
        </Routes>
      </MemoryRouter>
    </MarketplaceProviders>,
  );
  if (accountId === null) return;
  const token = await platform.tokenFor(accountId, options);
  await act(async () => {
    await store()
      .getState()
      .signInWithToken(token, { ghostLogin: options.ghostOf !== undefined });
  });
}

describe('the cart asks a visitor to sign in', () => {
  it('shows the sign-in hint and sends no cart request', async () => {
    await renderCart(null);
    expect(screen.getByText('Sign in to see the apps in your cart.')).toBeTruthy();
    expect(cartOf(store())).toBeNull();
  });
});

describe('an empty cart has a call to action', () => {
  it('says the cart is empty and links to the apps', async () => {
    await renderCart('acc-admin');
    await screen.findByText('Your cart is empty.', {}, LOAD);
    expect(screen.getByRole('link', { name: 'Browse apps' }).getAttribute('href')).toBe('/apps/');
  });
});

describe('cart lines: add from the cart search, change the plan, remove', () => {
  it('adds an app found in the cart, shows its plan and price, switches to yearly and removes it', async () => {
    await renderCart('acc-viceowner');
    await screen.findByText('Your cart is empty.', {}, LOAD);
    await waitFor(() => expect(store().queries.getQueryData<unknown[]>(queryKeys.publishedApps())?.length).toBeGreaterThan(0), LOAD);
    const monthly = await nextBuyable((app) => app.payment?.months === 1 && app.payment.trialDays === 0);
    fireEvent.change(screen.getByLabelText('Search apps to add'), { target: { value: monthly.name } });
    fireEvent.click(await screen.findByRole('button', { name: `Add ${monthly.name}` }));
    const lines = await screen.findByRole('list', { name: 'Apps in your cart' }, LOAD);
    await within(lines).findByText(monthly.name);
    const plan = within(lines).getByLabelText<HTMLSelectElement>(`Plan for ${monthly.name}`);
    expect(plan.value).toBe('pay-monthly');
    fireEvent.change(plan, { target: { value: 'pay-yearly' } });
    await waitFor(() => expect(cartOf(store())?.products[0]?.plan.billingCycle).toBe('pay-yearly'), LOAD);
    expect(within(lines).getByText(/Billed annually/)).toBeTruthy();
    fireEvent.click(within(lines).getByRole('button', { name: `Remove ${monthly.name}` }));
    await screen.findByText('Your cart is empty.', {}, LOAD);
  });
});

describe('the coupon field and its two messages', () => {
  it('sends no blank code (Apply disabled, no message the spec lacks), shows the failure message, then applies a known coupon', async () => {
    await renderCart('acc-owner');
    await screen.findByText('Your cart is empty.', {}, LOAD);
    await act(async () => {
      await runWrite({ store: store() }, cartWritesOf(store()).add, { appIds: [(await nextBuyable((app) => app.payment?.trialDays === 0)).id] });
    });
    const coupon = await screen.findByLabelText('Coupon code', {}, LOAD);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
    fireEvent.change(coupon, { target: { value: '   ' } });
    fireEvent.submit(coupon);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store().queries.isMutating({ mutationKey: cartKeys.coupon })).toBe(0);
    fireEvent.change(coupon, { target: { value: 'NOT-A-COUPON' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(catalogueMessage('couponFailed'), {}, LOAD);
    fireEvent.change(coupon, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/Coupon WELCOME10 applied/, {}, LOAD);
    expect(
      store()
        .getState()
        .notifications.map((n) => n.content),
    ).toContain(catalogueMessage('couponAdded'));
  });
});

describe('checkout locks the cart, counts down, and Pay buys it', () => {
  it('starts the checkout, disables changes, pays and goes to the thank-you page', async () => {
    await renderCart('acc-reseller');
    const app = await nextBuyable((candidate) => candidate.payment?.trialDays === 0);
    await act(async () => {
      await runWrite({ store: store() }, cartWritesOf(store()).add, { appIds: [app.id] });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }, LOAD));
    await screen.findByRole('timer', {}, LOAD);
    expect(screen.getByRole('button', { name: 'Back to cart' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Remove / }).disabled).toBe(true);
    const pay = await screen.findByRole('button', { name: /^Pay \$/ });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false), LOAD);
    const cartId = cartOf(store())?.id;
    fireEvent.click(pay);
    fireEvent.click(pay);
    await screen.findByText('Checkout page', {}, LOAD);
    expect(address()).toBe(`/checkout/cart/${cartId}/thank-you`);
    expect(store().queries.getQueryData(queryKeys.installedApps(store().getState().session.accountId ?? ''))).toContain(app.id);
  });
});

describe('a locked cart disables every change and says the time left in words', () => {
  it('disables plan, Remove, the search with Add all and the coupon, and counts down each second', async () => {
    await renderCart('acc-developer');
    await screen.findByText('Your cart is empty.', {}, LOAD);
    await waitFor(() => expect(store().queries.getQueryData<unknown[]>(queryKeys.publishedApps())?.length).toBeGreaterThan(0), LOAD);
    const app = await nextBuyable((candidate) => candidate.payment?.months === 1 && candidate.payment.trialDays === 0);
    await act(async () => {
      await runWrite({ store: store() }, cartWritesOf(store()).add, { appIds: [app.id] });
    });
    const lines = await screen.findByRole('list', { name: 'Apps in your cart' }, LOAD);
    // A search with results, so that Add all is on the page when the checkout starts.
    const words = buyable.flatMap((candidate) => candidate.name.toLowerCase().split(/\s+/)).filter((word) => /^[a-z]{3,}$/.test(word));
    const common = words.find((word, index) => words.indexOf(word) !== index) ?? 'app';
    fireEvent.change(screen.getByLabelText('Search apps to add'), { target: { value: common } });
    await screen.findByRole('button', { name: /^Add all/ }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const timer = await screen.findByRole('timer', {}, LOAD);
    expect(timer.textContent).toMatch(/^Time left to pay: 1[45] min \d{1,2} s$/);
    const disabled = (element: HTMLElement) => (element as HTMLButtonElement | HTMLInputElement | HTMLSelectElement).disabled;
    expect(disabled(within(lines).getByLabelText(`Plan for ${app.name}`))).toBe(true);
    expect(disabled(within(lines).getByRole('button', { name: `Remove ${app.name}` }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: /^Add all/ }))).toBe(true);
    expect(disabled(screen.getByLabelText('Search apps to add'))).toBe(true);
    for (const add of screen.queryAllByRole('button', { name: /^Add (?!all)/ })) expect(disabled(add)).toBe(true);
    expect(disabled(screen.getByLabelText('Coupon code'))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Apply' }))).toBe(true);
    expect(screen.getByText(/^Checkout started: the cart is locked for 1[45] min \d{1,2} s until you pay/)).toBeTruthy();
    const before = timer.textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(before), { timeout: 2_500 });
  });
});

describe('a ghost login browses the cart and changes nothing', () => {
  it("shows the owner's lines with every change disabled, no Checkout, and says why", async () => {
    await renderCart('acc-owner', { ghostOf: 'acc-support' });
    const lines = await screen.findByRole('list', { name: 'Apps in your cart' }, LOAD);
    const words = catalogueMessage('ghostLoginReadOnly', { email: 'owner@acme.example' });
    expect(screen.getAllByText(words).length).toBeGreaterThan(0);
    for (const remove of within(lines).getAllByRole<HTMLButtonElement>('button', { name: /^Remove / })) expect(remove.disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Coupon code').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Search apps to add').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});

describe('a ghost login creates no cart', () => {
  it('says why and that the cart is empty, with nothing written', async () => {
    await renderCart('acc-member', { ghostOf: 'acc-support' });
    await screen.findByText(catalogueMessage('ghostLoginReadOnly', { email: 'member@acme.example' }), {}, LOAD);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(cartOf(store())).toBeNull();
    expect(await platform.db.query(`SELECT 1 FROM carts WHERE account_id = 'acc-member'`)).toEqual([]);
    expect(
      store()
        .getState()
        .notifications.filter((n) => n.kind === 'error'),
    ).toEqual([]);
  });
});

describe('a cart line the platform would not buy says so before anyone pays', () => {
  it("shows the inactive licence's words on the line and leaves it out of the total", async () => {
    await renderCart('acc-inactive');
    await screen.findByText('Your cart is empty.', {}, LOAD);
    const app = await nextBuyable((candidate) => candidate.payment?.trialDays === 0);
    await act(async () => {
      await runWrite({ store: store() }, cartWritesOf(store()).add, { appIds: [app.id] });
    });
    const lines = await screen.findByRole('list', { name: 'Apps in your cart' }, LOAD);
    await within(lines).findByText('Your LiveChat license is inactive. Go to LiveChat app and activate it. Not in the total.', {}, LOAD);
    // Left out of every total: nothing is due, and the cart offers to remove it.
    expect(screen.getByTestId('total-due').textContent).toBe('$0.00');
    expect(screen.getByTestId('not-in-total').textContent).toContain('1 app cannot be bought');
    expect(within(lines).getByRole('button', { name: `Remove ${app.name} from the cart` })).toBeTruthy();
  });
});
