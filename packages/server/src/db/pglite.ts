import { Blob } from 'node:buffer';
import { PGlite, parse, protocol, type PGliteOptions } from '@electric-sql/pglite';
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

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  paramTypes: readonly number[];
  /** The statement's RowDescription, null when it returns no rows. */
  rowDescription: BackendMessage | null;
}

/** Only these are prepared: a utility statement (DDL, SET, …) runs as before and drops the prepared ones. */
const preparable = /^\s*(select|insert|update|delete|with)\b/i;
/** Prepared statements kept at most, the oldest dropped first (the routes' SQL is a fixed set of texts; a bound keeps memory flat). */
const PREPARED_LIMIT = 500;

/**
 * Named prepared statements over PGlite's wire protocol (the cart's p99 under load). PGlite's `query` parses
 * and plans every statement again and sends six protocol messages, each a call into WASM; the
 * statement planned once and then bound and executed in one call costs about half a cart read. The
 * rows are parsed with PGlite's own parsers and serializers, so they are the rows `query` returns.
 * Callers hold PGlite's query mutex (and its transaction mutex outside a transaction).
 */
function preparedStatements(db: PGlite) {
  const prepared = new Map<string, Prepared>();
  let counter = 0;
  const send = (parts: Uint8Array[]) => db.execProtocolStream(Buffer.concat(parts), { syncToFs: false });

  async function prepare(sql: string): Promise<Prepared> {
    const name = `m${++counter}`;
    const messages = await send([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]);
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription') ?? null,
    };
    prepared.set(sql, statement);
    const oldest = prepared.keys().next().value;
    if (prepared.size > PREPARED_LIMIT && oldest !== undefined) await forget([oldest]);
    return statement;
  }

  async function forget(sqls: readonly string[]): Promise<void> {
    const closes = sqls.flatMap((sql) => {
      const statement = prepared.get(sql);
      prepared.delete(sql);
      return statement ? [protocol.serialize.close({ type: 'S', name: statement.name })] : [];
    });
    if (closes.length > 0) await send([...closes, protocol.serialize.sync()]);
  }

  return {
    async query<Row extends object>(sql: string, params: readonly unknown[]): Promise<Row[]> {
      const statement = prepared.get(sql) ?? (await prepare(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = db.serializers[statement.paramTypes[i] ?? 0];
        // As PGlite: a type without a serializer is sent as its text.
        return serialize ? serialize(value) : (value as { toString(): string }).toString();
      });
      const messages = await send([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]);
      const results = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, db.parsers);
      return (results[0]?.rows ?? []) as Row[];
    },
    forgetAll: () => forget([...prepared.keys()]),
  };
}

/** The Database over an open PGlite (the test set-up migrates, seeds and dumps one directly). */
export function pgliteDatabase(db: PGlite): Database {
  const admitted = admissionQueue();
  const statements = preparedStatements(db);
  // Schema changes may change what a prepared statement returns: a utility statement (a migration's
  // DDL) runs through PGlite's own query, after the prepared statements are dropped.
  const forgetAll = () => db._runExclusiveQuery(() => statements.forgetAll());
  return {
    engine: 'pglite',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      await admitted();
      if (!preparable.test(sql)) {
        await db._runExclusiveTransaction(forgetAll);
        return (await db.query<Row>(sql, [...params])).rows;
      }
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const rows = await statements.query<Row>(sql, params);
          await db.syncToFs();
          return rows;
        }),
      );
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      // Admitted once: its statements follow one another on the connection it holds.
      await admitted();
      return db.transaction(async (tx) =>
        work({
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            if (preparable.test(sql)) return db._runExclusiveQuery(() => statements.query<Row>(sql, params));
            await forgetAll();
            return (await tx.query<Row>(sql, [...params])).rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await db._runExclusiveTransaction(forgetAll);
      await db.exec(sql);
    },
    // PGlite runs in this process: its listeners fire while the notifying COMMIT is answered.
    async listen(channel: string, onNotify: (payload: string) => void) {
      const stop = await db.listen(channel, (payload) => onNotify(payload));
      return async () => {
        await stop();
      };
    },
    async close() {
      await db.close();
    },
  };
}
