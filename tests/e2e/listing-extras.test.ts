/**
 * The listing's filters and sort beyond spec 3 in Chromium: 'Verified developer'
 * (a checkbox that shows the click at once), 'Minimum rating' and the sort 'Recently updated', each
 * kept in the address and listing exactly what the domain's listApps lists; no WCAG 2.x A/AA
 * violations.
 */
import type { App } from '../../packages/domain/src/entities/app.ts';
import { listApps } from '../../packages/domain/src/listing.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newPage, loadPage, expectNoWcagViolations, publishedApps, listingFilter } from './fixtures/index.ts';

let published: App[];
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  published = await publishedApps();
});

const cardNames = (page: Page) => page.getByRole('list', { name: 'CRM', exact: true }).getByTestId('app-card').locator('h3').allTextContents();
const crm = (filters: Parameters<typeof listApps>[1]) => listApps(published, { category: 'crm', ...filters }, { product: 'livechat', kind: 'apps' }).map((app) => app.name);

describe('verified developer, minimum rating and recently updated', () => {
  it('filters and sorts a category by them, the address following', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/crm/`);
    await expect.poll(() => cardNames(page), WAIT).toEqual(crm({}));

    const verified = page.getByRole('checkbox', { name: /^Verified developer \(\d+\)$/ });
    await verified.click();
    await expect.poll(() => verified.isChecked(), WAIT).toBe(true);
    await page.waitForURL(/verified=true/, WAIT);
    expect(crm({ verified: 'true' }).length).toBeLessThan(crm({}).length);
    await expect.poll(() => cardNames(page), WAIT).toEqual(crm({ verified: 'true' }));
    await verified.click();
    await expect.poll(() => verified.isChecked(), WAIT).toBe(false);
    await expect.poll(() => page.url(), WAIT).not.toContain('verified');

    await listingFilter(page, 'Minimum rating').choose('4');
    await page.waitForURL(/minRating=4/, WAIT);
    await expect.poll(() => cardNames(page), WAIT).toEqual(crm({ minRating: 4 }));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectNoWcagViolations(page);
    await listingFilter(page, 'Minimum rating').choose('');
    await expect.poll(() => page.url(), WAIT).not.toContain('minRating');

    await page.getByLabel('Sort by').selectOption('updated');
    await page.waitForURL(/sortBy=updated/, WAIT);
    const updated = crm({ sortBy: 'updated' });
    expect(updated).not.toEqual(crm({ sortBy: 'published' }));
    await expect.poll(() => cardNames(page), WAIT).toEqual(updated);
    await expectNoWcagViolations(page);
    await page.close();
  }, 120_000);
});
