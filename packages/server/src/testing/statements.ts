/**
 * Records the SQL statements a platform sends, BEGIN and COMMIT included, for the statement-count
 * tests and for the benchmark that replays a request's SQL directly on the same database.
 */
import type { Database, Queryable } from '../db/database.ts';

export interface Statement {
  sql: string;
  params: readonly unknown[];
  /** Statements of one transaction share a number; null outside a transaction. */
  transaction: number | null;
}

export interface StatementLog {
  readonly statements: Statement[];
  reset(): void;
  stop(): void;
}

/** Wraps `db` in place (the platform's routes hold the same object) until `stop()`. */
export function recordStatements(db: Database): StatementLog {
  const statements: Statement[] = [];
  const original = { query: db.query, transaction: db.transaction };
  let transactions = 0;
  const target = db as { -readonly [K in keyof Database]: Database[K] };
  target.query = async <Row extends object>(sql: string, params: readonly unknown[] = []) => {
    statements.push({ sql, params, transaction: null });
    return original.query.call<Database, [string, readonly unknown[]], Promise<Row[]>>(db, sql, params);
  };
  target.transaction = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const id = ++transactions;
    statements.push({ sql: 'BEGIN', params: [], transaction: id });
    const value = await original.transaction.call<Database, [(tx: Queryable) => Promise<T>], Promise<T>>(db, (tx) =>
      work({
        query: async <Row extends object>(sql: string, params: readonly unknown[] = []) => {
          statements.push({ sql, params, transaction: id });
          return tx.query<Row>(sql, params);
        },
      }),
    );
    statements.push({ sql: 'COMMIT', params: [], transaction: id });
    return value;
  };
  return {
    statements,
    reset() {
      statements.length = 0;
    },
    stop() {
      target.query = original.query;
      target.transaction = original.transaction;
    },
  };
}

/** Runs recorded statements again, directly on the database: transactions as transactions. */
export async function replayStatements(db: Database, statements: readonly Statement[]): Promise<void> {
  let i = 0;
  while (i < statements.length) {
    const statement = statements[i] as Statement;
    if (statement.transaction === null) {
      await db.query(statement.sql, statement.params);
      i += 1;
      continue;
    }
    const id = statement.transaction;
    const inside: Statement[] = [];
    for (; i < statements.length && statements[i]?.transaction === id; i++) {
      const s = statements[i] as Statement;
      if (s.sql !== 'BEGIN' && s.sql !== 'COMMIT') inside.push(s);
    }
    await db.transaction(async (tx) => {
      for (const s of inside) await tx.query(s.sql, s.params);
    });
  }
}
