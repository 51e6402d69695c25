/**
 * The process `npm start` runs, for the memory bench: main() of the server's build
 * (packages/server/dist/main.js in production mode, through bin/production.mjs as bin/start.mjs; plain node, no TypeScript loader):
 * the five origins on the run-time configuration's ports, PGlite in DATA_DIR, logs at LOG_LEVEL,
 * the server render's builds loading right after the origins listen. Driven over the IPC channel of
 * `fork` like the other children (lib/child.ts); closed as Ctrl-C closes it (main's SIGTERM).
 */
import { performance } from 'node:perf_hooks';
import { servingThreadCpuMs } from './serving-thread-cpu.mjs';
import { main } from '../../../packages/server/bin/production.mjs';

const rssAfterGc = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss;
};

async function handle(request) {
  switch (request.type) {
    case 'start': {
      if (request.dataDir) process.env['DATA_DIR'] = request.dataDir;
      if (request.seedApps) process.env['MARKETPLACE_SEED_APPS'] = String(request.seedApps);
      const started = performance.now();
      const cpu = servingThreadCpuMs();
      const urls = await main();
      const readyMs = performance.now() - started;
      const cpuMs = servingThreadCpuMs() - cpu;
      // Measured once start-up is over: the first page waits for the server render's builds, which
      // main() starts loading once every origin listens (what the first visitor's page waits for).
      const page = await fetch(urls.publicShell);
      await page.text();
      if (page.status !== 200) throw new Error(`${urls.publicShell} answered ${page.status}`);
      return { type: 'started', url: urls.publicShell, readyMs, cpuMs, rss: rssAfterGc() };
    }
    case 'rss':
      return { type: 'rss', rss: rssAfterGc() };
    case 'close':
      // main() stops on SIGTERM (closes every origin and the database, then exits).
      setImmediate(() => process.kill(process.pid, 'SIGTERM'));
      return { type: 'closed' };
    default:
      throw new Error(`${request.type} is not for this child`);
  }
}

process.on('message', (message) => {
  handle(message).then(
    (reply) => process.send?.({ ...reply, id: message.id }),
    (error) => process.send?.({ type: 'error', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
process.send?.({ type: 'hello', id: 0 });
