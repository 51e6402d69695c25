import pg from 'pg';
import type { Database, Queryable } from './database.ts';

// Integers and numerics come back as strings by default; our counts and cents fit in int4/int8.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** A real Postgres server, for deployments that outgrow one machine (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
