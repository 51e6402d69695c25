/**
 * Server-rendered public pages in real Chromium: the page arrives with its cards, the
 * browser hydrates it from the data embedded in the page (no second catalogue request, no
 * hydration error), and the page works before hydration (plain links) and after it (client
 * routing and controls). The harness's `goto` waits for the shell's `data-hydrated` mark; each
 * test also reads React's own mark on the rendered nodes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { LISTING_STEP, listApps } from '../../packages/domain/src/listing.ts';
import { appDetailPath, paths } from '../../packages/domain/src/routes.ts';
import { publicSite } from './public-site.ts';
import { origins, newContext, loadPage } from './fixtures/index.ts';

const site = publicSite();
const { base } = site;

interface Watched {
  page: Page;
  errors: string[];
  catalogueRequests: string[];
}

async function open(path: string, options: { javaScript?: boolean; colorScheme?: 'light' | 'dark' } = {}): Promise<Watched> {
  const context = await newContext({ javaScriptEnabled: options.javaScript ?? true, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  const errors: string[] = [];
  const catalogueRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    // The lists a server-rendered page embeds: the catalogue, the partners, the developers.
    if (/\/v2\/(applications\/published(\/summary)?|partners\/experts_marketplace|developers)(\?|$)/.test(request.url())) catalogueRequests.push(request.url());
  });
  await loadPage(page, `${base}${path}`);
  return { page, errors, catalogueRequests };
}

/** The count the listing's status line gives ('89 apps'). */
async function listedCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /^\d+ apps$/ })
      .first()
      .textContent()) ?? '';
  return Number(/^(\d+) apps$/.exec(text)?.[1] ?? Number.NaN);
}

/**
 * Hydrated: the shell marked its root (the harness's `goto` waited for it) and React holds the
 * server's nodes (it marks every node it hydrated with its fiber; server HTML has no such key).
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const node = document.querySelector('[data-marketplace-root]');
    return document.getElementById('root')?.hasAttribute('data-hydrated') === true && node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The content of the page's root element as the server sent it. */
async function renderedRoot(path: string): Promise<{ status: number; root: string }> {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="marketplace-page-data">');
  return { status: response.status, root: start >= 0 && end > start ? html.slice(start, end) : '' };
}

describe('every public route arrives with its visible content in the HTML', () => {
  it.each([
    paths.home(),
    paths.apps(),
    paths.collection('staff-top-picks'),
    paths.listing('crm'),
    paths.comingSoon(),
    paths.partners(),
    paths.services(),
    paths.developers(),
    paths.search('crm'),
  ])('%s', async (path) => {
    const { status, root } = await renderedRoot(path);
    expect(status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>[^<]+/);
    expect(root).toContain('data-marketplace-root');
  });

  it('the listing carries the cards with names, icons and prices', async () => {
    const { root } = await renderedRoot(paths.apps());
    const cards = root.split('data-testid="app-card"').length - 1;
    expect(cards).toBeGreaterThan(0);
    const app = site.published.find((candidate) => root.includes(`>${candidate.name}<`));
    expect(app).toBeDefined();
    expect(root).toContain('<img');
  });

  it('an unknown path answers 404 with the rendered 404 page, HEAD too', async () => {
    const { status, root } = await renderedRoot('/no-such-page/');
    expect(status).toBe(404);
    expect(root).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    const head = await fetch(`${base}/no-such-page/`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });
});

describe('the catalogue arrives rendered and hydrates from the embedded data', () => {
  it('shows the first rows of app cards without JavaScript', async () => {
    const { page } = await open(paths.apps(), { javaScript: false });
    const listed = await listedCount(page);
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(site.published.length);
    await expect.poll(() => page.getByTestId('app-card').count()).toBe(Math.min(listed, LISTING_STEP));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('All apps');
  });

  it('embeds what the page shows (its first window of cards, as cards read them), not the catalogue', async () => {
    const html = await (await fetch(`${base}${paths.apps()}`)).text();
    const block = /<script type="application\/json" id="marketplace-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const data = JSON.parse(block) as { publishedSummaries?: unknown; publishedApps?: unknown; listing?: { page: { apps: Array<Record<string, unknown>>; total: number } } };
    expect(data.publishedApps).toBeUndefined();
    expect(data.publishedSummaries).toBeUndefined();
    const listed = listApps(site.published, {}, { product: 'livechat', kind: 'apps' });
    expect(data.listing?.page.total).toBe(listed.length);
    expect(data.listing?.page.apps.map((app) => app['id'])).toEqual(listed.slice(0, LISTING_STEP).map((app) => app.id));
    expect(data.listing?.page.apps.some((app) => 'screenshots' in app)).toBe(false);
  });

  it.each(['light', 'dark'] as const)('hydrates in the %s theme without a warning or a second catalogue request', async (colorScheme) => {
    const watched = await open(paths.apps(), { colorScheme });
    await waitForHydration(watched.page);
    const listed = await listedCount(watched.page);
    expect(listed).toBeGreaterThan(0);
    await expect.poll(() => watched.page.getByTestId('app-card').count()).toBe(Math.min(listed, LISTING_STEP));
    // The controls answer once hydrated: a sort changes the address through the client router.
    await watched.page.getByLabel('Sort by').selectOption('price');
    await watched.page.waitForURL(/sortBy=price/);
    expect(watched.errors).toEqual([]);
    expect(watched.catalogueRequests).toEqual([]);
  });

  it("a card's link works before hydration (a page of its own) and after it (client routing)", async () => {
    const app = site.published[0];
    expect(app).toBeDefined();
    const before = await open(paths.apps(), { javaScript: false });
    await before.page.getByTestId('app-card').first().click();
    await before.page.waitForURL(/\/marketplace\/(apps|services)\/[^/]+\/$/);
    await expect.poll(() => before.page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();

    const after = await open(paths.apps());
    await waitForHydration(after.page);
    const loads: string[] = [];
    after.page.on('load', () => loads.push(after.page.url()));
    await after.page.getByTestId('app-card').first().click();
    await after.page.waitForURL(/\/marketplace\/(apps|services)\/[^/]+\/$/);
    await expect.poll(() => after.page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    expect(loads).toEqual([]);
    expect(after.errors).toEqual([]);
  });
});

describe('other public pages hydrate without an error', () => {
  it.each([
    [paths.home(), '[data-testid="app-card"]'],
    [paths.search('crm'), '[aria-label="Apps found"] li'],
    [paths.partners(), '[data-testid="expert-card"]'],
    [paths.developers(), '[data-testid="developer-card"]'],
  ])('%s', async (path, item) => {
    const watched = await open(path);
    await waitForHydration(watched.page);
    await expect.poll(() => watched.page.locator(item).count()).toBeGreaterThan(0);
    expect(watched.errors).toEqual([]);
    expect(watched.catalogueRequests).toEqual([]);
  });

  it("an app's detail arrives with its name and hydrates", async () => {
    const withJs = await open(paths.apps());
    let href = '';
    href = (await withJs.page.getByTestId('app-card').first().getAttribute('href')) ?? '';
    const html = await (await fetch(`${origins.platform}${href}`)).text();
    const app = site.published.find((candidate) => href.endsWith(`/${candidate.slug}/`));
    expect(app).toBeDefined();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${app?.name ?? ''}</h1>`));
    const watched = await open(href.replace(/^\/marketplace/, ''));
    await waitForHydration(watched.page);
    await expect.poll(() => watched.page.getByRole('heading', { level: 1 }).first().textContent()).toBe(app?.name);
    expect(watched.errors).toEqual([]);
  });
});

describe("a partner's profile hydrates from the embedded partner and records one visit", () => {
  /** Reading one partner (GET /v2/partners/experts_marketplace/{slug}); the list has no segment after it. */
  const PARTNER_READ = /\/v2\/partners\/experts_marketplace\/[^/?]+(\?|$)/;
  const VISIT = /\/v2\/partners\/experts\/visits$/;

  it.each([
    ['profile', paths.expert],
    ['campaign profile', paths.expertCampaign],
  ] as const)('the %s repeats no partner read, warns of nothing and records its visit once', async (_kind, pathOf) => {
    const experts = (await (await fetch(`${origins.platform}/v2/partners/experts_marketplace`)).json()) as { slug: string; name: string }[];
    const expert = experts[0];
    expect(expert).toBeDefined();
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    const partnerReads: string[] = [];
    const visits: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && PARTNER_READ.test(pathname)) partnerReads.push(request.url());
      if (request.method() === 'POST' && VISIT.test(pathname)) visits.push(request.url());
    });
    const visited = page.waitForRequest((request) => request.method() === 'POST' && VISIT.test(new URL(request.url()).pathname));
    await loadPage(page, `${base}${pathOf(expert?.slug ?? '')}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(expert?.name);
    // The visit follows the partner's read (it needs the partner's id): once it is sent, a repeated read would have been too.
    await visited;
    // A tab is part of the same view: it neither reads the partner again nor records another visit.
    await page.getByRole('tab', { name: /^Testimonials/ }).click();
    await expect.poll(() => page.getByRole('tab', { name: /^Testimonials/ }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    expect(partnerReads).toEqual([]);
    expect(visits).toHaveLength(1);
  });
});

describe("an app's and a service's detail arrive with their sections and reviews, and hydrate without asking again", () => {
  /** What the detail page reads besides the catalogue: the app, its resources, its reviews, its developer. */
  const DETAIL_READ = /\/v2\/(applications\/[^/]+\/(published|resources)|feedback\/rate\/application\/|developers\/[^/]+\/profile)(\?|$)/;
  const sections = ['upgrades', 'description', 'features', 'benefits', 'support', 'app-terms', 'reviews', 'changelog', 'more-by-developer'];

  /** A published app (or service) whose page shows written reviews. */
  async function withReviews(service: boolean): Promise<App> {
    for (const candidate of site.published.filter((app) => (app.customProps?.isService === 'true') === service && !app.hidden)) {
      const summary = (await (await fetch(`${origins.platform}/v2/feedback/rate/application/${candidate.id}`)).json()) as { reviews: { review: string | null }[] };
      if (summary.reviews.some((review) => (review.review ?? '').trim() !== '')) return candidate;
    }
    throw new Error(`no seeded ${service ? 'service' : 'app'} with written reviews`);
  }

  it.each([
    ['app', false],
    ['service', true],
  ] as const)("the %s's page reads without JavaScript: description, every section and the written reviews", async (_kind, service) => {
    const app = await withReviews(service);
    const watched = await open(appDetailPath(app), { javaScript: false });
    const { page } = watched;
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(app.name);
    for (const id of sections) expect(await page.locator(`section#${id} h2`).count(), id).toBe(1);
    // Nothing is left loading: the server read every section's data.
    expect(await page.getByText(/^Loading .*…$/).count()).toBe(0);
    // The developer's description, sanitised on the server (it used to arrive empty).
    expect(((await page.getByTestId('long-description').textContent()) ?? '').trim()).not.toBe('');
    expect(await page.getByTestId('long-description').locator('script, [onerror], [onload]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('review-list').getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('rating-histogram').getByRole('listitem').count()).toBe(5);
  });

  it.each([
    ['app', false],
    ['service', true],
  ] as const)("the %s's page hydrates without a warning and repeats none of its reads", async (_kind, service) => {
    const app = await withReviews(service);
    const detailReads: string[] = [];
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // Errors, and any warning about hydration (a production React reports mismatches as errors).
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (DETAIL_READ.test(new URL(request.url()).pathname) || /\/v2\/applications\/published(\/summary)?$/.test(new URL(request.url()).pathname)) detailReads.push(request.url());
    });
    await loadPage(page, `${base}${appDetailPath(app)}`);
    await waitForHydration(page);
    const description = page.getByTestId('long-description');
    const before = await description.innerHTML();
    expect(before.trim()).not.toBe('');
    await expect.poll(() => page.getByTestId('review-list').getByRole('listitem').count()).toBeGreaterThan(0);
    // The description's nodes are the server's (hydration kept them) and the client agrees on them.
    expect(await description.innerHTML()).toBe(before);
    expect(errors).toEqual([]);
    expect(detailReads).toEqual([]);
  });
});

describe('the 404 page', () => {
  it('arrives rendered with status 404 and hydrates without a warning', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await loadPage(page, `${base}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Page not found');
    // The console reports the 404 answer itself; nothing else may appear.
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
  });
});
