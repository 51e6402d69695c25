/**
 * One truth after every action: a new organisation installs, uninstalls, buys once, buys monthly,
 * fills its cart and rates an app, and every other screen that shows the result agrees without a
 * reload — the app page's status line and actions, My apps (installed and payments), the cart
 * badge and the review section — within 500 ms of the platform's answer on the screen where it
 * acted (the uninstall's own 1 s wait of spec 9 added). In the agent app a purchase reaches the
 * host's Installed apps panel, with no toast beside the thank-you page; in the help desk an
 * install reaches its panel. "Already installed" is never said after an install.
 */
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyableApps, demoAccount, isChatApp, loadPage, newPage, origins, pickApps, signIn, urls, watchNotices, type PublishedApp, publishedApps } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };
/** How soon after the platform's answer the screen that acted shows it. */
const AGREES_MS = 500;
const UNINSTALL_WAIT_MS = 1000;

/** A free app of the product that installs from its page (no direct install, no plan limits). */
const freeOf =
  (product: string) =>
  (app: PublishedApp): boolean =>
    app.payment === null &&
    !app.hidden &&
    app.installable &&
    app.tutorialUrl === null &&
    app.directInstallUrl === null &&
    (product === 'livechat' ? ['', 'livechat'] : [product]).includes(app.product ?? '') &&
    app.customProps['isService'] !== 'true' &&
    app.customProps['isPremium'] !== 'true' &&
    app.customProps['isTeamPlan'] !== 'true' &&
    app.customProps['onlyOwnerCanInstall'] !== 'true' &&
    app.organizationId !== 'org-dev-1';

/** Opens an app's page the way a visitor does, through the header's search and its results: no document is loaded again. */
async function openApp(page: Page, name: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Search apps and partners' });
  await search.fill(name);
  await search.press('Enter');
  // The results page, or the app's own page when the search goes straight to it.
  const result = page.getByRole('list', { name: 'Apps found' }).getByRole('heading', { name, exact: true }).first();
  const heading = page.getByRole('heading', { level: 1, name, exact: true });
  await heading
    .or(result)
    .first()
    .waitFor(WAIT)
    .catch(async (error: unknown) => {
      throw new Error(`${page.url()}\n${await page.locator('main').innerText()}`, { cause: error });
    });
  if (!(await heading.isVisible())) await result.click();
  await heading.waitFor(WAIT);
}

/** Marks the document, so a test can tell it was never loaded again. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Waits for the platform's answer to a write, then gives the screen AGREES_MS (plus `extra`) to show it. */
async function afterAnswer(answer: Promise<Response>, checks: readonly Locator[], extra = 0): Promise<void> {
  const response = await answer;
  expect(response.status(), response.url()).toBeLessThan(300);
  const deadline = Date.now() + AGREES_MS + extra;
  for (const check of checks) await check.waitFor({ timeout: Math.max(1, deadline - Date.now()) });
}

const answerTo = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname), WAIT);

/** The installation count the app page states. */
async function statedInstallations(page: Page): Promise<number> {
  const term = page.getByRole('term').filter({ hasText: /^Installations$/ });
  const value = await term.locator('xpath=following-sibling::dd[1]').textContent();
  return Number((value ?? '').replace(/\D/g, ''));
}

const platformInstallations = async (slug: string): Promise<number> =>
  ((await (await fetch(`${origins.platform}/v2/applications/${slug}/published`)).json()) as { installations: number }).installations;

describe('the public site: every screen agrees after each action, without a reload', () => {
  it('install, uninstall, buy once, buy monthly, cart and review', async () => {
    const apps = await publishedApps();
    const free = apps.filter(freeOf('livechat'));
    const toInstall = free[0] as PublishedApp;
    const [once, monthly, forCart] = pickApps(
      (await buyableApps()).filter((app) => isChatApp(app) && app.payment?.trialDays === 0),
      (app) => app.payment?.months == null,
      (app) => app.payment?.months === 1,
      () => true,
    );
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/${toInstall.slug}/`);
    await page.getByRole('heading', { level: 1, name: toInstall.name }).waitFor(WAIT);
    await signIn(page, demoAccount.newOrganisation);
    const notices = await watchNotices(page.context(), ['Application installed successfully!', 'Application is already installed.', 'Application uninstalled successfully.']);
    await markDocument(page);
    const actions = page.getByTestId('app-actions');
    const installedList = page.getByRole('list', { name: 'Installed apps' });
    const nothingInstalled = page.getByText('Your organization has not installed any apps yet.');

    // Install: the page says Installed with Uninstall at once, and never 'already installed'.
    await actions.getByRole('button', { name: 'Install', exact: true }).click(WAIT);
    const installing = answerTo(page, 'PUT', new RegExp(`/v2/applications/${toInstall.id}/install$`));
    await page
      .getByRole('dialog', { name: `Install ${toInstall.name}?` })
      .getByRole('button', { name: 'Allow and install' })
      .click(WAIT);
    await afterAnswer(installing, [actions.getByRole('status').filter({ hasText: /^Installed$/ }), actions.getByRole('button', { name: 'Uninstall' })]);
    await notices.seen('Application installed successfully!');
    // The count is the platform's: the page's read of the app is answered again within the same time.
    const counted = await platformInstallations(toInstall.slug);
    await expect.poll(() => statedInstallations(page), { timeout: AGREES_MS }).toBe(counted);

    // My apps lists it at once (the screen read no list of its own).
    await page.getByRole('link', { name: 'My apps' }).first().click();
    await installedList
      .getByRole('heading', { name: toInstall.name })
      .waitFor(WAIT)
      .catch(async (error: unknown) => {
        throw new Error(`${page.url()}\n${await page.locator('body').innerText()}`, { cause: error });
      });
    expect(await nothingInstalled.count()).toBe(0);

    // Uninstall from My apps: it leaves the list, and its page offers Install with the platform's count.
    await installedList.getByRole('button', { name: 'Uninstall' }).first().click();
    const uninstalling = answerTo(page, 'DELETE', new RegExp(`/v2/applications/${toInstall.id}/install$`));
    await page
      .getByRole('dialog', { name: `Uninstall ${toInstall.name}?` })
      .getByRole('button', { name: 'Uninstall', exact: true })
      .click();
    await afterAnswer(uninstalling, [nothingInstalled], UNINSTALL_WAIT_MS);
    await openApp(page, toInstall.name);
    await actions.getByRole('button', { name: 'Install', exact: true }).waitFor(WAIT);
    await expect.poll(() => statedInstallations(page), WAIT).toBe(await platformInstallations(toInstall.slug));

    // Buy once: the thank-you page, then My apps has it installed and its payment listed.
    for (const [app, plan] of [
      [once, 'One-time'],
      [monthly, 'Monthly payment'],
    ] as const) {
      await openApp(page, app.name);
      await actions.getByRole('link', { name: 'Buy', exact: true }).click(WAIT);
      await page.getByRole('heading', { level: 1, name: `Checkout: ${app.name}` }).waitFor(WAIT);
      await page.getByLabel('Billing country').selectOption('PL');
      await page.getByText('Taxes (23 %)').waitFor(WAIT);
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor(WAIT);
      await page.getByRole('link', { name: 'My apps' }).first().click();
      const card = installedList.getByRole('listitem').filter({ has: page.getByRole('heading', { name: app.name }) });
      await card.waitFor(WAIT);
      expect(await nothingInstalled.count()).toBe(0);
      if (plan === 'Monthly payment') expect(await card.getByTestId('billing-plan').textContent()).toBe(plan);
      await page.getByRole('region', { name: 'Payments' }).getByText(app.name).first().waitFor(WAIT);
      // Its page: installed, nothing to buy.
      await openApp(page, app.name);
      await actions
        .getByRole('status')
        .filter({ hasText: /^Installed$/ })
        .waitFor(WAIT);
      expect(await actions.getByRole('link', { name: 'Buy', exact: true }).count()).toBe(0);
    }

    // The cart badge follows an add at once.
    await openApp(page, forCart.name);
    const adding = answerTo(page, 'PATCH', new RegExp(`/v2/products-carts/[^/]+/applications/${forCart.id}$`));
    await actions.getByRole('button', { name: 'Add to cart', exact: true }).click(WAIT);
    await afterAnswer(adding, [page.getByRole('link', { name: /^Cart 1 item$/ })]);

    // Rate and review the app bought first: the review shows as the account's own, with Edit and Delete, at once.
    const toRate = once;
    await openApp(page, toRate.name);
    const form = page.getByTestId('rate-app-form');
    await form.getByLabel('4 stars').check(WAIT);
    await form.getByLabel('Your review').fill('Every screen agrees.');
    const rating = answerTo(page, 'PUT', new RegExp(`/feedback/rate/application/${toRate.id}$`));
    await form.getByRole('button', { name: 'Submit review' }).click();
    const own = page.getByTestId('own-review');
    await afterAnswer(rating, [own.getByText('Every screen agrees.'), own.getByRole('button', { name: 'Edit' }), own.getByRole('button', { name: 'Delete' })]);
    expect(await form.count()).toBe(0);

    // One document throughout: nothing above needed a reload.
    expect(await sameDocument(page)).toBe(true);
    // 'Already installed' was never said: every install here succeeded.
    expect(notices.shown(origins.platform).map((notice) => notice.text)).not.toContain('Application is already installed.');
  }, 240_000);
});

describe('the agent app and the help desk follow the marketplace', () => {
  it("a purchase in the agent app's frame reaches the host's Installed apps, with no toast beside the thank-you page", async () => {
    const [app] = pickApps(
      (await buyableApps()).filter((candidate) => isChatApp(candidate) && candidate.payment?.trialDays === 0),
      (candidate) => candidate.payment?.months == null,
    );
    const page = await newPage();
    await loadPage(page, `${urls.agentApp}apps/`);
    await signIn(page, demoAccount.newOrganisation);
    const notices = await watchNotices(page.context(), ['Payment pending', 'Payment accepted', 'Payment successful', 'App purchased']);
    await loadPage(page, `${urls.agentApp}checkout/${app.slug}`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('heading', { level: 1, name: `Checkout: ${app.name}` }).waitFor(WAIT);
    await frame.getByLabel('Billing country').selectOption('PL');
    await frame.getByText('Taxes (23 %)').waitFor(WAIT);
    await frame.getByRole('button', { name: /^Pay \$/ }).click();
    await frame.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor(WAIT);
    await page.getByRole('complementary', { name: 'Installed apps' }).getByText(app.name, { exact: true }).waitFor(WAIT);
    expect(notices.shown(origins.agentApp).map((notice) => notice.text)).toEqual([]);
  }, 120_000);

  it("an install in the help desk reaches its Installed apps panel and the page's status line", async () => {
    const [app] = (await publishedApps()).filter(freeOf('helpdesk')) as [PublishedApp];
    const page = await newPage();
    await loadPage(page, `${origins.helpdesk}/marketplace/apps/${app.slug}/`);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor(WAIT);
    await signIn(page, demoAccount.newOrganisation);
    const actions = page.getByTestId('app-actions');
    await actions.getByRole('button', { name: 'Install', exact: true }).click(WAIT);
    const installing = answerTo(page, 'PUT', new RegExp(`/v2/applications/${app.id}/install$`));
    const allow = page.getByRole('dialog', { name: `Install ${app.name}?` }).getByRole('button', { name: 'Allow and install' });
    // An app without an OAuth client installs without asking.
    await allow.click({ timeout: 5_000 }).catch(() => undefined);
    await afterAnswer(installing, [actions.getByRole('status').filter({ hasText: /^Installed$/ })]);
    await page.getByRole('complementary', { name: 'Installed apps' }).getByText(app.name, { exact: true }).waitFor(WAIT);
  }, 120_000);
});
