/**
 * Buying through the cart in real Chromium, each test as an organisation of its own (an owner with
 * nothing installed or bought and a card on file, fixtures/sign-in.ts): an owner adds
 * apps from the app page and from the cart's own search, switches a plan to yearly, applies a
 * coupon, checks out and pays with the card on file to the thank-you page; a declining card ends
 * on review-order with 'Payment failed'; a second page of a locked cart gets the lock warning; a
 * line that cannot be bought (an inactive licence) is in no total, and Pay is what the ledger takes.
 * Every screen and state is checked with axe.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  urls,
  newPage,
  loadPage,
  signIn,
  demoAccount,
  expectNoWcagViolations,
  buyableApps,
  isChatApp,
  pickApps,
  watchRequests,
  type PublishedApp,
  watchNotices,
  signedInPage,
  ledgerOf,
  centsIn,
} from './fixtures/index.ts';

let buyable: PublishedApp[];
const LOCKED = 'Your cart is currently blocked by the unfinished checkout process. Try again later.';

beforeAll(async () => {
  buyable = (await buyableApps()).filter(isChatApp);
});

/** The cart page, signed in as a new organisation: its cart is empty. */
async function openCart(): Promise<Page> {
  const page = await newPage();
  await loadPage(page, `${urls.publicShell}cart/`);
  await signIn(page, demoAccount.newOrganisation);
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  return page;
}

async function addFromCartSearch(page: Page, app: PublishedApp) {
  await page.getByLabel('Search apps to add').fill(app.name);
  await page.getByRole('button', { name: `Add ${app.name}`, exact: true }).click();
  await page.getByRole('list', { name: 'Apps in your cart' }).getByText(app.name, { exact: true }).waitFor();
  await page.getByLabel('Search apps to add').fill('');
}

describe('an owner buys three apps through the cart', () => {
  it('adds from the app page and the cart search, goes yearly, applies a coupon and pays to thank-you', async () => {
    const [monthly, once, third] = pickApps(
      buyable,
      (app) => app.payment?.months === 1 && app.payment.trialDays === 0,
      (app) => app.payment?.months == null && app.payment?.trialDays === 0,
      (app) => app.payment?.trialDays === 0,
    );
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/${monthly.slug}/`);
    await page.getByRole('heading', { level: 1, name: monthly.name }).waitFor();
    await signIn(page, demoAccount.newOrganisation);
    await page.getByTestId('app-actions').getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('app-actions').getByRole('link', { name: 'In cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByRole('list', { name: 'Apps in your cart' }).getByText(monthly.name, { exact: true }).waitFor();

    await addFromCartSearch(page, once);
    await addFromCartSearch(page, third);
    // The badge follows the cart when its count arrives: wait for it rather than read it once.
    await page.getByRole('link', { name: /^Cart 3 items?$/ }).waitFor();

    await page.getByLabel(`Plan for ${monthly.name}`).selectOption('pay-yearly');
    // That app's line (the third app may be billed yearly already).
    await page
      .getByRole('list', { name: 'Apps in your cart' })
      .getByRole('listitem')
      .filter({ hasText: monthly.name })
      .getByText(/Billed annually/)
      .waitFor();

    await page.getByLabel('Coupon code').fill('WELCOME10');
    const notices = await watchNotices(page.context(), ['The coupon has been added successfully.']);
    await page.getByRole('button', { name: 'Apply' }).click();
    await notices.seen('The coupon has been added successfully.');
    await page.getByText(/Coupon WELCOME10 applied/).waitFor();
    await expectNoWcagViolations(page);

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('timer').waitFor();
    await expect.poll(() => page.getByLabel(`Plan for ${monthly.name}`).isDisabled()).toBe(true);
    await expectNoWcagViolations(page);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await pay.dblclick();
    await page.waitForURL(/\/checkout\/cart\/[^/]+\/thank-you$/);
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    for (const app of [monthly, once, third]) await page.getByText(app.name, { exact: true }).waitFor();
    await page
      .getByText(/Renews on /)
      .first()
      .waitFor();
    await expectNoWcagViolations(page);
  });
});

describe('a declining card ends on review-order', () => {
  it("shows 'Payment failed' for the lines the card could not pay", async () => {
    const page = await openCart();
    const [app] = pickApps(buyable, (candidate) => candidate.payment?.trialDays === 0);
    await addFromCartSearch(page, app);
    await page.getByRole('button', { name: 'Use another card' }).click();
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText(/ending in 0002/).waitFor();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/checkout\/cart\/[^/]+\/review-order$/);
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await page.getByText('Payment failed', { exact: true }).waitFor();
    // The spec's card message where the purchase failed, with its next step: another card (in the cart).
    const failure = page.getByTestId('payment-failure');
    await failure
      .getByText('Unfortunately, we were unable to charge your card. Please, ensure that all Credit Card details are valid and you have sufficient funds in the account.', {
        exact: true,
      })
      .waitFor();
    await failure.getByRole('button', { name: 'Use another card' }).waitFor();
    await expectNoWcagViolations(page);
  });
});

describe('a cart locked by a checkout in another page', () => {
  it('warns on a change from the stale page and reloads it locked', async () => {
    const first = await openCart();
    const [app] = pickApps(buyable, (candidate) => candidate.payment?.trialDays === 0);
    const requests = watchRequests(first);
    await addFromCartSearch(first, app);
    // The line shows as soon as it is asked for; the other page reads the cart once it is saved.
    await requests.settled();
    const second = await first.context().newPage();
    await loadPage(second, `${urls.publicShell}cart/`);
    const remove = second.getByRole('button', { name: `Remove ${app.name}`, exact: true });
    await remove.waitFor();

    await first.getByRole('button', { name: 'Checkout', exact: true }).click();
    await first.getByRole('timer').waitFor();

    await remove.click();
    await second.getByText(LOCKED).waitFor();
    await second.getByRole('timer').waitFor();
    await expect.poll(() => remove.isDisabled()).toBe(true);
    await expectNoWcagViolations(second);

    await first.getByRole('button', { name: 'Back to cart' }).click();
    await first.getByRole('button', { name: 'Checkout', exact: true }).waitFor();
  });
});

describe('a coupon in plain sight', () => {
  it('strikes the price it takes off, says what renewals keep, and comes off with Remove', async () => {
    const page = await openCart();
    const [app] = pickApps(buyable, (candidate) => candidate.payment?.months === 1 && candidate.payment.trialDays === 0);
    await addFromCartSearch(page, app);
    const line = page.getByRole('list', { name: 'Apps in your cart' }).getByRole('listitem').filter({ hasText: app.name });
    const full = centsIn(await line.getByTestId('line-price').textContent());
    await page.getByLabel('Coupon code').fill('SPRING25');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Renewals keep the discount: monthly and yearly plans bought with SPRING25 renew at 25 % off.').waitFor();
    expect(centsIn(await line.getByTestId('line-price-before-coupon').textContent())).toBe(full);
    const discounted = centsIn(await line.getByTestId('line-price').textContent());
    expect(discounted).toBe(Math.round((full * 75) / 100));
    expect(centsIn(await page.getByTestId('coupon-discount').textContent())).toBe(full - discounted);
    await expectNoWcagViolations(page);
    await page.getByRole('button', { name: 'Remove coupon SPRING25' }).click();
    await expect.poll(async () => centsIn(await line.getByTestId('line-price').textContent())).toBe(full);
    expect(await page.getByTestId('coupon-discount').count()).toBe(0);
    expect(await line.getByTestId('line-price-before-coupon').count()).toBe(0);
  });
});

describe('a line that cannot be bought', () => {
  it('is marked before checkout, left out of the total and of Pay, and Pay is what the ledger takes', async () => {
    // Trial Desk Co: its help desk is assigned without a plan (inactive), so Premium Ticket SLA cannot be bought.
    const page = await signedInPage(`${urls.publicShell}cart/`, /^Owner, help desk trial-assigned/);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    const [paid] = pickApps(buyable, (candidate) => candidate.payment?.trialDays === 0);
    const lines = page.getByRole('list', { name: 'Apps in your cart' });
    await addFromCartSearch(page, { name: 'Premium Ticket SLA' } as PublishedApp);
    await addFromCartSearch(page, paid);
    const refused = lines.getByRole('listitem').filter({ hasText: 'Premium Ticket SLA' });
    await refused.getByText('Your HelpDesk license is inactive. Go to HelpDesk app and activate it. Not in the total.', { exact: true }).waitFor();
    await refused.getByRole('button', { name: 'Remove Premium Ticket SLA from the cart' }).waitFor();
    await page.getByTestId('not-in-total').getByRole('button', { name: 'Remove it from the cart' }).waitFor();

    // The total is the one line that can be bought, with its tax.
    const line = centsIn(await lines.getByRole('listitem').filter({ hasText: paid.name }).getByTestId('line-price').textContent());
    const total = page.getByTestId('total-due');
    await expect.poll(async () => centsIn(await total.textContent())).toBeGreaterThanOrEqual(line);
    const due = centsIn(await total.textContent());
    expect(due).toBeLessThan(line + (await refusedPrice(refused)));
    await expectNoWcagViolations(page);

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect.poll(async () => centsIn(await pay.textContent())).toBe(due);
    await pay.click();
    await page.waitForURL(/\/checkout\/cart\/[^/]+\/thank-you$/);
    await page.getByText('Was not installed, please activate HelpDesk first').waitFor();
    const cartId = /\/checkout\/cart\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    const taken = (await ledgerOf(page)).filter((payment) => payment.sourceId === cartId);
    expect(taken.map((payment) => payment.appId)).toEqual([paid.id]);
    expect(taken.reduce((sum, payment) => sum + payment.amount, 0)).toBe(due);
    expect(centsIn(await page.getByTestId('charged-today').textContent())).toBe(due);
  });
});

async function refusedPrice(line: Locator): Promise<number> {
  return centsIn(await line.getByTestId('line-price').textContent());
}
