/**
 * Comparing apps in Chromium: up to three apps picked with the Compare box of
 * their cards (by mouse and by keyboard), a fourth refused, the comparison page with the picks in
 * its address, apps removed and added there by keyboard, a shared address opening the same table;
 * no WCAG 2.x A/AA violations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newPage, loadPage, expectNoWcagViolations, publishedApps, type PublishedApp } from './fixtures/index.ts';

let published: PublishedApp[];
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  published = await publishedApps();
});

const compareBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Compare ${name}`, exact: true });
const columnNames = (page: Page) => page.getByTestId('comparison').locator('thead th a').allTextContents();
const slugOf = (name: string) => published.find((app) => app.name === name)?.slug ?? '';
const appsInAddress = (page: Page) => new URL(page.url()).searchParams.get('apps');

describe('apps are picked for comparison from their cards', () => {
  it('takes three apps by mouse and keyboard, refuses a fourth, and opens the comparison with them in the address', async () => {
    const page = await newPage();
    // A category page: fewer cards than All apps, so the axe runs stay quick on a busy machine.
    await loadPage(page, `${urls.publicShell}apps/crm/`);
    await page.getByTestId('app-card').nth(3).waitFor(WAIT);
    const names = (await page.getByTestId('app-card').getByRole('heading').allTextContents()).slice(0, 4);
    const [first, second, third, fourth] = names as [string, string, string, string];

    await compareBox(page, first).click();
    await expect.poll(() => compareBox(page, first).isChecked(), WAIT).toBe(true);
    await compareBox(page, second).click();
    await expect.poll(() => compareBox(page, second).isChecked(), WAIT).toBe(true);
    await compareBox(page, third).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => compareBox(page, third).isChecked(), WAIT).toBe(true);
    await expect.poll(() => compareBox(page, fourth).isDisabled(), WAIT).toBe(true);
    const tray = page.getByTestId('compare-tray');
    await expect.poll(() => tray.getByRole('status').textContent(), WAIT).toBe('3 of 3 apps picked for comparison');
    await expectNoWcagViolations(page);

    await tray.getByRole('link', { name: 'Compare apps' }).click();
    await page.waitForURL(/\/compare\/\?apps=/, WAIT);
    expect(appsInAddress(page)).toBe([first, second, third].map(slugOf).join(','));
    await expect.poll(() => columnNames(page), WAIT).toEqual([first, second, third]);
    const rows = await page.getByTestId('comparison').locator('tbody th').allTextContents();
    expect(rows).toEqual(['Price', 'Billing', 'Rating', 'Installations', 'Languages', 'Placements', 'Permissions']);
    await expectNoWcagViolations(page);
    await page.close();
  }, 120_000);
});

describe('the comparison page works by keyboard and from a shared address', () => {
  it('opens a shared address, removes an app and adds another by keyboard, the address following', async () => {
    const apps = published.filter((app) => !app.hidden && app.customProps.isService !== 'true');
    const free = apps.find((app) => app.payment === null);
    const paid = apps.filter((app) => app.payment !== null);
    if (!free || paid.length < 2) throw new Error('the seed has no free app or fewer than two paid apps');
    const [a] = paid as [PublishedApp];
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}compare/?apps=${free.slug},${a.slug}`);
    await expect.poll(() => columnNames(page), WAIT).toEqual([free.name, a.name]);
    const priceRow = page.getByTestId('comparison').locator('tbody tr').first();
    expect((await priceRow.locator('td').first().textContent())?.trim()).toBe('Free');
    await expect.poll(() => priceRow.locator('td').nth(1).textContent()).toMatch(/^\$\d/);

    // Remove the free app with the keyboard.
    await page.getByRole('button', { name: `Remove ${free.name}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('apps') === a.slug, WAIT);
    await expect.poll(() => columnNames(page), WAIT).toEqual([a.name]);

    // Add another app with the keyboard: the list, then its Add button.
    const select = page.getByLabel('Add an app to compare');
    const offered = await select.locator('option').allTextContents();
    const b = paid.find((app) => app !== a && offered.includes(app.name));
    if (!b) throw new Error('no other paid app is offered');
    expect(offered).not.toContain(a.name);
    await select.focus();
    await select.selectOption({ label: b.name });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('apps') === `${a.slug},${b.slug}`, WAIT);
    await expect.poll(() => columnNames(page), WAIT).toEqual([a.name, b.name]);
    await expectNoWcagViolations(page);
    await page.close();
  }, 120_000);
});
