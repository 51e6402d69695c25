/**
 * One whole cart checkout with the keyboard alone, in real Chromium: sign in as a new organisation,
 * Add to cart on the app page, In cart, a second app from the cart's search, the plan switched to
 * yearly with the arrow keys, Checkout (the focus moves on to Pay), Pay and the thank-you page —
 * only Tab, Enter and typing, never the mouse. Each step waits for the control to exist and be enabled, then tabs until it has
 * the focus; a control the keyboard cannot reach fails the test.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { urls, newPage, loadPage, demoAccount, expectNoWcagViolations, buyableApps, isChatApp, pickApps, type PublishedApp } from './fixtures/index.ts';

let buyable: PublishedApp[];
/** More than any screen's focusable controls: a control not reached by then cannot be reached. */
const MAX_TABS = 250;

beforeAll(async () => {
  buyable = (await buyableApps()).filter((app) => isChatApp(app) && app.payment?.trialDays === 0);
});

const isFocused = (target: Locator) => target.evaluate((element) => element === element.ownerDocument.activeElement);

/** Waits until `target` can take the focus, then presses Tab until it has it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await expect.poll(() => target.isEnabled(), { timeout: 45_000 }).toBe(true);
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to `target` and presses `key` on it (Enter follows a link or presses a button). */
async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Signs in from the header's Sign in with the keyboard: the accounts page opens in a popup or the same tab. */
async function signInWithKeyboard(page: Page, account: RegExp): Promise<void> {
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 30_000 })
    .catch(() => null);
  const sameTab = page.waitForURL(/\/accounts\/authorize/, { timeout: 30_000 }).then(
    () => page,
    () => null,
  );
  await press(page, page.getByRole('button', { name: 'Sign in', exact: true }).first());
  const accounts = (await Promise.race([popup, sameTab])) ?? (await popup) ?? (await sameTab);
  if (accounts === null) throw new Error('Sign in did not lead to the accounts page');
  await press(accounts, accounts.getByRole('button', { name: account }));
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor({ timeout: 30_000 });
}

describe('a whole cart checkout with the keyboard alone', () => {
  it('goes from Add to cart on the app page to the thank-you page with Tab, Enter, arrows and typing', async () => {
    const [monthly, once] = pickApps(
      buyable,
      (app) => app.payment?.months === 1,
      (app) => app.payment?.months == null,
    );
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/${monthly.slug}/`);
    await page.getByRole('heading', { level: 1, name: monthly.name }).waitFor();
    await signInWithKeyboard(page, demoAccount.newOrganisation);

    const actions = page.getByTestId('app-actions');
    await press(page, actions.getByRole('button', { name: 'Add to cart' }));
    await press(page, actions.getByRole('link', { name: 'In cart' }));
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    const lines = page.getByRole('list', { name: 'Apps in your cart' });
    await lines.getByText(monthly.name, { exact: true }).waitFor();

    // The second app from the cart's own search: type its name, then its Add button.
    await tabTo(page, page.getByLabel('Search apps to add'));
    await page.keyboard.type(once.name);
    await press(page, page.getByRole('button', { name: `Add ${once.name}`, exact: true }));
    await lines.getByText(once.name, { exact: true }).waitFor();

    // A closed select takes the arrow keys: the monthly app goes yearly.
    const plan = page.getByLabel(`Plan for ${monthly.name}`);
    await tabTo(page, plan);
    await expect.poll(() => plan.inputValue()).toBe('pay-monthly');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => plan.inputValue()).toBe('pay-yearly');
    await lines.getByText(/Billed annually/).waitFor();

    await press(page, page.getByRole('button', { name: 'Checkout', exact: true }));
    await page.getByRole('timer').waitFor();
    // Checkout is replaced by Pay: the focus goes there rather than back to the top of the page.
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect.poll(() => isFocused(pay), { timeout: 45_000 }).toBe(true);
    await expectNoWcagViolations(page);
    await press(page, pay);
    await page.waitForURL(/\/checkout\/cart\/[^/]+\/thank-you$/, { timeout: 45_000 });
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    for (const app of [monthly, once]) await page.getByText(app.name, { exact: true }).waitFor();
    await expectNoWcagViolations(page);
    // The whole journey is some eighty key presses, each a round trip to the browser: more than the
    // suite's minute on a busy machine (not a speed target).
  }, 180_000);
});
