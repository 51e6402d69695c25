/**
 * The thank-you pages of spec 2 against the real platform (in-process, fresh seeded database): the
 * recurrent charge's page with 'Free trial ends {date}' or 'Renews on {date}', the external direct
 * charge's page reading icon and description from the query (a web address only), the own-app
 * page (only for the account's own purchase), and an unknown charge sending the user home with
 * 'This transaction doesn't exist.'.
 */
import { cartWritesOf } from '../data/cart-writes.ts';
import { keepCart } from '../data/cart.ts';
import { runWrite } from '../store/testing/test-store.ts';
import { isService } from '@marketplace/domain/apps';
import type { App } from '@marketplace/domain/entities/app';
import { isDiscountActive } from '@marketplace/domain/pricing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceProviders } from '../app-shell/MarketplaceProviders.tsx';
import { RouterNavigation } from '../app-shell/router-navigation.tsx';
import { CheckoutScreen } from './Checkout.tsx';
import { startTestPlatform, type TestPlatform } from '@marketplace/api/testing/platform';
import { createStoreProbe } from '../store/testing/store-probe.tsx';

let platform: TestPlatform;
let origin: string;
let published: App[];
let token: string;
const LOAD = { timeout: 15_000 };
const used = new Set<string>();

beforeAll(async () => {
  platform = await startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
  origin = platform.origin;
  published = (await (await fetch(`${origin}/v2/applications/published`)).json()) as App[];
  token = await platform.tokenFor('acc-owner');
});
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  cleanup();
});

const { Probe, store, address } = createStoreProbe();

/** A plain chat app with a paid plan, not installed and not used by another test here. */
function paidApp(predicate: (app: App) => boolean): App {
  const app = published.find(
    (candidate) =>
      candidate.payment !== null &&
      candidate.installable &&
      !candidate.hidden &&
      !isService(candidate) &&
      !isDiscountActive(candidate.customProps, new Date()) &&
      (candidate.product === 'livechat' || !candidate.product) &&
      candidate.customProps.isPremium !== 'true' &&
      candidate.customProps.isTeamPlan !== 'true' &&
      candidate.customProps.onlyOwnerCanInstall !== 'true' &&
      candidate.organizationId !== 'org-dev-1' &&
      !used.has(candidate.id) &&
      predicate(candidate),
  );
  if (!app) throw new Error('no seeded app fits');
  used.add(app.id);
  return app;
}

/** The owner's pending charge of `app` on `plan`, created through the platform. */
async function chargeOf(app: App, plan: 'pay-once' | 'pay-monthly'): Promise<{ id: string; name: string }> {
  const response = await fetch(`${origin}/v2/applications/${app.id}/create-charge`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan_id: plan }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function renderAt(path: string, options: { signedIn?: boolean } = {}): Promise<void> {
  render(
    <MarketplaceProviders options={{ product: 'livechat', platformOrigin: origin, basename: '/', embedding: 'inline' }}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <RouterNavigation />
        <Routes>
          <Route path="/checkout/*" element={<CheckoutScreen />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </MarketplaceProviders>,
  );
  if (options.signedIn === false) return;
  await act(async () => {
    await store().getState().signInWithToken(token);
  });
}

/** 'MMM D, YYYY' (spec 9) of a UTC day, written out independently of the domain's formatter. */
const utcDay = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('the recurrent charge thank-you page (/checkout/charge/{id}/recurrent_charge/thank-you)', () => {
  it("thanks for a trial plan with 'Free trial ends {date}'", async () => {
    const app = paidApp((a) => a.payment?.months === 1 && a.payment.trialDays > 0);
    const charge = await chargeOf(app, 'pay-monthly');
    const before = new Date();
    await renderAt(`/checkout/charge/${charge.id}/recurrent_charge/thank-you`);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }, LOAD);
    const trialDays = app.payment?.trialDays ?? 0;
    const ends = [before, new Date()].map((at) => `Free trial ends ${utcDay(new Date(at.getTime() + trialDays * 86_400_000))}`);
    const purchase = screen.getByRole('region', { name: 'Your purchase' });
    expect(purchase.textContent).toContain("You've successfully purchased the app");
    expect(ends.some((text) => purchase.textContent?.includes(text))).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: charge.name })).toBeTruthy();
  });

  it("thanks for a monthly plan without a trial with 'Renews on {date}' a month on", async () => {
    const app = paidApp((a) => a.payment?.months === 1 && a.payment.trialDays === 0);
    const charge = await chargeOf(app, 'pay-monthly');
    await renderAt(`/checkout/charge/${charge.id}/recurrent_charge/thank-you`);
    const purchase = await screen.findByRole('region', { name: 'Your purchase' }, LOAD);
    const renews = /Renews on ([A-Z][a-z]{2} \d{1,2}, \d{4})/.exec(purchase.textContent ?? '');
    expect(renews).not.toBeNull();
    const days = (Date.parse(`${renews?.[1] ?? ''} UTC`) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(26);
    expect(days).toBeLessThan(32);
    expect(purchase.textContent).not.toContain('Free trial');
  });
});

describe('the external direct charge thank-you page (/checkout/charge/{chargeId}/direct_charge/thank-you)', () => {
  it('shows the icon and description of the query', async () => {
    const charge = await chargeOf(
      paidApp((a) => a.payment?.months == null),
      'pay-once',
    );
    const icon = 'https://cdn.example.com/icons/seats.png';
    await renderAt(`/checkout/charge/${charge.id}/direct_charge/thank-you?icon=${encodeURIComponent(icon)}&description=${encodeURIComponent('Ten more seats')}`);
    const purchase = await screen.findByRole('region', { name: 'Your purchase' }, LOAD);
    expect(purchase.querySelector('img')?.getAttribute('src')).toBe(icon);
    expect(screen.getByText('Ten more seats')).toBeTruthy();
    expect(purchase.textContent).not.toMatch(/Renews on|Free trial ends/);
  });

  it('shows no icon whose address is not a web address (the query is anyone to write)', async () => {
    const charge = await chargeOf(
      paidApp((a) => a.payment?.months == null),
      'pay-once',
    );
    await renderAt(`/checkout/charge/${charge.id}/direct_charge/thank-you?icon=${encodeURIComponent('javascript:alert(1)')}`);
    const purchase = await screen.findByRole('region', { name: 'Your purchase' }, LOAD);
    expect(purchase.querySelector('img')).toBeNull();
  });

  it("sends the user home with 'This transaction doesn't exist.' for an unknown charge", async () => {
    await renderAt('/checkout/charge/no-such-charge/direct_charge/thank-you');
    await waitFor(() => expect(address()).toBe('/'), LOAD);
    await screen.findByText('Home page', {}, LOAD);
    expect(
      store()
        .getState()
        .notifications.map((notification) => notification.content),
    ).toContain("This transaction doesn't exist.");
  });
});

describe('the own-app thank-you page (/checkout/{slug}/thank-you)', () => {
  /** The owner buys `app` once through the platform: accept, then activate the direct charge. */
  async function buy(app: App): Promise<void> {
    const charge = await chargeOf(app, 'pay-once');
    for (const action of ['accept', 'activate']) {
      const response = await fetch(`${origin}/billing/v2/direct_charge/livechat/${charge.id}/${action}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    }
    await waitFor(async () => {
      const installed = (await (await fetch(`${origin}/v2/applications/installed`, { headers: { Authorization: `Bearer ${token}` } })).json()) as string[];
      expect(installed).toContain(app.id);
    }, LOAD);
  }

  it('names the app the account bought and says it was purchased', async () => {
    const app = paidApp((candidate) => candidate.payment?.frequency === 'direct_charge' && candidate.payment.trialDays === 0);
    await buy(app);
    await renderAt(`/checkout/${app.slug}/thank-you`);
    await screen.findByRole('heading', { level: 2, name: app.name }, LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeTruthy();
    expect(screen.getByText("You've successfully purchased the app")).toBeTruthy();
  });

  it("claims no purchase of an app the account did not buy: 'This transaction doesn't exist.' and home", async () => {
    const app = paidApp(() => true);
    await renderAt(`/checkout/${app.slug}/thank-you`);
    await waitFor(() => expect(address()).toBe('/'), LOAD);
    await screen.findByText('Home page', {}, LOAD);
    expect(screen.queryByText("You've successfully purchased the app")).toBeNull();
    expect(
      store()
        .getState()
        .notifications.map((notification) => notification.content),
    ).toEqual(["This transaction doesn't exist."]);
  });

  it('shows the 404 page for an app that does not exist', async () => {
    await renderAt('/checkout/no-such-app-anywhere/thank-you');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOAD);
    expect(screen.queryByText("You've successfully purchased the app")).toBeNull();
  });

  it('claims nothing to a visitor who is not signed in', async () => {
    const app = paidApp(() => true);
    await renderAt(`/checkout/${app.slug}/thank-you`, { signedIn: false });
    await screen.findByText('Sign in to see your purchase.', {}, LOAD);
    expect(screen.queryByText("You've successfully purchased the app")).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Thank you for your purchase!' })).toBeNull();
  });
});

describe('the cart review-order page (/checkout/cart/{id}/review-order)', () => {
  it('shows the bought line as bought, without the success sentence beside the failed one', async () => {
    const failing = paidApp((candidate) => candidate.payment?.trialDays === 0);
    const bought = paidApp((candidate) => candidate.payment?.trialDays === 0);
    await renderAt('/');
    const api = store().api;
    const cart = await api.carts.create();
    await api.carts.addApps(cart.id, [failing.id, bought.id]);
    // The vice-owner buys one of the two first: the owner's line is then not installed (already there).
    const viceOwner = { Authorization: `Bearer ${await platform.tokenFor('acc-viceowner')}`, 'Content-Type': 'application/json' };
    const other = (await (await fetch(`${origin}/v2/products-carts`, { method: 'POST', headers: viceOwner, body: '{}' })).json()) as { id: string };
    await fetch(`${origin}/v2/products-carts/${other.id}/applications?id=${failing.id}`, { method: 'PATCH', headers: viceOwner });
    const started = (await (await fetch(`${origin}/v2/products-carts/${other.id}/checkout`, { method: 'PATCH', headers: viceOwner })).json()) as { checksum: string };
    const purchase = await fetch(`${origin}/v2/products-carts/${other.id}/purchase`, { method: 'PATCH', headers: viceOwner, body: JSON.stringify({ checksum: started.checksum }) });
    expect(purchase.status).toBe(200);

    await act(async () => {
      const writes = cartWritesOf(store());
      keepCart(store(), await api.carts.get(cart.id));
      await runWrite({ store: store() }, writes.startCheckout, undefined);
      await runWrite({ store: store() }, writes.purchase, {});
    });
    await waitFor(() => expect(address()).toBe(`/checkout/cart/${cart.id}/review-order`), LOAD);
    await screen.findByRole('heading', { level: 2, name: 'Not bought' }, LOAD);
    expect(screen.getByRole('heading', { level: 2, name: 'Bought' })).toBeTruthy();
    expect(screen.queryByText(/successfully purchased/)).toBeNull();
    expect(
      store()
        .getState()
        .notifications.map((notification) => notification.content)
        .filter((content) => content.includes('successfully purchased')),
    ).toEqual([]);
  });
});

describe('the thank-you page says what was charged', () => {
  it('shows the price with the taxes the charge recorded (New York, 4 %)', async () => {
    const app = paidApp((a) => a.payment?.months === 1 && a.payment.trialDays === 0 && !a.payment.perAccount);
    const response = await fetch(`${origin}/v2/applications/${app.id}/create-charge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan_id: 'pay-yearly', country: 'US', zip: '10001' }),
    });
    const charge = (await response.json()) as { id: string };
    await renderAt(`/checkout/charge/${charge.id}/recurrent_charge/thank-you`);
    const amount = await screen.findByTestId('charged-amount', {}, LOAD);
    const yearly = Math.round((app.payment?.price ?? 0) * 0.85 * 12);
    const tax = Math.round(yearly * 0.04);
    const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(amount.textContent).toMatch(new RegExp(`^Charged \\${usd(yearly + tax)} \\(incl\\. \\${usd(tax)} tax\\) · Renews on `));
  });
});
