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

/** The Database over an open PGlite (the test set-up migrates, seeds and dumps one directly). */
export function pgliteDatabase(db: PGlite): Database {
  return {
    engine: 'pglite',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
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
