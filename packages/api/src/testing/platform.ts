/**
 * Starts the real platform in-process on an ephemeral port with a fresh in-memory database, for
 * the tests of the api clients and of the stores. Never a hand-written fake of the platform. The
 * database is a private copy of the one the global setup migrated and seeded (default catalogue).
 */
/* eslint-disable no-restricted-imports -- test-only helper: imported by *.test.ts files only. */
import { issueToken } from '@marketplace/server/auth/tokens';
import { createPlatform } from '@marketplace/server/platform';
import { marketplaceClient } from '@marketplace/server/seed/accounts';
import { seededPglite } from '@marketplace/server/testing/seeded-pglite';
/* eslint-enable no-restricted-imports */

type PlatformOptions = Parameters<typeof createPlatform>[0];

export interface TestPlatform {
  /** e.g. http://127.0.0.1:53124 */
  origin: string;
  /** A fresh bearer token for a seeded demo account (e.g. 'acc-owner'), as sign-in would give. */
  tokenFor(accountId: string, options?: { ghostOf?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startTestPlatform(options: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  // Only a platform on the default seed in memory can start from the seeded copy.
  const pgliteSnapshot = options.seed === undefined && options.dataDir === undefined && options.databaseUrl === undefined ? await seededPglite() : undefined;
  const { app, db, close } = await createPlatform({ seed: {}, allowedOrigins: [], ...(pgliteSnapshot ? { pgliteSnapshot } : {}), ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The platform did not listen on a TCP port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    tokenFor: async (accountId, tokenOptions = {}) => {
      const { token } = await issueToken(db, {
        accountId,
        clientId: marketplaceClient.clientId,
        now: new Date(),
        ghostOf: tokenOptions.ghostOf ?? null,
      });
      return token;
    },
    close: async () => {
      await close();
    },
  };
}
