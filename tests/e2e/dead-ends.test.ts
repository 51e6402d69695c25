/**
 * Dead ends explained, as a visitor meets them: an unknown app's address lands on All apps with a
 * notice naming the address that was not found (typed in, followed inside the marketplace, and in a
 * host's frame, which keeps the host's choices); an unknown expert or developer leads to their
 * list; a ghost-login address that cannot sign in says 'Ghost login failed! Please contact support.'.
 */
import { describe, expect, it } from 'vitest';
import { framedQueryFlag, hostChromeQueryFlag } from '@marketplace/shared/federation';
import { urls, origins, newPage, loadPage, waitForHydration, wcagViolations } from './fixtures/index.ts';

const WAIT = { timeout: 20_000 };

describe('an unknown app address', () => {
  it('lands on All apps with a notice naming what was not found', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/pixel-unicorn-sync/`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/');
    await page.getByText("We couldn't find an app at \u201cpixel-unicorn-sync\u201d. Here are all apps instead.").waitFor(WAIT);
    expect(await page.getByTestId('app-card').count()).toBeGreaterThan(0);
    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it('followed inside the marketplace (no page load), says the same', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor(WAIT);
    await waitForHydration(page);
    // A link of the marketplace to an app that no longer exists, followed by the router.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/marketplace/apps/gone-away-app/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText("We couldn't find an app at \u201cgone-away-app\u201d. Here are all apps instead.").waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/');
  });
});

describe("an unknown address in a host's frame", () => {
  it("lands on All apps inside the frame, which keeps the host's choices (no cart or account controls of its own)", async () => {
    const page = await newPage();
    await loadPage(page, `${origins.agentApp}/apps/marketplace/apps/pixel-unicorn-sync/`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('heading', { level: 1, name: 'All apps' }).waitFor(WAIT);
    await frame.getByText("We couldn't find an app at \u201cpixel-unicorn-sync\u201d. Here are all apps instead.").waitFor(WAIT);
    const inFrame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const flags = new URL(inFrame?.url() ?? 'http://x.invalid/').searchParams;
    expect([flags.has(framedQueryFlag), flags.has(hostChromeQueryFlag)]).toEqual([true, true]);
    expect(await frame.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
  });
});

describe('an unknown expert or developer address', () => {
  it.each([
    ['partners/expert/nobody-we-know/', 'partners/', /^Partners$/],
    ['developers/nobody-we-know/', 'developers/', /^Developers$/],
  ])('%s lands on their list, as the page and as the screen', async (path, list, heading) => {
    const response = await fetch(`${urls.publicShell}${path}`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([302, `${new URL(urls.publicShell).pathname}${list}`]);
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor(WAIT);
    expect(page.url()).toBe(`${urls.publicShell}${list}`);
  });
});

describe('a ghost login that fails', () => {
  it.each([
    ['without a token', '#frenzied=1'],
    ['with a token that is not ours', '#access_token=dal%3Anot-a-token&state=forged&frenzied=1'],
  ])("says 'Ghost login failed! Please contact support.' (%s)", async (_case, hash) => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}${hash}`);
    await page.getByText('Ghost login failed! Please contact support.').waitFor(WAIT);
    // Nobody is signed in, and the address keeps no token.
    await page.getByRole('button', { name: 'Sign in', exact: true }).first().waitFor(WAIT);
    expect(new URL(page.url()).hash).toBe('');
  });
});
