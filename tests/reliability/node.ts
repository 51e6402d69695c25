/**
 * One platform process for the reliability suites: PGlite on a data directory or a Postgres URL,
 * listening on a loopback port. Prints 'ready' once it answers; the suites kill it with SIGKILL.
 * Usage: tsx node.ts <port> (DATA_DIR or DATABASE_URL in the environment). On SIGUSR2 it collects its
 * garbage and prints its memory.
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
// SIGUSR2: a full collection, then what the process still holds, on one line (the soak's measure
// of memory; nodes.ts starts this process with --expose-gc).
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { heapUsed, external, rss } = process.memoryUsage();
  console.log(`memory ${JSON.stringify({ retained: heapUsed + external, rss })}`);
});
process.on('SIGTERM', () => {
  void platform.close().then(() => process.exit(0));
});
