/**
 * The help desk (:4003) in real Chromium: a page with no React of its own that mounts the
 * marketplace inline through `./mount` and the in-process bridge, and also embeds the framed
 * variant. Its listing keeps to help-desk apps everywhere, its links move without reloading, the
 * signed-in agent's avatar loads from the platform, its cart badge and installed list follow the
 * marketplace, and both hosts pass axe with a skip link to the marketplace.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { productOfApp } from '../../packages/domain/src/apps.ts';
import { exclusionReason } from '../../packages/domain/src/listing.ts';
import { framedQueryFlag } from '@marketplace/shared/federation';
import { origins, newContext, newPage, loadPage, signIn, demoAccount, hostToken, expectNoWcagViolations, publishedApps } from './fixtures/index.ts';

let published: App[];

const helpdesk = `${origins.helpdesk}/marketplace`;
/** Round trips through the host take a while on a busy machine. */
const settled = { timeout: 20_000 };

beforeAll(async () => {
  published = await publishedApps();
});

const listed = (app: App) => exclusionReason(app, { kind: 'apps' }) === null;
const helpdeskNames = () => new Set(published.filter((app) => listed(app) && productOfApp(app) === 'helpdesk').map((app) => app.name));

async function open(path: string): Promise<Page> {
  const page = await newPage();
  await loadPage(page, `${origins.helpdesk}${path}`);
  return page;
}

async function cardNames(page: Page, list: string): Promise<string[]> {
  const names = await page.getByRole('list', { name: list }).getByRole('heading').allTextContents();
  return names.map((name) => name.trim());
}

describe('the help desk lists help-desk apps only', () => {
  it('home, category tiles and search keep to help-desk apps', async () => {
    const own = helpdeskNames();
    const page = await open('/marketplace/');
    await page.getByRole('heading', { level: 1, name: /Apps and integrations for/ }).waitFor();
    await expect.poll(async () => (await cardNames(page, 'Most popular')).length, settled).toBeGreaterThan(0);
    for (const name of await cardNames(page, 'Most popular')) expect(own.has(name), name).toBe(true);
    expect(await page.getByRole('heading', { name: 'Apps for the text product' }).count()).toBe(0);
    const counts = page.getByRole('region', { name: 'Browse by category' }).locator('.count');
    await expect.poll(() => counts.count(), settled).toBeGreaterThan(0);
    for (const count of await counts.allTextContents()) expect(Number(count)).toBeGreaterThan(0);

    // A chat-only app's name finds nothing here; a help-desk app's name finds it.
    const chatOnly = published.find((app) => listed(app) && productOfApp(app) === 'livechat' && !own.has(app.name)) as App;
    const ownApp = published.find((app) => listed(app) && productOfApp(app) === 'helpdesk') as App;
    await loadPage(page, `${helpdesk}/search/?query=${encodeURIComponent(ownApp.name)}`);
    await page.getByRole('list', { name: 'Apps found' }).getByText(ownApp.name, { exact: true }).first().waitFor();
    await loadPage(page, `${helpdesk}/search/?query=${encodeURIComponent(chatOnly.name)}`);
    await page.getByRole('heading', { level: 1, name: /Search results for/ }).waitFor();
    await expect.poll(async () => (await cardNames(page, 'Apps found').catch(() => [])).filter((name) => !own.has(name)), settled).toEqual([]);
  });
});

describe('the help desk moves inside the page and has its own screens', () => {
  it('side links never reload; apps settings, reports and the framed variant are there', async () => {
    const page = await open('/marketplace/');
    await page.getByRole('heading', { level: 1, name: /Apps and integrations for/ }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const nav = page.getByRole('navigation', { name: 'HelpDesk' });

    await nav.getByRole('link', { name: 'Apps settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Apps settings' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, settled).toBe('/settings/integrations/apps');

    await nav.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    await nav.getByRole('link', { name: 'Marketplace', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /Apps and integrations for/ }).waitFor();

    // The framed variant: the help desk embedding the framed marketplace, like the agent app.
    await nav.getByRole('link', { name: 'Marketplace (framed)' }).click();
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    const card = frame.getByTestId('app-card').first();
    await card.waitFor(settled);
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    expect(helpdeskNames().has(name), name).toBe(true);
    await card.click();
    await frame.getByRole('heading', { name, level: 1 }).waitFor(settled);
    // Spec 2: an embedded marketplace shows an app at /embedded-apps/{slug}/, under the host's prefix.
    await expect.poll(() => new URL(page.url()).pathname, settled).toMatch(/^\/framed\/embedded-apps\/[^/]+\/$/);
    expect(page.url()).not.toContain('framed=');

    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('the page brings no React of its own: React arrives with the remote', async () => {
    const page = await open('/marketplace/');
    await page.getByRole('list', { name: 'Most popular' }).waitFor(settled);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith('.js')),
    );
    const sourcesFrom = (origin: string) => Promise.all(scripts.filter((url) => url.startsWith(origin)).map(async (url) => (await fetch(url)).text()));
    // React's element symbol is in every copy of React. (The federation runtime in the host names
    // React's internals only to compare shared copies, so those names prove nothing either way.)
    const reactMarker = 'react.transitional.element';
    const own = await sourcesFrom(origins.helpdesk);
    expect(own.length).toBeGreaterThan(0);
    for (const source of own) {
      expect(source).not.toContain(reactMarker);
      expect(source).not.toContain('react.production');
    }
    const remote = await sourcesFrom(origins.remote);
    expect(remote.some((source) => source.includes(reactMarker))).toBe(true);
  });
});

describe('the inline marketplace renders whichever shared runtime arrives first', () => {
  it("with React's code arriving last, the home screen shows, not the screen's error", async () => {
    // In a page with no React of its own the remote loads React's JSX runtime and emotion's side by
    // side; emotion's, arriving first, once left every fragment without a type (React error #130).
    const context = await newContext();
    let held = 0;
    await context.route(new RegExp(`^${origins.remote}/.*\\.js$`), async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('react.transitional.element')) {
          held += 1;
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        }
        await route.fulfill({ response, body });
      } catch {
        // The page asked for a chunk and went away with its context: nothing waits for the answer.
      }
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await loadPage(page, `${helpdesk}/`);
    // The server's cards are there from the start: what counts is the screen once it is live.
    await page.locator('[data-hydrated]').waitFor(settled);
    await page.getByRole('list', { name: 'Most popular' }).getByTestId('app-card').first().waitFor(settled);
    expect(held).toBeGreaterThan(0);
    expect(await page.getByText('Something went wrong on this screen.').count()).toBe(0);
    expect(errors.filter((error) => error.includes('#130'))).toEqual([]);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe("the inline marketplace's first view, rendered by the server, stays", () => {
  for (const [name, origin] of [
    ['help desk', () => origins.helpdesk],
    ['text product', () => origins.text],
  ] as const) {
    it(`${name}: the cards of the page become live in place, with no loading state and no empty moment between`, async () => {
      const page = await newPage();
      // From the page's first script: the first card the page arrived with, and whether the
      // marketplace's container ever lost its cards or said it was loading after that.
      await page.context().addInitScript(() => {
        const seen = { firstCard: null as Element | null, emptied: false, loadingShown: false };
        Object.assign(window, { __firstView: seen });
        new MutationObserver(() => {
          const container = document.getElementById('marketplace');
          if (container === null) return;
          seen.firstCard ??= container.querySelector('[data-testid="app-card"]');
          if (seen.firstCard === null) return;
          if (container.querySelector('[data-testid="app-card"]') === null) seen.emptied = true;
          if ((container.textContent ?? '').includes('Loading the marketplace')) seen.loadingShown = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await loadPage(page, `${origin()}/marketplace/`);
      await page.locator('[data-hydrated]').waitFor(settled);
      const firstView = await page.evaluate(() => {
        const seen = (window as unknown as { __firstView: { firstCard: Element | null; emptied: boolean; loadingShown: boolean } }).__firstView;
        const card = seen.firstCard;
        return {
          arrivedWithCards: card !== null,
          sameCardLive: card !== null && card.isConnected && Object.keys(card).some((key) => key.startsWith('__reactFiber')),
          emptied: seen.emptied,
          loadingShown: seen.loadingShown,
        };
      });
      expect(firstView).toEqual({ arrivedWithCards: true, sameCardLive: true, emptied: false, loadingShown: false });
    });
  }
});

describe("the framed variant's frame arrives rendered for the host's product and stays", () => {
  for (const [name, origin, product] of [
    ['help desk', () => origins.helpdesk, 'helpdesk'],
    ['text product', () => origins.text, 'text'],
  ] as const) {
    it(`${name}: the frame's page carries the product's cards, which become live in place`, async () => {
      const page = await newPage();
      // In the frame, from its first script: the first card it showed, and whether it lost it.
      await page.context().addInitScript(() => {
        if (window === window.top) return;
        const seen = { firstCard: null as Element | null, emptied: false };
        Object.assign(window, { __firstView: seen });
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root === null) return;
          seen.firstCard ??= root.querySelector('[data-testid="app-card"]');
          if (seen.firstCard !== null && root.querySelector('[data-testid="app-card"]') === null) seen.emptied = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const frameDocument = page.waitForResponse((response) => response.request().resourceType() === 'document' && new URL(response.url()).searchParams.has(framedQueryFlag));
      await loadPage(page, `${origin()}/framed/`);
      const html = await (await frameDocument).text();
      expect(html).toContain(`data-product="${product}"`);
      const served = [...html.matchAll(/data-testid="app-card"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1] ?? '');
      expect(served.length).toBeGreaterThan(0);
      const own = new Set(published.filter((app) => listed(app) && productOfApp(app) === product).map((app) => app.name));
      for (const card of served) expect(own.has(card.replace(/&amp;/g, '&')), card).toBe(true);

      const frame = page.frameLocator('iframe[title="Marketplace"]');
      await frame.locator('[data-hydrated]').waitFor(settled);
      const firstView = await frame.locator('main[data-host="framed"]').evaluate(() => {
        const seen = (window as unknown as { __firstView: { firstCard: Element | null; emptied: boolean } }).__firstView;
        const card = seen.firstCard;
        return { sameCardLive: card !== null && card.isConnected && Object.keys(card).some((key) => key.startsWith('__reactFiber')), emptied: seen.emptied };
      });
      expect(firstView).toEqual({ sameCardLive: true, emptied: false });
    });
  }
});

describe('./mount works from a plain HTML page', () => {
  it('a hand-written page with one inline module script and no React of its own mounts the marketplace', async () => {
    const context = await newContext();
    // The page is served as the help desk's origin (one of the origins the remote and the
    // platform allow), but it is only this text: no bundle, no framework, no federation runtime.
    const plain = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plain page</title></head>
<body><div id="root"></div>
<script type="module">
  const entry = await import(${JSON.stringify(`${origins.remote}/remoteEntry.js`)});
  await entry.init({});
  const factory = await entry.get('./mount');
  const { mount } = typeof factory === 'function' ? await factory() : await factory;
  window.unmount = mount(document.getElementById('root'), { product: 'helpdesk', platformOrigin: ${JSON.stringify(origins.platform)}, basename: '/plain', embedding: 'inline' });
</script>
</body></html>`;
    await context.route(`${origins.helpdesk}/plain/`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: plain }));
    const page = await context.newPage();
    const before = await loadPage(page, `${origins.helpdesk}/plain/`);
    expect(await before?.text()).toBe(plain);
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    await page.getByRole('heading', { level: 1, name: /Apps and integrations for/ }).waitFor(settled);
    await expect.poll(async () => (await cardNames(page, 'Most popular')).length, settled).toBeGreaterThan(0);
    for (const name of await cardNames(page, 'Most popular')) expect(helpdeskNames().has(name), name).toBe(true);
    // Every script the page ran came from the remote: React arrived with it.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => !url.startsWith(origins.remote))).toEqual([]);
    // The function mount returned takes the marketplace away again.
    await page.evaluate(() => (window as unknown as { unmount: () => void }).unmount());
    await expect.poll(() => page.locator('#root').innerHTML()).toBe('');
  });
});

describe('the signed-in help desk follows the marketplace', () => {
  // The help desk shows its own account controls (host chrome), so the marketplace draws no avatar here.
  it("the host's panels follow the sign-in; an added app reaches the cart badge", async () => {
    const page = await open('/marketplace/');
    // An organisation of the test's own: nothing installed, an empty cart.
    await signIn(page, demoAccount.newOrganisation);
    const token = await hostToken(page, 'helpdesk');
    expect(token).toBeTruthy();
    await expect.poll(() => page.getByRole('complementary', { name: 'Installed apps' }).textContent(), settled).not.toContain('Sign in to see your apps.');

    const headers = { authorization: `Bearer ${token}` };
    const paid = published.find((app) => listed(app) && productOfApp(app) === 'helpdesk' && app.payment !== null) as App;
    const recent = async () => {
      const response = await fetch(`${origins.platform}/v2/products-carts/recent`, { headers });
      return response.ok ? ((await response.json()) as { products: { id: string }[] }).products.map((product) => product.id) : [];
    };
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    const count = async () => Number((await cartLink.textContent())?.replace(/\D/g, '') || 0);

    expect(await recent()).toEqual([]);
    await loadPage(page, `${helpdesk}/apps/${paid.slug}/`);
    await page.getByRole('heading', { name: paid.name, level: 1 }).waitFor(settled);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect.poll(recent, { timeout: 30_000 }).toEqual([paid.id]);
    await expect.poll(count, { timeout: 30_000 }).toBe(1);
  });
});

describe('both hosts pass axe and offer a skip link to the marketplace', () => {
  it('the help desk with its marketplace, and the agent app’s own screens', async () => {
    const page = await open('/marketplace/');
    await page.getByRole('list', { name: 'Most popular' }).waitFor(settled);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), settled).toBe('Skip to the marketplace');
    await expectNoWcagViolations(page);

    const agent = await newPage();
    await loadPage(agent, `${origins.agentApp}/chats`);
    await agent.getByRole('heading', { name: 'Chats', level: 1 }).waitFor(settled);
    await agent.keyboard.press('Tab');
    await expect.poll(() => agent.evaluate(() => document.activeElement?.textContent ?? ''), settled).toMatch(/^Skip to/);
    await expectNoWcagViolations(agent);
  });
});

describe('the framed help desk and text product fill the screen', () => {
  for (const [product, origin] of [
    ['helpdesk', () => origins.helpdesk],
    ['text', () => origins.text],
  ] as const)
    it(`${product}: the frame is the window's height under the top bar at 320, 768 and 1,376 px`, async () => {
      for (const width of [320, 768, 1376]) {
        const context = await newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await loadPage(page, `${origin()}/framed/`);
        const frame = page.locator('iframe[title="Marketplace"]');
        await frame.waitFor();
        const box = await frame.boundingBox();
        expect({ width, height: box?.height }).toEqual({ width, height: 800 - 52 });
      }
    });
});
