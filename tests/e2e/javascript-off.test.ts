/**
 * Public pages as a client without JavaScript reads them (a crawler, a link checker, curl): the
 * status of every public route of spec 2, and the title, description and canonical link in the
 * HTML, compressed when asked. Server rendering of the visible content is not there yet (issue
 * 15): this suite holds what the server answers today.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { appDetailPath, pageTitle, paths } from '../../packages/domain/src/routes.ts';
import { origins } from '../../shared/federation.ts';

const urls = inject('urls');
const base = urls.publicShell.replace(/\/$/, '');
let published: App[];

beforeAll(async () => {
  published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
});

const page = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

describe('every public route of spec 2 answers 200 with its metadata in the HTML', () => {
  const routes = [
    paths.home(),
    paths.apps(),
    paths.collection('staff-top-picks'),
    paths.listing('crm'),
    paths.comingSoon(),
    paths.partners(),
    paths.recommendedPartners(),
    paths.services(),
    paths.saasDeals(),
    paths.omnichannel(),
    paths.enhanceEcommerce(),
    paths.search('crm'),
    paths.cart(),
  ];
  it.each(routes)('%s', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+ \| LiveChat Integrations<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it("an app's detail carries its title, canonical link and JSON-LD", async () => {
    const app = published.find((candidate) => appDetailPath(candidate).startsWith('/apps/'));
    expect(app).toBeDefined();
    const path = appDetailPath(app);
    const response = await page(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${pageTitle(app?.name ?? '', 'livechat')}`);
    expect(html).toContain(`<link rel="canonical" href="${base}${path}"`);
    expect(html).toContain('application/ld+json');
  });
});

describe('unknown pages and apps', () => {
  it('an unknown path answers 404 for GET and HEAD', async () => {
    expect((await page('/no-such-page/')).status).toBe(404);
    expect((await page('/no-such-page/', { method: 'HEAD' })).status).toBe(404);
    expect((await page(paths.notFound())).status).toBe(404);
  });

  it('an unknown app slug redirects to /apps/ with 302', async () => {
    const response = await page('/apps/no-such-app-anywhere/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/marketplace${paths.apps()}`);
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
