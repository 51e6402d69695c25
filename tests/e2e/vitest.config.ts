/**
 * The browser suite: real Chromium (playwright-core) against the built product, started once for
 * the run by global-setup.ts on the contract's five origins.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    // Every file fails on a CSP violation of any of its pages.
    setupFiles: ['./csp-violations.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One more try for a test that fails once on a loaded CI machine (as Playwright Test does on
    // CI); a test broken for real fails both times, and the reporter names every retried test.
    retry: 1,
    // Retrying assertions (expect.poll) wait as long as a locator's waitFor would on a loaded machine.
    expect: { poll: { timeout: 15_000 } },
    // One browser page at a time: two cores, and the tests share one running product.
    fileParallelism: false,
    // The files share one worker (and its Chromium and Playwright, see browser.ts) instead of a
    // fresh process each; they keep no state in shared modules but the CSP watch, which each file
    // empties (csp-violations.ts).
    isolate: false,
  },
});
