/**
 * Compare decides, in Chromium: placements by the names a user knows them by, a "Show differences
 * only" switch that keeps the rows the domain finds different, and, signed in, each column's
 * Install, Buy or Add to cart as the app's card offers them.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productOfApp } from '../../packages/domain/src/apps.ts';
import { comparisonCells, comparisonRowTitles, differingRows, placementNames } from '../../packages/domain/src/compare.ts';
import { productNames } from '../../packages/domain/src/entities/product-names.ts';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { buyableApps, expectNoWcagViolations, loadPage, newPage, signedInPage, demoAccount, urls, publishedApps } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };

/** A free app with a placement, and a paid one: they differ in some rows, not in all. */
async function pair(): Promise<[App, App]> {
  const published = await publishedApps();
  const free = published.find(
    (app) =>
      app.payment === null &&
      !app.hidden &&
      app.installable &&
      app.tutorialUrl === null &&
      app.widgets.length > 0 &&
      ['', 'livechat'].includes(app.product ?? '') &&
      app.customProps['isService'] !== 'true' &&
      app.organizationId !== 'org-dev-1',
  );
  const buyable = new Set((await buyableApps()).map((app) => app.id));
  const paid = published.find((app) => buyable.has(app.id) && ['', 'livechat'].includes(app.product ?? '') && app.payment?.trialDays === 0);
  if (!free || !paid) throw new Error('no seeded app fits');
  return [free, paid];
}

const rowTitles = (page: Page) => page.getByTestId('comparison').locator('tbody th').allTextContents();

describe('the comparison decides', () => {
  it('names placements readably and shows the differences only when asked', async () => {
    const apps = await pair();
    const cells = apps.map((app) => comparisonCells(app, productNames[productOfApp(app)]));
    const differing = differingRows(cells).map((row) => comparisonRowTitles[row]);
    // The test can fail: some rows are the same for both apps, some differ.
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(Object.keys(comparisonRowTitles).length);
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}compare/?apps=${apps.map((app) => app.slug).join(',')}`);
    const table = page.getByTestId('comparison');
    await table.waitFor(WAIT);
    const placements = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'Placements' }) });
    const first = placementNames[apps[0].widgets[0]?.placement ?? 'plugin'];
    await expect.poll(() => placements.locator('td').first().textContent()).toContain(first);
    const all = await rowTitles(page);
    const toggle = page.getByRole('switch', { name: 'Show differences only' });
    await toggle.check();
    await expect.poll(() => rowTitles(page)).toEqual(differing);
    await expectNoWcagViolations(page);
    await toggle.uncheck();
    await expect.poll(() => rowTitles(page)).toEqual(all);
    // A visitor's columns hold no action: the row is not there.
    expect(all).not.toContain('Get it');
    await page.context().close();
  });

  it('gives each column its Install, Buy or Add to cart when signed in', async () => {
    const [free, paid] = await pair();
    const page = await signedInPage(`${urls.publicShell}compare/?apps=${free.slug},${paid.slug}`, demoAccount.newOrganisation);
    const actions = page.getByTestId('compare-actions');
    await expect.poll(() => actions.count(), WAIT).toBe(2);
    await actions.nth(0).getByRole('button', { name: 'Install', exact: true }).waitFor(WAIT);
    await actions
      .nth(1)
      .getByRole('link', { name: 'Buy', exact: true })
      .or(actions.nth(1).getByRole('button', { name: 'Buy', exact: true }))
      .waitFor(WAIT);
    await actions.nth(1).getByRole('button', { name: 'Add to cart', exact: true }).waitFor(WAIT);
    await expectNoWcagViolations(page);
    await page.context().close();
  });
});
