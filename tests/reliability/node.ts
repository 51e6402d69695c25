/**
 * One platform process for the reliability suites: PGlite on a data directory or a Postgres URL,
 * listening on a loopback port. Prints 'ready' once it answers; the suites kill it with SIGKILL.
 * Usage: tsx node.ts <port> (DATA_DIR or DATABASE_URL in the environment).
 */
import { createPlatform } from '../../packages/server/src/platform.ts';

const port = Number(process.argv[2]);
const dataDir = process.env['DATA_DIR'];
const databaseUrl = process.env['DATABASE_URL'];
const platform = await createPlatform({
  ...(databaseUrl ? { databaseUrl } : dataDir ? { dataDir } : {}),
  seed: { apps: Number(process.env['SEED_APPS'] ?? 40) },
  allowedOrigins: [],
});
await platform.app.listen({ port, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  void platform.close().then(() => process.exit(0));
});
