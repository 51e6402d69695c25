/**
 * The one-app checkout against the real platform (in-process, fresh seeded database): plan choice
 * with the yearly factor, taxes for the chosen country, the add-card step with its validation,
 * the inactive licence, and paying once to the thank-you page.
 */
import { queryKeys } from '../data/query-client.ts';
import { isService } from '@marketplace/domain/apps';
import type { App } from '@marketplace/domain/entities/app';
import { catalogueMessage } from '@marketplace/domain/errors';
import { formatPrice, isDiscountActive, yearlyPrice } from '@marketplace/domain/pricing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
const LOAD = { timeout: 15_000 };
const used = new Set<string>();

beforeAll(async () => {
  platform = await startTestPlatform('pglite', { allowedOrigins: [window.location.origin] });
  origin = platform.origin;
  published = (await (await fetch(`${origin}/v2/applications/published`)).json()) as App[];
});
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  cleanup();
});

const { Probe, store, address } = createStoreProbe();

/** A plain paid app of `product` nobody in the tests bought yet, not installed by the seed. */
async function paidApp(predicate: (app: App) => boolean, installed: readonly string[] = []): Promise<App> {
  const app = published.find(
    (candidate) =>
      candidate.payment !== null &&
      candidate.installable &&
      !candidate.hidden &&
      !isService(candidate) &&
      !isDiscountActive(candidate.customProps, new Date()) &&
      candidate.customProps.isPremium !== 'true' &&
      candidate.customProps.isTeamPlan !== 'true' &&
      candidate.customProps.onlyOwnerCanInstall !== 'true' &&
      candidate.organizationId !== 'org-dev-1' &&
      !installed.includes(candidate.id) &&
      !used.has(candidate.id) &&
      predicate(candidate),
  );
  if (!app) throw new Error('no seeded app fits');
  used.add(app.id);
  return app;
}

async function renderCheckout(accountId: string, pickApp: (installed: readonly string[]) => Promise<App>): Promise<App> {
  const token = await platform.tokenFor(accountId);
  const installed = (await (await fetch(`${origin}/v2/applications/installed`, { headers: { Authorization: `Bearer ${token}` } })).json()) as string[];
  const app = await pickApp(installed);
  render(
    <MarketplaceProviders options={{ product: 'livechat', platformOrigin: origin, basename: '/', embedding: 'inline' }}>
      <MemoryRouter initialEntries={[`/checkout/${app.slug}`]}>
        <Probe />
        <RouterNavigation />
        <Routes>
          <Route path="/checkout/*" element={<CheckoutScreen />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </MarketplaceProviders>,
  );
  await act(async () => {
    await store().getState().signInWithToken(token);
  });
  return app;
}

describe('plan choice: pay monthly or yearly at price × 0.85 × 12, taxes for the country', () => {
  it('shows both plans with their prices and previews the VAT of the chosen country', async () => {
    const app = await renderCheckout('acc-viceowner', (installed) =>
      paidApp((a) => a.payment?.months === 1 && !a.payment.perAccount && a.payment.trialDays === 0 && (a.product === 'livechat' || !a.product), installed),
    );
    const monthly = await screen.findByRole('radio', { name: /Pay monthly/ }, LOAD);
    expect((monthly as HTMLInputElement).checked).toBe(true);
    const price = app.payment?.price ?? 0;
    expect(screen.getByRole('radio', { name: new RegExp(`Pay yearly \\(save 15 %\\).*${formatPrice(yearlyPrice(price)).replace('$', '\\$')}`) })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Billing country'), { target: { value: 'DE' } });
    await screen.findByText('Taxes (19 %)', {}, LOAD);
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatPrice(price + Math.round(price * 0.19)));
    expect(screen.getByText(/^Billed now: \$/)).toBeTruthy();
  });
});

describe('the add-card step when the organisation has no card for the product', () => {
  it('checks the number before sending, saves a card, and only then lets the user pay', async () => {
    // Northwind Labs has a card for the chat product only: a help-desk app needs one first.
    await renderCheckout('acc-developer', (installed) => paidApp((a) => a.product === 'helpdesk' && a.payment?.trialDays === 0, installed));
    await screen.findByText(/no card on file/, {}, LOAD);
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: /^Pay / });
    expect(pay.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Card number must be 12 to 19 digits');
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await screen.findByText(/ending in 4242/, {}, LOAD);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Pay / }).disabled).toBe(false), LOAD);
  });
});

describe('an inactive licence cannot buy', () => {
  it('shows the licence message of spec 5 and keeps Pay disabled', async () => {
    await renderCheckout('acc-inactive', (installed) => paidApp((a) => (a.product === 'livechat' || !a.product) && a.payment?.trialDays === 0, installed));
    await screen.findByText(catalogueMessage('licenseInactive', { product: 'LiveChat' }), {}, LOAD);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Pay / }).disabled).toBe(true);
  });
});

describe('paying once goes to the direct charge thank-you page', () => {
  it('creates, accepts, activates and polls the charge, then thanks the user', async () => {
    const app = await renderCheckout('acc-owner', (installed) =>
      paidApp((a) => a.payment?.months == null && a.payment?.trialDays === 0 && (a.product === 'livechat' || !a.product), installed),
    );
    const pay = await screen.findByRole('button', { name: /^Pay / }, LOAD);
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false), LOAD);
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(address()).toMatch(/^\/checkout\/charge\/[^/]+\/direct_charge\/thank-you$/), { timeout: 20_000 });
    await screen.findByText('Thank you for your purchase!', {}, LOAD);
    expect(store().queries.getQueryData(queryKeys.installedApps(store().getState().session.accountId ?? ''))).toContain(app.id);
    const charges = store()
      .queries.getQueryCache()
      .findAll({ queryKey: ['charge'] })
      .filter((query) => (query.state.data as { name?: string } | undefined)?.name === app.name);
    expect(charges).toHaveLength(1);
    expect(sessionStorage.getItem(`marketplace.checkout.${app.slug}`)).toBeNull();
  });
});

describe('what the checkout says is what is charged', () => {
  it('bills a per-agent plan for every agent of the organisation and says how many', async () => {
    const app = await renderCheckout('acc-owner', (installed) =>
      paidApp((a) => a.payment?.perAccount === true && a.payment.trialDays === 0 && (a.product === 'livechat' || !a.product), installed),
    );
    const seats = (await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts WHERE organization_id = 'org-acme'`))[0]?.n ?? 0;
    const price = app.payment?.price ?? 0;
    fireEvent.change(await screen.findByLabelText('Billing country', {}, LOAD), { target: { value: 'CA' } });
    await screen.findByText('Taxes (0 %)', {}, LOAD);
    await waitFor(() => expect(screen.getByTestId('checkout-seats').textContent).toBe(` (${seats} agents × ${formatPrice(price)})`), LOAD);
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe(formatPrice(price * seats)), LOAD);
    expect(screen.getByRole('button', { name: `Pay ${formatPrice(price * seats)}` })).toBeTruthy();
  });

  it('starts a free trial without a card: nothing billed now, billing starts later at the plan price', async () => {
    const app = await renderCheckout('acc-owner', (installed) =>
      paidApp((a) => a.payment?.months === 1 && a.payment.trialDays > 0 && !a.payment.creditCardRequired && (a.product === 'livechat' || !a.product), installed),
    );
    fireEvent.change(await screen.findByLabelText('Billing country', {}, LOAD), { target: { value: 'CA' } });
    await screen.findByText('Taxes (0 %)', {}, LOAD);
    await screen.findByRole('button', { name: 'Start free trial' }, LOAD);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$0.00');
    const billingStart = screen.getByTestId('billing-start').textContent ?? '';
    expect(billingStart).toMatch(/^Billing starts \w{3} \d{1,2}, \d{4}: /);
    expect(billingStart.endsWith(`: ${formatPrice(app.payment?.price ?? 0)}`)).toBe(true);
    expect(screen.getByText('No credit card required')).toBeTruthy();
  });
});
