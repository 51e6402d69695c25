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
  // Channels every pooled connection listens on, so that a notification this process sends is
  // delivered to it before its COMMIT returns (Postgres tells the notifying session before it is
  // ready again); the dedicated client below hears the other nodes while the pool is idle.
  const channels = new Map<string, Set<(payload: string) => void>>();
  const deliver = (message: pg.Notification) => {
    for (const onNotify of channels.get(message.channel) ?? []) onNotify(message.payload ?? '');
  };
  const heard = new WeakMap<pg.PoolClient, Set<string>>();
  pool.on('connect', (client) => {
    client.on('notification', deliver);
  });
  // On checkout, before the caller's first query (a client runs its queries in order).
  pool.on('acquire', (client) => {
    const own = heard.get(client) ?? new Set<string>();
    heard.set(client, own);
    for (const channel of channels.keys()) {
      if (own.has(channel)) continue;
      own.add(channel);
      void client.query(`LISTEN ${channel}`).catch(() => undefined);
    }
  });
  const listener = new pg.Client({ connectionString });
  let listenerReady: Promise<void> | null = null;
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
    async listen(channel: string, onNotify: (payload: string) => void) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
      listenerReady ??= listener.connect().then(() => {
        listener.on('notification', deliver);
        listener.on('error', (error) => process.emitWarning(`postgres listener: ${error.message}`));
      });
      await listenerReady;
      const handlers = channels.get(channel) ?? new Set<() => void>();
      const first = handlers.size === 0;
      handlers.add(onNotify);
      channels.set(channel, handlers);
      if (first) await listener.query(`LISTEN ${channel}`);
      return async () => {
        handlers.delete(onNotify);
      };
    },
    async close() {
      if (listenerReady) await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
}
