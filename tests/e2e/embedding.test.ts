/**
 * Embedding for real, in Chromium, with the agent app (:4002), the marketplace (:4000) and an
 * attacker page (:4003) on three origins: the host's address bar and the frame stay in step with
 * one history entry per screen, deep links reload, the host's signed-in agent reaches the frame,
 * and the host reacts to what happens inside it (cart badge, installed list); an attacker page
 * posting to both changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { isPlainApp } from '../../packages/api/src/testing/seeded-apps.ts';
import { framedWindowName } from '@marketplace/shared/federation';
import { origins, newContext, loadPage, reloadPage, signIn, demoAccount, hostToken, buyableApps, isChatApp, pickApps, watchNotices, publishedApps } from './fixtures/index.ts';

let published: App[];

const agentApp = `${origins.agentApp}/apps/marketplace`;

beforeAll(async () => {
  published = await publishedApps();
});

const forChat = isPlainApp;

async function open(path: string): Promise<{ page: Page; frame: FrameLocator; warnings: string[] }> {
  const context = await newContext();
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/target origin/i.test(message.text())) warnings.push(message.text());
  });
  await loadPage(page, `${agentApp}${path}`);
  const frame = page.frameLocator('iframe[title="Marketplace"]');
  return { page, frame, warnings };
}

/** Round trips through two frames take a while on a busy machine. */
const settled = { timeout: 20_000 };

const hostPath = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('the agent app keeps its address bar and the frame in step', () => {
  it('one history entry per screen, Back and Forward move the frame, and the frame flag never shows', async () => {
    const { page, frame, warnings } = await open('/apps/?sortBy=name');
    const card = frame.getByTestId('app-card').first();
    await card.waitFor();
    const href = (await card.getAttribute('href')) ?? '';
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const entries = await page.evaluate(() => window.history.length);
    await card.click();
    await expect.poll(() => hostPath(page), settled).toBe(`/apps${href}`);
    await frame.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);
    expect(page.url()).not.toContain('framed');

    await page.goBack();
    await expect.poll(() => hostPath(page), settled).toBe('/apps/marketplace/apps/?sortBy=name');
    await frame.getByTestId('app-card').first().waitFor();
    await page.goForward();
    await expect.poll(() => hostPath(page), settled).toBe(`/apps${href}`);
    await frame.getByRole('heading', { name, level: 1 }).waitFor();
    expect(warnings).toEqual([]);
  });

  it('reloads on a deep link onto the same screen, and host links move without a reload', async () => {
    const app = published.find(forChat) as App;
    const { page, frame } = await open(`/apps/${app.slug}/`);
    await frame.getByRole('heading', { name: app.name, level: 1 }).waitFor();
    await reloadPage(page);
    await frame.getByRole('heading', { name: app.name, level: 1 }).waitFor();
    await expect.poll(() => hostPath(page), settled).toBe(`/apps/marketplace/apps/${app.slug}/`);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Agent app' }).getByRole('link', { name: 'Chats' }).click();
    await page.getByRole('heading', { name: 'Chats', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, settled).toBe('/chats');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

describe('the frame starts loading with the agent app’s page', () => {
  it('is in the page as the server sends it, and the host connects to that frame without loading it again', async () => {
    const html = await (await fetch(`${agentApp}/apps/`)).text();
    expect(html).toMatch(new RegExp(`<main[^>]*id="content"[^>]*><iframe[^>]*name="${framedWindowName}"`));
    const context = await newContext();
    const page = await context.newPage();
    const frameDocuments: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() !== page.mainFrame()) frameDocuments.push(request.url());
    });
    await loadPage(page, `${agentApp}/apps/`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    const card = frame.getByTestId('app-card').first();
    await card.waitFor(settled);
    const href = (await card.getAttribute('href')) ?? '';
    // Connected: the frame's move reaches the host's address bar.
    await card.click();
    await expect.poll(() => hostPath(page), settled).toBe(`/apps${href}`);
    expect(await page.locator('iframe').count()).toBe(1);
    expect(frameDocuments).toHaveLength(1);
    expect(new URL(frameDocuments[0] ?? '').pathname).toBe('/marketplace/apps/');
  });
});

describe('a frame that loads again is connected again', () => {
  it('after the frame’s own reload, its moves still reach the host’s address bar', async () => {
    const { page, frame } = await open('/apps/');
    await frame.getByTestId('app-card').first().waitFor(settled);
    const framed = page.frames().find((candidate) => candidate.name() === framedWindowName) as Frame;
    const reloaded = page.waitForEvent('framenavigated', { predicate: (navigated) => navigated === framed, ...settled });
    // Reloaded from a task of its own, so the evaluation returns before the page goes.
    await framed.evaluate(() => void setTimeout(() => window.location.reload(), 0));
    await reloaded;
    const card = frame.getByTestId('app-card').first();
    await card.waitFor(settled);
    const href = (await card.getAttribute('href')) ?? '';
    await card.click();
    await expect.poll(() => hostPath(page), settled).toBe(`/apps${href}`);
  });
});

describe('the agent app brings no React of its own (its bytes beside the public shell’s)', () => {
  it('its page’s scripts hold no copy of React; React runs in the frame, from the public shell', async () => {
    const { page, frame } = await open('/apps/');
    await frame.getByTestId('app-card').first().waitFor(settled);
    const scriptsOf = (target: Page | Frame) =>
      target.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.endsWith('.js')),
      );
    const sources = (urls: string[]) => Promise.all(urls.map(async (url) => (await fetch(url)).text()));
    // React's element symbol is in every copy of React.
    const reactMarker = 'react.transitional.element';
    // Its files, and what its page carries inline (its entry script, after the frame).
    const inline = await page.evaluate(() => Array.from(document.scripts, (script) => (script.src ? '' : script.text)).filter(Boolean));
    const own = [...(await sources((await scriptsOf(page)).filter((url) => url.startsWith(origins.agentApp)))), ...inline];
    expect(own.length).toBeGreaterThan(0);
    for (const source of own) expect(source).not.toContain(reactMarker);
    const framed = page.frames().find((candidate) => candidate.name() === framedWindowName) as Frame;
    expect((await sources(await scriptsOf(framed))).some((source) => source.includes(reactMarker))).toBe(true);
  });
});

describe('the host signs in once and the frame uses its credentials', () => {
  it('signs the agent in the host; the framed marketplace is signed in without asking', async () => {
    const { page, frame } = await open('/apps/');
    // Every address the marketplace's frame showed, by its window name (the silent sign-in frame is another).
    const framed: string[] = [];
    page.on('framenavigated', (navigated) => {
      if (navigated.name() === framedWindowName) framed.push(navigated.url());
    });
    await signIn(page, /^Owner Olivia Owner/);
    // The host shows Sign out; the frame, signed in, shows the account's pages.
    await frame.getByRole('link', { name: 'My apps' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).hash).toBe('');
    // Back after sign-in leaves the marketplace's screen as a whole: the sign-in page never shows inside the frame.
    await page.goBack();
    await page.waitForLoadState();
    expect(framed.length).toBeGreaterThan(0);
    expect(framed.filter((url) => new URL(url).pathname.startsWith('/accounts/'))).toEqual([]);
  });
});

describe('the host reacts to what happens in the frame', () => {
  it('an install reaches the installed list; adding to the cart updates the cart badge', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await loadPage(page, `${agentApp}/apps/`);
    // An organisation of the test's own: nothing installed, an empty cart.
    await signIn(page, demoAccount.newOrganisation);
    const token = await hostToken(page, 'agent-app');
    const free = published.find((app) => forChat(app) && app.payment === null) as App;
    const paid = published.find((app) => forChat(app) && app.payment !== null) as App;
    const side = page.getByRole('complementary', { name: 'Installed apps' });
    expect(await side.getByText(free.name, { exact: true }).count()).toBe(0);

    await loadPage(page, `${agentApp}/apps/${free.slug}/`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('button', { name: 'Install', exact: true }).first().click();
    // An app with an authorization client asks for consent first.
    const consent = frame.getByRole('button', { name: 'Allow and install' });
    await consent.waitFor({ timeout: 5000 }).then(
      () => consent.click(),
      () => undefined,
    );
    await side.getByText(free.name, { exact: true }).waitFor({ timeout: 30_000 });

    await loadPage(page, `${agentApp}/apps/${paid.slug}/`);
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    const count = async () => Number((await cartLink.textContent())?.replace(/\D/g, '') || 0);
    // The platform's own cart is the truth the badge must reach (the badge fills in when the frame reads the cart).
    const recent = async () => {
      const response = await fetch(`${origins.platform}/v2/products-carts/recent`, { headers: { authorization: `Bearer ${token}` } });
      return response.ok ? ((await response.json()) as { products: { id: string }[] }).products.map((product) => product.id) : [];
    };
    expect(await recent()).toEqual([]);
    await frame.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect.poll(recent, { timeout: 30_000 }).toEqual([paid.id]);
    await expect.poll(count, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => cartLink.textContent(), settled).toBe('Cart1 item');
  });
});

describe('a purchase in the frame reaches the host', () => {
  it("paying for an app in the frame shows the billing events in the host's toast area and the app in its installed list", { timeout: 120_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    await loadPage(page, `${agentApp}/apps/`);
    // An organisation of the test's own, which has bought nothing.
    await signIn(page, demoAccount.newOrganisation);
    const [app] = pickApps(await buyableApps(), (candidate) => isChatApp(candidate) && candidate.payment?.months == null && candidate.payment?.trialDays === 0);

    await loadPage(page, `${agentApp}/checkout/${app.slug}`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('heading', { level: 1, name: `Checkout: ${app.name}` }).waitFor(settled);
    const notices = await watchNotices(context, ['Payment successful', 'App purchased']);
    await frame.getByRole('button', { name: /^Pay \$/ }).click();
    await frame.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor({ timeout: 30_000 });

    // The host's Installed apps panel shows the purchase; its toast area adds nothing to the thank-you page.
    const inHost = () => notices.shown(origins.agentApp).map((notice) => notice.text);
    await page.getByRole('complementary', { name: 'Installed apps' }).getByText(app.name, { exact: true }).waitFor(settled);
    expect(inHost()).toEqual([]);
  });
});

describe('an attacker page changes nothing', () => {
  it('junk and well-formed bridge messages from a third origin are dropped by host and marketplace', async () => {
    const { page, frame } = await open('/apps/');
    await frame.getByTestId('app-card').first().waitFor();
    const before = hostPath(page);
    // A page of a third origin that holds the agent app as its opener (CSP keeps it out of the host's frames).
    const opened = page.waitForEvent('popup');
    await page.evaluate((url) => void window.open(url, 'attacker'), `${origins.helpdesk}/attacker`);
    const attacker = await opened;
    await attacker.waitForLoadState();
    await attacker.evaluate(() => {
      const messages: unknown[] = [
        { namespace: 'penpal', type: 'SYN', participantId: 'evil' },
        { namespace: 'penpal', type: 'CALL', id: '1', methodPath: ['marketplaceMessage'], args: [{ type: 'route_change', pathname: '/evil', search: '' }] },
        { namespace: 'penpal', type: 'CALL', id: '2', methodPath: ['marketplaceMessage'], args: [{ type: 'cart_updated', cartId: 'x', itemsCount: 99 }] },
        { namespace: 'penpal', type: 'CALL', id: '3', methodPath: ['hostEvent'], args: [{ type: 'navigate', pathname: '/cart/' }] },
        { type: 'billing', event: 'success' },
        'junk',
        null,
      ];
      const host = window.opener as Window;
      const marketplace = host.frames[0];
      for (const message of messages) {
        host.postMessage(message, '*');
        marketplace?.postMessage(message, '*');
      }
    });
    const frameElement = page.locator('iframe[title="Marketplace"]');
    await expect.poll(async () => Number((await frameElement.getAttribute('data-dropped-messages')) ?? 0), settled).toBeGreaterThanOrEqual(7);
    expect(hostPath(page)).toBe(before);
    expect(await page.getByRole('banner').getByText('99').count()).toBe(0);
    expect(await page.getByText('Payment successful').count()).toBe(0);
    expect(await frame.getByTestId('app-card').count()).toBeGreaterThan(0);
  });
});
