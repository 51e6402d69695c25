/**
 * Public pages as a client without JavaScript reads them (a crawler, a link checker, curl): every
 * public route of spec 2 answers with its status and its visible content rendered on the server
 * — the page's heading, the cards with names, icons, ratings and
 * prices, the partners and developers, the detail's sections — and with its title, description and
 * canonical link; unknown pages answer 404 with the rendered 404 page; pages travel compressed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { categorySlugs } from '../../packages/domain/src/entities/app.ts';
import { appsCollections } from '../../packages/domain/src/collections.ts';
import { appDetailPath, pageTitle, paths } from '../../packages/domain/src/routes.ts';
import { urls, origins } from './fixtures/index.ts';

const base = urls.publicShell.replace(/\/$/, '');
let published: App[];
let experts: { slug: string; name: string; recommended?: boolean }[];
let developers: { slug: string; name: string }[];

beforeAll(async () => {
  const read = async <T>(path: string) => (await (await fetch(`${origins.platform}/v2${path}`)).json()) as T;
  [published, experts, developers] = await Promise.all([
    read<App[]>('/applications/published'),
    read<{ slug: string; name: string }[]>('/partners/experts_marketplace'),
    read<{ slug: string; name: string }[]>('/developers'),
  ]);
});

const page = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

interface Rendered {
  status: number;
  html: string;
  /** What the server rendered into the root element (the page's data block excluded). */
  root: string;
}

async function rendered(path: string): Promise<Rendered> {
  const response = await page(path);
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="marketplace-page-data">');
  return { status: response.status, html, root: start >= 0 && end > start ? html.slice(start, end) : '' };
}

/** The visible text of markup: no styles, no tags, entities of the rendered text decoded. */
const textOf = (markup: string) =>
  markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const headingOf = (root: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '');

/** Each element marked with the test id, from its tag to the next one's (or the end). */
function itemsOf(root: string, testId: string): string[] {
  return root.split(`data-testid="${testId}"`).slice(1);
}

/** Every app card has an icon, a name of a published app, a rating and a price (or 'Tutorial' for a tutorial-only app). */
function expectCards(root: string): void {
  const cards = itemsOf(root, 'app-card');
  expect(cards.length).toBeGreaterThan(0);
  const names = new Set(published.map((app) => app.name));
  for (const card of cards) {
    expect(card).toMatch(/<img src="[^"]+"/);
    const name = textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? '');
    expect(names).toContain(name);
    expect(card).toMatch(/data-testid="rating-stars"|No ratings/);
    expect(textOf(card)).toMatch(/Free|\$\d|Tutorial/);
  }
}

const listings = [
  [paths.apps(), 'All apps'],
  ...appsCollections.map((slug) => [`/apps/${slug}/`, null] as const),
  ...categorySlugs.map((slug) => [paths.listing(slug), null] as const),
  [paths.services(), 'Services'],
  [paths.saasDeals(), 'SaaS deals'],
  [paths.omnichannel(), 'Messaging Apps'],
  [paths.enhanceEcommerce(), 'Enhance e-commerce'],
] as const;

describe('every public route of spec 2 arrives with its content, status and metadata in the HTML', () => {
  it.each(listings)('%s lists its apps as cards under its heading', async (path, heading) => {
    const { status, html, root } = await rendered(path);
    expect(status).toBe(200);
    const title = /<title>([^<]+) \| LiveChat Integrations<\/title>/.exec(html)?.[1];
    expect(title).toBeDefined();
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // The heading is the page's title (fixed for landing pages, the collection's or category's name otherwise).
    expect(headingOf(root)).toBe(heading ?? title);
    expectCards(root);
  });

  it('home shows its heading and the collections with cards', async () => {
    const { status, root } = await rendered(paths.home());
    expect(status).toBe(200);
    expect(headingOf(root)).toBe('Apps and integrations for LiveChat');
    expect(textOf(root)).toContain('Staff top picks');
    expectCards(root);
  });

  it.each([
    [paths.partners(), 'Partners', false],
    [paths.recommendedPartners(), 'Recommended partners', true],
  ])('%s lists the partners', async (path, heading, recommendedOnly) => {
    const { status, root } = await rendered(path);
    expect(status).toBe(200);
    expect(headingOf(root)).toBe(heading);
    const cards = itemsOf(root, 'expert-card');
    expect(cards.length).toBeGreaterThan(0);
    if (!recommendedOnly) expect(cards.length).toBe(experts.length);
    for (const card of cards) expect(experts.map((expert) => expert.name)).toContain(textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? '').replace(/ Recommended$/, ''));
  });

  it.each(['expert', 'expertCampaign'] as const)("a partner's %s page shows the partner", async (kind) => {
    const expert = experts[0];
    expect(expert).toBeDefined();
    const { status, root } = await rendered(paths[kind](expert?.slug ?? ''));
    expect(status).toBe(200);
    expect(headingOf(root)).toBe(expert?.name);
    expect(textOf(root)).toContain('Testimonials');
  });

  it('developers lists every developer, and a developer page shows its apps', async () => {
    const list = await rendered(paths.developers());
    expect(list.status).toBe(200);
    expect(headingOf(list.root)).toBe('Developers');
    expect(itemsOf(list.root, 'developer-card').map((card) => textOf(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? ''))).toEqual(
      expect.arrayContaining(developers.map((developer) => developer.name)),
    );
    const developer = developers[0];
    const detail = await rendered(paths.developer(developer?.slug ?? ''));
    expect(detail.status).toBe(200);
    expect(headingOf(detail.root)).toBe(developer?.name);
    expectCards(detail.root);
  });

  it('search results list the apps found', async () => {
    const { status, root } = await rendered(paths.search('crm'));
    expect(status).toBe(200);
    expect(headingOf(root)).toBe('Search results for “crm”');
    const found = /aria-label="Apps found"[^>]*>([\s\S]*?)<\/ul>/.exec(root)?.[1] ?? '';
    const items = found.split('<li').slice(1);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(textOf(item).toLowerCase()).toContain('crm');
  });

  it.each([
    ['app', (app: App) => app.customProps.isService !== 'true', 'Description'],
    ['service', (app: App) => app.customProps.isService === 'true', 'About this service'],
  ] as const)("an %s's detail carries its name, sections, rating and price, title, canonical link and JSON-LD", async (_kind, pick, section) => {
    const app = published.find((candidate) => pick(candidate) && !candidate.hidden && !candidate.theme);
    expect(app).toBeDefined();
    const path = appDetailPath(app);
    const { status, html, root } = await rendered(path);
    expect(status).toBe(200);
    expect(headingOf(root)).toBe(app?.name);
    const text = textOf(root);
    for (const heading of [section, 'Plans and upgrades', 'Reviews']) expect(text).toContain(heading);
    expect(text).toMatch(/Free|\$\d/);
    expect(root).toContain(`src="${app?.icon ?? ''}"`);
    expect(html).toContain(`<title>${pageTitle(app?.name ?? '', 'livechat')}`);
    expect(html).toContain(`<link rel="canonical" href="${base}${path}"`);
    expect(html).toContain('application/ld+json');
  });

  it('the cart page arrives with its heading', async () => {
    const { status, root } = await rendered(paths.cart());
    expect(status).toBe(200);
    expect(headingOf(root)).toBe('Cart');
  });

  it('checkout and console pages, drawn in the browser, arrive already titled as they title themselves', async () => {
    const [app] = published.filter((candidate) => candidate.payment !== null);
    for (const [path, title] of [
      [paths.cartThankYou('c-1'), 'Thank you'],
      [paths.cartReviewOrder('c-1'), 'Review your order'],
      [paths.externalDirectCharge('d-1'), 'Pay for your purchase'],
      [paths.checkout(app?.slug ?? ''), `Checkout: ${app?.name ?? ''}`],
      [paths.developerConsole(), 'Developer console'],
    ] as const) {
      const { html } = await rendered(path);
      expect(textOf(/<title>[\s\S]*?<\/title>/.exec(html)?.[0] ?? ''), path).toBe(pageTitle(title, 'livechat'));
    }
  });
});

describe('unknown pages and apps', () => {
  it('an unknown path answers 404 with the rendered 404 page, for GET and HEAD', async () => {
    for (const path of ['/no-such-page/', paths.notFound()]) {
      const { status, root, html } = await rendered(path);
      expect(status).toBe(404);
      expect(headingOf(root)).toBe('Page not found');
      expect(html).toContain('<title>Page not found | LiveChat Integrations</title>');
    }
    expect((await page('/no-such-page/', { method: 'HEAD' })).status).toBe(404);
  });

  it('an unknown app slug redirects to /apps/ with 302, naming what was not found', async () => {
    const response = await page('/apps/no-such-app-anywhere/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/marketplace${paths.unknownApp('no-such-app-anywhere')}`);
  });
});

describe('pages and their scripts travel compressed, hashed scripts cached for good', () => {
  it('the page is Brotli-compressed and revalidated', async () => {
    const response = await page(paths.apps(), { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it("the page's entry script is precompressed and immutable; remoteEntry.js is revalidated", async () => {
    const html = await (await page(paths.apps())).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${origins.platform}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const entry = await fetch(urls.remote, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });
});
