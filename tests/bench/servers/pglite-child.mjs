/**
 * The baseline of the memory and start-up figures: PGlite alone, through the platform's thin
 * wrapper from the server's build (no migrations, seed check or server), opened on the platform's
 * data directory (the same storage mode), answering one query over the catalogue. Plain node under
 * the same node options as marketplace-child.mjs, so neither side carries a TypeScript loader.
 */
import { performance } from 'node:perf_hooks';
import { servingThreadCpuMs } from './serving-thread-cpu.mjs';
import { openPglite } from '../../../packages/server/dist/pglite.js';

let db = null;

process.on('message', (message) => {
  const answer = async () => {
    if (message.type === 'start') {
      const started = performance.now();
      const cpu = servingThreadCpuMs();
      db = await openPglite(message.dataDir);
      await db.query('SELECT count(*) FROM apps');
      const readyMs = performance.now() - started;
      const cpuMs = servingThreadCpuMs() - cpu;
      globalThis.gc?.();
      return { type: 'started', url: '', readyMs, cpuMs, rss: process.memoryUsage().rss };
    }
    if (message.type === 'rss') return { type: 'rss', rss: process.memoryUsage().rss };
    await db?.close();
    return { type: 'closed' };
  };
  answer().then(
    (reply) => {
      process.send?.({ ...reply, id: message.id });
      if (reply.type === 'closed') process.disconnect();
    },
    (error) => process.send?.({ type: 'error', id: message.id, message: String(error) }),
  );
});
process.send?.({ type: 'hello', id: 0 });
