/**
 * The text product's variants (spec 1: 'help-desk and text-product variants (public and framed)')
 * in real Chromium. The text product's host (:4004, TEXT_ORIGIN) is the help desk's build on its
 * own origin: its marketplace inline under /marketplace/ and framed under /framed/, opened in the
 * text product. Both list only text-product apps by default, title their pages for that product,
 * sign in through the accounts page, and pass axe. `/apps/by-text/` lists the text product's apps
 * in every variant.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { appsInCollection } from '../../packages/domain/src/collections.ts';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { listApps } from '../../packages/domain/src/listing.ts';
import { appSettingsPath, appsSettingsPath } from '../../packages/domain/src/routes.ts';
import { urls, origins, newPage, loadPage, signIn, hostToken, wcagViolations, expectNoWcagViolations } from './fixtures/index.ts';

let published: App[];
/** Round trips through the host take a while on a busy machine. */
const settled = { timeout: 30_000 };

/** Where a painted part of the page starts, by name (null: not painted). */
type Starts = Record<string, string | null>;

/**
 * Serves the text product's listing cut at every end of a tag from `from` to `to` (what a browser
 * paints while the rest is on its way; JavaScript off) and expects every part `starts` finds
 * painted where the whole page has it.
 */
async function expectPartsStayAtEveryCut(from: (html: string) => number, to: (html: string, from: number) => number, starts: (page: Page) => Promise<Starts>): Promise<void> {
  const url = `${origins.text}/marketplace/apps/`;
  const html = await (await fetch(url)).text();
  const start = from(html);
  const end = to(html, start);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const page = await newPage({ javaScriptEnabled: false });
  let body = html;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
  await loadPage(page, url);
  const whole = await starts(page);
  expect(Object.values(whole).filter((at) => at !== null).length).toBeGreaterThan(2);
  expect(Object.values(whole).every((at) => at !== null)).toBe(true);
  for (let cut = html.indexOf('>', start) + 1; cut > 0 && cut <= end; cut = html.indexOf('>', cut) + 1) {
    body = html.slice(0, cut);
    await loadPage(page, url);
    for (const [part, at] of Object.entries(await starts(page)))
      if (at !== null) expect({ cut: html.slice(cut - 40, cut), part, at }).toEqual({ cut: html.slice(cut - 40, cut), part, at: whole[part] });
  }
  await page.context().close();
}

beforeAll(async () => {
  published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
});

const sorted = (names: Iterable<string>) => [...names].sort((a, b) => a.localeCompare(b));
/** The text product's default listing, by the domain's rule (spec 1). */
const textApps = () => sorted(listApps(published, {}, { product: 'text', kind: 'apps' }).map((app) => app.name));
/** The '/apps/by-text/' collection, by the domain's rule. */
const byTextApps = () => sorted(listApps(appsInCollection(published, 'by-text'), {}, { product: 'text', kind: 'apps' }).map((app) => app.name));

async function open(url: string): Promise<Page> {
  const page = await newPage();
  await loadPage(page, url);
  return page;
}

/** The names on the cards a page (or frame) shows, once the grid has drawn `expected` of them. */
async function shownNames(target: Page | FrameLocator, expected: readonly string[]): Promise<string[]> {
  const headings = target.getByTestId('app-card').getByRole('heading');
  await expect.poll(() => headings.count(), settled).toBe(expected.length);
  return sorted((await headings.allTextContents()).map((name) => name.trim()));
}

const marketplaceFrame = (page: Page): Frame => {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame() && candidate.url().startsWith(origins.platform));
  if (!frame) throw new Error('the marketplace frame is missing');
  return frame;
};

describe("the text product's page arrives as its script leaves it", () => {
  it('with its own name and navigation before any script ran, so nothing moves once it runs', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await loadPage(page, `${origins.text}/marketplace/apps/`);
    await expect.poll(() => page.locator('#brand').textContent()).toBe('Text');
    const navigation = page.getByRole('navigation', { name: 'Text' });
    expect(await navigation.getByRole('link').allTextContents()).toEqual(['Marketplace', 'Marketplace (framed)', 'Apps settings']);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
  });

  it("shows the listing's count, Beta mode and sort where the whole page does, wherever its text has stopped arriving", async () => {
    // Every end of a tag from the count to the sort's last option: a paint may come after any of them.
    // The painted parts of the row: the count's text, the checkbox, the sort's label text and its select.
    await expectPartsStayAtEveryCut(
      (html) => html.indexOf('data-testid="listing-count"'),
      (html, from) => html.indexOf('</select>', from),
      (page) =>
        page.evaluate(() => {
          const row = document.querySelector('[data-testid="listing-count"]')?.parentElement;
          const at = (node: Node | null | undefined) => {
            if (!node) return null;
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect();
            return box.width > 0 && box.height > 0 ? `${Math.round(box.x)},${Math.round(box.y)}` : null;
          };
          const sortLabel = Array.from(row?.querySelectorAll('label') ?? []).find((label) => label.textContent?.startsWith('Sort by'));
          return {
            count: at(row?.querySelector('[data-testid="listing-count"]')?.firstChild),
            checkbox: at(row?.querySelector('input[type="checkbox"]')),
            sortText: at(sortLabel?.firstChild),
            select: at(row?.querySelector('select')),
          };
        }),
    );
  });

  it("keeps every card's actions where the whole page has them, wherever its text has stopped arriving", async () => {
    // Every end of a tag in the first four cards (two rows or more at any width): a card may be
    // painted before the one beside it arrives. The painted parts of each card's actions (the row
    // after its link, at the card's foot): its controls and the words of their labels.
    await expectPartsStayAtEveryCut(
      (html) => html.lastIndexOf('<ul', html.indexOf('data-testid="app-card"')),
      (html, from) => {
        let to = from;
        for (let card = 0; card < 4; card++) to = html.indexOf('</li>', to + 1);
        return to;
      },
      (page) =>
        page.evaluate(() => {
          const found: Record<string, string> = {};
          document.querySelectorAll('[data-testid="app-card"]').forEach((card, index) => {
            const row = card.nextElementSibling;
            if (!row) return;
            const walker = document.createTreeWalker(row, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
            let part = 0;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.nodeType === Node.TEXT_NODE;
              if (text ? node.textContent?.trim() === '' : !(node instanceof HTMLInputElement || node instanceof HTMLButtonElement || node instanceof HTMLAnchorElement)) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              const box = text ? range.getBoundingClientRect() : (node as Element).getBoundingClientRect();
              if (box.width > 0 && box.height > 0) found[`card ${index}, part ${part}`] = `${Math.round(box.x)},${Math.round(box.y)}`;
              part += 1;
            }
          });
          return found;
        }),
    );
  }, 180_000);
});

describe('the text product is served on its own origin (run-time configuration)', () => {
  it('the global setup started it at TEXT_ORIGIN', () => {
    expect(urls.text).toBe(`${origins.text}/marketplace/`);
  });

  it('the remote and the platform answer it (CORS), and it may frame the public shell', async () => {
    const headers = { origin: origins.text };
    const remote = await fetch(urls.remote, { headers });
    expect(remote.headers.get('access-control-allow-origin')).toBe(origins.text);
    const api = await fetch(`${origins.platform}/v2/applications/published`, { headers });
    expect(api.headers.get('access-control-allow-origin')).toBe(origins.text);
    const shell = await fetch(`${urls.publicShell}apps/`);
    const frameAncestors = /frame-ancestors ([^;]*)/.exec(shell.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(frameAncestors).toContain(origins.text);
    // Another origin is still refused.
    const stranger = await fetch(urls.remote, { headers: { origin: 'http://localhost:4999' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("the text host serves the text product's apps settings, where a text-product app's Settings leads", () => {
  it("an app's settings path shows the host's Apps settings, and its nav links the text product's path", async () => {
    const app = published.find((candidate) => candidate.product === 'text');
    if (!app) throw new Error('no seeded text-product app');
    const path = appSettingsPath(app, { inReview: false });
    expect(path.startsWith(`${appsSettingsPath('text')}/`)).toBe(true);
    const page = await open(`${origins.text}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Apps settings' }).waitFor(settled);
    const link = page.getByRole('link', { name: 'Apps settings' });
    expect(new URL((await link.getAttribute('href')) ?? '', origins.text).pathname).toBe(appsSettingsPath('text'));
  });
});

describe('the public (inline) text-product variant lists only text-product apps', () => {
  it('All apps shows exactly the text product apps, titled for the text product, with no axe violations', async () => {
    const expected = textApps();
    // The seed has text-product apps, and fewer than the whole catalogue: the restriction shows.
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(published.length);
    const page = await open(`${urls.text}apps/`);
    await page.getByRole('navigation', { name: 'Text' }).waitFor(settled);
    expect(await shownNames(page, expected)).toEqual(expected);
    await expect.poll(() => page.title(), settled).toBe('All apps | Text Integrations');
    // The help desk's own screens are not the text product's.
    expect(await page.getByRole('link', { name: 'Tickets' }).count()).toBe(0);
    await expectNoWcagViolations(page);
  });

  it('search keeps to text-product apps', async () => {
    const own = new Set(textApps());
    const ownApp = published.find((app) => own.has(app.name)) as App;
    const chatOnly = published.find((app) => !own.has(app.name) && app.product !== 'text' && !app.hidden) as App;
    const page = await open(`${urls.text}search/?query=${encodeURIComponent(ownApp.name)}`);
    await page.getByRole('list', { name: 'Apps found' }).getByText(ownApp.name, { exact: true }).first().waitFor(settled);
    await loadPage(page, `${urls.text}search/?query=${encodeURIComponent(chatOnly.name)}`);
    await page.getByRole('heading', { level: 1, name: /Search results for/ }).waitFor(settled);
    const found = page.getByRole('list', { name: 'Apps found' }).getByRole('heading');
    expect((await found.allTextContents()).map((name) => name.trim()).filter((name) => !own.has(name))).toEqual([]);
  });
});

describe('the framed text-product variant lists only text-product apps', () => {
  it('the host frames the marketplace in the text product: its apps, its titles, no axe violations on host and frame', async () => {
    const expected = textApps();
    const page = await open(`${origins.text}/framed/apps/`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    expect(await shownNames(frame, expected)).toEqual(expected);
    // The frame reports its titles to the host, which shows them.
    await expect.poll(() => page.title(), settled).toBe('All apps | Text Integrations');
    await expectNoWcagViolations(page);
    expect(await wcagViolations(marketplaceFrame(page))).toEqual([]);
    // A card's page moves the host's address under its own prefix (spec 2's embedded path).
    const first = frame.getByTestId('app-card').first();
    const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.click();
    await frame.getByRole('heading', { level: 1, name }).waitFor(settled);
    await expect.poll(() => new URL(page.url()).pathname, settled).toMatch(/^\/framed\/embedded-apps\/[^/]+\/$/);
    await expect.poll(() => page.title(), settled).toBe(`${name} | Text Integrations`);
  });
});

describe('signing in works in the text-product variants', () => {
  it('the host signs in through the accounts page; the inline and the framed marketplace are signed in with its token', { timeout: 120_000 }, async () => {
    const page = await open(`${urls.text}apps/`);
    await signIn(page, /^Owner Olivia Owner/);
    const token = await hostToken(page, 'text');
    // The token is the platform's live one.
    expect((await fetch(`${origins.platform}/accounts/v2/info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await page.locator('#marketplace').getByRole('link', { name: 'My apps' }).waitFor(settled);
    await expect.poll(() => page.getByRole('complementary', { name: 'Installed apps' }).textContent(), settled).not.toContain('Sign in to see your apps.');
    await expectNoWcagViolations(page);

    // A text-product app's page, signed in: its calls to action, no error.
    const app = published.find((candidate) => textApps().includes(candidate.name)) as App;
    await loadPage(page, `${urls.text}apps/${app.slug}/`);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor(settled);
    await page.locator('#marketplace').getByRole('link', { name: 'My apps' }).waitFor(settled);
    await expect.poll(() => page.getByTestId('app-actions').getByRole('button').or(page.getByTestId('app-actions').getByRole('link')).count(), settled).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: 'Urgent notifications' }).getByRole('listitem').count()).toBe(0);
    await expectNoWcagViolations(page);

    // The framed variant asks the host for credentials: signed in without a second sign-in.
    await page.getByRole('navigation', { name: 'Text' }).getByRole('link', { name: 'Marketplace (framed)' }).click();
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('link', { name: 'My apps' }).first().waitFor(settled);
    expect(await wcagViolations(marketplaceFrame(page))).toEqual([]);
  });
});

describe('/apps/by-text/ lists the text product apps in every variant', () => {
  const variants = [
    { name: 'public site', url: () => `${urls.publicShell}apps/by-text/`, framed: false, product: 'LiveChat' },
    { name: 'agent app (framed)', url: () => `${urls.agentApp}apps/by-text/`, framed: true, product: 'LiveChat' },
    { name: 'help desk, inline', url: () => `${urls.helpdesk}apps/by-text/`, framed: false, product: 'HelpDesk' },
    { name: 'help desk, framed', url: () => `${origins.helpdesk}/framed/apps/by-text/`, framed: true, product: 'HelpDesk' },
    { name: 'text product, inline', url: () => `${urls.text}apps/by-text/`, framed: false, product: 'Text' },
    { name: 'text product, framed', url: () => `${origins.text}/framed/apps/by-text/`, framed: true, product: 'Text' },
  ] as const;
  for (const variant of variants) {
    it(`${variant.name}: the collection's apps, titled for the product`, async () => {
      const expected = byTextApps();
      expect(expected.length).toBeGreaterThan(2);
      const page = await open(variant.url());
      const target = variant.framed ? page.frameLocator('iframe[title="Marketplace"]') : page;
      await target.getByRole('heading', { level: 1, name: 'Apps for the text product' }).waitFor(settled);
      expect(await shownNames(target, expected)).toEqual(expected);
      await expect.poll(() => page.title(), settled).toBe(`Apps for the text product | ${variant.product} Integrations`);
    });
  }
});
