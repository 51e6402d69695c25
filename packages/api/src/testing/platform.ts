/**
 * The real platform for the tests of the api clients and of the stores: the server's test harness
 * (one TestPlatform for the workspace), started in-process on an ephemeral port with a private copy
 * of the database the global setup migrated and seeded. Never a hand-written fake of the platform.
 */
/* eslint-disable-next-line no-restricted-imports -- test-only helper: imported by *.test.ts files and test stores only. */
export { startTestPlatform, type TestPlatform } from '@marketplace/server/testing/harness';
