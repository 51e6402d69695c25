/**
 * The listing's filters as people scan them, in Chromium: groups of options with their counts
 * (what the domain's listApps lists once chosen), countries by name, 'Show more' for a long group
 * by keyboard with its expanded state, the sort by price both ways, and on a phone the sheet whose
 * Apply says how many apps the filters give; no WCAG 2.x A/AA violations.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import type { Filters } from '../../packages/domain/src/entities/filters.ts';
import { LISTING_STEP, listApps } from '../../packages/domain/src/listing.ts';
import { countryName } from '../../packages/domain/src/country-names.ts';
import { expectNoWcagViolations, listingFilter, loadPage, newContext, publishedApps, urls } from './fixtures/index.ts';

let published: App[];
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  published = await publishedApps();
});

const all = (filters: Partial<Filters>) => listApps(published, filters, { product: 'livechat', kind: 'apps' });
const cardNames = (page: Page) => page.getByRole('list', { name: 'All apps' }).getByTestId('app-card').locator('h3').allTextContents();
const countOf = async (page: Page) => Number(/^(\d+) apps?$/.exec((await page.getByTestId('listing-count').textContent()) ?? '')?.[1] ?? NaN);

async function listing(width: number): Promise<Page> {
  const page = await (await newContext({ viewport: { width, height: 900 } })).newPage();
  await loadPage(page, `${urls.publicShell}apps/`);
  await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor(WAIT);
  await expect.poll(() => countOf(page), WAIT).toBe(all({}).length);
  return page;
}

describe('the filter rail', () => {
  it('shows options with counts, countries by name, the rest of a long group behind Show more, opened by keyboard', async () => {
    const page = await listing(1376);
    const payment = listingFilter(page, 'Payment');
    expect(await payment.group.getByRole('radio').count()).toBe(5);
    expect(await payment.chosen()).toBe('');
    expect(await payment.count('free')).toBe(all({ paymentType: 'free' }).length);

    const countries = [
      ...new Set(
        all({})
          .map((app) => app.country)
          .filter((code): code is string => typeof code === 'string' && code !== ''),
      ),
    ];
    expect(countries.length).toBeGreaterThan(6);
    const country = listingFilter(page, 'Country');
    const text = (await country.group.textContent()) ?? '';
    for (const code of countries) expect(text).toContain(countryName(code));
    expect(text).not.toMatch(/\b(AU|CA|US|GB|DE|PL)\b/);

    // The common countries show; the rest wait behind the button, which says it is collapsed.
    const more = country.group.getByRole('button', { expanded: false });
    expect(await more.textContent()).toMatch(/^Show \d+ more country options$/);
    const hidden = await country.group.locator('li.more input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(hidden.length).toBeGreaterThan(0);
    const rare = hidden[0] ?? '';
    expect(await country.option(rare).isVisible()).toBe(false);
    await more.focus();
    await page.keyboard.press('Enter');
    const less = country.group.getByRole('button', { expanded: true });
    await less.waitFor(WAIT);
    expect(await less.textContent()).toBe('Show less country options');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    expect(await country.option(rare).isVisible()).toBe(true);
    await expectNoWcagViolations(page);

    // Chosen, the option lists as many apps as it said, the ones the domain lists.
    const promised = await country.count(rare);
    await country.choose(rare);
    await page.waitForURL(new RegExp(`country=${rare}`), WAIT);
    await expect.poll(() => countOf(page), WAIT).toBe(promised);
    expect(promised).toBe(all({ country: rare }).length);
    await expect.poll(() => cardNames(page), WAIT).toEqual(all({ country: rare }).map((app) => app.name));
    await page
      .getByTestId('active-filters')
      .getByRole('button', { name: `Remove filter Country: ${countryName(rare)}` })
      .waitFor(WAIT);
    await page.context().close();
  }, 120_000);

  it('sorts by price low to high and high to low, as the domain sorts', async () => {
    const page = await listing(1376);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    const labels = await sort.locator('option').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Price: low to high', 'Price: high to low']));
    expect(labels.indexOf('Price: low to high')).toBe(labels.indexOf('Price: high to low') - 1);

    await sort.selectOption({ label: 'Price: low to high' });
    await page.waitForURL(/sortBy=priceAscending/, WAIT);
    const cheapest = all({ sortBy: 'priceAscending' });
    await expect.poll(() => cardNames(page), WAIT).toEqual(cheapest.slice(0, LISTING_STEP).map((app) => app.name));
    expect(cheapest[0]?.payment?.price ?? 0).toBeLessThanOrEqual(cheapest.at(-1)?.payment?.price ?? 0);

    await sort.selectOption({ label: 'Price: high to low' });
    await page.waitForURL(/sortBy=price(&|$)/, WAIT);
    await expect
      .poll(() => cardNames(page), WAIT)
      .toEqual(
        all({ sortBy: 'price' })
          .slice(0, LISTING_STEP)
          .map((app) => app.name),
      );
    await page.context().close();
  }, 120_000);
});

describe('the filters on a phone', () => {
  it('open in a sheet whose Apply shows the match count, and Clear removes them', async () => {
    const page = await listing(320);
    // The rail waits behind the button.
    expect(await page.getByRole('group', { name: 'Payment', exact: true }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor(WAIT);
    const apply = sheet.getByRole('button', { name: /^Show \d+ apps?$/ });
    await expect.poll(() => apply.textContent()).toBe(`Show ${all({}).length} apps`);

    const free = all({ paymentType: 'free' });
    const payment = listingFilter(sheet, 'Payment');
    expect(await payment.count('free')).toBe(free.length);
    await payment.choose('free');
    await page.waitForURL(/paymentType=free/, WAIT);
    await expect.poll(() => apply.textContent(), WAIT).toBe(`Show ${free.length} ${free.length === 1 ? 'app' : 'apps'}`);
    expect(await payment.chosen()).toBe('free');
    await expectNoWcagViolations(page);

    await apply.click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect.poll(() => countOf(page), WAIT).toBe(free.length);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Filters (1)');

    // Clear, in the sheet opened again: every app, and the count says so.
    await open.click();
    await sheet.waitFor(WAIT);
    await sheet.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => page.url(), WAIT).not.toContain('paymentType');
    await expect.poll(() => apply.textContent(), WAIT).toBe(`Show ${all({}).length} apps`);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await page.context().close();
  }, 120_000);
});
