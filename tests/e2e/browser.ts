/** Real Chromium for the browser suite: Debian's build, flags for this closed network. */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { pageDataElementId } from '../../shared/federation.ts';

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

/**
 * Waits until a server-rendered page is live: the public shell marks its root `data-hydrated`
 * once hydration committed (an inline host's `./mount`, the container it hydrated). Before that the page is HTML only (a link loads a whole page, a select
 * changes nothing), so a test must not act on it. Any other page (not server-rendered, a host, the
 * accounts page) is live at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const hydrated = () =>
    page.waitForFunction(
      // No server-rendered page, or it is live, or its host replaced it (the remote could not load).
      (id) => document.getElementById(id) === null || document.querySelector('[data-hydrated]') !== null || document.querySelector('[data-marketplace-root]') === null,
      pageDataElementId,
      { timeout: 30_000 },
    );
  try {
    await hydrated();
  } catch (error) {
    // The page navigated on its own meanwhile (a redirect): ask the page it arrived at.
    if (!(error instanceof Error && /context was destroyed|navigat/i.test(error.message))) throw error;
    await page.waitForLoadState('load');
    await hydrated();
  }
}

/** `goto` and `reload` of the page return once the page they loaded is live (see waitForHydration). */
function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
}

/**
 * The suite's shared fixture: a context opened inside a test (or its beforeEach) is closed when
 * that test ends, passed or failed, as a `finally` would; a failing test leaves no browser context
 * open for the next ones. A context opened in a beforeAll is that file's, closed by its afterAll.
 */
function closeWhenTestEnds(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close());
  } catch {
    // Not inside a test: a beforeAll's context.
  }
}

/**
 * In the browser suite, one Chromium per worker process. The suite runs its files one after
 * another in one worker (isolate: false in vitest.config.ts), so each file takes the running
 * browser instead of starting its own. What a file gets behaves as its own browser: `close()`
 * closes the contexts opened on it and leaves the process for the next file (Playwright stops it
 * when the worker exits). Outside the test runner (the bench) each call starts a browser.
 */
let running: Promise<Browser> | undefined;

export async function launchChromium(): Promise<Browser> {
  if (process.env['VITEST'] === undefined) return startChromium();
  running ??= startChromium().catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  const browser = await running;
  if (browser.isConnected()) return browser;
  running = undefined;
  return launchChromium();
}

async function startChromium(): Promise<Browser> {
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
      // A page a test rewrote (route.fulfill) has no server address: Chromium would count it as
      // public and refuse its requests to the loopback origins of the product.
      '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessChecks',
    ],
  });
  // browser.newPage goes through newContext too, so every page of the suite is watched.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    closeWhenTestEnds(context);
    await watchCspViolations(context);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForHydrationOnLoad);
    return context;
  };
  if (process.env['VITEST'] !== undefined) {
    browser.close = async () => {
      await Promise.all(browser.contexts().map((context) => context.close()));
    };
  }
  return browser;
}

/**
 * Signs a page of the marketplace in as a seeded demo account, as a person would: the header's
 * 'Sign in' button, the accounts page (in a popup or in the same tab, whichever the marketplace
 * uses), the account's button, and back signed in. `account` matches the account's button, e.g.
 * /^Owner Olivia Owner/ or /^Viewer/.
 */
export async function signIn(page: Page, account: RegExp): Promise<void> {
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 30_000 })
    .catch(() => null);
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
