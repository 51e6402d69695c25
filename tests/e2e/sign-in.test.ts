/**
 * Signing in as a person would, the three ways of spec 7: the Sign in button first asks the
 * accounts page silently in a hidden frame, then opens it in a popup where a demo account is
 * chosen, and falls back to a redirect of the page when the popup cannot open; remembered on
 * reload, signed out again; a Cancel is said, not dropped. A sign-in form another site posts is refused.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { crossSiteSignInMessage } from '../../packages/domain/src/form-origin.ts';
import { urls, newPage, loadPage, reloadPage } from './fixtures/index.ts';

/** The listing with the accounts page opened by Sign in, in the popup the marketplace opens. */
async function openSignInPopup(): Promise<{ page: Page; popup: Page }> {
  const page = await newPage();
  await loadPage(page, `${urls.publicShell}apps/`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return { page, popup: await popupOpened };
}

describe('sign in with a demo account and sign out', () => {
  it('tries the silent frame, signs in through the popup, stays signed in on reload, and signs out', async () => {
    const page = await newPage();
    const frames: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/accounts/authorize')) frames.push(request.url());
    });
    await loadPage(page, `${urls.publicShell}apps/`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const popup = await popupOpened;
    // The silent frame asked first (prompt=none) and was told at once that nobody is signed in.
    expect(frames[0]).toContain('prompt=none');
    await popup.getByRole('button', { name: /^Owner Olivia Owner/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // The marketplace closes the popup once it has read the answer.
    await expect.poll(() => popup.isClosed()).toBe(true);
    // The page never left, and no token ever sat in its address bar.
    expect(page.url()).toBe(`${urls.publicShell}apps/`);

    await reloadPage(page);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // After sign-out the user goes to / (spec 2), and stays signed out on reload.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForURL(urls.publicShell);
    await reloadPage(page);
    await page.getByRole('list', { name: 'Most popular' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
  });

  it('is whole when the popup closes: the page is signed in that moment, and a navigation at once keeps the session', async () => {
    const { page, popup } = await openSignInPopup();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /^Owner Olivia Owner/ }).click();
    await closed;
    // Read without waiting: what the user sees as the popup goes.
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    // From the server's HTML on, the kept session's page never asks to sign in: watched as parsed and rendered.
    const prompt = 'Sign in to see the apps your organization has installed.';
    await page.addInitScript((text) => {
      const seen = () => document.documentElement.textContent?.includes(text) === true;
      new MutationObserver(() => {
        if (seen()) (window as unknown as { promptShown?: boolean }).promptShown = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, prompt);
    await loadPage(page, `${urls.publicShell}my-apps/`);
    await page.getByRole('heading', { name: 'My apps', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('list', { name: 'Installed apps' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown ?? false)).toBe(false);
    expect(await page.getByText(prompt).count()).toBe(0);
  });

  it('says so when the user cancels on the accounts page (access_denied), and can try again', async () => {
    const { page, popup } = await openSignInPopup();
    await popup.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.getByText('Sign-in was cancelled (access_denied).').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
  });

  it('falls back to a redirect of the page when popups are blocked', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await loadPage(page, `${urls.publicShell}apps/`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/accounts\/authorize/);
    await page.getByRole('button', { name: /^Owner Olivia Owner/ }).click();
    await page.waitForURL(`${urls.publicShell}apps/`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(page.url()).not.toContain('access_token');
  });

  it('ignores a token whose state it did not ask for', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/#access_token=dal:forged&state=not-ours`);
    await page.getByRole('list', { name: 'All apps' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect(page.url()).not.toContain('access_token');
  });

  it('refuses a sign-in form another site posts, with a page that says why, and signs nobody in', async () => {
    const page = await newPage();
    const context = page.context();
    const platform = new URL(urls.publicShell).origin;
    // A foreign page that posts the accounts page's form in the visitor's browser as soon as it loads.
    await context.route('https://foreign.example.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Foreign</title><form method="post" action="${platform}/accounts/authorize">
          <input type="hidden" name="response_type" value="token"><input type="hidden" name="client_id" value="marketplace">
          <input type="hidden" name="redirect_uri" value="${urls.publicShell}sign-in/callback/"><input type="hidden" name="account_id" value="acc-owner">
          <button>Win a prize</button></form></html>`,
      }),
    );
    await loadPage(page, 'https://foreign.example.org/prize');
    await page.getByRole('button', { name: 'Win a prize' }).click();
    await page.getByRole('heading', { name: 'Sign-in refused' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(crossSiteSignInMessage);
    expect(page.url()).toBe(`${platform}/accounts/authorize`);
    // Back on the marketplace, nobody is signed in.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await loadPage(page, `${urls.publicShell}apps/`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect((await context.cookies(platform)).some((cookie) => cookie.name.includes('session'))).toBe(false);
  });
});
