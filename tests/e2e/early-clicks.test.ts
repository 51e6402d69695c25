/**
 * Controls work from the moment they are painted: on a slow phone (slow 4G, CPU 4× slower via CDP)
 * a server-rendered page paints seconds before React owns it. 'Sign in', 'Sign in to buy' and the
 * sort, clicked as soon as they show and before hydration, do what they say with that one click;
 * a link in a host's frame opens its page in that frame, still the host's.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { framedQueryFlag, hostChromeQueryFlag } from '@marketplace/shared/federation';
import { urls, origins, newContext, buyableApps } from './fixtures/index.ts';

/** A new visitor's page on slow 4G (400 ms, 400 kbit/s) with a CPU 4× slower; `fast()` lifts it. */
async function slowPage(): Promise<{ page: Page; fast: () => Promise<void> }> {
  const context = await newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const fast = async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
  return { page, fast };
}

/** Opens a page without waiting for it to be live (the suite's goto waits for hydration). */
// eslint-disable-next-line no-restricted-syntax -- this file acts on pages before they are live, which loadPage waits for
const open = (page: Page, url: string) => page.mainFrame().goto(url, { waitUntil: 'commit', timeout: 30_000 });
const live = (page: Page) => page.evaluate(() => document.getElementById('root')?.hasAttribute('data-hydrated') === true);

describe('a control clicked the moment it is painted, before the page is live', () => {
  it('Sign in leads to the accounts page and back signed in; Sign in to buy leads there too; the sort shows its order', async () => {
    const first = await slowPage();
    await open(first.page, `${urls.publicShell}apps/`);
    const signIn = first.page.getByRole('button', { name: 'Sign in', exact: true });
    await signIn.waitFor({ timeout: 20_000 });
    expect(await live(first.page)).toBe(false);
    await signIn.click();
    await first.page.waitForURL(/\/accounts\/authorize/, { timeout: 10_000, waitUntil: 'commit' });
    await first.fast();
    await first.page.getByRole('button', { name: /^Owner Olivia Owner/ }).click();
    // Back on the listing, signed in: the state the link was given came back with the token.
    await first.page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
    expect(new URL(first.page.url()).pathname).toBe(new URL(`${urls.publicShell}apps/`).pathname);

    const [app] = await buyableApps();
    if (!app) throw new Error('The seed has no buyable app');
    const second = await slowPage();
    await open(second.page, `${urls.publicShell}apps/${app.slug}/`);
    const buy = second.page.getByRole('button', { name: 'Sign in to buy' });
    await buy.waitFor({ timeout: 20_000 });
    expect(await live(second.page)).toBe(false);
    await buy.click();
    await second.page.waitForURL(/\/accounts\/authorize/, { timeout: 10_000, waitUntil: 'commit' });

    const third = await slowPage();
    await open(third.page, `${urls.publicShell}apps/`);
    const sort = third.page.getByRole('combobox', { name: 'Sort by' });
    await sort.waitFor({ timeout: 20_000 });
    expect(await live(third.page)).toBe(false);
    await sort.selectOption('alphabetical');
    await third.page.waitForURL(/sortBy=alphabetical/, { timeout: 10_000, waitUntil: 'commit' });
    await third.fast();
    await expect.poll(() => sort.inputValue()).toBe('alphabetical');
  });
});

describe("a link clicked in a host's frame before the frame is live", () => {
  it("opens its page in the frame with the frame's flags, so the frame stays the host's", async () => {
    const context = await newContext();
    // The frame's scripts are held back until the click: it is the server's HTML, as on a slow line.
    // They stay pending rather than failing, so the frame's page has not loaded either and the host
    // does not start waiting for a marketplace that could never answer.
    let held = true;
    const pending: Route[] = [];
    const hold = async (route: Route) => {
      if (held) pending.push(route);
      // The page may be gone with its context by the time a late request is let through.
      else await route.continue().catch(() => undefined);
    };
    await context.route(new RegExp(`^${origins.platform}/marketplace/assets/`), hold);
    await context.route(new RegExp(`^${origins.remote}/`), hold);
    const page = await context.newPage();
    await open(page, `${origins.agentApp}/apps/marketplace/`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    const card = frame.getByTestId('app-card').first();
    await card.waitFor({ timeout: 20_000 });
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    expect(await frame.locator('[data-hydrated]').count()).toBe(0);
    const moved = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() !== page.mainFrame(), { timeout: 10_000 });
    await card.click();
    held = false;
    // The page that asked for them is gone: what it asked for is dropped.
    await Promise.all(pending.map((route) => route.abort().catch(() => undefined)));
    const flags = new URL((await moved).url()).searchParams;
    expect([flags.has(framedQueryFlag), flags.has(hostChromeQueryFlag)]).toEqual([true, true]);
    // The app's page, shown as the frame shows it: without the marketplace's own account controls.
    await frame.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
    expect(await frame.getByRole('button', { name: /^Sign in$/ }).count()).toBe(0);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
