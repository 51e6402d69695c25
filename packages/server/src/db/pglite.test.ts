import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';

// PGlite answers in microtasks: a queue of waiting queries would drain before the event loop reads
// another request, so requests that arrive meanwhile wait for the whole drain (issue 11, cart p99).
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
