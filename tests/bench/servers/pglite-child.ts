/**
 * The baseline of the memory and start-up figures: PGlite alone (through the platform's thin wrapper, no migrations or seed check), opened on the platform's data
 * directory (the same storage mode), answering one query over the catalogue.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../../../packages/server/src/db/database.ts';
import { openPglite } from '../../../packages/server/src/db/pglite.ts';
import type { ChildRequest } from '../lib/child.ts';

let db: Database | null = null;

process.on('message', (message: ChildRequest & { id: number }) => {
  const answer = async () => {
    if (message.type === 'start') {
      const started = performance.now();
      const cpu = process.cpuUsage();
      db = await openPglite(message.dataDir);
      await db.query('SELECT count(*) FROM apps');
      const readyMs = performance.now() - started;
      const { user, system } = process.cpuUsage(cpu);
      const cpuMs = (user + system) / 1000;
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
    (error: unknown) => process.send?.({ type: 'error', id: message.id, message: String(error) }),
  );
});
process.send?.({ type: 'hello', id: 0 });
