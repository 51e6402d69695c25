/**
 * Starts the real platform in-process on an ephemeral port with a fresh in-memory database, for
 * the tests of the api clients and of the stores. Never a hand-written fake of the platform.
 */
// eslint-disable-next-line no-restricted-imports -- test-only helper: imported by *.test.ts files only.
import { createPlatform } from '@marketplace/server/platform';

type PlatformOptions = Parameters<typeof createPlatform>[0];

export interface TestPlatform {
  /** e.g. http://127.0.0.1:53124 */
  origin: string;
  close(): Promise<void>;
}

export async function startTestPlatform(options: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  const { app, close } = await createPlatform({ seed: {}, allowedOrigins: [], ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The platform did not listen on a TCP port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await close();
    },
  };
}
