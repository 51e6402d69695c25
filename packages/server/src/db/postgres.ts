import pg from 'pg';
import type { Database, Queryable } from './database.ts';

// Integers and numerics come back as strings by default; our counts and cents fit in int4/int8.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** A real Postgres server, for deployments that outgrow one machine (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client dropped by the server (restart, admin) must not crash the process: pg only
  // reports it here, and the pool replaces the client on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`postgres pool: idle client error: ${error.message}`);
  });
  // Fail fast on a wrong URL rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    engine: 'postgres',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<Row>(sql, [...params]);
      return result.rows;
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work({
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            const result = await client.query<Row>(sql, [...params]);
            return result.rows;
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
