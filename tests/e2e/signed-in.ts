/** Signing in as a person would (the marketplace's Sign in button, a demo account), for the screens' suites. */
import type { Browser, Page } from 'playwright-core';
import { signIn } from './browser.ts';

/** Demo accounts by the label the accounts page shows first on each button. */
export const demoAccount = { owner: /^Owner Olivia Owner/, developer: /^Developer \(owns apps\)/ } as const;

/** A fresh page at `url`, signed in with `account`, back on `url`. */
export async function signedInPage(browser: Browser, url: string, account: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  // The shared helper follows whichever way the marketplace signs in (frame, popup or redirect).
  await signIn(page, account);
  return page;
}

/** The token a host (agent app, help desk, text product) keeps for its signed-in agent: in the tab's sessionStorage, never in localStorage. */
export async function hostToken(page: Page, host: 'agent-app' | 'helpdesk' | 'text'): Promise<string> {
  const kept = await page.evaluate((key) => window.sessionStorage.getItem(key), `${host}.session`);
  const token = kept === null ? null : (JSON.parse(kept) as { token?: unknown }).token;
  if (typeof token !== 'string' || token === '') throw new Error(`the ${host} keeps no token`);
  return token;
}
