/**
 * Search past a slip, in real Chromium: a misspelt word offers "Did you mean" (a link that runs the
 * near query) on the results page and among the header's suggestions, and a query that finds no
 * app offers the closest categories and collections instead of a dead end. What is expected comes
 * from the platform's answer and the domain's rules, not from copies.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEARCH_SUGGESTIONS } from '../../packages/domain/src/constants.ts';
import { categoryNames, collectionCopy } from '../../packages/domain/src/page-copy.ts';
import { closestCategories, closestCollections } from '../../packages/domain/src/search-fallbacks.ts';
import { nearQueryText } from '../../packages/domain/src/search-query.ts';
import { expectNoWcagViolations, loadPage, newPage, origins, urls } from './fixtures/index.ts';

const base = urls.publicShell.replace(/\/$/, '');
/** A slip the search forgives, whose near query finds more. */
const MISSPELT = 'hlpdesk';
/** A slip too far for any app, close to a collection's name. */
const NOTHING = 'hackaton';

/** The platform's answer to a search, as the results page asks it. */
async function answer(text: string): Promise<{ apps: { name: string }[]; nearQuery?: string | null }> {
  const response = await fetch(`${origins.platform}/v2/applications/published/search?query=${encodeURIComponent(text)}&variant=public&limit=${SEARCH_SUGGESTIONS}`);
  return (await response.json()) as { apps: { name: string }[]; nearQuery?: string | null };
}

/** The results page's address for a text, however its query string spells the space. */
const searching = (text: string) => (url: URL) => url.pathname === new URL(`${base}/search/`).pathname && url.searchParams.get('query') === text;

const resultsHeading = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: `Search results for “${text}”` });

describe('search results past a slip', () => {
  it('offers the near query of a misspelt word as a link that runs it', async () => {
    const near = (await answer(MISSPELT)).nearQuery;
    expect(near).toBe('help desk');
    const page = await newPage();
    await loadPage(page, `${base}/search/?query=${MISSPELT}`);
    await resultsHeading(page, MISSPELT).waitFor();
    const link = page.getByRole('link', { name: nearQueryText(near as string) });
    await link.waitFor();
    await expectNoWcagViolations(page);
    await link.click();
    await page.waitForURL(searching('help desk'));
    await resultsHeading(page, 'help desk').waitFor();
    await page.getByRole('list', { name: 'Apps found' }).waitFor();
    // A query spelt as the index holds it asks nothing more.
    await expect.poll(() => page.getByTestId('near-query').count()).toBe(0);
    await page.context().close();
  });

  it('offers the closest categories and collections when nothing is found', async () => {
    expect((await answer(NOTHING)).apps).toEqual([]);
    const collection = closestCollections(NOTHING)[0];
    expect(collection).toBe('hackathon-winners');
    const page = await newPage();
    await loadPage(page, `${base}/search/?query=${NOTHING}`);
    await page.getByText(`No apps match “${NOTHING}”.`).waitFor();
    const categories = page.getByRole('navigation', { name: 'Closest categories' }).getByRole('link');
    const collections = page.getByRole('navigation', { name: 'Closest collections' }).getByRole('link');
    await expect.poll(() => categories.allTextContents()).toEqual(closestCategories(NOTHING).map((slug) => categoryNames[slug]));
    await expect.poll(() => collections.allTextContents()).toEqual(closestCollections(NOTHING).map((slug) => collectionCopy[slug].title));
    await expectNoWcagViolations(page);
    await collections.first().click();
    await page.waitForURL(`${base}/apps/${collection as string}/`);
    await page.getByRole('heading', { level: 1, name: collectionCopy['hackathon-winners'].title }).waitFor();
    await page.context().close();
  });
});

describe('the header’s suggestions past a slip', () => {
  it('suggest the near query first, and choosing it runs it', async () => {
    const page = await newPage();
    await loadPage(page, `${base}/`);
    const search = page.getByRole('combobox', { name: 'Search apps and partners' });
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await search.fill(MISSPELT);
    const near = suggestions.getByRole('option').first();
    await expect.poll(() => near.textContent()).toBe(nearQueryText('help desk'));
    // The arrows reach it like any suggestion; Enter runs it, and the box then holds it.
    await search.press('ArrowDown');
    await expect.poll(() => near.getAttribute('aria-selected')).toBe('true');
    await search.press('Enter');
    await page.waitForURL(searching('help desk'));
    await resultsHeading(page, 'help desk').waitFor();
    await expect.poll(() => search.inputValue()).toBe('help desk');
    await page.context().close();
  });

  it('suggest the closest categories and collections when nothing is found', async () => {
    const page = await newPage();
    await loadPage(page, `${base}/`);
    const search = page.getByRole('combobox', { name: 'Search apps and partners' });
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await search.fill(NOTHING);
    await suggestions.getByText(`No apps or partners match “${NOTHING}”.`).waitFor();
    const expected = [...closestCategories(NOTHING).map((slug) => categoryNames[slug]), ...closestCollections(NOTHING).map((slug) => collectionCopy[slug].title)];
    await expect.poll(() => suggestions.getByRole('option').allTextContents()).toEqual(expected);
    await expect.poll(() => suggestions.getByText('Closest collections').count()).toBe(1);
    await suggestions.getByRole('option', { name: collectionCopy['hackathon-winners'].title }).click();
    await page.waitForURL(`${base}/apps/hackathon-winners/`);
    await page.context().close();
  });
});
