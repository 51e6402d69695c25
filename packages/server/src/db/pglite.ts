import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/**
 * Embedded Postgres. PGlite has one connection, so transactions are serialised by its own mutex:
 * a row lock never waits on another connection, but the same SQL stays correct on a real server.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const db = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
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
