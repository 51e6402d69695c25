/**
 * Where the signed-in user's token lives (issue 13, item 2), in real Chromium: on a top-level page
 * only in the platform's HttpOnly, Secure, host-only, SameSite=Strict cookie — never in the address,
 * in storage, or in a cookie a page script (of this origin or another) can read; sign-out revokes it
 * on the server and removes the cookie. A framed marketplace keeps its token in memory only.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { launchChromium, signIn } from './browser.ts';

let browser: Browser;
const urls = inject('urls');
const platformOrigin = new URL(urls.publicShell).origin;
const SESSION = '__Host-marketplace_session';

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

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
    const context = await browser.newContext();
    const page = await context.newPage();
    const addresses = addressesOf(page);
    await page.goto(`${urls.publicShell}apps/`);
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
    await other.goto(urls.agentApp);
    await other.getByRole('navigation', { name: 'Agent app' }).waitFor();
    expect(await scriptReadable(other)).not.toContain(secret);
    await other.close();

    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await scriptReadable(page)).not.toContain(secret);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(async () => (await context.cookies(platformOrigin)).map((c) => c.name).filter((name) => name.startsWith('__Host-'))).toEqual([]);
    // Revoked on the server: the cookie's value replayed from elsewhere is refused.
    const replayed = await fetch(`${platformOrigin}/accounts/v2/info`, { headers: { cookie: `${SESSION}=${cookie.value}`, 'x-marketplace-session': '1' } });
    expect(replayed.status).toBe(401);
    await context.close();
  });
});

describe('a framed marketplace keeps its token in memory only', () => {
  it('signs in inside the agent app frame without any cookie or storage holding the token', { timeout: 120_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${urls.agentApp}apps/`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    const popupOpened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Sign in', exact: true }).first().click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: /^Owner Olivia Owner/ }).click();
    await frame.getByRole('button', { name: 'Sign out' }).first().waitFor();
    expect((await context.cookies(platformOrigin)).map((c) => c.name)).not.toContain(SESSION);
    const framed = page.frames().find((f) => f.url().startsWith(platformOrigin));
    if (!framed) throw new Error('the marketplace frame is missing');
    expect(await scriptReadable(framed)).not.toMatch(/[a-z-]+:[A-Za-z0-9_-]{16,}/);
    await context.close();
  });
});
