/**
 * Root Vitest configuration: one run over every workspace project. Workspace packages resolve to
 * their TypeScript sources through their `exports`, so nothing is built before tests.
 * The browser suite has its own config (tests/e2e/vitest.config.ts): it needs a built product.
 */
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const emotionReact = react({ jsxImportSource: '@emotion/react' });
// The platform migrated and seeded once per run; each test file's platform starts from a copy.
const seededPglite = `${import.meta.dirname}/packages/server/src/testing/global-setup-pglite.ts`;

export default defineConfig({
  test: {
    // A worker per core. Vitest's default for a run keeps a core for its main process: one worker
    // on a two-core machine. But the workers do most of the work and the main process mostly
    // waits, so a second worker nearly halves a run there.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Pure functions (no globals, timers or mocks), so its files share their workers' module
        // state instead of a fresh process each, which saves most of the project's CPU time.
        test: { name: 'domain', root: './packages/domain', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          name: 'api',
          root: './packages/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Its files share their workers' modules (the in-process platform, PGlite's compiled
          // WebAssembly) instead of a fresh import each: about half the project's CPU time.
          isolate: false,
          globalSetup: [seededPglite],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The bridge's and the hosts' files share their workers' modules too (a third of the CPU time of a fresh import each).
      { test: { name: 'bridge', root: './packages/bridge', environment: 'happy-dom', include: ['src/**/*.test.ts'], isolate: false } },
      // The host SDK: its behaviour in a page (happy-dom), and its packed tarball in an empty folder (pack.test.ts builds and installs it).
      { test: { name: 'host-sdk', root: './packages/host-sdk', environment: 'happy-dom', include: ['src/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 300_000 } },
      {
        test: {
          name: 'server',
          root: './packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Each file starts its own platforms and restores what it changes (LOG_LEVEL), so its files
          // share their workers' module state (Fastify, PGlite's compiled WebAssembly) instead of a
          // fresh process each, which saves about a third of the project's CPU time.
          isolate: false,
          // Starts a throw-away Postgres server for the Postgres leg (or prints why it is skipped).
          globalSetup: [seededPglite, './src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [emotionReact],
        test: {
          name: 'marketplace',
          root: './remotes/marketplace',
          environment: 'happy-dom',
          // Its files share their workers' modules (React, the in-process platform, PGlite's compiled
          // WebAssembly) instead of a fresh import each, which halves the project's CPU time; a file
          // that needs a module's first read of the page loads a fresh copy (vi.resetModules).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [`${import.meta.dirname}/remotes/marketplace/src/testing/async-wait.ts`],
          globalSetup: [seededPglite],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [emotionReact],
        // The product hosts embed through the host SDK's public entries, read from its sources (its exports' source condition).
        resolve: { conditions: ['@marketplace/source', ...defaultClientConditions] },
        test: { name: 'hosts', root: './hosts', environment: 'happy-dom', include: ['*/src/**/*.test.{ts,tsx}'], isolate: false },
      },
      // The docs against the tree: links, file paths, the members table.
      { test: { name: 'docs', root: './tests/docs', environment: 'node', include: ['*.test.ts'] } },
      { test: { name: 'vite-tooling', root: './vite-tooling', environment: 'node', include: ['**/*.test.ts'] } },
    ],
    // The domain's threshold, met by its own tests: tests/run.mjs measures it in a run of the
    // domain project alone (--project=domain --coverage).
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-d.ts', '**/src/test/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
