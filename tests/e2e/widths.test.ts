/**
 * Every screen fits every width, in every host: the marketplace's routes at 320, 768 and 1,376 px
 * in the public site (signed out and in), the agent app, the help desk and the text product
 * (inline and framed), with no sideways scroll of the page or of the marketplace's frame and 44 px
 * touch targets in the headers at 320 px. axe runs at each width on every route of the public
 * site (the marketplace's screens are the same in every host) and, in the other hosts, on the
 * screens where the host's chrome and the marketplace's meet (home and an app page); every route
 * there at every width would take minutes. One page per host; screens change as a click would
 * (history and popstate), not by loading the page again, to keep the file quick.
 */
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { productOfApp } from '../../packages/domain/src/apps.ts';
import { framedQueryFlag, framedWindowName } from '@marketplace/shared/federation';
import { urls, newContext, loadPage, signIn, demoAccount, wcagViolations } from './fixtures/index.ts';

const widths = [320, 768, 1376] as const;
const origins = { platform: new URL(urls.publicShell).origin, agentApp: new URL(urls.agentApp).origin, helpdesk: new URL(urls.helpdesk).origin, text: new URL(urls.text).origin };
let published: App[];

beforeAll(async () => {
  published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
});

/** A published app of the product, for its app page. */
function appOf(product: 'livechat' | 'helpdesk' | 'text'): App {
  const app = published.find((candidate) => !candidate.hidden && productOfApp(candidate) === product);
  if (!app) throw new Error(`no published ${product} app`);
  return app;
}

/** Every screen of the marketplace a visitor reaches (comparing last: its tray stays on later pages). */
const visitorRoutes = (app: App) => ['', 'apps/', `apps/${app.slug}/`, 'search/?query=chat', 'partners/', 'developers/', 'services/', `compare/?apps=${app.slug}`];
/** The screens that change once signed in: the header, the app's actions, the cart and the account's pages. */
const signedInRoutes = (app: App) => ['', `apps/${app.slug}/`, 'cart/', 'my-apps/', 'my-reviews/'];
/** In the embedding hosts: where the host's chrome and the marketplace's meet. */
const embeddedRoutes = (app: App) => ['', `apps/${app.slug}/`, 'my-apps/'];
const embeddedAxe = (path: string) => path === '' || path.startsWith('apps/');

interface Host {
  name: string;
  /** The host's address of a marketplace path (without the leading slash). */
  url: (path: string) => string;
  framed: boolean;
}

const hosts: Record<'public' | 'agent' | 'helpdeskInline' | 'helpdeskFramed' | 'textInline' | 'textFramed', Host> = {
  public: { name: 'public site', url: (path) => `${origins.platform}/marketplace/${path}`, framed: false },
  agent: { name: 'agent app', url: (path) => `${origins.agentApp}/apps/marketplace/${path}`, framed: true },
  helpdeskInline: { name: 'help desk inline', url: (path) => `${origins.helpdesk}/marketplace/${path}`, framed: false },
  helpdeskFramed: { name: 'help desk framed', url: (path) => `${origins.helpdesk}/framed/${path}`, framed: true },
  textInline: { name: 'text product inline', url: (path) => `${origins.text}/marketplace/${path}`, framed: false },
  textFramed: { name: 'text product framed', url: (path) => `${origins.text}/framed/${path}`, framed: true },
};

/** The document that holds the marketplace: the page itself, or the host's marketplace frame. */
async function marketplaceOf(page: Page, host: Host): Promise<Page | Frame> {
  if (!host.framed) return page;
  const framed = () => page.frames().find((frame) => frame.name() === framedWindowName || new URL(frame.url(), 'http://x').searchParams.has(framedQueryFlag));
  await expect.poll(() => framed() !== undefined).toBe(true);
  return framed() as Frame;
}

/**
 * Waits until the marketplace shows a screen: its root and a first-level heading, nothing loading
 * (aria-busy), and its markup the same over two looks 200 ms apart (lists that arrive late).
 */
async function settle(target: Page | Frame): Promise<void> {
  await target.waitForFunction(
    () => {
      const root = document.querySelector('[data-marketplace-root]');
      if (!root?.querySelector('h1') || root.querySelector('[aria-busy="true"]')) return false;
      const state = window as unknown as { lastMarkup?: number; sameSince?: number };
      const markup = root.innerHTML.length;
      if (state.lastMarkup !== markup) {
        state.lastMarkup = markup;
        state.sameSince = performance.now();
        return false;
      }
      return performance.now() - (state.sameSince ?? 0) >= 200;
    },
    undefined,
    { timeout: 20_000, polling: 100 },
  );
}

/** Moves to a host address as a link of the host would: history and popstate, no reload. */
async function moveTo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const overflow = (target: Page | Frame) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Controls of the page's headers (the host's top bar, the marketplace's header) shown at this width and lower than a finger's 44 px. */
const smallTargets = (target: Page | Frame) =>
  target.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('header a, header button'))
      .filter((element) => {
        const header = element.closest('header');
        const pageHeader = header?.parentElement?.matches('[data-marketplace-root]') === true || header?.closest('[data-marketplace-root]') === null;
        return pageHeader && element.getClientRects().length > 0 && element.getBoundingClientRect().height < 44;
      })
      .map((element) => element.textContent?.trim() ?? element.tagName),
  );

/**
 * Checks every route of the host at every width; returns what failed, one line each. `axeOn`
 * says which routes axe checks (all of them unless given).
 */
async function checkRoutes(page: Page, host: Host, paths: string[], axeOn: (path: string) => boolean = () => true): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await moveTo(page, host.url(path));
    const marketplace = await marketplaceOf(page, host);
    await settle(marketplace);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${host.name} /${path} at ${width} px`;
      const sideways = Math.max(await overflow(page), host.framed ? await overflow(marketplace) : 0);
      if (sideways > 0) failures.push(`${where}: scrolls sideways by ${sideways} px`);
      if (width === 320) {
        const small = [...(await smallTargets(page)), ...(host.framed ? await smallTargets(marketplace) : [])];
        if (small.length > 0) failures.push(`${where}: header targets under 44 px: ${small.join(', ')}`);
      }
      if (!axeOn(path)) continue;
      const violations = [...(await wcagViolations(page)), ...(host.framed ? await wcagViolations(marketplace) : [])];
      for (const violation of violations) failures.push(`${where}: axe ${violation.id} at ${violation.nodes.join(' | ')}`);
    }
  }
  return failures;
}

/** The marketplace's header leaves the cart and Sign out to the host, whose own controls stay. */
async function expectHostChrome(page: Page, host: Host): Promise<void> {
  await moveTo(page, host.url(''));
  const marketplace = await marketplaceOf(page, host);
  await settle(marketplace);
  const header = marketplace.locator('[data-marketplace-root] > header');
  await header.getByRole('link', { name: 'My apps' }).waitFor();
  expect(await header.getByRole('link', { name: /^Cart/ }).count(), host.name).toBe(0);
  expect(await header.getByRole('button', { name: 'Sign out' }).count(), host.name).toBe(0);
  expect(await page.getByRole('link', { name: /^Cart/ }).count(), host.name).toBe(1);
  expect(await page.getByRole('button', { name: 'Sign out' }).count(), host.name).toBe(1);
}

async function openHost(host: Host, options: { signedIn: boolean }): Promise<Page> {
  const page = await (await newContext({ viewport: { width: 1376, height: 800 } })).newPage();
  await loadPage(page, host.url(''));
  await settle(await marketplaceOf(page, host));
  if (options.signedIn) await signIn(page, demoAccount.owner);
  return page;
}

describe('every screen fits every width in every host, with axe 0', () => {
  it('the public site, signed out', async () => {
    const page = await openHost(hosts.public, { signedIn: false });
    expect(await checkRoutes(page, hosts.public, visitorRoutes(appOf('livechat')))).toEqual([]);
  });

  it('the public site, signed in; at 320 px its controls open from More and the theme switch names its target and darkens the site', async () => {
    const page = await openHost(hosts.public, { signedIn: true });
    expect(await checkRoutes(page, hosts.public, signedInRoutes(appOf('livechat')))).toEqual([]);
    await moveTo(page, hosts.public.url(''));
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
  });

  it("the agent app, signed in, without the marketplace's own cart and account controls", async () => {
    const page = await openHost(hosts.agent, { signedIn: true });
    expect(await checkRoutes(page, hosts.agent, embeddedRoutes(appOf('livechat')), embeddedAxe)).toEqual([]);
    await expectHostChrome(page, hosts.agent);
  });

  // Inline then framed on one page: the host keeps its agent signed in across its sections.
  for (const [inline, framed, product] of [
    [hosts.helpdeskInline, hosts.helpdeskFramed, 'helpdesk'],
    [hosts.textInline, hosts.textFramed, 'text'],
  ] as const) {
    it(`the ${inline.name} and framed, signed in, without the marketplace's own cart and account controls`, async () => {
      const page = await openHost(inline, { signedIn: true });
      const failures = await checkRoutes(page, inline, embeddedRoutes(appOf(product)), embeddedAxe);
      await expectHostChrome(page, inline);
      failures.push(...(await checkRoutes(page, framed, embeddedRoutes(appOf(product)), embeddedAxe)));
      await expectHostChrome(page, framed);
      expect(failures).toEqual([]);
    });
  }
});
