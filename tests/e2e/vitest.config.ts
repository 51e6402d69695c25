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
    // After each file: its contexts closed, and it fails on a CSP violation of any of its pages.
    setupFiles: ['./fixtures/file-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Retrying assertions (expect.poll) wait as long as a locator's waitFor would on a loaded machine.
    expect: { poll: { timeout: 15_000 } },
    // One browser page at a time: two cores, and the tests share one running product.
    fileParallelism: false,
    // The files share one worker (and its Chromium and Playwright, see browser.ts) instead of a
    // fresh process each; the state they share in modules is the fixture layer's: the CSP watch,
    // which each file empties (fixtures/file-setup.ts), the apps tests took and the sessions of
    // the accounts signed in (fixtures/data.ts, fixtures/sign-in.ts).
    isolate: false,
  },
});
