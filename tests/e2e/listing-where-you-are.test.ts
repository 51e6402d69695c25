/**
 * A listing that says where you are, in Chromium: the number of apps follows every filter, each
 * option says how many apps it would show, the filters in force are chips that remove themselves,
 * 'Clear all' clears them, and 'Show more' (by keyboard) keeps the page in the address, so a
 * reload shows as many cards again. Checked with axe.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newContext, loadPage, reloadPage, expectNoWcagViolations, listingFilter } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };

const countOf = async (page: Page) => Number(/^(\d+) apps?$/.exec((await page.getByTestId('listing-count').textContent()) ?? '')?.[1] ?? NaN);

describe('a listing that says where you are', () => {
  it('counts the apps of every filter, beside each option too, and shows the filters in force as chips', async () => {
    const page = await (await newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await loadPage(page, `${urls.publicShell}apps/`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor(WAIT);
    await expect.poll(() => countOf(page)).toBeGreaterThan(24);
    const all = await countOf(page);
    expect(await page.getByTestId('active-filters').count()).toBe(0);

    // The option says how many apps it shows, and the listing then shows that many.
    const payment = listingFilter(page, 'Payment');
    expect(await payment.option('free').getAttribute('type')).toBe('radio');
    const free = await payment.count('free');
    expect(free).toBeGreaterThan(0);
    await payment.choose('free');
    await expect.poll(() => countOf(page)).toBe(free);

    const verified = page.getByRole('checkbox', { name: /^Verified developer \(\d+\)$/ });
    const promised = await listingFilter(page, 'Developer').count('true');
    await verified.check();
    await expect.poll(() => countOf(page)).toBe(promised);

    const chips = page.getByTestId('active-filters');
    await chips.getByRole('button', { name: 'Remove filter Payment: Free' }).waitFor(WAIT);
    await chips.getByRole('button', { name: 'Remove filter Verified developer' }).waitFor();
    await expectNoWcagViolations(page);

    // A chip removes its filter, and focus moves to the chip that takes its place.
    await chips.getByRole('button', { name: 'Remove filter Payment: Free' }).click();
    await expect.poll(() => chips.getByRole('button', { name: /^Remove filter/ }).count()).toBe(1);
    expect(await payment.chosen()).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Verified developer');
    await listingFilter(page, 'Minimum rating').choose('3');
    await expect.poll(() => chips.getByRole('button', { name: /^Remove filter/ }).count()).toBe(2);

    // Clear all: no filter left, every app again, focus on the count.
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => page.getByTestId('active-filters').count()).toBe(0);
    await expect.poll(() => countOf(page)).toBe(all);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('listing-count');
  }, 120_000);

  it("'Show more' by keyboard adds cards, keeps the page in the address, and a reload shows them again", async () => {
    const page = await (await newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await loadPage(page, `${urls.publicShell}apps/`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor(WAIT);
    const grid = page.getByRole('list', { name: 'All apps' });
    await expect.poll(() => grid.getByTestId('app-card').count()).toBe(24);
    const more = page.getByRole('button', { name: /^Show \d+ more apps$/ });
    // Focusing the button brings it into view, where scrolling's own loading may add a step too.
    await more.focus();
    await page.keyboard.press('Enter');
    const pageInAddress = () => Number(new URL(page.url()).searchParams.get('page'));
    // The address and the grid agree: N steps in the address, N × 24 cards on screen.
    await expect
      .poll(async () => {
        const shown = await grid.getByTestId('app-card').count();
        return pageInAddress() >= 2 && shown === pageInAddress() * 24;
      })
      .toBe(true);
    // Focus is on a card added, and the button's description says how many are shown (focusing
    // the card may bring 'Show more' into view again, and scrolling's loading add one more step:
    // the description, the cards and the address are read together).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('app-card');
    await expect
      .poll(async () => {
        const said = (await page.getByText(/^Showing \d+ of \d+ apps$/).textContent()) ?? '';
        const shown = await grid.getByTestId('app-card').count();
        return said.startsWith(`Showing ${shown} of`) && shown === pageInAddress() * 24;
      })
      .toBe(true);
    const steps = pageInAddress();
    await expectNoWcagViolations(page);

    await reloadPage(page);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor(WAIT);
    await expect.poll(() => grid.getByTestId('app-card').count()).toBeGreaterThanOrEqual(steps * 24);
    // A filter starts again from the first cards, and the address drops the page (from the top
    // of the page: further down, the shorter list would bring 'Show more' into view and load on).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel('Sort by').selectOption('alphabetical');
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(() => grid.getByTestId('app-card').count()).toBe(24);
  }, 120_000);
});
