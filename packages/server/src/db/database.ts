/**
 * One small interface over the two Postgres engines: PGlite (embedded, WASM) and a real server
 * through `pg`. Everything above this file speaks SQL to `Queryable` and never knows which one runs.
 */

export interface Queryable {
  /** Rows come back as plain objects; callers name the row type they selected. */
  query: <Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction (BEGIN … COMMIT, ROLLBACK on a throw). */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onNotify` with its payload for every NOTIFY on `channel`, from this process or another
   * node on the same database; a notification sent by this process is seen before its COMMIT
   * returns. Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
