import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteDatabase } from './pglite.ts';

// PGlite answers in microtasks: a queue of waiting queries would drain before the event loop reads
// another request, so requests that arrive meanwhile wait for the whole drain (the cart's p99 under load).
describe('PGlite lets the event loop turn between two waiting queries, in arrival order', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(undefined);
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers queued queries one per turn of the event loop, first come first served', async () => {
    const events: string[] = [];
    const queries = [1, 2, 3, 4].map((n) => db.query(`SELECT ${n} AS n`).then(() => events.push(`query ${n}`)));
    const turns = new Promise<void>((resolve) => {
      let left = 4;
      const turn = () => {
        events.push('turn');
        if (--left === 0) resolve();
        else setImmediate(turn);
      };
      setImmediate(turn);
    });
    await Promise.all([...queries, turns]);
    expect(events.filter((e) => e.startsWith('query'))).toEqual(['query 1', 'query 2', 'query 3', 'query 4']);
    // Each turn of the loop saw at most one answer: between two queries the loop read its I/O.
    const answersBetweenTurns = events
      .join(',')
      .split('turn')
      .map((part) => part.split(',').filter((e) => e.startsWith('query')).length);
    expect(Math.max(...answersBetweenTurns)).toBe(1);
  });

  it('admits a transaction once: its statements follow one another', async () => {
    const rows = await db.transaction(async (tx) => {
      await tx.query('CREATE TEMP TABLE t (n int)');
      await tx.query('INSERT INTO t VALUES (1), (2)');
      return tx.query<{ n: number }>('SELECT sum(n)::int AS n FROM t');
    });
    expect(rows).toEqual([{ n: 3 }]);
  });
});

// Statements are prepared once and then bound and executed (the cart's p99 under load): the rows must be
// the ones PGlite's own query returns, and a schema change must not leave a stale statement behind.
describe('PGlite runs a statement prepared once with the rows and errors of a plain query', () => {
  let db: Database;
  let plain: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    db = pgliteDatabase(plain);
    await db.exec('CREATE TABLE kinds (id int PRIMARY KEY, doc jsonb, at timestamptz, tags text[], note text)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('serialises parameters and parses columns as PGlite does, on first and later runs', async () => {
    const sql = 'INSERT INTO kinds VALUES ($1, $2, $3, $4, $5) RETURNING *';
    const at = new Date('2026-11-25T10:00:00.000Z');
    const first = await db.query(sql, [1, { a: [1, 'x'] }, at, ['p', 'q'], null]);
    const again = await db.query(sql, [2, { a: [] }, at.toISOString(), [], 'n']);
    expect(first).toEqual([{ id: 1, doc: { a: [1, 'x'] }, at, tags: ['p', 'q'], note: null }]);
    expect(again).toEqual([{ id: 2, doc: { a: [] }, at, tags: [], note: 'n' }]);
    const read = 'SELECT * FROM kinds WHERE id = ANY($1) ORDER BY id';
    expect(await db.query(read, [[1, 2]])).toEqual((await plain.query(read, [[1, 2]])).rows);
    expect(await db.query('UPDATE kinds SET note = $2 WHERE id = $1', [1, 'u'])).toEqual([]);
  });

  it('answers a failing statement with the database error, and runs it again once fixed', async () => {
    const sql = 'INSERT INTO kinds (id) VALUES ($1)';
    await expect(db.query(sql, [1])).rejects.toMatchObject({ code: '23505' });
    await expect(db.transaction(async (tx) => tx.query(sql, [1]))).rejects.toMatchObject({ code: '23505' });
    await expect(db.query(sql, [3])).resolves.toEqual([]);
  });

  it('answers the new columns of a table changed after its statement was prepared', async () => {
    const sql = 'SELECT * FROM kinds WHERE id = $1';
    expect(Object.keys((await db.query(sql, [1]))[0] ?? {})).not.toContain('extra');
    await db.transaction(async (tx) => tx.query("ALTER TABLE kinds ADD COLUMN extra text NOT NULL DEFAULT 'e'"));
    expect((await db.query<{ extra: string }>(sql, [1]))[0]?.extra).toBe('e');
    await db.exec('ALTER TABLE kinds DROP COLUMN extra');
    expect(Object.keys((await db.query(sql, [1]))[0] ?? {})).not.toContain('extra');
  });
});
