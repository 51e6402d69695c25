/**
 * Browsing as a visitor in real Chromium: home → category → filter → sort → back → search →
 * app detail → reviews, with axe-core finding no WCAG 2.x A/AA violation on any screen, and a
 * keyboard-only path from search to an app's detail. Expected lists come from the domain's rules
 * applied to the platform's own data, so the screens are checked against the spec, not a copy.
 */
import { appsInCollection } from '../../packages/domain/src/collections.ts';
import { SEARCH_SUGGESTIONS } from '../../packages/domain/src/constants.ts';
import { listApps } from '../../packages/domain/src/listing.ts';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { publicSite } from './public-site.ts';
import { origins, newContext, loadPage, expectNoWcagViolations, listingFilter } from './fixtures/index.ts';

const site = publicSite();
const { base } = site;

async function open(path: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
  const context = await newContext({
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  await loadPage(page, `${base}${path}`);
  return page;
}

/** The search index the page fetches when someone starts searching. */
const searchIndex = (url: URL) => url.pathname.endsWith('/published/search-index');

/** The apps the header's search suggests for a text, as the platform answers it. */
async function suggested(text: string): Promise<string[]> {
  const response = await fetch(`${origins.platform}/v2/applications/published/search?query=${encodeURIComponent(text)}&variant=public&limit=${SEARCH_SUGGESTIONS}`);
  return ((await response.json()) as { apps: Array<{ name: string }> }).apps.map((app) => app.name);
}

async function cardNames(page: Page, list: string): Promise<string[]> {
  const grid = page.getByRole('list', { name: list, exact: true });
  await grid.waitFor();
  return grid.locator('h3').allTextContents();
}

describe('a visitor browses home → category → filter → sort → search → app detail → reviews', () => {
  it('follows the whole path with each screen accessible', async () => {
    const page = await open('/');
    await page.getByRole('list', { name: 'Most popular' }).waitFor();
    await expect.poll(() => page.title()).toBe('Apps | LiveChat Integrations');
    await expectNoWcagViolations(page);

    // Category through the menu.
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'CRM', exact: true }).click();
    await page.waitForURL(`${base}/apps/crm/`);
    await page.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
    const crm = listApps(site.published, { category: 'crm' }, { product: 'livechat', kind: 'apps' });
    expect(crm.length).toBeGreaterThan(1);
    await expect.poll(() => cardNames(page, 'CRM')).toEqual(crm.map((app) => app.name));
    await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe('Navigated to CRM | LiveChat Integrations');
    await expectNoWcagViolations(page);

    // Filter: payment type, kept in the query string.
    await listingFilter(page, 'Payment').choose('monthly-per-organization');
    await page.waitForURL(/paymentType=monthly-per-organization/);
    const monthly = listApps(site.published, { category: 'crm', paymentType: 'monthly-per-organization' }, { product: 'livechat', kind: 'apps' });
    await expect.poll(() => cardNames(page, 'CRM').catch(() => [])).toEqual(monthly.map((app) => app.name));

    // Sort alphabetically, then the back button undoes it.
    await listingFilter(page, 'Payment').choose('');
    await expect.poll(() => page.url()).not.toContain('paymentType');
    await page.getByLabel('Sort by').selectOption('alphabetical');
    await page.waitForURL(/sortBy=alphabetical/);
    const alphabetical = listApps(site.published, { category: 'crm', sortBy: 'alphabetical' }, { product: 'livechat', kind: 'apps' });
    await expect.poll(() => cardNames(page, 'CRM')).toEqual(alphabetical.map((app) => app.name));
    await page.goBack();
    await expect.poll(() => page.url()).not.toContain('sortBy');

    // Instant search, then the full results page.
    const search = page.getByRole('combobox', { name: 'Search apps and partners' });
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await search.fill('chat');
    await suggestions.getByRole('option').first().waitFor();
    await expect.poll(() => suggestions.locator('mark').count()).toBeGreaterThan(0);
    // One letter suggests nothing: the list that was open closes (a check that waits, not a glance).
    await search.fill('c');
    await expect.poll(() => suggestions.isVisible()).toBe(false);
    await search.fill('chat');
    await suggestions.getByRole('option').first().waitFor();
    await search.press('Enter');
    await page.waitForURL(`${base}/search/?query=chat`);
    await page.getByRole('heading', { level: 1, name: 'Search results for “chat”' }).waitFor();
    await page.getByRole('list', { name: 'Apps found' }).waitFor();
    await expectNoWcagViolations(page);

    // An app's detail, then its reviews.
    const first = page.getByRole('list', { name: 'Apps found' }).getByRole('link').first();
    const name = (await first.locator('h3').textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await loadPage(page, `${page.url().split('#')[0]}#reviews`);
    await page.locator('#reviews').waitFor();
    await expect.poll(() => page.locator('#reviews').isVisible()).toBe(true);
  });
});

describe('keyboard only: from search to an app’s detail', () => {
  it('"/" focuses search, arrows pick a suggestion, Enter opens it', async () => {
    const page = await open('/apps/');
    await page.getByRole('list', { name: 'All apps' }).waitFor();
    // The page's own index never arrives here: the platform answers every keystroke.
    await page.route(searchIndex, () => new Promise<void>(() => undefined));
    await page.keyboard.press('/');
    const search = page.getByRole('combobox', { name: 'Search apps and partners' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    const [crm, crmChat] = await Promise.all([suggested('crm'), suggested('crm chat')]);
    // The test can fail: the longer text's answer would put another app second.
    expect(crm.length).toBeGreaterThan(1);
    expect(crmChat[1]).not.toBe(crm[1]);
    await page.keyboard.type('crm');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    // An option names its app, then its rating, price and installations.
    const names = page.getByRole('listbox', { name: 'Search suggestions' }).getByTestId('suggestion-name');
    await expect.poll(() => names.first().textContent()).toBe(crm[0]);

    // The answers to what is typed next are held back until the user has moved to a suggestion.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const later = (url: URL) => url.pathname.endsWith('/published/search') && (url.searchParams.get('query') ?? '').startsWith('crm ');
    await page.route(later, async (route) => {
      held += 1;
      await gate;
      await route.continue();
    });
    await page.keyboard.type(' chat');
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await names.nth(1).textContent()).toBe(crm[1]);

    // The longer text's answer arrives: the list the user moves through, and their choice, stay.
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('query') === 'crm chat');
    release();
    await answered;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await names.allTextContents()).toEqual(expect.arrayContaining(crm));
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await names.nth(1).textContent()).toBe(crm[1]);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: crm[1] ?? '' }).waitFor();
    expect(page.url()).toMatch(/\/marketplace\/(apps|services)\/[a-z0-9-]+\/$/);
  });

  it('once its index is built, the page suggests by itself what the platform would, typos too', async () => {
    const page = await open('/apps/');
    await page.getByRole('list', { name: 'All apps' }).waitFor();
    const search = page.getByRole('combobox', { name: 'Search apps and partners' });
    // The platform's search is out of reach from the start: what is suggested comes from the page.
    let asked = 0;
    await page.route(
      (url) => url.pathname.endsWith('/published/search'),
      (route) => {
        asked += 1;
        return route.abort();
      },
    );
    const indexed = page.waitForResponse((response) => searchIndex(new URL(response.url())));
    await search.focus();
    await indexed;
    // The apps' names, past a "Did you mean" above them. The first text may be asked of the
    // platform while the index is built between frames; once the page answers, nothing more is.
    const names = page.getByRole('listbox', { name: 'Search suggestions' }).getByTestId('suggestion-name');
    for (const [n, text] of ['anlytics', 'crm sync'].entries()) {
      const expected = await suggested(text);
      expect(expected.length).toBeGreaterThan(0);
      if (n > 0) asked = 0;
      await search.fill(text);
      await expect.poll(async () => (await names.allTextContents()).slice(0, expected.length)).toEqual(expected);
    }
    expect(asked).toBe(0);
  });
});

describe('collections, landing pages and states', () => {
  it.each([
    ['/apps/staff-top-picks/', 'Staff top picks', 'staff-top-picks'],
    ['/enhance-ecommerce/', 'Enhance e-commerce', 'enhance-ecommerce'],
  ] as const)('%s lists the collection for the product', async (path, title, collection) => {
    const page = await open(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const expected = listApps(appsInCollection(site.published, collection), {}, { product: 'livechat', kind: 'apps' });
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page, title)).toEqual(expected.map((app) => app.name));
  });

  it('shows an empty state with a way out when no app matches', async () => {
    const page = await open('/apps/crm/?country=Atlantis');
    await page.getByText('No apps match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByRole('list', { name: 'CRM' }).waitFor();
    // The address follows the list after its paint (app-shell/use-query-string.ts).
    await page.waitForURL(`${base}/apps/crm/`);
  });

  it('keeps a stored compatibility preference until compatibility filters are cleared', async () => {
    const page = await open('/apps/');
    await listingFilter(page, 'Compatibility').choose('helpdesk');
    await page.waitForURL(/compatibility=helpdesk/);
    await loadPage(page, `${base}/apps/analytics/`);
    await page.waitForURL(/compatibility=helpdesk/);
    await page
      .getByRole('button', { name: /Clear filters/ })
      .first()
      .click();
    await loadPage(page, `${base}/apps/analytics/`);
    await page.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    expect(page.url()).not.toContain('compatibility');
  });

  it('lists partners, finds them in search and opens a profile', async () => {
    const experts = (await (await fetch(`${origins.platform}/v2/partners/experts_marketplace`)).json()) as Array<{ name: string; slug: string }>;
    const expert = experts[0];
    expect(expert).toBeDefined();
    const page = await open('/partners/');
    await page
      .getByRole('list', { name: 'Partners' })
      .getByText(expert?.name ?? '')
      .first()
      .waitFor();
    await expectNoWcagViolations(page);
    const word = (expert?.name ?? '').split(' ')[0] ?? '';
    await loadPage(page, `${base}/search/?query=${encodeURIComponent(word)}`);
    const found = page.getByRole('list', { name: 'Partners found' });
    await found
      .getByText(expert?.name ?? '')
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: expert?.name ?? '' }).waitFor();
    expect(page.url()).toBe(`${base}/partners/expert/${expert?.slug ?? ''}/`);
    await expectNoWcagViolations(page);
  });

  it('the 404 page is accessible and leads back', async () => {
    const page = await open('/no-such-page/');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoWcagViolations(page);
  });

  it('is accessible in the dark theme and on a 320 px screen', async () => {
    const page = await open('/apps/', { colorScheme: 'dark', width: 320 });
    await page.getByRole('list', { name: 'All apps' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoWcagViolations(page);
  });
});
