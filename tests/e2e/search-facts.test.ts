/**
 * Search results that help decide, in real Chromium: each app found, on the results page and
 * among the header's suggestions, shows its rating with the number of votes, its price with its
 * period, and its installations, as the platform's answer and the domain's texts say; a
 * tutorial-only app's suggestion says Tutorial instead of a price, as its card does, whether the
 * platform or the page's own index answers.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { installationsText } from '../../packages/domain/src/app-facts.ts';
import { isService, isTutorialOnly } from '../../packages/domain/src/apps.ts';
import { cyclePeriods } from '../../packages/domain/src/billing-cycles.ts';
import { billingCycleOf } from '../../packages/domain/src/billing-text.ts';
import { SEARCH_SUGGESTIONS } from '../../packages/domain/src/constants.ts';
import type { SearchHit } from '../../packages/domain/src/calls/catalogue-pages.ts';
import { formatPrice } from '../../packages/domain/src/pricing.ts';
import { loadPage, newPage, origins, urls } from './fixtures/index.ts';

const base = urls.publicShell.replace(/\/$/, '');
/** A word many apps hold, paid and free, rated and not. */
const QUERY = 'chat';

async function hits(limit: number): Promise<SearchHit[]> {
  const response = await fetch(`${origins.platform}/v2/applications/published/search?query=${QUERY}&variant=public&limit=${limit}`);
  return ((await response.json()) as { apps: SearchHit[] }).apps;
}

/** What a result must say of an app: its votes, its price with its period, its installations. */
function expectedFacts(app: SearchHit): { rating: string; price: string; installations: string } {
  const votes = app.ratingVotes ?? 0;
  const rating =
    app.rating === null || app.rating === undefined || votes === 0 ? 'Not rated yet' : `Rated ${app.rating.toFixed(1)} out of 5, ${votes} ${votes === 1 ? 'vote' : 'votes'}`;
  const period = app.payment === null ? null : cyclePeriods[billingCycleOf(app.payment)];
  const price = app.payment === null ? 'Free' : `${formatPrice(app.payment.price)}${app.payment.perAccount ? ' per agent' : ''}${period ? ` ${period}` : ''}`;
  return { rating, price, installations: installationsText(app.installations, isService(app)) };
}

async function shownFacts(item: Locator): Promise<{ rating: string; price: string; installations: string }> {
  const facts = item.getByTestId('search-facts');
  const price = facts.getByTestId('price-tag');
  const unit = price.locator('.unit');
  return {
    rating: (await facts.getByTestId('rating-stars').getAttribute('aria-label')) ?? '',
    price: [await price.locator('.price').textContent(), (await unit.count()) > 0 ? await unit.textContent() : null].filter(Boolean).join(' '),
    installations: (await facts.getByTestId('installations').textContent()) ?? '',
  };
}

describe('search results that help decide', () => {
  it('the results page shows each app’s rating with votes, price with period and installations', async () => {
    const expected = (await hits(200)).filter((app) => !isTutorialOnly(app)).slice(0, 8);
    // The test can fail: the apps compared are paid and free, rated and not.
    expect(expected.some((app) => app.payment !== null && app.payment.months !== null)).toBe(true);
    expect(expected.some((app) => (app.ratingVotes ?? 0) > 0)).toBe(true);
    const page = await newPage();
    await loadPage(page, `${base}/search/?query=${QUERY}`);
    const list = page.getByRole('list', { name: 'Apps found' });
    await list.waitFor();
    for (const app of expected) {
      const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: app.name, exact: true }) });
      await expect.poll(() => shownFacts(item)).toEqual(expectedFacts(app));
    }
    await page.context().close();
  });

  it('the header’s suggestions show the same facts', async () => {
    const expected = await hits(SEARCH_SUGGESTIONS);
    expect(expected.length).toBeGreaterThan(1);
    // These facts are a price's: the word it searches must find apps with a price (Tutorial is tested below).
    expect(expected.filter((app) => isTutorialOnly(app))).toEqual([]);
    const page = await newPage();
    await loadPage(page, `${base}/`);
    await page.getByRole('combobox', { name: 'Search apps and partners' }).fill(QUERY);
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await options.first().waitFor();
    for (const [at, app] of expected.entries()) {
      await expect.poll(() => options.nth(at).getByTestId('suggestion-name').textContent()).toBe(app.name);
      await expect.poll(() => shownFacts(options.nth(at))).toEqual(expectedFacts(app));
    }
    await page.context().close();
  });

  it.each([
    ['the platform', (url: URL) => url.pathname.endsWith('/published/search-index')],
    ['the page’s own index', (url: URL) => url.pathname.endsWith('/published/search')],
  ])('a suggestion says Tutorial for a tutorial-only app, as its card does, when %s answers', async (_answerer, outOfReach) => {
    const tutorial = (await hits(200)).find((app) => isTutorialOnly(app));
    if (!tutorial) throw new Error(`no tutorial-only app found for ${QUERY}`);
    const page = await newPage();
    await loadPage(page, `${base}/`);
    // The other answerer is out of reach from the start: the one named answers every keystroke.
    await page.route(outOfReach, (route) => route.abort());
    await page.getByRole('combobox', { name: 'Search apps and partners' }).fill(tutorial.name);
    const option = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option')
      .filter({ has: page.getByTestId('suggestion-name').getByText(tutorial.name, { exact: true }) });
    await expect.poll(() => option.getByTestId('search-facts').textContent(), { timeout: 30_000 }).toContain('Tutorial');
    expect(await option.getByTestId('price-tag').count()).toBe(0);
    await page.context().close();
  });
});
