/**
 * Every refusal before the click, walked as the demo account that meets it: what the platform
 * would refuse is said on the app page, the checkout and the cart in the spec's words, and the
 * action is not offered. A ghost login browses and changes nothing; a locked cart says its time
 * left in words and takes no change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newPage, loadPage, signedInPage, type PublishedApp, publishedApps } from './fixtures/index.ts';

let published: PublishedApp[];
let buyable: PublishedApp[];
/** The platform's origin: the public shell's. */

beforeAll(async () => {
  published = await publishedApps();
  // Paid apps anyone with billing rights may buy (as buyable-apps.ts, read from this run's platform),
  // paid at once: a trial's checkout starts the trial instead of offering Pay, and the demo world's
  // one-time trial is bought by the money suite in the same run.
  buyable = published.filter((app) => plain(app) && app.payment !== null && app.payment.trialDays === 0 && !app.underMaintenance);
});

const notEnoughPermissions = 'You do not have enough permissions to install applications.';
const ghostWords = 'You are browsing as owner@acme.example with a ghost login: nothing can be installed, bought or changed for this account.';
const maintenanceWords = 'This app is under maintenance: it cannot be installed or bought until the maintenance ends.';
const cartLockedWords = 'Your cart is currently blocked by the unfinished checkout process. Try again later.';

/** A chat-product app, no plan or owner limits, not a tutorial, not the developer organisation's. */
const plain = (app: (typeof published)[number]) =>
  !app.hidden &&
  app.installable &&
  app.tutorialUrl === null &&
  ['', 'livechat'].includes(app.product ?? '') &&
  app.customProps['isService'] !== 'true' &&
  app.customProps['isPremium'] !== 'true' &&
  app.customProps['isTeamPlan'] !== 'true' &&
  app.customProps['onlyOwnerCanInstall'] !== 'true' &&
  app.organizationId !== 'org-dev-1';

let taken = 0;
/** A paid app no other test of this file takes. */
function nextBuyable(): PublishedApp {
  const app = buyable[buyable.length - 1 - taken++];
  if (!app) throw new Error('out of buyable apps');
  return app;
}

const appUrl = (app: { slug: string }) => `${urls.publicShell}apps/${app.slug}/`;

/** Support staff's ghost login, as a person does it: Sign in, then 'Browse as' the owner and 'Ghost login'. */
async function openAsGhostOfOwner(url: string): Promise<Page> {
  const page = await newPage();
  await loadPage(page, url);
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 30_000 })
    .catch(() => null);
  const sameTab = page.waitForURL(/\/accounts\/authorize/, { timeout: 30_000 }).then(
    () => page,
    () => null,
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  const accounts = (await Promise.race([popup, sameTab])) ?? (await popup) ?? (await sameTab);
  if (accounts === null) throw new Error('Sign in did not lead to the accounts page');
  await accounts.getByLabel('Browse as').selectOption('acc-owner');
  await accounts.getByRole('button', { name: 'Ghost login', exact: true }).click();
  await page.getByText('Browsing as owner@acme.example').first().waitFor({ timeout: 30_000 });
  return page;
}

const actionButtons = (page: Page, names: RegExp) => page.getByTestId('app-actions').getByRole('button', { name: names });
const actionLinks = (page: Page, names: RegExp) => page.getByTestId('app-actions').getByRole('link', { name: names });
const buyOrInstall = /^(Buy|Add to cart|Install|Activate)$/;

describe('the suspended owner is told before any click', () => {
  it('sees why on a paid and a free app page and on the checkout, and is offered no Buy, Add to cart or Install', async () => {
    const paid = nextBuyable();
    const page = await signedInPage(appUrl(paid), /^Suspended owner/);
    await page.getByTestId('app-actions').getByText(notEnoughPermissions).waitFor();
    expect(await actionLinks(page, buyOrInstall).count()).toBe(0);
    expect(await actionButtons(page, buyOrInstall).count()).toBe(0);

    // Past the free apps the seed installs for the organisation (its first three).
    const free = published.filter((app) => plain(app) && app.payment === null && !app.underMaintenance)[4];
    if (!free) throw new Error('no free app');
    await loadPage(page, appUrl(free));
    await page.getByTestId('app-actions').getByText(notEnoughPermissions).waitFor();
    expect(await actionButtons(page, buyOrInstall).count()).toBe(0);

    await loadPage(page, `${urls.publicShell}checkout/${paid.slug}`);
    await page.getByRole('alert').filter({ hasText: notEnoughPermissions }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);
  });
});

describe('an app under maintenance says so and is not sold', () => {
  it('shows the words on the app page and the checkout, with no Buy or Add to cart', async () => {
    const app = published.find((candidate) => plain(candidate) && candidate.underMaintenance && candidate.payment !== null);
    if (!app) throw new Error('the seed has no paid app under maintenance');
    const page = await signedInPage(appUrl(app), /^Owner Olivia Owner/);
    await page.getByTestId('app-actions').getByText(maintenanceWords).waitFor();
    expect(await actionLinks(page, buyOrInstall).count()).toBe(0);
    expect(await actionButtons(page, buyOrInstall).count()).toBe(0);
    await loadPage(page, `${urls.publicShell}checkout/${app.slug}`);
    await page.getByRole('alert').filter({ hasText: maintenanceWords }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);
  });
});

describe('a ghost login browses as the owner and changes nothing', () => {
  it('says why on the app page and the cart, and offers no Buy, Add to cart, Uninstall, Remove or Checkout', async () => {
    const paid = nextBuyable();
    const page = await openAsGhostOfOwner(appUrl(paid));
    await page.getByTestId('app-actions').getByText(ghostWords).waitFor();
    expect(await actionLinks(page, buyOrInstall).count()).toBe(0);
    expect(await actionButtons(page, buyOrInstall).count()).toBe(0);

    // An app the owner's organisation has installed (the seed installs its first free apps): Open and Settings, no Uninstall.
    const installed = published.find((app) => plain(app) && app.payment === null && !app.underMaintenance);
    if (!installed) throw new Error('no free app');
    await loadPage(page, appUrl(installed));
    await page.getByTestId('app-actions').getByText(ghostWords).waitFor();
    await page
      .getByTestId('app-actions')
      .getByRole('button', { name: 'Settings' })
      .or(page.getByTestId('app-actions').getByRole('link', { name: 'Settings' }))
      .first()
      .waitFor();
    expect(await actionButtons(page, /^(Uninstall|Deactivate)$/).count()).toBe(0);

    await loadPage(page, `${urls.publicShell}cart/`);
    await page.getByText(ghostWords).first().waitFor();
    expect(await page.getByRole('button', { name: 'Checkout', exact: true }).count()).toBe(0);
    for (const remove of await page.getByRole('button', { name: /^Remove / }).all()) expect(await remove.isDisabled()).toBe(true);

    // My apps: the owner's paid monthly app shows its plan, and Change plan is the reason, not a live button.
    await loadPage(page, `${urls.publicShell}my-apps/`);
    const list = page.getByRole('list', { name: 'Installed apps' });
    await list.getByTestId('plan-change-read-only').first().waitFor();
    expect(await list.getByTestId('plan-change-read-only').first().textContent()).toContain(ghostWords);
    expect(await list.getByRole('button', { name: /^Change plan/ }).count()).toBe(0);
    expect(await list.getByRole('button', { name: /^(Uninstall|Deactivate)$/ }).count()).toBe(0);
  });
});

describe('a locked cart takes no change and says its time left in words', () => {
  it('disables every change, counts down "14 min 5x s" each second, and the app page offers no Add to cart', async () => {
    const inCart = nextBuyable();
    const other = nextBuyable();
    const page = await signedInPage(appUrl(inCart), /^Vice-owner/);
    await page.getByTestId('app-actions').getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('app-actions').getByRole('link', { name: 'In cart' }).waitFor();
    await loadPage(page, `${urls.publicShell}cart/`);
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^Time left to pay: 14 min \d{1,2} s$/);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(first);
    expect(await page.getByRole('button', { name: `Remove ${inCart.name}` }).isDisabled()).toBe(true);
    expect(await page.getByLabel(`Plan for ${inCart.name}`).isDisabled()).toBe(true);
    expect(await page.getByLabel('Search apps to add').isDisabled()).toBe(true);
    expect(await page.getByLabel('Coupon code').isDisabled()).toBe(true);

    await loadPage(page, appUrl(other));
    await page.getByTestId('app-actions').getByText(cartLockedWords).waitFor();
    expect(await actionButtons(page, /^Add to cart$/).count()).toBe(0);

    // Back to cart: open again, for the suites after this one.
    await loadPage(page, `${urls.publicShell}cart/`);
    await page.getByRole('button', { name: 'Back to cart' }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).waitFor();
  }, 120_000);
});

describe('the other refusals of the platform, each as the account that meets it', () => {
  it.each([
    ['Administrator', /^Administrator Ada/, 'To install contact the owner of the LiveChat license.'],
    ['Owner, inactive licence', /^Owner, inactive licence/, 'Your LiveChat license is inactive. Go to LiveChat app and activate it.'],
    ['Viewer', /^Viewer/, notEnoughPermissions],
  ])('%s: a paid app says why and offers no Buy', async (_label, account, words) => {
    const page = await signedInPage(appUrl(nextBuyable()), account);
    await page.getByTestId('app-actions').getByText(words).waitFor();
    expect(await actionLinks(page, buyOrInstall).count()).toBe(0);
    expect(await actionButtons(page, buyOrInstall).count()).toBe(0);
  });

  it('Developer: their own app says why and points to the console, with no Buy', async () => {
    const own = published.find((app) => app.organizationId === 'org-dev-1' && app.payment !== null && !app.hidden && app.installable && !app.underMaintenance);
    if (!own) throw new Error('the developer has no paid app');
    const page = await signedInPage(appUrl(own), /^Developer \(owns apps\)/);
    await page.getByTestId('app-actions').getByText('Developers cannot buy their own app or service.').waitFor();
    expect(await actionLinks(page, buyOrInstall).count()).toBe(0);
  });
});
