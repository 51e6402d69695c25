/**
 * The storefront as a visitor first sees it: every app shows a logo mark of its own (its record's
 * icon when it has one, else a generated mark of shapes in its category's colours, never letters);
 * a category is in the address and the heading (/apps/{category}/, "Analytics"), and the old
 * `?category=` addresses move there, in the public site and in every host.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { urls, origins, newPage, loadPage, expectNoWcagViolations } from './fixtures/index.ts';

let published: App[];

beforeAll(async () => {
  published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
});

describe('app icons', () => {
  it("a card shows the app's generated mark, and an app whose record holds an icon shows that one", async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/analytics/`);
    const card = (name: string) => page.getByTestId('app-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const seeded = published.find((app) => app.category.id === 'analytics' && app.icon.includes('/v2/assets/icons/') && !app.hidden);
    if (!seeded) throw new Error('no analytics app with a generated mark');
    const generated = card(seeded.name).locator('img');
    await generated.scrollIntoViewIfNeeded();
    expect(await generated.getAttribute('src')).toBe(`${origins.platform}/v2/assets/icons/${seeded.id}.svg?category=analytics`);
    await expect.poll(() => generated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const mark = await (await fetch(`${origins.platform}/v2/assets/icons/${seeded.id}.svg?category=analytics`)).text();
    expect(mark).toContain('<svg');
    expect(mark).not.toContain('<text');

    const own = published.find((app) => app.slug === 'reports-lens');
    expect(own?.icon).toMatch(/^data:image\/svg\+xml,/);
    const ownIcon = card('Reports Lens').locator('img');
    await ownIcon.scrollIntoViewIfNeeded();
    expect(await ownIcon.getAttribute('src')).toBe(own?.icon);
    await expect.poll(() => ownIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.context().close();
  });
});

describe('a category says where you are', () => {
  it('choosing a category goes to /apps/{category}/ with its name as heading and title, keeping the other filters', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor();
    await page.getByLabel('Category').selectOption('analytics');
    await page.waitForURL(`${urls.publicShell}apps/analytics/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Analytics | LiveChat Integrations');
    // The filter keeps the category, and its options count what each category page lists.
    expect(await page.getByLabel('Category').inputValue()).toBe('analytics');
    await expect.poll(() => page.getByLabel('Category').locator('option[value="crm"]').textContent()).toMatch(/^CRM \([1-9]\d*\)$/);
    await expectNoWcagViolations(page);
    await page.getByLabel('Category').selectOption('crm');
    await page.waitForURL(`${urls.publicShell}apps/crm/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'CRM', exact: true }).waitFor();
    await page.getByLabel('Category').selectOption('');
    await page.waitForURL(`${urls.publicShell}apps/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor();
    await page.context().close();
  });

  it('an old ?category= address moves for good (301) to the category path, in the public site, the help desk and the text product', async () => {
    for (const base of [urls.publicShell, urls.helpdesk, urls.text]) {
      const answer = await fetch(`${base}apps/?category=analytics&sortBy=price`, { redirect: 'manual' });
      expect(answer.status, base).toBe(301);
      expect(answer.headers.get('location'), base).toBe('/marketplace/apps/analytics/?sortBy=price');
    }
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/?category=crm`);
    expect(page.url()).toBe(`${urls.publicShell}apps/crm/`);
    await page.getByRole('heading', { level: 1, name: 'CRM', exact: true }).waitFor();
    await page.context().close();
  });

  it('the agent app frame and the text product show the category page too', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.text}apps/?category=analytics`);
    await page.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/analytics/');
    await loadPage(page, `${urls.agentApp}apps/?category=analytics`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    await page.context().close();
  });
});
