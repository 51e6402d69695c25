/**
 * A marketplace of protocol 3 with a host built for protocol 2, in real Chromium: the frozen
 * framed entry of @marketplace/host-sdk 1.0.0 (tests/e2e/protocol-2/) on a registered origin.
 * Every host event of protocol 2 is accepted, and every message a protocol-2 host acts on still
 * reaches it in protocol 2's shape — analytics as `analytics` messages (it has no analytics
 * channel) — and `marketplace_cart_update` beside each `cart_updated`, as spec 7 lists it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THIRD_PARTY_ORIGIN } from './third-party.ts';
import { buyableApps, demoAccount, isChatApp, loadPage, newContext, pickApps, publishedApps, urls, type PublishedApp } from './fixtures/index.ts';

const platformOrigin = new URL(urls.publicShell).origin;
const fixture = (file: string) => readFileSync(fileURLToPath(new URL(`./protocol-2/${file}`, import.meta.url)), 'utf8');
// The penpal SDK 1.0.0 pinned (7.0.6), as the workspace installed it for the SDK: a file the page loads, not a dependency of the tests.
const hostSdk = fileURLToPath(new URL('../../packages/host-sdk/', import.meta.url));
const penpal = readFileSync(join(hostSdk, 'node_modules', 'penpal', 'dist', 'penpal.mjs'), 'utf8');

let context: BrowserContext;

/** A free chat app installed at once: no tutorial, no direct install, no plan or owner limits, not the developer's own. */
const plainFree = (app: PublishedApp) =>
  isChatApp(app) &&
  app.payment === null &&
  !app.hidden &&
  app.installable &&
  app.tutorialUrl === null &&
  app.directInstallUrl === null &&
  !(['isService', 'isPremium', 'isTeamPlan', 'onlyOwnerCanInstall'] as const).some((flag) => app.customProps[flag] === 'true') &&
  app.organizationId !== 'org-dev-1';

beforeAll(async () => {
  context = await newContext();
  await context.route(`${THIRD_PARTY_ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/config.json') return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ marketplaceOrigin: platformOrigin }) });
    if (path.startsWith('/old/apps')) return route.fulfill({ contentType: 'text/html', body: fixture('host.html') });
    if (path === '/protocol-2/host-sdk-1.0.0-framed.js') return route.fulfill({ contentType: 'text/javascript', body: fixture('host-sdk-1.0.0-framed.js') });
    if (path === '/node_modules/penpal/dist/penpal.mjs') return route.fulfill({ contentType: 'text/javascript', body: penpal });
    return route.fulfill({ status: 404, body: '' });
  });
});
afterAll(async () => {
  await context?.close();
});

/** What the host page logged: one line per message, `{type} {json}`, and `route {path}` in the path model. */
const logged = (host: Page) => host.getByRole('list', { name: 'Marketplace events' }).getByRole('listitem').allTextContents();
const linesOf = async (host: Page, prefix: string) => (await logged(host)).filter((line) => line.startsWith(`${prefix} `) || line === prefix);
type OldSdk = { marketplace: { send(event: unknown): Promise<void>; navigate(path: string): Promise<void> } };
const send = (host: Page, event: unknown) => host.evaluate((sent) => (window as unknown as OldSdk).marketplace.send(sent), event);

describe('a host built for protocol 2 (the frozen host SDK 1.0.0), framed, on a registered origin', () => {
  it('connects, hears loaded once and one route per screen, gets analytics as messages, and moves the marketplace by navigate and route', async () => {
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/old/apps/`);
    await expect.poll(() => logged(host)).toContain('ready');
    const frame = host.frameLocator('iframe');
    await expect.poll(() => linesOf(host, 'route')).toEqual(['route /']);
    // No analytics channel in protocol 2: its page views arrive among the messages.
    await expect.poll(async () => (await linesOf(host, 'analytics')).some((line) => line.includes('"name":"page_view"'))).toBe(true);

    // `navigate` in the path model; the host's address follows under its base path.
    await host.evaluate(() => (window as unknown as OldSdk).marketplace.navigate('/cart/'));
    await frame.getByRole('heading', { level: 1, name: /cart/i }).waitFor();
    await expect.poll(() => new URL(host.url()).pathname).toBe('/old/apps/cart/');
    // `route` (deprecated, protocol 1's host form) still moves the marketplace.
    await send(host, { type: 'route', pathname: '/apps/marketplace/' });
    await expect.poll(async () => (await linesOf(host, 'route')).at(-1)).toBe('route /');
    // The marketplace announces a link about to be followed.
    await frame.getByRole('link', { name: /cart/i }).first().hover();
    await expect.poll(async () => (await linesOf(host, 'preload')).length).toBeGreaterThan(0);

    const seen = await logged(host);
    // Never sent home (the marketplace's `navigate` after a refused sign-in).
    expect(await linesOf(host, 'navigate')).toEqual([]);
    expect(seen.filter((line) => line.startsWith('loaded'))).toHaveLength(1);
    expect(await linesOf(host, 'route')).toEqual(['route /', 'route /cart/', 'route /']);
    // One route_change per screen, in protocol 2's shape (the agent app's form, with the title).
    const routeChanges = (await linesOf(host, 'route_change')).map((line) => JSON.parse(line.slice('route_change '.length)) as { pathname: string; title?: string });
    expect(routeChanges.map((message) => message.pathname)).toEqual(['/apps/marketplace/', '/apps/marketplace/cart/', '/apps/marketplace/']);
    expect(routeChanges[1]?.title).toMatch(/cart/i);
    // A visitor without a cart: no cart event at load, in either form.
    expect(await linesOf(host, 'cart_updated')).toEqual([]);
    expect(await linesOf(host, 'marketplace_cart_update')).toEqual([]);
    await host.close();
  });

  it('signs in through its credentials provider, sends every refresh event, hears app_installed and one cart_updated per change, and handles the destinations it owns', async () => {
    const [paid] = pickApps(await buyableApps(), isChatApp);
    const [free] = pickApps(await publishedApps(), plainFree);
    const host = await context.newPage();
    await loadPage(host, `${THIRD_PARTY_ORIGIN}/old/apps/apps/${free.slug}/`);
    await host.getByRole('button', { name: 'Sign in to CRM' }).click();
    // An organisation of the test's own: nothing installed, an empty cart.
    await host.getByRole('button', { name: demoAccount.newOrganisation }).click();
    await host.waitForURL(`${THIRD_PARTY_ORIGIN}/old/apps/**`);
    await expect.poll(() => logged(host)).toContain('ready');
    const frame = host.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: free.name }).waitFor();
    // The marketplace asked for the user: protocol 2's credentials message, answered by the provider.
    expect(await linesOf(host, 'credentials')).toContain('credentials {"type":"credentials"}');
    // Host → marketplace: the rest of protocol 2's events are accepted, and none signs the user out.
    for (const event of [
      { type: 'preload', pathname: '/apps/' },
      { type: 'refresh_installed_apps' },
      { type: 'refresh_cart' },
      { type: 'refresh_subscription_info', omitCache: true },
      { type: 'cart_updated', cart: { id: 'no-such-cart' } },
    ])
      await send(host, event);

    await frame.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).click();
    await frame
      .getByRole('dialog', { name: `Install ${free.name}?` })
      .getByRole('button', { name: 'Allow and install' })
      .click();
    await expect.poll(async () => (await linesOf(host, 'app_installed')).length, { timeout: 30_000 }).toBe(1);
    // A protocol-2 host did not ask for notifications as events: the frame draws them.
    await frame.getByTestId('notification').first().waitFor();
    // A destination the host owns reaches it as a navigation request (it asked: host-navigation=1), never as a move of its window.
    await frame.getByTestId('app-actions').locator('a[target="_top"]').first().click();
    await expect.poll(async () => (await linesOf(host, 'navigation_request')).length).toBe(1);
    expect((await linesOf(host, 'navigation')).at(-1)).toMatch(/^navigation (app|app_settings|other) http/);
    expect(new URL(host.url()).pathname).toBe(`/old/apps/apps/${free.slug}/`);

    // The cart: one cart_updated per change, and one marketplace_cart_update beside each.
    await host.evaluate((slug) => (window as unknown as OldSdk).marketplace.navigate(`/apps/${slug}/`), paid.slug);
    await frame.getByRole('heading', { level: 1, name: paid.name }).waitFor();
    await frame.getByTestId('app-actions').getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(async () => (await linesOf(host, 'cart_updated')).length).toBe(1);
    await host.evaluate(() => (window as unknown as OldSdk).marketplace.navigate('/cart/'));
    await frame.getByRole('button', { name: `Remove ${paid.name}` }).click();
    await expect.poll(async () => (await linesOf(host, 'cart_updated')).length).toBe(2);
    const counts = (await linesOf(host, 'cart_updated')).map((line) => (JSON.parse(line.slice('cart_updated '.length)) as { itemsCount: number }).itemsCount);
    expect(counts).toEqual([1, 0]);
    await expect
      .poll(async () => (await linesOf(host, 'marketplace_cart_update')).map((line) => line.replaceAll('marketplace_cart_update', 'cart_updated')))
      .toEqual(await linesOf(host, 'cart_updated'));
    // Signed in throughout: never asked again with `refused`, never sent home.
    expect(await linesOf(host, 'credentials')).not.toContain('credentials {"type":"credentials","refused":true}');
    expect(await linesOf(host, 'navigate')).toEqual([]);
    await host.close();
  }, 180_000);
});
