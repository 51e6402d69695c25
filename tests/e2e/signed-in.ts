/** Kept for files written against it: signing in lives in the fixture layer (fixtures/sign-in.ts). */
import type { Browser, Page } from 'playwright-core';
import { signedInPage as signedInFixturePage } from './fixtures/sign-in.ts';

export { demoAccount, hostToken } from './fixtures/sign-in.ts';

/** A fresh page at `url`, signed in with `account`, back on `url` (the browser is the suite's one). */
export function signedInPage(_browser: Browser, url: string, account: RegExp): Promise<Page> {
  return signedInFixturePage(url, account);
}
