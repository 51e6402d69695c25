import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDataElementId } from '@marketplace/shared/contract';
import { earlyControlsScript } from '@marketplace/shared/early-controls';
import { appDetailReads, createServerRenderer, embedInline, embedRendered, pageReads } from './server-render.ts';

const page = '<html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('embedRendered puts the rendered page and its data into the built page once', () => {
  it('hints go into <head>, the body into the root, the data after it', () => {
    const html = embedRendered(page, { head: '<link rel="preload" as="image" href="/i.svg"/>', body: '<main>cards</main>' }, { experts: [] });
    expect(html).toContain(`<link rel="preload" as="image" href="/i.svg"/><script>${earlyControlsScript}</script></head>`);
    expect(html).toContain(`<div id="root"><main>cards</main></div><script type="application/json" id="${pageDataElementId}">{"experts":[]}</script>`);
    expect(html.match(new RegExp(pageDataElementId, 'g'))).toHaveLength(1);
  });

  it('data cannot close its script element or start a comment', () => {
    const hostile = { experts: [{ name: '</script><script>alert(1)</script><!--' }] };
    const html = embedRendered(page, { head: '', body: '' }, hostile);
    const block = html.slice(html.indexOf(pageDataElementId));
    expect(block.indexOf('</script>')).toBe(block.indexOf('</script><script type="module"'));
    expect(block).not.toContain('<!--');
    expect(JSON.parse(/>([^<]*)<\/script>/.exec(block)?.[1] ?? '')).toEqual(hostile);
  });

  it('"$&" in the rendered text stays literal', () => {
    expect(embedRendered(page, { head: '', body: 'price $& more' }, {})).toContain('<div id="root">price $& more</div>');
  });
});

describe('embedInline puts an inline host’s first view into its marked container', () => {
  const view = {
    head: '<link rel="preload" as="image" href="/i.svg"/>',
    html: '<div data-marketplace-root="">cards</div>',
    data: '<script type="application/json">{}</script>',
    early: '<script>early()</script>',
  };
  it('the view into the container, the data before </body>, hints and the early script into <head>', () => {
    const host = '<html><head><title>t</title></head><body><nav></nav><main id="m" data-marketplace-first-view></main><script type="module" src="/h.js"></script></body></html>';
    expect(embedInline(host, view)).toBe(
      '<html><head><title>t</title><link rel="preload" as="image" href="/i.svg"/><script>early()</script></head><body><nav></nav><main id="m" data-marketplace-first-view><div data-marketplace-root="">cards</div></main><script type="module" src="/h.js"></script><script type="application/json">{}</script></body></html>',
    );
  });
  it('leaves a page without the container as it is', () => {
    expect(embedInline(page, view)).toBe(page);
  });
});

describe('without the server builds the page is left to the browser', () => {
  it('gives no renderer', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-server-build-'));
    const renderer = await createServerRenderer({
      remoteServerDist: empty,
      shellServerDist: empty,
      platformOrigin: 'http://localhost:4000',
      read: async () => null,
      logError: () => undefined,
    });
    expect(renderer).toBeNull();
  });
});

describe('the server builds load on the first page, once, not when the platform starts', () => {
  const builds = () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-build-'));
    const counter = `loads_${Math.random().toString(36).slice(2)}`;
    writeFileSync(
      join(dir, 'server-entry.js'),
      `globalThis.${counter} = (globalThis.${counter} ?? 0) + 1; export const Marketplace = 'M';
export async function renderPublicShell(marketplace, server) { return { head: '', body: '<p>' + marketplace + ' ' + server.location + '</p>' }; }`,
    );
    return { dir, loads: () => (globalThis as Record<string, unknown>)[counter] ?? 0 };
  };
  const read = async (path: string) => (path.includes('/summary') ? [] : null);

  it('imports nothing until a page is rendered, then once for pages rendered together', async () => {
    const { dir, loads } = builds();
    const renderer = await createServerRenderer({ remoteServerDist: dir, shellServerDist: dir, platformOrigin: 'http://localhost:4000', read, logError: () => undefined });
    expect(loads()).toBe(0);
    const [a, b] = await Promise.all([renderer?.(page, '/marketplace/apps/'), renderer?.(page, '/marketplace/')]);
    expect(a).toContain('<div id="root"><p>M /marketplace/apps/</p></div>');
    expect(b).toContain('<div id="root"><p>M /marketplace/</p></div>');
    expect(loads()).toBe(1);
  });

  it('warm() loads them ahead of the first page', async () => {
    const { dir, loads } = builds();
    const renderer = await createServerRenderer({ remoteServerDist: dir, shellServerDist: dir, platformOrigin: 'http://localhost:4000', read, logError: () => undefined });
    renderer?.warm();
    await expect.poll(loads).toBe(1);
    expect(await renderer?.(page, '/marketplace/')).toContain('<p>M /marketplace/</p>');
    expect(loads()).toBe(1);
  });

  it('a build that fails to load is logged, and its pages are sent to render in the browser', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'broken-server-build-'));
    writeFileSync(join(dir, 'server-entry.js'), 'throw new Error("broken build");');
    const errors: unknown[] = [];
    const renderer = await createServerRenderer({
      remoteServerDist: dir,
      shellServerDist: dir,
      platformOrigin: 'http://localhost:4000',
      read,
      logError: (error) => errors.push(error),
    });
    expect(await renderer?.(page, '/marketplace/')).toBe(page);
    expect(String(errors[0])).toContain('broken build');
  });
});

describe("the sanitiser's DOM (jsdom) loads only before a page that shows an app's description", () => {
  it('not asked for by the catalogue; asked for and awaited before each detail page renders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-build-dom-'));
    const state = `dom_${Math.random().toString(36).slice(2)}`;
    writeFileSync(
      join(dir, 'server-entry.js'),
      `globalThis.${state} = { loads: 0, ready: false }; export const Marketplace = 'M';
export async function loadServerDom() { globalThis.${state}.loads += 1; await new Promise((r) => setTimeout(r, 1)); globalThis.${state}.ready = true; }
export async function renderPublicShell(marketplace, server) { return { head: '', body: '<p>' + (globalThis.${state}.ready ? 'dom' : 'no dom') + '</p>' }; }`,
    );
    const dom = () => (globalThis as Record<string, unknown>)[state] as { loads: number; ready: boolean };
    const app = { id: 'a1', developerId: null };
    const read = async (path: string) => (path.includes('/summary') ? [] : path.endsWith('/published') ? app : null);
    const renderer = await createServerRenderer({ remoteServerDist: dir, shellServerDist: dir, platformOrigin: 'http://localhost:4000', read, logError: () => undefined });
    expect(await renderer?.(page, '/marketplace/apps/')).toContain('<p>no dom</p>');
    expect(dom().loads).toBe(0);
    expect(await renderer?.(page, '/marketplace/apps/a1/')).toContain('<p>dom</p>');
    expect(dom().loads).toBe(1);
    expect(await renderer?.(page, '/marketplace/services/a1/')).toContain('<p>dom</p>');
    expect(dom().loads).toBe(2);
  });
});

describe('a page reads what it shows besides the catalogue', () => {
  it.each([
    ['/marketplace/partners/', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/search/?query=crm', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/partners/expert/acme-experts/', { experts: '/v2/partners/experts_marketplace', expert: '/v2/partners/experts_marketplace/acme-experts' }],
    ['/marketplace/partners/expert-campaign/acme-experts/', { experts: '/v2/partners/experts_marketplace', expert: '/v2/partners/experts_marketplace/acme-experts' }],
    ['/marketplace/developers/', { experts: '/v2/partners/experts_marketplace', developers: '/v2/developers' }],
    ['/marketplace/developers/acme/?tab=apps', { experts: '/v2/partners/experts_marketplace', developers: '/v2/developers' }],
    ['/marketplace/apps/', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/', { experts: '/v2/partners/experts_marketplace' }],
    ['/marketplace/apps/acme-crm/', { experts: '/v2/partners/experts_marketplace', app: '/v2/applications/acme-crm/published' }],
    ['/marketplace/services/setup-help/#reviews', { experts: '/v2/partners/experts_marketplace', app: '/v2/applications/setup-help/published' }],
    ['/marketplace/apps/acme-crm/extra/', { experts: '/v2/partners/experts_marketplace' }],
  ])('%s', (location, reads) => {
    expect(pageReads(location)).toEqual(reads);
  });
});

describe("an app's detail page reads what its sections show", () => {
  it('its resources, its reviews and its developer', () => {
    expect(appDetailReads({ id: 'app 1', developerId: 'dev-1' })).toEqual({
      resources: '/v2/applications/app%201/resources',
      feedback: '/v2/feedback/rate/application/app%201',
      reviewPage: '/v2/feedback/rate/application/app%201/reviews',
      developer: '/v2/developers/dev-1/profile',
    });
  });

  it('no developer read for an app without one', () => {
    expect(appDetailReads({ id: 'a', developerId: null })).not.toHaveProperty('developer');
  });
});

describe('a page reads what it shows of the catalogue, never the whole of it', () => {
  const render = async (location: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'server-build-parts-'));
    writeFileSync(
      join(dir, 'server-entry.js'),
      `export const Marketplace = 'M';
export async function renderPublicShell() { return { head: '', body: '<p>page</p>' }; }`,
    );
    const asked: string[] = [];
    const app = { id: 'a1', developerId: 'd1', category: { id: 'crm', name: 'CRM' }, customProps: {} };
    const read = async (path: string) => {
      asked.push(path);
      if (path.endsWith('/published')) return app;
      return path.includes('/v2/applications/published/') ? { answer: path } : null;
    };
    const renderer = await createServerRenderer({ remoteServerDist: dir, shellServerDist: dir, platformOrigin: 'http://localhost:4000', read, logError: () => undefined });
    const html = (await renderer?.(page, location)) ?? '';
    const data = JSON.parse(/<script type="application\/json" id="[^"]+">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    return { asked: asked.filter((path) => path.startsWith('/v2/applications/')), data };
  };

  it.each([
    ['/marketplace/', ['/v2/applications/published/home?product=livechat'], 'home'],
    ['/marketplace/apps/?page=2', ['/v2/applications/published/pages?product=livechat&source=all&limit=48'], 'listing'],
    [
      '/marketplace/apps/crm/?sortBy=price&paymentType=free',
      ['/v2/applications/published/pages?product=livechat&source=category%3Acrm&paymentType=free&sortBy=price&limit=24'],
      'listing',
    ],
    ['/marketplace/search/?query=crm', ['/v2/applications/published/search?query=crm&variant=public&limit=200'], 'search'],
    ['/marketplace/developers/', ['/v2/applications/published/product-counts'], 'productCounts'],
    [
      '/marketplace/apps/acme-crm/',
      ['/v2/applications/acme-crm/published', '/v2/applications/a1/resources', '/v2/applications/published/rows?id=a1&developerId=d1&category=crm&service=false'],
      'appDetail',
    ],
  ])('%s', async (location, reads, embedded) => {
    const { asked, data } = await render(location);
    expect(asked).toEqual(reads);
    expect(asked.some((path) => path.endsWith('/summary') || path.endsWith('/published/'))).toBe(false);
    expect(Object.keys(data)).toContain(embedded);
    expect(data).not.toHaveProperty('publishedSummaries');
  });
});
