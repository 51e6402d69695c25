/**
 * The developer console as the demo developer meets it: "Manage in the developer console" on their
 * own app leads to a page of the marketplace listing their apps with the publication state in words
 * and a link to each app's private, in-review or public page; the platform's /console/ address
 * lands there too. The button fits the 1,376 px layout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newPage, loadPage, signedInPage, demoAccount, expectNoWcagViolations, publishedApps, type PublishedApp } from './fixtures/index.ts';

const WAIT = { timeout: 20_000 };
let published: PublishedApp[];
const platformOrigin = new URL(urls.publicShell).origin;

beforeAll(async () => {
  published = await publishedApps();
});

const consoleTable = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, name: string) =>
  consoleTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

describe('the developer console', () => {
  it("lists the developer's apps with their state in words and leads to their private and in-review pages", async () => {
    const own = published.find((app) => app.developerId === 'dev-1' && !app.hidden && app.customProps['isService'] !== 'true');
    if (!own) throw new Error('no published app of the demo developer');
    const page = await signedInPage(`${urls.publicShell}apps/${own.slug}/`, demoAccount.developer);
    await page.setViewportSize({ width: 1376, height: 900 });
    const manage = page.getByTestId('app-actions').getByRole('link', { name: 'Manage in the developer console' });
    await manage.waitFor(WAIT);
    // The button fits the layout: the page is no wider than the window.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), WAIT).toBeLessThanOrEqual(1376);

    await manage.click();
    await page.waitForURL(`${urls.publicShell}console/apps/${own.id}/`);
    await page.getByRole('heading', { level: 1, name: 'Developer console' }).waitFor(WAIT);
    await rowOf(page, own.name).waitFor(WAIT);
    expect(await rowOf(page, own.name).getAttribute('aria-current')).toBe('true');
    expect(await rowOf(page, own.name).getByRole('cell').first().textContent()).toBe('Published');

    const states = await consoleTable(page).locator('tbody td:nth-child(2)').allTextContents();
    expect(states).toEqual(expect.arrayContaining(['Published', 'In development', 'In review']));
    expect(await page.getByText(/IN_REVIEW|IN_DEVELOPMENT|PUBLISHED/).count()).toBe(0);
    await expectNoWcagViolations(page);

    // A private app's row leads to its private page, an in-review app's to its in-review page.
    const privateLink = consoleTable(page)
      .getByRole('link', { name: /^Private page of / })
      .first();
    const privateName = ((await privateLink.getAttribute('aria-label')) ?? '').replace('Private page of ', '');
    await privateLink.click();
    await page.waitForURL(/\/private-apps\/[^/]+\/$/);
    await page.getByRole('heading', { level: 1, name: privateName }).waitFor(WAIT);
    await page.goBack();
    const reviewLink = consoleTable(page)
      .getByRole('link', { name: /^In-review page of / })
      .first();
    const reviewName = ((await reviewLink.getAttribute('aria-label')) ?? '').replace('In-review page of ', '');
    await reviewLink.click();
    await page.waitForURL(/\/in-review-apps\/[^/]+\/$/);
    await page.getByRole('heading', { level: 1, name: reviewName }).waitFor(WAIT);
  }, 120_000);

  it("the platform's console address lands on the console page, which asks a visitor to sign in", async () => {
    const page = await newPage();
    const response = await loadPage(page, `${platformOrigin}/console/apps/1002`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/marketplace/console/apps/1002/');
    await page.getByRole('heading', { level: 1, name: 'Developer console' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Sign in to the developer console' }).waitFor(WAIT);
    await expectNoWcagViolations(page);
  });
});
