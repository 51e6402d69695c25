/**
 * The earlier entry point of the browser suite's helpers, kept for files written against it:
 * everything here comes from the fixture layer (fixtures/index.ts), which new files import.
 */
import type { Browser } from 'playwright-core';
import { closeFileContexts, newContext, newPage, startChromium, suiteChromium } from './fixtures/chromium.ts';

export { chromiumPath } from './fixtures/chromium.ts';
export { takeCspViolations, type CspViolation } from './fixtures/csp.ts';
export { waitForHydration } from './fixtures/navigation.ts';
export { signIn } from './fixtures/sign-in.ts';

/**
 * The worker's Chromium as a `Browser` whose `newContext` and `newPage` are the fixture layer's
 * (CSP watch, closed when the test ends) and whose `close()` closes the file's contexts and
 * leaves the process for the next file. Outside the test runner (the bench), a Chromium of its own.
 */
export async function launchChromium(): Promise<Browser> {
  if (process.env['VITEST'] === undefined) return startChromium();
  const browser = await suiteChromium();
  const fixture: Partial<Browser> = { newContext, newPage, close: closeFileContexts };
  return new Proxy(browser, { get: (target, name, receiver) => (name in fixture ? fixture[name as keyof Browser] : Reflect.get(target, name, receiver)) as unknown });
}
