/**
 * Another company's host, in real Chromium: examples/third-party-host (written only against the
 * host SDK's packed tarball, installed as its README says outside the workspace: the tarball, and
 * the registry packages its lockfile pins) and a page of stock penpal 7
 * as penpal documents it, served from an origin that is none of the product's five and registered
 * in MARKETPLACE_EMBEDDERS (global-setup.ts); and an unregistered origin that gets no frame, no
 * answers and no data, and is told why in the console.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall } from '../../packages/host-sdk/build.mjs';
import { THIRD_PARTY_ORIGIN, UNREGISTERED_ORIGIN } from './third-party.ts';
import { urls, newContext, loadPage, reloadPage, demoAccount } from './fixtures/index.ts';

const platformOrigin = new URL(urls.publicShell).origin;
const example = fileURLToPath(new URL('../../examples/third-party-host/', import.meta.url));
let folder = '';
let consumer = '';
let inlineBuild = '';

let context: BrowserContext;

/** A host of stock penpal, exactly as penpal's README shows it. */
const stockPenpalHost = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CRM</title>
<script type="importmap">{ "imports": { "penpal": "/node_modules/penpal/dist/penpal.mjs" } }</script></head>
<body><iframe id="m" title="Marketplace" style="width:1000px;height:700px"></iframe>
<script type="module">
import { connect, WindowMessenger } from 'penpal';
window.__messages = [];
const frame = document.getElementById('m');
frame.addEventListener('load', async () => {
  const messenger = new WindowMessenger({ remoteWindow: frame.contentWindow, allowedOrigins: ['${platformOrigin}'] });
  const connection = connect({ messenger, methods: { marketplaceMessage: (message) => { window.__messages.push(message); return message.type === 'credentials' ? null : undefined; } }, timeout: 10000 });
  window.__marketplace = await connection.promise;
}, { once: true });
frame.src = '${platformOrigin}/marketplace/?framed=1';
</script></body></html>`;

/** A host without npm: the SDK's framed entry as the marketplace serves it, in one module script (docs/embedding.md). */
const oneScriptTagHost = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CRM</title></head>
<body><div id="marketplace" style="height: 640px"></div><ol id="events" aria-label="Marketplace events"></ol>
<script type="module">
  import { embedFramedMarketplace } from '${new URL(urls.remote).origin}/sdk/v1/framed.js';
  const log = (text) => document.getElementById('events').append(Object.assign(document.createElement('li'), { textContent: text }));
  const marketplace = embedFramedMarketplace({ container: document.getElementById('marketplace'), marketplaceOrigin: '${platformOrigin}', basePath: '/crm/tag', product: 'livechat' });
  marketplace.on('route', ({ path }) => log('route ' + path));
  marketplace.ready.then(() => log('ready'), (error) => log('refused ' + error.code));
</script></body></html>`;

const types: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

/**
 * The inline page bundled as the example's README says (vite), its SDK and the federation runtime
 * from the example's own install (the tarball, and @module-federation/runtime 2.9.1 by version).
 */
async function buildInlinePage(): Promise<string> {
  for (const file of ['inline.html', 'host.js']) copyFileSync(join(example, file), join(consumer, file));
  const { build } = await import('vite');
  const output = join(consumer, 'inline-dist');
  await build({
    root: consumer,
    logLevel: 'warn',
    configFile: false,
    build: { outDir: output, target: 'es2022', modulePreload: false, rolldownOptions: { input: join(consumer, 'inline.html') } },
  });
  return output;
}

/** Serves the example as a static server would, its node_modules from the tarball's install. */
async function serveHost(target: BrowserContext, origin: string, timeoutMs: number, options: { notifications?: 'bottom' | 'events'; product?: string } = {}) {
  await target.route(`${origin}/**`, async (route) => {
    const path = normalize(decodeURIComponent(new URL(route.request().url()).pathname));
    if (path === '/config.json')
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ marketplaceOrigin: platformOrigin, remoteOrigin: new URL(urls.remote).origin, timeoutMs, ...options }),
      });
    if (path === '/stock/') return route.fulfill({ contentType: 'text/html', body: stockPenpalHost });
    if (path.startsWith('/crm/tag')) return route.fulfill({ contentType: 'text/html', body: oneScriptTagHost });
    if (path.startsWith('/crm/apps')) return route.fulfill({ contentType: 'text/html', body: readFileSync(join(example, 'framed.html'), 'utf8') });
    if (path.startsWith('/crm/inline')) return route.fulfill({ contentType: 'text/html', body: readFileSync(join(inlineBuild, 'inline.html'), 'utf8') });
    if (path.startsWith('/assets/') && existsSync(join(inlineBuild, path)))
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(inlineBuild, path), 'utf8') });
    // npm would hoist penpal to node_modules/penpal; pnpm keeps a dependency's dependencies in its store folder.
    const installed = (inside: string) =>
      [join(consumer, 'node_modules', inside), join(consumer, 'node_modules/.pnpm/node_modules', inside)].find((file) => existsSync(file)) ?? '';
    const file = path.startsWith('/node_modules/') ? installed(path.slice('/node_modules/'.length)) : join(example, path);
    if (file === '' || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: types[extname(file)] ?? 'application/octet-stream', body: readFileSync(file, 'utf8') });
  });
}

/** What the example's page shows in its log of marketplace events. */
const logged = (host: Page) => host.getByRole('list', { name: 'Marketplace events' }).getByRole('listitem').allTextContents();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'third-party-host-'));
  consumer = await packAndInstall(folder, example);
  inlineBuild = await buildInlinePage();
  context = await newContext();
  await serveHost(context, THIRD_PARTY_ORIGIN, 10_000);
  await serveHost(context, UNREGISTERED_ORIGIN, 3_000);
}, 240_000);
afterAll(async () => {
  await context?.close();
  rmSync(folder, { recursive: true, force: true });
});

type Published = Array<{
  slug: string;
  name: string;
  hidden: boolean;
  installable: boolean;
  product?: string | null;
  payment: unknown;
  tutorialUrl: string | null;
  directInstallUrl: string | null;
  organizationId?: string | null;
  customProps: Record<string, string | undefined>;
}>;

/** Chat apps an owner may take: free ones installed at once, and a paid one anyone with billing rights may buy (fixtures/data.ts). */
async function chatApps() {
  const published = (await (await fetch(`${platformOrigin}/v2/applications/published`)).json()) as Published;
  const plain = published.filter(
    (app) =>
      !app.hidden &&
      app.installable &&
      ['', 'livechat'].includes(app.product ?? '') &&
      !['isService', 'isPremium', 'isTeamPlan', 'onlyOwnerCanInstall'].some((flag) => app.customProps[flag] === 'true') &&
      app.organizationId !== 'org-dev-1',
  );
  const free = plain.filter((app) => app.payment === null && app.tutorialUrl === null && app.directInstallUrl === null);
  const paid = plain.filter((app) => app.payment !== null).at(-1);
  if (!paid) throw new Error('no seeded paid app');
  return { free, paid };
}

/**
 * Signs in on the example page through its own sign-in (a MARKETPLACE_EMBEDDERS return address) as
 * a new organisation (nothing installed, an empty cart), once the page shows the marketplace (as a
 * person would). Leaving the page for the accounts page
 * while the framed marketplace's document was still loading has left Playwright with a
 * viewport that never took the accounts page's buttons ("element is outside of the viewport"):
 * that frame's document and the accounts page are of one site.
 */
async function signIn(host: Page, basePath: string) {
  await expect.poll(() => logged(host)).toContain('ready');
  await host.getByRole('button', { name: 'Sign in to CRM' }).click();
  await host.getByRole('button', { name: demoAccount.newOrganisation }).click();
  await host.waitForURL(`${THIRD_PARTY_ORIGIN}${basePath}/**`);
  await expect.poll(() => logged(host)).toContain('ready');
}

type Stock = { __messages: Array<{ type: string; pathname?: string; title?: string }>; __marketplace: { hostEvent(event: unknown): Promise<void> } };

describe("a host using penpal 7's own WindowMessenger, on a registered origin", () => {
  it('connects to the framed marketplace and calls every documented host event', async () => {
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/stock/`);
    const reported = () => host.evaluate(() => (window as unknown as Stock).__messages);
    await expect.poll(async () => (await reported()).map((message) => message.type)).toContain('loaded');
    const events = [
      { type: 'preload', pathname: '/apps/' },
      { type: 'refresh_installed_apps' },
      { type: 'refresh_cart' },
      { type: 'refresh_subscription_info', omitCache: true },
      { type: 'cart_updated', cart: { id: 'no-such-cart' } },
      { type: 'route', pathname: '/apps/marketplace/apps/' },
      { type: 'navigate', pathname: '/cart/' },
    ];
    for (const event of events) await host.evaluate((sent) => (window as unknown as Stock).__marketplace.hostEvent(sent), event);
    // The frame shows the cart and says so.
    await host.frameLocator('iframe').getByRole('heading', { level: 1, name: /cart/i }).waitFor();
    await expect.poll(async () => (await reported()).filter((message) => message.type === 'route_change').at(-1)?.pathname).toBe('/apps/marketplace/cart/');
    expect((await reported()).filter((message) => message.type === 'loaded')).toHaveLength(1);
    // One route_change per screen, with its title.
    const cartRoutes = (await reported()).filter((message) => message.type === 'route_change' && message.pathname === '/apps/marketplace/cart/');
    expect(cartRoutes).toEqual([expect.objectContaining({ title: expect.stringMatching(/cart/i) as unknown })]);
    // A bad event is refused to the caller with the documented code, and the connection still works.
    const refusal = await host.evaluate(() =>
      (window as unknown as Stock).__marketplace.hostEvent({ type: 'format_disk' }).then(
        () => null,
        (error: { name?: string; code?: string }) => ({ name: error.name, code: error.code }),
      ),
    );
    expect(refusal).toEqual({ name: 'BridgeError', code: 'BRIDGE_INVALID_MESSAGE' });
    await host.evaluate(() => (window as unknown as Stock).__marketplace.hostEvent({ type: 'navigate', pathname: '/apps/' }));
    await expect.poll(async () => (await reported()).filter((message) => message.type === 'route_change').at(-1)?.pathname).toBe('/apps/marketplace/apps/');
    await host.close();
  });
});

describe('a host with one script tag and no npm, on a registered origin', () => {
  it('embeds framed from the SDK module the marketplace serves: versioned, cached for good, readable by registered embedders only', async () => {
    const sdk = `${new URL(urls.remote).origin}/sdk/v1/framed.js`;
    const served = await fetch(sdk, { headers: { origin: THIRD_PARTY_ORIGIN } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/javascript/);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('access-control-allow-origin')).toBe(THIRD_PARTY_ORIGIN);
    expect((await fetch(sdk, { headers: { origin: UNREGISTERED_ORIGIN } })).headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${new URL(urls.remote).origin}/sdk/v1/inline.js`)).status).toBe(200);
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/crm/tag/`);
    await expect.poll(() => logged(host)).toContain('ready');
    await expect.poll(() => logged(host)).toContain('route /');
    await host.close();
  });
});

describe('the example host (the SDK from its packed tarball), framed, on a registered origin', () => {
  it('gets a clean stream in the path model, and its cart button moves the marketplace by a relative path', async () => {
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/crm/apps/`);
    await expect.poll(() => logged(host)).toContain('ready');
    await expect.poll(() => logged(host)).toContain('route /');
    await host.getByRole('button', { name: /^Cart/ }).click();
    await host.frameLocator('iframe').getByRole('heading', { level: 1, name: /cart/i }).waitFor();
    // The host's address follows, under its base path; its back button moves the frame.
    await expect.poll(() => new URL(host.url()).pathname).toBe('/crm/apps/cart/');
    // The frame's own flags (framed, host-navigation, notifications, host-font) never reach the host's address.
    expect(new URL(host.url()).search).toBe('');
    await host.goBack();
    await expect.poll(async () => (await logged(host)).at(-1)).toBe('route /');
    const seen = await logged(host);
    expect(seen.filter((line) => line.startsWith('loaded'))).toHaveLength(1);
    const routes = seen.filter((line) => line.startsWith('route '));
    expect(routes).toEqual(['route /', 'route /cart/', 'route /']);
    // No cart event at load for a visitor without a cart.
    expect(seen.filter((line) => line.startsWith('cart_updated'))).toEqual([]);
    await host.close();
  });

  it('signs in through its own sign-in and the credentials provider, hears app_installed, and shows the cart count', async () => {
    const app = (await chatApps()).free[0];
    if (!app) throw new Error('no seeded free app');
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/crm/apps/apps/${app.slug}/`);
    await signIn(host, '/crm/apps');
    const frame = host.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: app.name }).waitFor();
    await frame.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).click();
    await frame
      .getByRole('dialog', { name: `Install ${app.name}?` })
      .getByRole('button', { name: 'Allow and install' })
      .click();
    await expect.poll(async () => (await logged(host)).filter((line) => line.startsWith('app_installed')).length, { timeout: 30_000 }).toBe(1);
    expect((await logged(host)).some((line) => line.startsWith('credentials'))).toBe(true);
    // The install's toast, drawn in the frame in the host page's font (the frame cannot see it: the SDK passes it).
    const hostFont = await host.evaluate(() => getComputedStyle(document.getElementById('marketplace') as HTMLElement).fontFamily);
    expect(hostFont).toContain('Verdana');
    expect(
      await frame
        .getByTestId('notification')
        .first()
        .evaluate((toast) => getComputedStyle(toast).fontFamily),
    ).toBe(hostFont);

    // The cart's count in the host's own badge: one cart_updated per change, and the cart left as it was.
    const { paid } = await chatApps();
    const badge = async () => Number((await host.getByRole('button', { name: /^Cart/ }).textContent())?.replace(/\D/g, ''));
    const before = await badge();
    const cartEvents = async () => (await logged(host)).filter((line) => line.startsWith('cart_updated')).length;
    const eventsBefore = await cartEvents();
    await host.evaluate((slug) => (window as unknown as { marketplace: { navigate(path: string): Promise<void> } }).marketplace.navigate(`/apps/${slug}/`), paid.slug);
    await frame.getByRole('heading', { level: 1, name: paid.name }).waitFor();
    await frame.getByTestId('app-actions').getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(badge).toBe(before + 1);
    expect(await cartEvents()).toBe(eventsBefore + 1);
    await host.getByRole('button', { name: /^Cart/ }).click();
    await frame.getByRole('button', { name: `Remove ${paid.name}` }).click();
    await expect.poll(badge).toBe(before);
    await host.close();
  }, 180_000);
});

describe('an unregistered origin', () => {
  it('gets no frame, no answers and no data, and the SDK names the refusing layer and the setting', async () => {
    const host = await context.newPage();
    const errors: string[] = [];
    host.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const started = Date.now();
    await loadPage(host, `${UNREGISTERED_ORIGIN}/crm/apps/`);
    // Told within 2 s, by the layer's own code, as an error event naming the layer and the setting.
    await expect.poll(() => logged(host), { timeout: 2_000 }).toContain('refused BRIDGE_FRAME_ANCESTORS');
    expect(Date.now() - started).toBeLessThan(4_000);
    const event = (await logged(host)).find((line) => line.startsWith('error '));
    expect(JSON.parse(event?.slice('error '.length) ?? '{}')).toMatchObject({ code: 'BRIDGE_FRAME_ANCESTORS', layer: 'frame-ancestors', setting: 'MARKETPLACE_EMBEDDERS' });
    // The browser put its error page in the frame (frame-ancestors refused this parent); the
    // refusal may be told before the frame's answer has arrived.
    await expect
      .poll(() =>
        host
          .frames()
          .find((frame) => frame !== host.mainFrame())
          ?.url(),
      )
      .toBe('chrome-error://chromewebdata/');
    await expect.poll(() => errors.join('\n')).toMatch(/not a registered embedder.*frame-ancestors.*MARKETPLACE_EMBEDDERS/s);
    // No data: CORS refuses the API to this origin.
    const answer = await host.evaluate(
      (platform) =>
        fetch(`${platform}/v2/applications/published`).then(
          () => 'answered',
          () => 'refused',
        ),
      platformOrigin,
    );
    expect(answer).toBe('refused');
    await host.close();
  });
});

describe('an unregistered origin, inline', () => {
  it('gets no marketplace code, and the SDK names the refusing layer and the setting', async () => {
    const host = await context.newPage();
    await loadPage(host, `${UNREGISTERED_ORIGIN}/crm/inline/`);
    // The remote's CORS refuses its assets to this origin: told by the layer's own code, as an error event naming it and the setting.
    await expect.poll(() => logged(host), { timeout: 10_000 }).toContain('refused BRIDGE_ASSETS_CORS');
    const event = (await logged(host)).find((line) => line.startsWith('error '));
    expect(JSON.parse(event?.slice('error '.length) ?? '{}')).toMatchObject({ code: 'BRIDGE_ASSETS_CORS', layer: 'CORS of the assets', setting: 'MARKETPLACE_EMBEDDERS' });
    expect(await host.getByRole('heading', { level: 1 }).count()).toBe(0);
    await host.close();
  });
});

describe('a registered origin asking for a product it did not register', () => {
  it('is refused within 2 s with its own code, in the console and as an error event naming the setting', async () => {
    const own = await newContext();
    await serveHost(own, THIRD_PARTY_ORIGIN, 10_000, { product: 'helpdesk' });
    const host = await own.newPage();
    const errors: string[] = [];
    host.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    try {
      await loadPage(host, `${THIRD_PARTY_ORIGIN}/crm/apps/`);
      await expect.poll(() => logged(host), { timeout: 2_000 }).toContain('refused BRIDGE_PRODUCT_NOT_REGISTERED');
      const event = (await logged(host)).find((line) => line.startsWith('error '));
      expect(JSON.parse(event?.slice('error '.length) ?? '{}')).toMatchObject({ code: 'BRIDGE_PRODUCT_NOT_REGISTERED', layer: 'product', setting: 'MARKETPLACE_EMBEDDERS' });
      expect(errors.join('\n')).toContain('is registered for livechat, not helpdesk');
    } finally {
      await own.close();
    }
  });
});

describe("the host page's own query string", () => {
  it('stays out of the frame unless the host passes it', async () => {
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/crm/apps/?campaign=secret`);
    await expect.poll(() => logged(host)).toContain('ready');
    const frameUrl = new URL((await host.locator('iframe').getAttribute('src')) ?? '');
    expect(frameUrl.searchParams.has('campaign')).toBe(false);
    expect((await logged(host)).filter((line) => line.includes('secret'))).toEqual([]);
    await host.close();
  });
});

describe('the example host (the SDK from its packed tarball), inline, on a registered origin', () => {
  it('events both ways: its sign-in, install → app_installed, notifications handed to it, the cart count with no cart event at load', async () => {
    const { free, paid } = await chatApps();
    const app = free[0];
    if (!app) throw new Error('no seeded free app');
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/crm/inline/apps/${app.slug}/`);
    await signIn(host, '/crm/inline');
    await host.getByRole('heading', { level: 1, name: app.name }).waitFor();
    await expect.poll(() => logged(host)).toContain(`route /apps/${app.slug}/`);
    expect((await logged(host)).filter((line) => line.startsWith('loaded'))).toHaveLength(1);
    await host.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).click();
    await host
      .getByRole('dialog', { name: `Install ${app.name}?` })
      .getByRole('button', { name: 'Allow and install' })
      .click();
    await expect.poll(async () => (await logged(host)).filter((line) => line.startsWith('app_installed')).length, { timeout: 30_000 }).toBe(1);
    // The app's destinations at the configured agent app's origin (this run's), not the default topology's.
    const open = host.getByTestId('app-actions').getByRole('link', { name: 'Open', exact: true });
    await open.waitFor();
    expect(new URL((await open.getAttribute('href')) ?? '').origin).toBe(new URL(urls.agentApp).origin);
    // The page asked for the notifications as events: the install's reached its log, none was drawn.
    await expect.poll(async () => (await logged(host)).some((line) => line.startsWith('notification'))).toBe(true);
    expect(await host.getByTestId('notification').count()).toBe(0);

    // The cart's count in the page's own badge: one cart_updated per change.
    const badge = async () => Number((await host.locator('#cart-count').textContent()) ?? NaN);
    const cartEvents = async () => (await logged(host)).filter((line) => line.startsWith('cart_updated')).length;
    await host.evaluate((slug) => (window as unknown as { marketplace: { navigate(path: string): Promise<void> } }).marketplace.navigate(`/apps/${slug}/`), paid.slug);
    await host.getByRole('heading', { level: 1, name: paid.name }).waitFor();
    expect(new URL(host.url()).pathname).toBe(`/crm/inline/apps/${paid.slug}/`);
    const before = await badge();
    await host.getByTestId('app-actions').getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(badge).toBe(before + 1);
    expect(await cartEvents()).toBe(1);
    try {
      // Loaded again with that cart: no cart event at load; the page reads its first count itself.
      await reloadPage(host);
      await host.getByRole('heading', { level: 1, name: paid.name }).waitFor();
      await expect.poll(() => logged(host)).toContain('ready');
      await expect.poll(badge).toBe(before + 1);
      expect(await cartEvents()).toBe(0);
      // Host → marketplace: its Cart button moves the marketplace by a path relative to its base path.
      await host.locator('#go-cart').click();
      await host.getByRole('heading', { level: 1, name: /cart/i }).waitFor();
      expect(new URL(host.url()).pathname).toBe('/crm/inline/cart/');
    } finally {
      await host.evaluate(() => (window as unknown as { marketplace: { navigate(path: string): Promise<void> } }).marketplace.navigate('/cart/'));
      await host.getByRole('button', { name: `Remove ${paid.name}` }).click();
    }
    await expect.poll(badge).toBe(before);
    expect(await cartEvents()).toBe(1);
    await host.close();
  }, 180_000);
});

/**
 * Watches, in every page of the context: the penpal handshakes a frame of the platform starts with
 * the page (one participant each; its SYN may be sent more than once), and, in the marketplace's
 * frame, whether its live page (hydrated) offered a "Sign in" that could be pressed among the app's
 * actions before the signed-in Install.
 */
const watchLanding = (context: BrowserContext) =>
  context.addInitScript((marketplace) => {
    if (window === window.top) {
      const seen = new Set<string>();
      (window as unknown as { __handshakes: () => number }).__handshakes = () => seen.size;
      window.addEventListener('message', (event) => {
        const data = event.data as { namespace?: string; type?: string; participantId?: string } | null;
        if (event.origin === marketplace && data?.namespace === 'penpal' && data.type === 'SYN' && data.participantId) seen.add(data.participantId);
      });
      return;
    }
    if (location.origin !== marketplace) return;
    // Settled once the signed-in Install shows; until then, any "Sign in" that could be pressed on a live page counts.
    const shown = window as unknown as { __signInOffered?: boolean; __installed?: boolean };
    shown.__signInOffered = false;
    const look = () => {
      if (shown.__installed === true || document.querySelector('[data-hydrated]') === null) return;
      const pressable = [...document.querySelectorAll<HTMLElement>('[data-testid="app-actions"] button, [data-testid="app-actions"] [role="button"]')]
        .filter((control) => !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true')
        .map((control) => control.textContent?.trim() ?? '');
      if (pressable.some((text) => text.startsWith('Sign in'))) shown.__signInOffered = true;
      if (pressable.includes('Install')) shown.__installed = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'disabled', 'aria-disabled'] });
  }, platformOrigin);

/** Whether the frame's live page offered "Sign in" before Install (watchLanding). */
const signInOffered = (host: Page) =>
  host
    .frames()
    .find((frame) => new URL(frame.url()).origin === platformOrigin)
    ?.evaluate(() => (window as unknown as { __signInOffered?: boolean }).__signInOffered) ?? Promise.resolve(undefined);

/**
 * What a landed sign-in looks like from the host: the frame asked for credentials once (`refusals`
 * more when the platform refused the token first), made one handshake, was signed in on its first
 * live screen (no "Sign in to install" could be pressed before Install showed), and no page of it
 * failed to hydrate.
 */
async function expectSignedIn(host: Page, appName: string, problems: string[], refusals = 0) {
  const frame = host.frameLocator('iframe');
  await frame.getByRole('heading', { level: 1, name: appName }).waitFor();
  await frame.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).waitFor({ timeout: 10_000 });
  expect(await signInOffered(host)).toBe(false);
  const asked = (await logged(host)).filter((line) => line.startsWith('credentials'));
  expect(asked).toHaveLength(1 + refusals);
  expect(await host.evaluate(() => (window as unknown as { __handshakes: () => number }).__handshakes())).toBe(1);
  expect(await frame.getByRole('button', { name: /^Sign in/ }).count()).toBe(0);
  expect(problems).toEqual([]);
}

/** Signs in on the host's own Sign in (the accounts page, a new organisation) and waits for the page it comes back to. */
async function signInAgain(host: Page) {
  await host.getByRole('button', { name: 'Sign in to CRM' }).click();
  await host.getByRole('button', { name: demoAccount.newOrganisation }).click();
  await host.waitForURL(`${THIRD_PARTY_ORIGIN}/crm/apps/**`);
  await expect.poll(() => logged(host)).toContain('ready');
}

describe('framed sign-in from every entry, on a registered origin, ten times in a row each', () => {
  const ROUNDS = 10;
  let app: { slug: string; name: string };
  let address = '';
  beforeAll(async () => {
    const free = (await chatApps()).free[0];
    if (!free) throw new Error('no seeded free app');
    app = free;
    address = `${THIRD_PARTY_ORIGIN}/crm/apps/apps/${app.slug}/`;
  });

  /**
   * One browser context for an entry's rounds, the notifications drawn (default) and handed over
   * as events by turns (the page's configuration is read on each load); a failure names its round.
   */
  async function rounds(run: (host: Page, round: number, problems: string[]) => Promise<void>, prepare?: (host: Page, problems: string[]) => Promise<void>) {
    const options: { notifications: 'bottom' | 'events' } = { notifications: 'events' };
    const own = await newContext();
    try {
      await serveHost(own, THIRD_PARTY_ORIGIN, 10_000, options);
      await watchLanding(own);
      const problems: string[] = [];
      const host = await own.newPage();
      host.on('console', (message) => void (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()) && problems.push(message.text())));
      await prepare?.(host, problems);
      for (let round = 0; round < ROUNDS; round++) {
        options.notifications = round % 2 === 0 ? 'events' : 'bottom';
        try {
          await run(host, round, problems);
        } catch (error) {
          throw new Error(`round ${round + 1} (${options.notifications}): ${String(error)}`, { cause: error });
        }
      }
    } finally {
      await own.close();
    }
  }

  /** The host's tab signed in once, through its own sign-in. */
  const signedIn = async (host: Page, problems: string[]) => {
    await loadPage(host, address);
    await signIn(host, '/crm/apps');
    await expectSignedIn(host, app.name, problems);
  };

  it('lands back from the accounts page', async () => {
    await rounds(async (host, _round, problems) => {
      // A tab of its own each round: signed out, as a new visitor's.
      const tab = await host.context().newPage();
      tab.on('console', (message) => void (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()) && problems.push(message.text())));
      await loadPage(tab, address);
      await signIn(tab, '/crm/apps');
      await expectSignedIn(tab, app.name, problems);
      await tab.close();
    });
  }, 600_000);

  it('lands on a reload of the tab', async () => {
    await rounds(async (host, _round, problems) => {
      await reloadPage(host);
      await expect.poll(() => logged(host)).toContain('ready');
      await expectSignedIn(host, app.name, problems);
    }, signedIn);
  }, 600_000);

  it('lands on a first load of the page, the tab holding the token', async () => {
    await rounds(async (host, round, problems) => {
      // From another of the host's pages: the marketplace's page is loaded anew, not reloaded.
      await loadPage(host, `${THIRD_PARTY_ORIGIN}/crm/apps/?from=${round}`);
      await loadPage(host, address);
      await expect.poll(() => logged(host)).toContain('ready');
      await expectSignedIn(host, app.name, problems);
    }, signedIn);
  }, 600_000);

  it('lands after the token stopped being accepted (expired or revoked): asked again once, told none, signed in anew', async () => {
    await rounds(async (host, _round, problems) => {
      const token = await host.evaluate(() => sessionStorage.getItem('crm.token'));
      await fetch(`${platformOrigin}/accounts/v2/sessions`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      await reloadPage(host);
      await expect.poll(async () => (await logged(host)).filter((line) => line.startsWith('credentials')).length).toBe(2);
      expect((await logged(host)).filter((line) => line.startsWith('credentials')).at(-1)).toContain('"refused":true');
      await signInAgain(host);
      // The refusal took the marketplace home, where the host's sign-in came back to.
      await host.evaluate((slug) => (window as unknown as { marketplace: { navigate(path: string): Promise<void> } }).marketplace.navigate(`/apps/${slug}/`), app.slug);
      await expectSignedIn(host, app.name, problems);
    }, signedIn);
  }, 600_000);
});
