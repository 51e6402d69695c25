/**
 * Every amount a screen shows is the amount charged, to the cent, in real Chromium: each payment
 * kind walked as the account that meets it (per agent, yearly with tax, one time, discount, free
 * trial with and without a card, a cart with a coupon and tax), reading the amount at every step —
 * plan cards, checkout, Pay, thank-you, cart line and summary, My apps — and comparing it with the
 * ledger row the platform wrote (GET /billing/v2/payments with the page's own session).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { urls, loadPage, signedInPage, buyableApps, isChatApp, takeApp, type PublishedApp } from './fixtures/index.ts';

let pool: PublishedApp[];
/** Discounted apps are few: any from a third of the way on (no other suite buys one there). */
let discountedPool: PublishedApp[];
const platformOrigin = new URL(urls.publicShell).origin;
const SESSION = '__Host-marketplace_session';
const OWNER = /^Owner Olivia Owner/;
/** New York's sales tax (4 %) in the simulated billing provider. */
const NEW_YORK = { country: 'US', zip: '10001', label: 'Taxes (4 %)', rate: 0.04 };

interface Payment {
  source: string;
  sourceId: string;
  appId: string | null;
  amount: number;
}
type Kind = NonNullable<PublishedApp['payment']>;

beforeAll(async () => {
  // The other buying suites take theirs from the start, from a third of the way (checkout) and from
  // the end (cart): these come from the second half, short of the cart's.
  const buyable = (await buyableApps()).filter(isChatApp);
  pool = buyable.slice(Math.floor(buyable.length / 2), -12);
  discountedPool = buyable.slice(Math.floor(buyable.length / 3), -12).filter(discounted);
});

const paymentOf = (app: PublishedApp): Kind => {
  if (app.payment === null) throw new Error(`${app.name} is free`);
  return app.payment;
};
const take = (predicate: (payment: Kind, app: PublishedApp) => boolean, from: PublishedApp[] = pool): PublishedApp =>
  takeApp(from, (app) => app.payment !== null && predicate(paymentOf(app), app));
const discounted = (app: PublishedApp): boolean => paymentOf(app).oldPrice !== undefined;

/** '$1,234.56' (first amount in the text) in cents. */
function cents(text: string | null): number {
  const match = /\$([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

async function token(page: Page): Promise<string> {
  await expect.poll(async () => (await page.context().cookies(platformOrigin)).some((cookie) => cookie.name === SESSION)).toBe(true);
  const cookie = (await page.context().cookies(platformOrigin)).find((c) => c.name === SESSION);
  return decodeURIComponent(cookie?.value ?? '');
}

/** The ledger as the platform keeps it for the page's signed-in organisation. */
async function ledger(page: Page): Promise<Payment[]> {
  const response = await fetch(`${platformOrigin}/billing/v2/payments`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Payment[];
}

/** The agents a per-agent plan bills: the organisation's active accounts. */
async function seats(page: Page): Promise<number> {
  const response = await fetch(`${platformOrigin}/accounts/v2/accounts`, { headers: { authorization: `Bearer ${await token(page)}` } });
  const accounts = (await response.json()) as { properties: { active: boolean } }[];
  return accounts.filter((account) => account.properties.active).length;
}

const usd = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const taxed = (amount: number, rate: number): number => amount + Math.round(amount * rate);
const yearly = (monthly: number): number => Math.round(monthly * 0.85 * 12);

async function openAppPage(app: PublishedApp): Promise<Page> {
  const page = await signedInPage(`${urls.publicShell}apps/${app.slug}/`, OWNER);
  await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
  return page;
}

/**
 * The plan card of a cycle ('Pay monthly: $231.00 / month'), chosen, once it shows `expected`
 * (a per-agent card learns the agents after sign-in); its whole text.
 */
async function planCard(page: Page, name: RegExp, expected: number): Promise<string> {
  const radio = page.getByTestId('app-actions').getByRole('radiogroup', { name: 'Choose a plan' }).getByRole('radio', { name });
  await radio.check();
  const label = radio.locator('xpath=ancestor::label');
  await expect.poll(async () => cents(await label.textContent())).toBe(expected);
  return (await label.textContent()) ?? '';
}

/** Buy from the app page, then the checkout's address: its total and Pay button must agree. */
async function checkoutFor(page: Page, app: PublishedApp, address = NEW_YORK): Promise<{ total: number; button: string }> {
  await page.getByTestId('app-actions').getByRole('link', { name: 'Buy', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Checkout: ${app.name}` }).waitFor();
  await page.getByLabel('Billing country').selectOption(address.country);
  await page.getByLabel('ZIP or postal code').fill(address.zip);
  await page.getByText(address.label).waitFor();
  const total = page.getByTestId('checkout-total');
  await expect.poll(() => total.textContent()).toMatch(/^\$/);
  const button = page.getByRole('button', { name: /^(Pay \$|Start free trial)/ });
  await expect.poll(() => button.isDisabled()).toBe(false);
  return { total: cents(await total.textContent()), button: (await button.textContent()) ?? '' };
}

/** Pays (or starts the trial) and reads the thank-you page's amount; the charge id comes from its address. */
async function payAndThank(page: Page): Promise<{ chargeId: string; shown: string }> {
  await page.getByRole('button', { name: /^(Pay \$|Start free trial)/ }).click();
  await page.waitForURL(/\/checkout\/charge\/[^/]+\/(direct|recurrent)_charge\/thank-you/, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
  const shown = (await page.getByTestId('charged-amount').textContent()) ?? '';
  const chargeId = /\/checkout\/charge\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  return { chargeId, shown };
}

/** My apps' payments row of the app, if any. */
async function myAppsPayment(page: Page, app: PublishedApp): Promise<number | null> {
  await loadPage(page, `${urls.publicShell}my-apps/`);
  await page.getByRole('heading', { level: 2, name: 'Installed apps' }).waitFor();
  const table = page.getByRole('table', { name: 'Payments' });
  const row = table.locator(`tr[data-app-id="${app.id}"]`);
  await table.waitFor();
  if ((await row.count()) === 0) return null;
  return cents(await row.locator('td').last().textContent());
}

describe('a per-agent plan is shown and charged for every agent', () => {
  it('says "7 agents × $33.00 = $231.00 per month" on the app page and the same total on the plan card, checkout, Pay, thank-you, ledger and My apps', async () => {
    const app = take((payment, candidate) => payment.perAccount === true && payment.trialDays === 0 && payment.months === 1 && !discounted(candidate));
    const price = paymentOf(app).price;
    const page = await openAppPage(app);
    const agents = await seats(page);
    expect(agents).toBeGreaterThan(1);
    const card = await planCard(page, /^Pay monthly/, price * agents);
    const total = `${agents} agents × $${(price / 100).toFixed(2)} = ${usd(price * agents)} per month`;
    expect(card).toContain(total);
    // The price in the app's header says the organisation's total too, before any cart or checkout.
    await expect.poll(() => page.getByRole('banner').or(page.locator('header')).getByTestId('organisation-total').first().textContent()).toBe(total);

    const checkout = await checkoutFor(page, app);
    expect(await page.getByTestId('checkout-seats').textContent()).toContain(`${agents} agents × $${(price / 100).toFixed(2)}`);
    expect(checkout.total).toBe(taxed(price * agents, NEW_YORK.rate));
    expect(cents(checkout.button)).toBe(checkout.total);

    const thanks = await payAndThank(page);
    expect(thanks.shown).toMatch(/^Charged \$/);
    expect(cents(thanks.shown)).toBe(checkout.total);
    expect((await ledger(page)).filter((row) => row.sourceId === thanks.chargeId)).toEqual([expect.objectContaining({ appId: app.id, amount: checkout.total })]);
    expect(await myAppsPayment(page, app)).toBe(checkout.total);
  });
});

describe('a yearly plan with tax', () => {
  it('thanks with the amount charged, tax included', async () => {
    const app = take((payment, candidate) => payment.months === 1 && payment.perAccount !== true && payment.trialDays === 0 && !discounted(candidate));
    const price = paymentOf(app).price;
    const page = await openAppPage(app);
    await planCard(page, /^Pay yearly \(save 15 %\)/, yearly(price));
    const checkout = await checkoutFor(page, app);
    expect(checkout.total).toBe(taxed(yearly(price), NEW_YORK.rate));
    expect(cents(checkout.button)).toBe(checkout.total);
    const thanks = await payAndThank(page);
    expect(cents(thanks.shown)).toBe(checkout.total);
    expect((await ledger(page)).filter((row) => row.sourceId === thanks.chargeId).map((row) => row.amount)).toEqual([checkout.total]);
  });
});

describe('a one-time payment and a running discount', () => {
  it('charges the one-time price with the tax shown', async () => {
    const app = take((payment, candidate) => payment.months == null && payment.trialDays === 0 && !discounted(candidate));
    const page = await openAppPage(app);
    await planCard(page, /^Pay once/, paymentOf(app).price);
    const checkout = await checkoutFor(page, app, { country: 'PL', zip: '00-001', label: 'Taxes (23 %)', rate: 0.23 });
    expect(checkout.total).toBe(taxed(paymentOf(app).price, 0.23));
    const thanks = await payAndThank(page);
    expect(cents(thanks.shown)).toBe(checkout.total);
    expect((await ledger(page)).filter((row) => row.sourceId === thanks.chargeId).map((row) => row.amount)).toEqual([checkout.total]);
  });

  it('charges the discounted price the plan card shows, not the old one', async () => {
    const app = take((payment, candidate) => discounted(candidate) && payment.perAccount !== true && payment.trialDays === 0, discountedPool);
    const payment = paymentOf(app);
    const page = await openAppPage(app);
    await planCard(page, /^Pay monthly/, payment.price);
    expect(payment.price).toBeLessThan(payment.oldPrice ?? 0);
    const checkout = await checkoutFor(page, app);
    expect(checkout.total).toBe(taxed(payment.price, NEW_YORK.rate));
    const thanks = await payAndThank(page);
    expect((await ledger(page)).filter((row) => row.sourceId === thanks.chargeId).map((row) => row.amount)).toEqual([checkout.total]);
  });
});

describe('free trials', () => {
  it('starts a trial without a card: nothing charged now, and says when billing starts and for how much', async () => {
    const app = take((payment) => payment.months === 1 && payment.trialDays > 0 && !payment.creditCardRequired && payment.perAccount !== true);
    const price = paymentOf(app).price;
    const page = await openAppPage(app);
    const checkout = await checkoutFor(page, app);
    expect(checkout.button).toBe('Start free trial');
    expect(checkout.total).toBe(0);
    const start = (await page.getByTestId('billing-start').textContent()) ?? '';
    expect(start).toMatch(/^Billing starts \w{3} \d{1,2}, \d{4}: /);
    expect(cents(start)).toBe(taxed(price, NEW_YORK.rate));
    await page.getByText('No credit card required', { exact: true }).waitFor();
    const thanks = await payAndThank(page);
    expect(thanks.shown).toMatch(/^Nothing charged today · Billing starts /);
    expect(cents(thanks.shown)).toBe(taxed(price, NEW_YORK.rate));
    expect(thanks.shown).toMatch(/Free trial ends /);
    expect((await ledger(page)).filter((row) => row.sourceId === thanks.chargeId)).toEqual([]);
    expect(await myAppsPayment(page, app)).toBeNull();
  });

  it('a one-time app with a free trial takes nothing now either: billing starts when the trial ends, for its price', async () => {
    // One-time Trial Toolkit of the demo world: $49.00 once after a 14-day trial, no card needed.
    const page = await signedInPage(`${urls.publicShell}apps/one-time-trial-toolkit/`, OWNER);
    await page.getByRole('heading', { level: 1, name: 'One-time Trial Toolkit' }).waitFor();
    const checkout = await checkoutFor(page, { name: 'One-time Trial Toolkit' } as PublishedApp);
    expect(checkout.button).toBe('Start free trial');
    expect(checkout.total).toBe(0);
    const start = (await page.getByTestId('billing-start').textContent()) ?? '';
    const ends = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(start).toBe(`Billing starts ${ends}: $50.96`);
    await page.getByText('No credit card required', { exact: true }).waitFor();
    const thanks = await payAndThank(page);
    expect(thanks.shown).toMatch(new RegExp(`^Nothing charged today · Billing starts ${ends}: \\$50\\.96`));
    expect((await ledger(page)).filter((row) => row.appId === '9007')).toEqual([]);
  });

  it('a trial that asks for a card says so, and bills every agent when it ends', async () => {
    const app = take((payment) => payment.trialDays > 0 && payment.creditCardRequired && payment.perAccount === true);
    const price = paymentOf(app).price;
    const page = await openAppPage(app);
    const agents = await seats(page);
    const checkout = await checkoutFor(page, app);
    expect(checkout.button).toBe('Start free trial');
    expect(checkout.total).toBe(0);
    expect(await page.getByText('No credit card required').count()).toBe(0);
    await page.getByText(/^Card for LiveChat/).waitFor();
    expect(cents(await page.getByTestId('billing-start').textContent())).toBe(taxed(price * agents, NEW_YORK.rate));
    const thanks = await payAndThank(page);
    expect(cents(thanks.shown)).toBe(taxed(price * agents, NEW_YORK.rate));
    expect((await ledger(page)).filter((row) => row.sourceId === thanks.chargeId)).toEqual([]);
  });
});

describe('a cart with a per-agent app, a coupon and tax', () => {
  it('shows per line and in total what each ledger row then holds', async () => {
    const perAgent = take((payment, candidate) => payment.perAccount === true && payment.trialDays === 0 && !discounted(candidate));
    const once = take((payment, candidate) => payment.months == null && payment.trialDays === 0 && !discounted(candidate));
    const page = await signedInPage(`${urls.publicShell}cart/`, OWNER);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    const agents = await seats(page);
    const lines = page.getByRole('list', { name: 'Apps in your cart' });
    for (const app of [perAgent, once]) {
      await page.getByLabel('Search apps to add').fill(app.name);
      await page.getByRole('button', { name: `Add ${app.name}`, exact: true }).click();
      await lines.getByText(app.name, { exact: true }).waitFor();
      await page.getByLabel('Search apps to add').fill('');
    }
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/Coupon WELCOME10 applied/).waitFor();
    await page.getByLabel('Billing country').selectOption(NEW_YORK.country);
    await page.getByLabel('ZIP or postal code').fill(NEW_YORK.zip);
    await page.getByText(NEW_YORK.label).waitFor();

    const line = (app: PublishedApp) => lines.getByRole('listitem').filter({ hasText: app.name });
    const perAgentPrice = paymentOf(perAgent).price;
    expect(await line(perAgent).textContent()).toContain(`${agents} agents × $${(perAgentPrice / 100).toFixed(2)}`);
    const withCoupon = (amount: number) => Math.round((amount * 90) / 100);
    const linePrices = new Map<string, number>();
    for (const [app, expected] of [
      [perAgent, withCoupon(perAgentPrice * agents)],
      [once, withCoupon(paymentOf(once).price)],
    ] as const) {
      const shown = cents(await line(app).getByTestId('line-price').textContent());
      expect(shown).toBe(expected);
      linePrices.set(app.id, shown);
    }
    const dueToday = [...linePrices.values()].reduce((total, amount) => total + taxed(amount, NEW_YORK.rate), 0);
    await expect.poll(async () => cents(await page.getByTestId('total-due').textContent())).toBe(dueToday);
    // The coupon in plain sight: each line's price before it struck through, its discount line, what renewals do, and Remove.
    const before = { [perAgent.id]: perAgentPrice * agents, [once.id]: paymentOf(once).price };
    for (const app of [perAgent, once]) expect(cents(await line(app).getByTestId('line-price-before-coupon').textContent())).toBe(before[app.id]);
    const discount = (before[perAgent.id] ?? 0) + (before[once.id] ?? 0) - [...linePrices.values()].reduce((total, amount) => total + amount, 0);
    expect(cents(await page.getByTestId('coupon-discount').textContent())).toBe(discount);
    await page.getByText('Renewals keep the discount: monthly and yearly plans bought with WELCOME10 renew at 10 % off.').waitFor();
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).waitFor();

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('timer').waitFor();
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    expect(cents(await pay.textContent())).toBe(dueToday);
    await pay.click();
    await page.waitForURL(/\/checkout\/cart\/[^/]+\/thank-you$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    const cartId = /\/checkout\/cart\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    const rows = (await ledger(page)).filter((row) => row.sourceId === cartId);
    for (const app of [perAgent, once]) {
      const charged = cents(await page.getByRole('listitem').filter({ hasText: app.name }).getByTestId('line-charged').textContent());
      expect(charged).toBe(taxed(linePrices.get(app.id) ?? 0, NEW_YORK.rate));
      expect(rows.filter((row) => row.appId === app.id).map((row) => row.amount)).toEqual([charged]);
    }
    expect(cents(await page.getByTestId('charged-today').textContent())).toBe(dueToday);
    expect(rows.reduce((total, row) => total + row.amount, 0)).toBe(dueToday);
  });
});
