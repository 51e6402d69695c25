/**
 * Where the signed-in user's token lives, in real Chromium: on a top-level page
 * only in the platform's HttpOnly, Secure, host-only, SameSite=Strict cookie — never in the address,
 * in storage, or in a cookie a page script (of this origin or another) can read; sign-out revokes it
 * on the server and removes the cookie. A framed marketplace keeps its token in memory only.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { urls, newContext, loadPage, reloadPage, signIn, hostToken, watchNotices, watchRequests } from './fixtures/index.ts';

const platformOrigin = new URL(urls.publicShell).origin;
const SESSION = '__Host-marketplace_session';
// `urls.helpdesk` is the help desk's inline marketplace (/marketplace/); its framed variant is /framed/ on the same origin.
const helpdeskFramed = `${new URL(urls.helpdesk).origin}/framed/`;

/** The session cookie the browser holds for the platform, once there is one. */
async function sessionCookie(context: BrowserContext) {
  await expect.poll(async () => (await context.cookies(platformOrigin)).some((cookie) => cookie.name === SESSION)).toBe(true);
  const cookie = (await context.cookies(platformOrigin)).find((c) => c.name === SESSION);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** Everything a script of the page can read without the network: cookies and both storages. */
function scriptReadable(target: Page | Frame): Promise<string> {
  return target.evaluate(() => {
    const dump = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`).join('\n');
    return [document.cookie, dump(window.localStorage), dump(window.sessionStorage)].join('\n');
  });
}

/** Records every address the page's own frame shows. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

describe('a top-level page keeps no token a script can read', () => {
  // A sign-in, two reloads and a second page: more than the default minute on a busy machine.
  it('public site: HttpOnly __Host- cookie, nothing readable, kept on reload, revoked on sign-out', { timeout: 180_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    const addresses = addressesOf(page);
    await loadPage(page, `${urls.publicShell}apps/`);
    await signIn(page, /^Owner Olivia Owner/);

    const cookie = await sessionCookie(context);
    expect({ httpOnly: cookie.httpOnly, secure: cookie.secure, sameSite: cookie.sameSite, path: cookie.path, domain: cookie.domain }).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      domain: 'localhost',
    });
    const secret = decodeURIComponent(cookie.value).split(':')[1] ?? '';
    expect(secret.length).toBeGreaterThan(10);
    const readable = await scriptReadable(page);
    expect(readable).toContain('__Host-marketplace_signed_in=1');
    expect(readable).not.toContain(secret);
    expect(addresses.filter((address) => address.includes('access_token'))).toEqual([]);

    // A page of another origin on the same host name reads no token either.
    const other = await context.newPage();
    await loadPage(other, urls.agentApp);
    await other.getByRole('navigation', { name: 'Agent app' }).waitFor();
    expect(await scriptReadable(other)).not.toContain(secret);
    await other.close();

    await reloadPage(page);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await scriptReadable(page)).not.toContain(secret);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(async () => (await context.cookies(platformOrigin)).map((c) => c.name).filter((name) => name.startsWith('__Host-'))).toEqual([]);
    // Revoked on the server: the cookie's value replayed from elsewhere is refused.
    const replayed = await fetch(`${platformOrigin}/accounts/v2/info`, { headers: { cookie: `${SESSION}=${cookie.value}`, 'x-marketplace-session': '1' } });
    expect(replayed.status).toBe(401);
  });
});

describe('a framed marketplace keeps its token in memory only', () => {
  it('signs in inside the agent app frame without any cookie or storage holding the token', { timeout: 120_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    await loadPage(page, `${urls.agentApp}apps/`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    // The agent app shows its own account controls (the frame has none): its Sign in, then the frame's account pages.
    await signIn(page, /^Owner Olivia Owner/);
    await frame.getByRole('link', { name: 'My apps' }).first().waitFor();
    expect((await context.cookies(platformOrigin)).map((c) => c.name)).not.toContain(SESSION);
    const framed = page.frames().find((f) => f.url().startsWith(platformOrigin));
    if (!framed) throw new Error('the marketplace frame is missing');
    expect(await scriptReadable(framed)).not.toMatch(/[a-z-]+:[A-Za-z0-9_-]{16,}/);
  });
});

/** Every frame's localStorage and script-readable cookies (sessionStorage is the hosts' own tab store, checked apart). */
async function localAndCookies(page: Page): Promise<string> {
  const dumps = await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() => {
          const local = Array.from(
            { length: window.localStorage.length },
            (_, i) => `${window.localStorage.key(i)}=${window.localStorage.getItem(window.localStorage.key(i) ?? '')}`,
          );
          return [location.href, document.cookie, ...local].join('\n');
        })
        .catch(() => ''),
    ),
  );
  return dumps.join('\n');
}

describe('no host keeps a token where it does not belong', () => {
  const hosts = [
    { name: 'public site', url: () => `${urls.publicShell}apps/`, token: async (page: Page) => decodeURIComponent((await sessionCookie(page.context())).value) },
    { name: 'agent app', url: () => `${urls.agentApp}apps/`, token: (page: Page) => hostToken(page, 'agent-app') },
    { name: 'help desk, inline', url: () => urls.helpdesk, token: (page: Page) => hostToken(page, 'helpdesk') },
    { name: 'help desk, framed', url: () => helpdeskFramed, token: (page: Page) => hostToken(page, 'helpdesk') },
  ];
  for (const host of hosts) {
    it(`${host.name}: not in localStorage, in a script-readable cookie, in any address or history entry, nor readable by another origin`, { timeout: 120_000 }, async () => {
      const context = await newContext();
      const page = await context.newPage();
      // Every address any frame of the page showed, same-document moves included.
      const seen: string[] = [];
      page.on('framenavigated', (frame) => void seen.push(frame.url()));
      await loadPage(page, host.url());
      await signIn(page, /^Owner Olivia Owner/);
      const token = await host.token(page);
      const secret = token.split(':')[1] ?? '';
      expect(secret.length).toBeGreaterThan(10);
      // Signed in for real: the token is the platform's live one.
      expect((await fetch(`${platformOrigin}/accounts/v2/info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

      // Start-up is the one moment the token is in an address: the accounts page's answer, at once replaced.
      const withToken = seen.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)));
      expect(withToken.length).toBeLessThanOrEqual(1);
      expect(withToken.every((url) => new URL(url).hash.includes('access_token'))).toBe(true);
      expect(seen.at(-1)).not.toContain(secret);
      expect(
        page
          .frames()
          .map((frame) => frame.url())
          .filter((url) => url.includes(secret)),
      ).toEqual([]);
      expect(await localAndCookies(page)).not.toContain(secret);
      // No cookie of any origin holds a host's token (cookies ignore the port); the public site's only in its HttpOnly cookie.
      const holders = (await context.cookies()).filter((cookie) => decodeURIComponent(cookie.value).includes(secret));
      expect(holders.map((cookie) => ({ name: cookie.name, httpOnly: cookie.httpOnly }))).toEqual(host.name === 'public site' ? [{ name: SESSION, httpOnly: true }] : []);

      // A page of another origin on the same host name reads nothing of it.
      const other = await context.newPage();
      await loadPage(other, host.name === 'agent app' ? urls.helpdesk : urls.agentApp);
      await other.waitForLoadState();
      expect(await scriptReadable(other)).not.toContain(secret);
      await other.close();

      // Back through the history: no entry of the host holds the token, until the page leaves
      // the host (for the accounts page, or the blank start when sign-in used a popup).
      const hostOrigin = new URL(host.url()).origin;
      for (let step = 0; step < 8 && new URL(page.url()).origin === hostOrigin; step += 1) {
        await page.goBack();
        expect(page.url()).not.toContain(secret);
      }
      expect(new URL(page.url()).origin).not.toBe(hostOrigin);
      expect(seen.filter((url) => url.includes(secret)).length).toBe(withToken.length);
    });
  }
});

describe('a host signs out on the server', () => {
  it('the agent app forgets its token and the platform refuses it afterwards', { timeout: 120_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    await loadPage(page, `${urls.agentApp}chats`);
    await signIn(page, /^Owner Olivia Owner/);
    const token = await hostToken(page, 'agent-app');
    const info = () => fetch(`${platformOrigin}/accounts/v2/info`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);
    expect(await info()).toBe(200);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(info).toBe(401);
    expect(await page.evaluate(() => window.sessionStorage.getItem('agent-app.session'))).toBeNull();
  });
});

describe('a token revoked while in use: the 401 toast and redirect once, and no request retried with it', () => {
  const LOGGED_OUT = "We couldn't authorize your request as you've been logged out. Log in and try again.";
  const cases = [
    {
      name: 'agent app (framed marketplace)',
      url: () => `${urls.agentApp}apps/`,
      token: (page: Page) => hostToken(page, 'agent-app'),
      screen: (page: Page) => page.frameLocator('iframe[title="Marketplace"]'),
      home: /^\/apps\/marketplace\/$/,
      kept: 'agent-app.session',
      marketplaceOrigin: platformOrigin,
    },
    {
      name: 'help desk, inline',
      url: () => urls.helpdesk,
      token: (page: Page) => hostToken(page, 'helpdesk'),
      screen: (page: Page) => page.locator('#marketplace'),
      home: /^\/marketplace\/?$/,
      kept: 'helpdesk.session',
      marketplaceOrigin: new URL(urls.helpdesk).origin,
    },
    {
      // Signed in through the host's own button only: the frame takes the host's credentials without asking the agent.
      name: 'help desk, framed',
      url: () => helpdeskFramed,
      token: (page: Page) => hostToken(page, 'helpdesk'),
      screen: (page: Page) => page.frameLocator('iframe[title="Marketplace"]'),
      home: /^\/framed\/?$/,
      kept: 'helpdesk.session',
      marketplaceOrigin: platformOrigin,
    },
    {
      name: 'public site',
      url: () => `${urls.publicShell}apps/`,
      token: async (page: Page) => decodeURIComponent((await sessionCookie(page.context())).value),
      screen: (page: Page) => page,
      home: /^\/marketplace\/?$/,
      kept: null,
      marketplaceOrigin: platformOrigin,
    },
  ];
  for (const host of cases) {
    it(host.name, { timeout: 150_000 }, async () => {
      const context = await newContext();
      const notices = await watchNotices(context, [LOGGED_OUT]);
      const page = await context.newPage();
      const requests = watchRequests(page);
      await loadPage(page, host.url());
      await signIn(page, /^Owner Olivia Owner/);
      const token = await host.token(page);
      const screen = host.screen(page);
      // The marketplace is signed in with that token before it is revoked (its account pages show;
      // inside a host the Sign out is the host's), and what signing in set off has come back: the
      // first refusal is the cart's, after the click below, not a late answer to the sign-in.
      await screen.getByRole('link', { name: 'My apps' }).first().waitFor({ timeout: 30_000 });
      await requests.settled();

      // Every request that carries the token from now on (as a bearer token or in the session cookie).
      const stale: Array<{ call: string; status: Promise<number> }> = [];
      const carries = (headers: Record<string, string>) =>
        headers['authorization'] === `Bearer ${token}` || (headers['cookie'] ?? '').includes(encodeURIComponent(token)) || (headers['cookie'] ?? '').includes(token);
      const pending: Promise<void>[] = [];
      // A request still being read when the test ends (a late one of the reload) has nothing left to say.
      const unlessClosed = (error: unknown) => {
        if (!(error instanceof Error && /has been closed/.test(error.message))) throw error;
      };
      context.on('request', (request) => {
        pending.push(
          request
            .allHeaders()
            .then((headers) => {
              if (!carries(headers)) return;
              const status = request.response().then(
                (response) => response?.status() ?? 0,
                (error: unknown) => {
                  unlessClosed(error);
                  return 0;
                },
              );
              stale.push({ call: `${request.method()} ${request.url()}`, status });
            })
            .catch(unlessClosed),
        );
      });
      // Signed out elsewhere: every token of the user is revoked on the platform.
      const revoked = await fetch(`${platformOrigin}/accounts/v2/sessions`, {
        method: 'DELETE',
        headers: host.kept === null ? { cookie: `${SESSION}=${encodeURIComponent(token)}`, 'x-marketplace-session': '1' } : { authorization: `Bearer ${token}` },
      });
      expect(revoked.status).toBe(204);

      // The next screen that needs the user: the cart, through the host's Cart where the host shows
      // its own (the help desk's opens the cart of the marketplace on screen, inline or framed).
      const cartLink = host.kept === null ? screen.getByRole('link', { name: /^Cart/ }).first() : page.getByRole('banner').getByRole('link', { name: /^Cart/ });
      await cartLink.click();
      // The notice as it was shown (it hides itself after a few seconds), once, in the marketplace's document.
      await expect.poll(() => notices.shown().length, { timeout: 45_000 }).toBeGreaterThan(0);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(host.home);
      expect(notices.shown().map((notice) => notice.origin)).toEqual([host.marketplaceOrigin]);
      const toast = screen.getByText(LOGGED_OUT, { exact: true });
      // Signed out: the marketplace's own Sign in on its page; inside a host, the host's (below),
      // and the marketplace no longer shows the account's pages.
      if (host.kept === null) await screen.getByRole('button', { name: 'Sign in', exact: true }).first().waitFor({ timeout: 20_000 });
      else await expect.poll(() => screen.getByRole('link', { name: 'My apps' }).count(), { timeout: 20_000 }).toBe(0);
      if (host.kept !== null) {
        // The host forgot the token it was told was refused.
        await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 20_000 });
        expect(await page.evaluate((key) => window.sessionStorage.getItem(key), host.kept)).toBeNull();
      }

      // Whatever carried the token up to here was under way when the first refusal came back.
      await Promise.all(pending);
      const calls = stale.map((request) => request.call);
      const statuses = await Promise.all(stale.map((request) => request.status));
      // A reload starts up again: nothing offers the revoked token to anyone.
      await reloadPage(page);
      if (host.kept === null) expect((await context.cookies(platformOrigin)).map((cookie) => cookie.name)).not.toContain(SESSION);
      else await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 30_000 });
      // The marketplace itself starts signed out: its Sign in on its own page, its header inside a host (whose own header signs in).
      if (host.kept === null) await screen.getByRole('button', { name: 'Sign in', exact: true }).first().waitFor({ timeout: 30_000 });
      else await screen.getByRole('link', { name: 'Marketplace', exact: true }).first().waitFor({ timeout: 30_000 });
      await Promise.all(pending);
      console.log(
        `${host.name}: ${calls.length} requests carried the revoked token (${statuses.filter((status) => status === 401).length} refused with 401, the rest public calls under way); none repeated, none after the reload; ${await toast.count()} toast after the reload`,
      );
      expect(statuses).toContain(401);
      // No call was sent again with the stale token, and nothing at all after the refusal was handled.
      expect(new Set(calls).size).toBe(calls.length);
      expect(stale.map((request) => request.call)).toEqual(calls);
      expect(await toast.count()).toBe(0);
    });
  }
});
