/**
 * Every screen fits every width, in every host: the marketplace's routes at 320, 768 and 1,376 px
 * in the public site (signed out and in), the agent app, the help desk and the text product
 * (inline and framed), with no sideways scroll of the page or of the marketplace's frame, 44 px
 * touch targets in the headers at 320 px, and axe 0 at each width. One page per host; screens
 * change as a click would (history and popstate), not by loading the page again, to keep the file
 * quick.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { productOfApp } from '../../packages/domain/src/apps.ts';
import { framedWindowName, origins } from '../../shared/federation.ts';
import { wcagViolations } from './axe.ts';
import { launchChromium, signIn } from './browser.ts';
import { demoAccount } from './signed-in.ts';

const widths = [320, 768, 1376] as const;
let published: App[];

beforeAll(async () => {
  published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
});
afterAll(async () => {
  await (await launchChromium()).close();
});

/** The marketplace's routes (paths under its base) for a product's apps. */
function routes(product: 'livechat' | 'helpdesk' | 'text', signedIn: boolean): string[] {
  const app = published.find((candidate) => !candidate.hidden && productOfApp(candidate) === product);
  if (!app) throw new Error(`no published ${product} app`);
  const common = ['', 'apps/', `apps/${app.slug}/`, 'search/?query=chat', 'partners/', 'developers/', 'services/', `compare/?apps=${app.slug}`];
  return signedIn ? [...common, 'cart/', 'my-apps/', 'my-reviews/'] : common;
}

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
  await expect.poll(() => page.frames().some((frame) => frame.name() === framedWindowName)).toBe(true);
  return page.frames().find((frame) => frame.name() === framedWindowName) as Frame;
}

/** Waits until the marketplace shows a screen: its root and a first-level heading, no loading skeleton. */
async function settle(target: Page | Frame): Promise<void> {
  await target.waitForFunction(
    () => document.querySelector('[data-marketplace-root] h1') !== null && document.querySelector('[data-marketplace-root] [aria-busy="true"]') === null,
    undefined,
    { timeout: 20_000 },
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

/** Header controls shown at this width that are lower than a finger's 44 px. */
const smallTargets = (target: Page | Frame) =>
  target.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('header a, header button'))
      .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().height < 44)
      .map((element) => element.textContent?.trim() ?? element.tagName),
  );

/** Checks every route of the host at every width; returns what failed, one line each. */
async function checkRoutes(page: Page, host: Host, paths: string[]): Promise<string[]> {
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
      const violations = [...(await wcagViolations(page)), ...(host.framed ? await wcagViolations(marketplace) : [])];
      for (const violation of violations) failures.push(`${where}: axe ${violation.id} at ${violation.nodes.join(' | ')}`);
    }
  }
  return failures;
}

async function openHost(host: Host, options: { signedIn: boolean }): Promise<Page> {
  const browser = await launchChromium();
  const page = await (await browser.newContext({ viewport: { width: 1376, height: 800 } })).newPage();
  await page.goto(host.url(''));
  await settle(await marketplaceOf(page, host));
  if (options.signedIn) await signIn(page, demoAccount.owner);
  return page;
}

describe('every screen fits every width in every host, with axe 0', () => {
  it('the public site, signed out then signed in', async () => {
    const page = await openHost(hosts.public, { signedIn: false });
    const failures = await checkRoutes(page, hosts.public, routes('livechat', false));
    await page.setViewportSize({ width: 1376, height: 800 });
    await signIn(page, demoAccount.owner);
    failures.push(...(await checkRoutes(page, hosts.public, routes('livechat', true))));
    expect(failures).toEqual([]);
  });

  for (const key of ['agent', 'helpdeskInline', 'helpdeskFramed', 'textInline', 'textFramed'] as const) {
    it(`the ${hosts[key].name}, signed in`, async () => {
      const host = hosts[key];
      const product = key === 'agent' ? 'livechat' : key.startsWith('text') ? 'text' : 'helpdesk';
      const page = await openHost(host, { signedIn: true });
      expect(await checkRoutes(page, host, routes(product, true))).toEqual([]);
    });
  }
});

describe('narrow headers and the host chrome', () => {
  it('at 320 px the controls open from More, and the theme switch names the theme it switches to and darkens the site navigation', async () => {
    const page = await openHost(hosts.public, { signedIn: true });
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
    await page.getByRole('button', { name: 'Light theme' }).click();
  });

  it('a host with its own cart and account controls shows the marketplace without them, inline and framed', async () => {
    for (const host of [hosts.helpdeskInline, hosts.agent]) {
      const page = await openHost(host, { signedIn: true });
      const marketplace = await marketplaceOf(page, host);
      const root = marketplace.locator('[data-marketplace-root] header');
      await root.getByRole('link', { name: 'My apps' }).waitFor();
      expect(await root.getByRole('link', { name: /^Cart/ }).count(), host.name).toBe(0);
      expect(await root.getByRole('button', { name: 'Sign out' }).count(), host.name).toBe(0);
      // The host's own controls stay, with the cart's count from the bridge.
      expect(await page.locator('body > *').getByRole('button', { name: 'Sign out' }).count(), host.name).toBe(1);
    }
  });
});
