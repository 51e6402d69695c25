/** Real Chromium for the browser suite: Debian's build, flags for this closed network. */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

export function chromiumPath(): string {
  const path = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium is missing at ${path}: install Debian's package 'chromium' or set CHROMIUM_PATH.`);
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Signs a page of the marketplace in as a seeded demo account, as a person would: the header's
 * 'Sign in' button, the accounts page (in a popup or in the same tab, whichever the marketplace
 * uses), the account's button, and back signed in. `account` matches the account's button, e.g.
 * /^Owner Olivia Owner/ or /^Viewer/.
 */
export async function signIn(page: Page, account: RegExp): Promise<void> {
  const popup = page.context().waitForEvent('page', { timeout: 30_000 }).catch(() => null);
  const sameTab = page.waitForURL(/\/accounts\/authorize/, { timeout: 30_000 }).then(
    () => page,
    () => null,
  );
  // The marketplace's header holds the first 'Sign in' (a form may offer another).
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  const accounts = (await Promise.race([popup, sameTab])) ?? (await popup) ?? (await sameTab);
  if (accounts === null) throw new Error('Sign in did not lead to the accounts page');
  await accounts.getByRole('button', { name: account }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor({ timeout: 30_000 });
}
