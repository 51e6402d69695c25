/**
 * The browser suite: real Chromium (playwright-core) against the built product, started once for
 * the run by global-setup.ts on the contract's five origins.
 */
import { defineConfig } from 'vitest/config';
import { parseRuntimeConfig } from '../../packages/domain/src/runtime-config.ts';

// tests/run.mjs runs the suite as two shards side by side, each starting its own product: the
// second on the ports of PORT_* (or the defaults) shifted by BROWSER_PORT_SHIFT, at their local
// origins (an origin set in *_ORIGIN names the first shard's product). Set here, before
// global-setup.ts starts the product and the workers start, so both read the same ports.
const shift = Number(process.env['BROWSER_PORT_SHIFT'] ?? 0);
if (shift !== 0) {
  const { ports } = parseRuntimeConfig(process.env);
  for (const name of ['PLATFORM_ORIGIN', 'REMOTE_ORIGIN', 'AGENT_APP_ORIGIN', 'HELPDESK_ORIGIN', 'TEXT_ORIGIN']) delete process.env[name];
  process.env['PORT_PLATFORM'] = String(ports.platform + shift);
  process.env['PORT_REMOTE'] = String(ports.remote + shift);
  process.env['PORT_AGENT_APP'] = String(ports.agentApp + shift);
  process.env['PORT_HELPDESK'] = String(ports.helpdesk + shift);
  process.env['PORT_TEXT'] = String(ports.text + shift);
  delete process.env['BROWSER_PORT_SHIFT'];
}

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
