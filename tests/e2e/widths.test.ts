/**
 * Every screen fits every width, in every host: every screen of the marketplace (and the host's
 * own screens) at 320, 768 and 1,376 px in the public site, the agent app, the help desk and the
 * text product (inline and framed), signed out and signed in, with no sideways scroll of the page
 * or of the marketplace's frame, no header text cut with an ellipsis, 44 px touch targets at 320 px,
 * Home's rows without an empty slot, and axe 0 at each width of each screen.
 *
 * Kept affordable: one page per host, signed out then signed in on that same page; screens change
 * as a click would (history and popstate), not by loading the page again; the three widths are set
 * on that one page. axe judges the marketplace's screen and the rest of the document (the host's
 * chrome, the marketplace's header) apart, and skips only what it has judged already laid out at
 * the same widths: a screen that is the same signed out and in, or inline and framed; a host's
 * chrome that is the same around many screens.
 */
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { isService, productOfApp } from '../../packages/domain/src/apps.ts';
import { framedQueryFlag, framedWindowName } from '@marketplace/shared/federation';
import { urls, newContext, loadPage, signIn, demoAccount, wcagViolations } from './fixtures/index.ts';
import type { AxePart } from './fixtures/index.ts';

const widths = [320, 768, 1376] as const;
const origins = { platform: new URL(urls.publicShell).origin, agentApp: new URL(urls.agentApp).origin, helpdesk: new URL(urls.helpdesk).origin, text: new URL(urls.text).origin };
type Product = 'livechat' | 'helpdesk' | 'text';

/** What the routes need from the seeded world. */
interface World {
  published: App[];
  expert: string;
  developer: string;
}
let world: World;

beforeAll(async () => {
  const read = async <T>(path: string) => (await (await fetch(`${origins.platform}/v2${path}`)).json()) as T;
  const [published, experts, developers] = await Promise.all([
    read<App[]>('/applications/published'),
    read<Array<{ slug: string }>>('/partners/experts_marketplace'),
    read<Array<{ slug: string }>>('/developers'),
  ]);
  const [expert] = experts;
  const [developer] = developers;
  if (!expert || !developer) throw new Error('the seed has no expert or developer');
  world = { published, expert: expert.slug, developer: developer.slug };
});

/** Published, listed apps of the product (services apart). */
const appsOf = (product: Product) => world.published.filter((app) => !app.hidden && productOfApp(app) === product && !isService(app));

function appOf(product: Product, which: (app: App) => boolean = () => true): App {
  const app = appsOf(product).find(which);
  if (!app) throw new Error(`no published ${product} app`);
  return app;
}

/**
 * Every screen of the marketplace, as the host addresses it (without the leading slash): one
 * address per screen, where several routes draw the same one (a collection or a category, the
 * embedded address of an app page, a partner's campaign page, the recommended partners).
 */
function marketplaceRoutes(product: Product): string[] {
  const app = appOf(product);
  const paid = appOf(product, (candidate) => candidate.payment !== null);
  const other = appsOf(product).find((candidate) => candidate.slug !== app.slug) ?? app;
  const service = world.published.find((candidate) => !candidate.hidden && isService(candidate));
  return [
    '',
    'apps/',
    'apps/new-and-noteworthy/',
    `apps/${app.slug}/`,
    'services/',
    ...(service ? [`services/${service.slug}/`] : []),
    'search/?query=chat',
    'partners/',
    `partners/expert/${world.expert}/`,
    'developers/',
    `developers/${world.developer}/`,
    `compare/?apps=${app.slug},${other.slug}`,
    'cart/',
    'my-apps/',
    'my-reviews/',
    `checkout/${paid.slug}`,
    'checkout/charge/seed-direct-external/direct_charge/thank-you',
    'console/',
    'no-such-page/',
  ];
}

interface Host {
  name: string;
  product: Product;
  /** The host's address of a marketplace path (without the leading slash). */
  url: (path: string) => string;
  framed: boolean;
  /** The host's own screens (full paths on its origin): where apps are placed and opened. */
  own: (app: App) => string[];
}

const hosts: Record<'public' | 'agent' | 'helpdeskInline' | 'helpdeskFramed' | 'textInline' | 'textFramed', Host> = {
  public: { name: 'public site', product: 'livechat', url: (path) => `${origins.platform}/marketplace/${path}`, framed: false, own: () => [] },
  agent: {
    name: 'agent app',
    product: 'livechat',
    url: (path) => `${origins.agentApp}/apps/marketplace/${path}`,
    framed: true,
    own: (app) => ['/chats', '/reports', `/app/${app.slug}`, '/apps/settings'].map((path) => `${origins.agentApp}${path}`),
  },
  helpdeskInline: {
    name: 'help desk inline',
    product: 'helpdesk',
    url: (path) => `${origins.helpdesk}/marketplace/${path}`,
    framed: false,
    own: (app) => ['/tickets', '/reports', `/apps/${app.slug}`, '/settings/integrations/apps'].map((path) => `${origins.helpdesk}${path}`),
  },
  helpdeskFramed: { name: 'help desk framed', product: 'helpdesk', url: (path) => `${origins.helpdesk}/framed/${path}`, framed: true, own: () => [] },
  textInline: {
    name: 'text product inline',
    product: 'text',
    url: (path) => `${origins.text}/marketplace/${path}`,
    framed: false,
    own: (app) => [`/app/${app.slug}`, '/settings/applications'].map((path) => `${origins.text}${path}`),
  },
  textFramed: { name: 'text product framed', product: 'text', url: (path) => `${origins.text}/framed/${path}`, framed: true, own: () => [] },
};

const framedFrame = (page: Page) => page.frames().find((frame) => frame.name() === framedWindowName || new URL(frame.url(), 'http://x').searchParams.has(framedQueryFlag));

/** The document that holds the marketplace: the page itself, or the host's marketplace frame. */
async function marketplaceOf(page: Page, host: Host): Promise<Page | Frame> {
  if (!host.framed) return page;
  await expect.poll(() => framedFrame(page) !== undefined).toBe(true);
  return framedFrame(page) as Frame;
}

/**
 * Runs a wait in the document; when the document is replaced meanwhile (a frame that loads
 * anew), runs it again in the new one.
 */
async function inDocument<Result>(target: Page | Frame, wait: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await wait();
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error && /context was destroyed|navigat/i.test(error.message))) throw error;
      await target.waitForLoadState('domcontentloaded');
    }
  }
}

/**
 * Waits until a document shows a screen: the marketplace's root with a first-level heading (or,
 * on a host's own screen, the page's body), nothing loading (aria-busy), and its markup unchanged
 * for 100 ms, once the page waits for no data (lists that arrive late). The document's changes are
 * watched as they happen (a MutationObserver), not read again every few milliseconds.
 */
async function settle(target: Page | Frame, marketplace: boolean): Promise<void> {
  const shown = await inDocument(target, () =>
    target.evaluate(
      (marketplace) =>
        new Promise<boolean>((resolve) => {
          const ready = () => {
            const root = marketplace ? document.querySelector('[data-marketplace-root]') : document.body;
            return root !== null && (!marketplace || root.querySelector('h1') !== null) && root.querySelector('[aria-busy="true"]') === null;
          };
          let quiet: ReturnType<typeof setTimeout> | undefined;
          const observer = new MutationObserver(() => wait());
          const done = (settled: boolean) => {
            observer.disconnect();
            clearTimeout(quiet);
            clearTimeout(deadline);
            resolve(settled);
          };
          // Each change starts the 100 ms again; a change that makes the screen not ready waits for the next.
          const wait = () => {
            clearTimeout(quiet);
            quiet = setTimeout(() => {
              if (ready()) done(true);
            }, 100);
          };
          const deadline = setTimeout(() => done(false), 10_000);
          observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
          wait();
        }),
      marketplace,
    ),
  );
  if (!shown) throw new Error('no settled screen within 10 s');
}

/**
 * Waits (up to 10 s) until the marketplace's first-level heading is another than `before`, seen
 * as the document changes: a screen loaded on demand arrives after its code.
 */
const headingOtherThan = (target: Page | Frame, before: string) =>
  inDocument(target, () =>
    target.evaluate(
      (before) =>
        new Promise<void>((resolve) => {
          const changed = () => (document.querySelector('[data-marketplace-root] h1')?.textContent ?? before) !== before;
          if (changed()) return resolve();
          const observer = new MutationObserver(() => {
            if (changed()) done();
          });
          const done = () => {
            observer.disconnect();
            clearTimeout(deadline);
            resolve();
          };
          const deadline = setTimeout(done, 10_000);
          observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
        }),
      before,
    ),
  );

/** The page's requests in flight (its frames' too), images and fonts apart: data a screen waits for. */
function requestsInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => {
    if (!['image', 'font', 'media'].includes(request.resourceType())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}
const inFlight = new WeakMap<Page, () => number>();

/** Moves to a host address as a link of the host would: history and popstate, no reload. */
async function moveTo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * What a document shows wrong at the width it has now, one line each (sideways scroll, cut header
 * text, small targets), and the widths it lays out in: its own and its marketplace screen's.
 */
const layoutFaults = (target: Page | Frame, narrow: boolean) =>
  target.evaluate((narrow) => {
    const faults: string[] = [];
    const content = document.querySelector('[data-marketplace-root] > header + div');
    const laidOut = `${window.innerWidth}:${content ? Math.round(content.getBoundingClientRect().width) : ''}`;
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (sideways > 0) faults.push(`scrolls sideways by ${sideways} px`);
    // Shown: laid out, visible and on the page (a skip link waits off-screen until focused).
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && box.right > 0 && box.width > 1;
    };
    const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || element.tagName;
    // A name shortened with an ellipsis (the brand of a narrow top bar) is cut.
    for (const element of document.querySelectorAll('header *')) {
      if (shown(element) && getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
        faults.push(`header text cut: ${name(element)}`);
      }
    }
    // Home's rows of app cards fill their grid: no empty slot at the end of a row.
    if (document.querySelector('[data-marketplace-root] #home-title')) {
      for (const list of document.querySelectorAll<HTMLElement>('[data-marketplace-root] section > div > ul[aria-label], [data-marketplace-root] section > ul[aria-label]')) {
        if (!list.querySelector('[data-testid="app-card"]')) continue;
        const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
        const cards = Array.from(list.children).filter((item) => item.getClientRects().length > 0).length;
        if (cards % columns !== 0) faults.push(`home row ${list.getAttribute('aria-label')}: ${cards} cards in ${columns} columns`);
      }
    }
    if (!narrow) return { faults, laidOut };
    // A finger's 44 px: every control but a link inside running text (WCAG 2.5.5's inline exception).
    // A box or radio counts with the label that holds it.
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]')) {
      if (!shown(element)) continue;
      if (element.matches('a') && getComputedStyle(element).display === 'inline' && element.parentElement?.closest('p, li, dd, td, span')) continue;
      const target = element.matches('input[type="checkbox"], input[type="radio"]') ? (element.closest('label') ?? element) : element;
      const box = target.getBoundingClientRect();
      if (box.height < 44 || box.width < 44) faults.push(`target under 44 px (${Math.round(box.width)}×${Math.round(box.height)}): ${name(element)}`);
    }
    return { faults, laidOut };
  }, narrow);

/** The marketplace's screen: its content under its header. */
const screenSelector = '[data-marketplace-root] > header + div';

/**
 * Fingerprints of what axe judges in a document, in two parts: the marketplace's screen (its
 * content under the header, links' addresses and React's generated ids aside: the same screen in
 * another host or state has other ones) and the rest of the document (the host's chrome and the
 * marketplace's header, on this origin; the words of the route announcer aside: a visually
 * hidden status whose text names each screen, judged the same whatever it says). The widths it is
 * laid out in complete them.
 */
const fingerprints = (target: Page | Frame) =>
  target.evaluate((screenSelector) => {
    const hash = (text: string) => {
      let value = 2166136261;
      for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
      return `${text.length}:${value >>> 0}`;
    };
    const content = document.querySelector(screenSelector);
    const whole = document.body.outerHTML;
    const screen = content?.outerHTML ?? '';
    const rest = screen === '' ? whole : whole.replace(screen, '');
    const normalised = screen.replace(/\shref="[^"]*"/g, ' href').replace(/_r_[0-9a-z]+_/g, '_r_');
    const root = document.documentElement;
    const attributes = root.getAttributeNames().map((name) => `${name}=${root.getAttribute(name)}`);
    return {
      screen: content ? hash(normalised) : null,
      rest: `${location.origin}:${document.title !== ''}:${attributes.join(' ')}:${hash(rest.replace(/(data-testid="route-announcer"[^>]*>)[^<]*/, '$1'))}`,
    };
  }, screenSelector);

/** The marketplace screen's first-level heading. */
const headingOf = (target: Page | Frame) => target.evaluate(() => document.querySelector('[data-marketplace-root] h1')?.textContent ?? null);

/** What axe judged in this file, by fingerprint. */
const judged = new Set<string>();

/** One host page's checks: what failed, one line each, and the documents axe already judged. */
class Checks {
  readonly failures: string[] = [];

  /** The first-level heading of the marketplace screen judged last (null: none, or not known). */
  private lastHeading: string | null = null;

  constructor(
    private readonly page: Page,
    private readonly state: string,
  ) {}

  /** Every width at one address of the host, marketplace route or host screen. */
  async at(host: Host, url: string, onMarketplace: boolean): Promise<void> {
    await moveTo(this.page, url);
    const documents: Array<Page | Frame> = [this.page];
    if (onMarketplace && host.framed) documents.push(await marketplaceOf(this.page, host));
    const shownDocument = documents.at(-1) as Page | Frame;
    // A screen loaded on demand arrives after its code: the router keeps the last screen meanwhile,
    // settled and unchanged. Consecutive routes have different headings, so the new one is awaited
    // (not asserted: settle below says when a screen never shows).
    if (onMarketplace && this.lastHeading !== null) {
      await headingOtherThan(shownDocument, this.lastHeading);
    }
    await expect.poll(() => inFlight.get(this.page)?.() ?? 0, { interval: 25 }).toBe(0);
    const shown = await settle(documents.at(-1) as Page | Frame, onMarketplace).then(
      () => true,
      () => false,
    );
    if (!shown) this.failures.push(`${host.name} ${this.state} ${url}: shows no settled screen (a first-level heading, nothing loading)`);
    this.lastHeading = onMarketplace ? await headingOf(shownDocument) : null;
    // The markup is the same at every width (the widths change only the layout).
    const markups = await Promise.all(documents.map((target) => fingerprints(target)));
    // From the width the page has (the last one of the screen before): one resize fewer a screen.
    const startsWide = this.page.viewportSize()?.width === widths.at(-1);
    for (const width of startsWide ? [...widths].reverse() : widths) {
      if (this.page.viewportSize()?.width !== width) await this.page.setViewportSize({ width, height: 800 });
      const where = `${host.name} ${this.state} ${new URL(url).pathname}${new URL(url).search} at ${width} px`;
      for (const [index, target] of documents.entries()) {
        const { faults, laidOut } = await layoutFaults(target, width === 320);
        for (const fault of faults) this.failures.push(`${where}: ${fault}`);
        // The screen and the rest of the document are judged apart, each unless judged already laid
        // out at these widths (in any host or state): a screen shared by two hosts or states is judged
        // once, and so is a host's chrome around many screens.
        const markup = markups[index] as { screen: string | null; rest: string };
        const parts: Array<[string, AxePart]> = [[`${laidOut}:${markup.rest}`, markup.screen === null ? {} : { exclude: [screenSelector] }]];
        if (markup.screen !== null) parts.push([`${laidOut}:screen:${markup.screen}`, { include: [screenSelector] }]);
        for (const [fingerprint, part] of parts) {
          if (judged.has(fingerprint)) continue;
          judged.add(fingerprint);
          for (const violation of await wcagViolations(target, { frames: false, part })) this.failures.push(`${where}: axe ${violation.id} at ${violation.nodes.join(' | ')}`);
        }
      }
    }
  }

  /** Every marketplace route, then the host's own screens. */
  async everyRoute(host: Host): Promise<void> {
    for (const path of marketplaceRoutes(host.product)) {
      await this.at(host, host.url(path), true);
      if (path.startsWith('compare/')) await this.clearComparison(host);
    }
    for (const url of host.own(appOf(host.product))) await this.at(host, url, false);
  }

  /** Clears the apps the comparison picked, as a visitor done comparing would (the tray stays on later screens otherwise). */
  private async clearComparison(host: Host): Promise<void> {
    await this.page.setViewportSize({ width: 1376, height: 800 });
    await moveTo(this.page, host.url(''));
    const tray = (await marketplaceOf(this.page, host)).getByRole('region', { name: 'Apps to compare' });
    await tray.getByRole('button', { name: 'Clear' }).click();
    await tray.waitFor({ state: 'detached' });
    this.lastHeading = await headingOf(await marketplaceOf(this.page, host));
  }
}

/** The marketplace's header leaves the cart and Sign out to the host, whose own controls stay. */
async function expectHostChrome(page: Page, host: Host): Promise<void> {
  await page.setViewportSize({ width: 1376, height: 800 });
  await moveTo(page, host.url(''));
  const marketplace = await marketplaceOf(page, host);
  await settle(marketplace, true);
  const header = marketplace.locator('[data-marketplace-root] > header');
  await header.getByRole('link', { name: 'My apps' }).waitFor();
  expect(await header.getByRole('link', { name: /^Cart/ }).count(), host.name).toBe(0);
  expect(await header.getByRole('button', { name: 'Sign out' }).count(), host.name).toBe(0);
  expect(await page.getByRole('link', { name: /^Cart/ }).count(), host.name).toBe(1);
  expect(await page.getByRole('button', { name: 'Sign out' }).count(), host.name).toBe(1);
}

async function openHost(host: Host): Promise<Page> {
  const page = await (await newContext({ viewport: { width: 1376, height: 800 } })).newPage();
  inFlight.set(page, requestsInFlight(page));
  await loadPage(page, host.url(''));
  await settle(await marketplaceOf(page, host), true);
  return page;
}

/** Signs the host in from its home (its own Sign in, or the marketplace's on the public site). */
async function signInAt(page: Page, host: Host, account: RegExp = demoAccount.owner): Promise<void> {
  await page.setViewportSize({ width: 1376, height: 800 });
  await moveTo(page, host.url(''));
  await settle(await marketplaceOf(page, host), true);
  await signIn(page, account);
}

const MINUTES = 60_000;

describe('every screen fits every width in every host, with axe 0', () => {
  it(
    'the public site, signed out and in; at 320 px its controls open from More and the theme switch names its target and darkens the site',
    async () => {
      const page = await openHost(hosts.public);
      const signedOut = new Checks(page, 'signed out');
      await signedOut.everyRoute(hosts.public);
      await signInAt(page, hosts.public);
      const signedIn = new Checks(page, 'signed in');
      await signedIn.everyRoute(hosts.public);
      expect([...signedOut.failures, ...signedIn.failures]).toEqual([]);

      // The home shown first, as a visitor sees it: More opened during a move closes when the move lands.
      await moveTo(page, hosts.public.url(''));
      await page.getByRole('heading', { level: 1, name: /^Apps and integrations for/ }).waitFor();
      await settle(page, true);
      await page.setViewportSize({ width: 320, height: 700 });
      const signOut = page.getByRole('button', { name: 'Sign out' });
      expect(await signOut.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'More' }).click();
      await signOut.waitFor();
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await page.getByRole('button', { name: 'Light theme' }).waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      const navBackground = await page.getByRole('navigation', { name: 'Site' }).evaluate((nav) => getComputedStyle(nav).backgroundColor);
      expect(navBackground).toBe('rgb(32, 36, 51)');
    },
    5 * MINUTES,
  );

  it(
    "a developer's private areas on the public site: apps in development and in review",
    async () => {
      const page = await openHost(hosts.public);
      await signInAt(page, hosts.public, demoAccount.developer);
      const developer = new Checks(page, 'signed in as a developer');
      for (const path of ['private-apps/', 'in-review-apps/']) await developer.at(hosts.public, hosts.public.url(path), true);
      expect(developer.failures).toEqual([]);
    },
    2 * MINUTES,
  );

  it(
    "the agent app, signed out and in, without the marketplace's own cart and account controls",
    async () => {
      const page = await openHost(hosts.agent);
      const signedOut = new Checks(page, 'signed out');
      await signedOut.everyRoute(hosts.agent);
      await signInAt(page, hosts.agent);
      const signedIn = new Checks(page, 'signed in');
      await signedIn.everyRoute(hosts.agent);
      expect([...signedOut.failures, ...signedIn.failures]).toEqual([]);
      await expectHostChrome(page, hosts.agent);
    },
    5 * MINUTES,
  );

  // Inline then framed on one page: the host keeps its agent signed in across its sections.
  for (const [inline, framed] of [
    [hosts.helpdeskInline, hosts.helpdeskFramed],
    [hosts.textInline, hosts.textFramed],
  ] as const) {
    it(
      `the ${inline.name} and framed, signed out and in, without the marketplace's own cart and account controls`,
      async () => {
        const page = await openHost(inline);
        const signedOut = new Checks(page, 'signed out');
        await signedOut.everyRoute(inline);
        // Signed out, the framed section shows the inline section's screens in a frame of the same
        // width: its home checks the host's page around the frame.
        await signedOut.at(framed, framed.url(''), true);
        await signInAt(page, inline);
        const signedIn = new Checks(page, 'signed in');
        await signedIn.everyRoute(inline);
        await expectHostChrome(page, inline);
        await signedIn.everyRoute(framed);
        await expectHostChrome(page, framed);
        expect([...signedOut.failures, ...signedIn.failures]).toEqual([]);
      },
      5 * MINUTES,
    );
  }
});
