/**
 * The public site behaves like the static site of spec 9 and spec 4, in real Chromium: links likely
 * next are prefetched 3 s after the page is shown (and never with data-saver), a changed build hash
 * forces one full reload and never a loop, and the service worker at /marketplace/sw.js serves the
 * shell's assets on a repeat visit unless configuration turns it off.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PREFETCH_IDLE_MS } from '../../packages/domain/src/prefetch.ts';
import { origins } from '@marketplace/shared/federation';
import { launchChromium, waitForHydration } from './browser.ts';

let browser: Browser;
const urls = inject('urls');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The detail screen's code, which the catalogue does not load for itself. */
const isDetailChunk = (url: string) => url.startsWith(origins.remote) && /\/assets\/AppDetail-[^/]+\.js$/.test(url);

/**
 * Keeps the prefetcher's first decision ('wait 1 {time}', made when the page is shown, which starts
 * the quiet time), and every resource's timing.
 */
async function recordPrefetchStart(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // A listing loads more icons than the default 250 entries would keep.
    performance.setResourceTimingBufferSize(10_000);
    new MutationObserver((_, observer) => {
      const decision = document.documentElement.getAttribute('data-prefetch');
      if (decision === null) return;
      Object.assign(window, { firstDecision: decision });
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prefetch'] });
  });
}

/** Opens the n-th app card of a listing by its link, as a click does (a router navigation), and waits for the detail. */
async function openCard(page: Page, index: number): Promise<void> {
  // The card is the link.
  const link = page.getByTestId('app-card').nth(index);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/apps\/[^/]+\/$/);
  await link.click();
  await page.waitForURL(new URL(href, urls.publicShell).href);
  await page.locator('#app-title').waitFor();
}

/** The n-th prefetch decision of the page shown ('batch 2', 'skipped 3'...). */
const decisionCount = (page: Page) => page.evaluate(() => Number(document.documentElement.getAttribute('data-prefetch')?.split(' ')[1] ?? 0));

/** All apps in a new page of the context, its cards shown, recording every request for the detail screen's code. */
async function openListing(context: BrowserContext): Promise<{ page: Page; detailRequests: string[] }> {
  const page = await context.newPage();
  const detailRequests: string[] = [];
  page.on('request', (request) => {
    if (isDetailChunk(request.url())) detailRequests.push(request.url());
  });
  await page.goto(`${urls.publicShell}apps/`);
  await page.getByTestId('app-card').first().waitFor();
  return { page, detailRequests };
}

describe('spec 9: links likely next are prefetched after 3 s', () => {
  it('fetches the detail screen for the app cards in view 3 s after the page is shown, not before', async () => {
    const context = await browser.newContext();
    await recordPrefetchStart(context);
    const { page, detailRequests } = await openListing(context);
    await expect.poll(() => detailRequests.length, { timeout: 30_000 }).toBe(1);
    const readTiming = () =>
      page.evaluate(() => ({
        firstDecision: (window as unknown as { firstDecision: string }).firstDecision,
        fetchedAt: performance.getEntriesByType('resource').find((entry) => /\/assets\/AppDetail-[^/]+\.js$/.test(entry.name))?.startTime ?? -1,
      }));
    // A resource's timing entry is there once its response has ended.
    await expect.poll(async () => (await readTiming()).fetchedAt).toBeGreaterThan(0);
    const timing = await readTiming();
    const [kind, count, shownAt] = timing.firstDecision.split(' ');
    expect([kind, count], JSON.stringify(timing)).toEqual(['wait', '1']);
    // Resource times are rounded to the millisecond.
    expect(timing.fetchedAt - Number(shownAt), JSON.stringify(timing)).toBeGreaterThanOrEqual(PREFETCH_IDLE_MS - 1);
    // Opening a card needs no more code: the detail renders from what was prefetched.
    await openCard(page, 0);
    expect(detailRequests, 'the detail screen is fetched once').toHaveLength(1);
  });

  it('prefetches nothing with data-saver on', async () => {
    const context = await browser.newContext();
    // What Chromium reports with the data-saver setting on (Network Information API).
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g', saveData: true } });
    });
    const { page, detailRequests } = await openListing(context);
    // The third decision comes 6 s after the page was shown, past the first batch's time.
    await expect.poll(() => decisionCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefetch'))).toMatch(/^skipped /);
    expect(detailRequests).toEqual([]);
  });
});

describe('spec 4: a changed build hash forces one full reload', () => {
  it('keeps the page while the build is the same, reloads once when it changed, and never loops', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(`${urls.publicShell}apps/`);
    const cards = page.getByTestId('app-card');
    await cards.first().waitFor();
    const mark = () => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    const marked = () => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

    // The same build: a navigation asks, and the page stays.
    await mark();
    const same = page.waitForResponse((response) => response.url().endsWith('/marketplace/page-data/app-data.json'));
    await openCard(page, 0);
    await same;
    expect(await marked()).toBe(true);
    expect(documents).toHaveLength(1);

    // A new build is served: the next navigation loads its page anew, once.
    await page.route('**/marketplace/page-data/app-data.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ webpackCompilationHash: 'a-new-build' }) }),
    );
    await page.goBack();
    // The old page stays on screen until the new one commits: wait for the page that has no mark.
    await expect.poll(() => marked().catch(() => true)).toBe(false);
    await waitForHydration(page);
    expect(page.url()).toBe(`${urls.publicShell}apps/`);
    expect(documents).toHaveLength(2);

    // The reloaded page still carries the old hash (the served one is faked): no second reload.
    await mark();
    const again = page.waitForResponse((response) => response.url().endsWith('/marketplace/page-data/app-data.json'));
    await openCard(page, 1);
    await again;
    expect(await marked()).toBe(true);
    expect(documents).toHaveLength(2);
  });
});

describe('spec 7: the service worker at /marketplace/sw.js', () => {
  const shellAsset = (url: string) => url.startsWith(`${urls.publicShell}assets/`) && url.endsWith('.js');

  it('serves the shell’s assets on a repeat visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${urls.publicShell}apps/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(urls.publicShell);
    const fromWorker: boolean[] = [];
    page.on('response', (response) => {
      if (shellAsset(response.url())) fromWorker.push(response.fromServiceWorker());
    });
    await page.goto(`${urls.publicShell}partners/`);
    await expect.poll(() => fromWorker.length).toBeGreaterThan(0);
    expect(fromWorker.every(Boolean)).toBe(true);
  });

  it('is not registered, and one registered before is removed, when configuration turns it off', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${urls.publicShell}apps/`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    // The page as a server with MARKETPLACE_SERVICE_WORKER=off sends it.
    await context.route(`${urls.publicShell}partners/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"serviceWorker":true', '"serviceWorker":false');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${urls.publicShell}partners/`);
    expect(await page.evaluate(() => document.getElementById('marketplace-runtime-config')?.textContent)).toContain('"serviceWorker":false');
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });
});
