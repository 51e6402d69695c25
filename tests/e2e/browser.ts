/** Real Chromium for the browser suite: Debian's build, flags for this closed network. */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export function chromiumPath(): string {
  const path = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium is missing at ${path}: install Debian's package 'chromium' or set CHROMIUM_PATH.`);
  return path;
}

/** One Content-Security-Policy (or Trusted Types) violation a page reported. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

const violations: CspViolation[] = [];
let pagesWatched = 0;

/** The violations reported since the last call (the list is emptied), and the pages watched. */
export function takeCspViolations(): { violations: CspViolation[]; pages: number } {
  const taken = { violations: violations.splice(0), pages: pagesWatched };
  pagesWatched = 0;
  return taken;
}

/**
 * Every frame of every page of the context reports its CSP violations to the test process, so a
 * suite can show that no screen broke the policy (the listener runs before the page's scripts).
 */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  context.on('page', () => {
    pagesWatched += 1;
  });
  await context.exposeBinding('__reportCspViolation', ({ frame }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
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
  // browser.newPage goes through newContext too, so every page of the suite is watched.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCspViolations(context);
    return context;
  };
  return browser;
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
