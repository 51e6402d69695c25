/**
 * The reliability suites: crash safety on PGlite (SIGKILL during purchases and first
 * start-up), two platform processes on one Postgres, and the short soak. They start real
 * processes, so they run one file at a time; the Postgres server comes from the server project's
 * global setup (a throw-away server on a loopback port).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../../packages/server/src/testing/global-setup.ts'],
    // Ten restarts of PGlite under SIGKILL take minutes on a busy two-core machine.
    testTimeout: 1_200_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
