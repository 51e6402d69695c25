import { Blob } from 'node:buffer';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/**
 * Embedded Postgres. PGlite has one connection, so transactions are serialised by its own mutex:
 * a row lock never waits on another connection, but the same SQL stays correct on a real server.
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Uint8Array } = {}): Promise<Database> {
  // A data-directory tarball (dumpDataDir) skips initdb, most of the cost of an empty start. The
  // Blob is node's: under a DOM test environment the global Blob may be the environment's, and
  // PGlite's option is typed with the global one (which a member with DOM types sees as the DOM's).
  const loadDataDir = options.loadDataDir ? (new Blob([options.loadDataDir]) as unknown as NonNullable<PGliteOptions['loadDataDir']>) : undefined;
  const db = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), ...(loadDataDir ? { loadDataDir } : {}) });
  return pgliteDatabase(db);
}

/**
 * Admits one waiting query or transaction per turn of the event loop, in arrival order. PGlite runs
 * a statement synchronously on this thread, and a query that waits for its one connection is
 * resumed in a microtask: without this, the whole queue drains before the event loop reads
 * another request, and a request that arrives meanwhile waits for the rest of that drain and then
 * for its place in the next (at 50 connections the p99 was twice the mean). Between two
 * admissions the event loop reads what arrived, so requests queue in arrival order.
 */
function admissionQueue(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const admitNext = () => {
    const next = waiting.shift();
    if (next === undefined) {
      scheduled = false;
      return;
    }
    next();
    // An immediate set while immediates run waits for the next turn, after its I/O poll.
    setImmediate(admitNext);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(admitNext);
      }
    });
}

/** The Database over an open PGlite (the test set-up migrates, seeds and dumps one directly). */
export function pgliteDatabase(db: PGlite): Database {
  const admitted = admissionQueue();
  return {
    engine: 'pglite',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      await admitted();
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      // Admitted once: its statements follow one another on the connection it holds.
      await admitted();
      return db.transaction(async (tx) =>
        work({
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, [...params]);
            return result.rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    // PGlite runs in this process: its listeners fire while the notifying COMMIT is answered.
    async listen(channel: string, onNotify: () => void) {
      const stop = await db.listen(channel, () => onNotify());
      return async () => {
        await stop();
      };
    },
    async close() {
      await db.close();
    },
  };
}
