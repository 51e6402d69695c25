/**
 * Crash safety on the embedded engine: the platform is killed with SIGKILL in
 * the middle of purchases and restarts on the same PGlite data directory, round after round.
 * Buyers go through whole purchases of a pay-once app — create the charge, accept it (the money
 * moves), activate it (the app is installed), uninstall it to buy it again — and after a kill they
 * do what a real client does with the step it got no answer to: retry it with the same
 * Idempotency-Key, and also try the purchase anew. The platform must keep every acknowledged
 * purchase, charge nothing twice, leave nothing half-made, and answer the new attempt 409
 * 'already installed' exactly when the unanswered accept had in fact been paid.
 *
 * npm test runs CRASH_ROUNDS=3 and one kill during the first start-up (migrations, seeding);
 * `npm run test:crash` runs ten rounds and kills at three points of the first start-up.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../packages/server/src/db/pglite.ts';
import { call, signIn, startNode, type CallResult } from './nodes.ts';

const folders: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'reliability-pglite-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * One first start-up that is not interrupted (migrations, seeding), made once for the file: the
 * reference of the kills during a first start-up, and the data directory the purchases start from
 * (a copy), so the file pays for one whole first start-up instead of two.
 */
let seeded: Promise<{ dir: string; startUpMs: number }> | undefined;
const seededDir = () =>
  (seeded ??= (async () => {
    const dir = freshDir();
    const startedAt = Date.now();
    const node = await startNode({ DATA_DIR: dir });
    await node.ready;
    const startUpMs = Date.now() - startedAt;
    await node.stop();
    return { dir, startUpMs };
  })());

const ROUNDS = Number(process.env['CRASH_ROUNDS'] ?? 3);
const LONG = ROUNDS >= 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const charges = '/billing/v2/direct_charge/livechat';

/** What the buyers were told, to compare with what the data directory holds. */
interface Ledger {
  /** Charge ids whose accept answered 200 (paid, as far as the buyer knows). */
  accepted: Set<string>;
  /** Charge ids whose accept answered 409 already installed (must hold no money). */
  refused: Set<string>;
  /** Charge ids an accept was sent for (only these may hold money). */
  acceptSent: Set<string>;
  /** New purchases tried after a kill: [whether the unanswered accept had been paid, the new accept's answer]. */
  retries: Array<{ earlierPaid: boolean; newAccept: number }>;
  /** Whole purchases done, per buyer. */
  purchases: number[];
  /** Accepts sent and not answered yet: the kill waits for one, so that money is in flight. */
  acceptsInFlight: number;
}

/** A step a buyer sent and got no answer to before the kill. */
type Unanswered = { step: 'create' } | { step: 'accept' | 'activate'; id: string } | { step: 'uninstall' };

/** A refused connection or a reset: the node was killed under the request. */
class Killed extends Error {}
async function send(baseUrl: string, method: string, path: string, init: Parameters<typeof call>[3]): Promise<CallResult> {
  try {
    return await call(baseUrl, method, path, init);
  } catch (error) {
    if (error instanceof TypeError) throw new Killed();
    throw error;
  }
}

function expectStatus(result: CallResult, allowed: number[], what: string): number {
  if (!allowed.includes(result.status)) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.status;
}

/** One buyer of one app: whole purchases until the node is killed; returns the step left unanswered. */
async function buyUntilKilled(baseUrl: string, token: string, buyer: number, appId: string, ledger: Ledger, resume: Unanswered | null): Promise<Unanswered> {
  let step: Unanswered = { step: 'create' };
  const accept = async (id: string) => {
    step = { step: 'accept', id };
    ledger.acceptSent.add(id);
    ledger.acceptsInFlight += 1;
    const answer = await send(baseUrl, 'PUT', `${charges}/${id}/accept`, { token, headers: { 'idempotency-key': `accept-${id}` } });
    ledger.acceptsInFlight -= 1;
    return expectStatus(answer, [200, 409], `accept of ${id}`);
  };
  const activate = async (id: string) => {
    step = { step: 'activate', id };
    expectStatus(await send(baseUrl, 'PUT', `${charges}/${id}/activate`, { token, headers: { 'idempotency-key': `activate-${id}` } }), [200], `activate of ${id}`);
  };
  const uninstall = async (retried: boolean) => {
    step = { step: 'uninstall' };
    // A retried uninstall that had been done answers 404 not installed.
    expectStatus(await send(baseUrl, 'DELETE', `/v2/applications/${appId}/install`, { token, body: {} }), retried ? [200, 404] : [200], `uninstall of ${appId}`);
  };
  const create = async () => {
    step = { step: 'create' };
    const created = await send(baseUrl, 'POST', charges, { token, body: { name: 'crash', price: 1, return_url: 'http://localhost:4000/marketplace/', order_client_id: appId } });
    expectStatus(created, [201], `create for ${appId}`);
    return (created.body as { id: string }).id;
  };
  try {
    if (resume?.step === 'accept') {
      // The buyer does not know whether its accept was paid. A new purchase of the same app is
      // refused (409) exactly when it was; the retried accept (same key) answers 200 either way
      // when it was paid (the stored answer), or 409 when the new purchase took the app first.
      const paid = await isPaid(baseUrl, token, resume.id);
      const fresh = await create();
      const freshAnswer = await accept(fresh);
      ledger.retries.push({ earlierPaid: paid, newAccept: freshAnswer });
      (freshAnswer === 200 ? ledger.accepted : ledger.refused).add(fresh);
      const retried = await accept(resume.id);
      (retried === 200 ? ledger.accepted : ledger.refused).add(resume.id);
      expect(retried, `retried accept of ${resume.id}`).toBe(paid ? 200 : 409);
      await activate(freshAnswer === 200 ? fresh : resume.id);
      await uninstall(false);
    } else if (resume?.step === 'activate') {
      await activate(resume.id);
      await uninstall(false);
    } else if (resume?.step === 'uninstall') {
      await uninstall(true);
    }
    for (;;) {
      const id = await create();
      const answer = await accept(id);
      expect(answer, `accept of a fresh charge ${id}`).toBe(200);
      ledger.accepted.add(id);
      await activate(id);
      await uninstall(false);
      ledger.purchases[buyer] = (ledger.purchases[buyer] ?? 0) + 1;
    }
  } catch (error) {
    if (error instanceof Killed) return step;
    throw error;
  }
}

/** Whether a charge's money moved: its status is past pending (read through the platform). */
async function isPaid(baseUrl: string, token: string, id: string): Promise<boolean> {
  const read = await send(baseUrl, 'GET', `${charges}/${id}`, { token });
  expectStatus(read, [200], `read of ${id}`);
  return (read.body as { status: string }).status !== 'pending';
}

describe('SIGKILL in the middle of purchases, restart on the same PGlite data directory', () => {
  it(`keeps every acknowledged purchase, charges nothing twice and serves again after ${ROUNDS} kills`, async () => {
    const dataDir = freshDir();
    cpSync((await seededDir()).dir, dataDir, { recursive: true });
    const ledger: Ledger = { accepted: new Set(), refused: new Set(), acceptSent: new Set(), retries: [], purchases: [], acceptsInFlight: 0 };
    const purchases = () => ledger.purchases.reduce((sum, n) => sum + n, 0);
    let apps: string[] = [];
    let unanswered: Array<Unanswered | null> = [];
    let kills = 0;
    const restarts: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      const startedAt = Date.now();
      const node = await startNode({ DATA_DIR: dataDir });
      await node.ready;
      if (round > 0) restarts.push(Date.now() - startedAt);
      const token = await signIn(node.baseUrl, 'acc-owner');
      // What was acknowledged before the kills is still there after the restart.
      for (const id of ledger.accepted) expect(await isPaid(node.baseUrl, token, id), `acknowledged charge ${id}`).toBe(true);
      if (round === 0) {
        const published = (await call(node.baseUrl, 'GET', '/v2/applications/published')).body as Array<{
          id: string;
          payment: { months: number | null; trialDays: number } | null;
        }>;
        const installed = (await call(node.baseUrl, 'GET', '/v2/applications/installed', { token })).body as string[];
        apps = published
          .filter((app) => app.payment !== null && app.payment.months === null && app.payment.trialDays === 0 && !installed.includes(app.id))
          .map((app) => app.id)
          .slice(0, 3);
        expect(apps.length).toBeGreaterThanOrEqual(2);
        unanswered = apps.map(() => null);
      }
      if (round === ROUNDS) {
        await node.stop();
        break;
      }
      const before = apps.map((_, i) => ledger.purchases[i] ?? 0);
      const buying = Promise.all(apps.map((app, i) => buyUntilKilled(node.baseUrl, token, i, app, ledger, unanswered[i] ?? null)));
      // Killed once every buyer is past its retries and has bought in this round, while an accept
      // is on its way (whether it commits before the kill or not is the point of the retries).
      await expect.poll(() => ledger.acceptsInFlight > 0 && apps.every((_, i) => (ledger.purchases[i] ?? 0) > (before[i] ?? 0)), { timeout: 120_000, interval: 5 }).toBe(true);
      await node.kill();
      kills += 1;
      unanswered = await buying;
      // The accepts the kill cut off never answer.
      ledger.acceptsInFlight = 0;
    }

    // The data directory itself, opened after the last clean stop.
    const db = await openPglite(dataDir);
    try {
      const rows = await db.query<{ id: string; status: string }>(`SELECT id, status FROM direct_charges WHERE app_id = ANY($1)`, [apps]);
      const status = new Map(rows.map((row) => [row.id, row.status]));
      const money = await db.query<{ source_id: string; n: number }>(
        `SELECT source_id, count(*)::int AS n FROM ledger WHERE source = 'direct_charge' AND app_id = ANY($1) GROUP BY source_id`,
        [apps],
      );
      const paid = new Map(money.map((row) => [row.source_id, row.n]));
      const lost = [...ledger.accepted].filter((id) => status.get(id) === undefined || status.get(id) === 'pending' || paid.get(id) !== 1);
      const doubleCharged = money.filter((row) => row.n > 1);
      const refusedButPaid = [...ledger.refused].filter((id) => paid.has(id));
      const unasked = money.filter((row) => !ledger.acceptSent.has(row.source_id));
      // All or nothing: a charge past pending has its one ledger row, a pending one none.
      const halfMade = rows.filter((row) => (row.status === 'pending') !== !paid.has(row.id));
      const committedUnanswered = money.filter((row) => !ledger.accepted.has(row.source_id)).length;
      console.log(
        `crash safety: ${kills} SIGKILLs during purchases, restarts of ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}; ${purchases()} whole purchases, ` +
          `${ledger.accepted.size} accepts acknowledged, ${money.length} charges paid on disk (${committedUnanswered} paid but unanswered at a kill), ` +
          `${ledger.retries.length} purchases tried anew after a kill cut an accept off (${ledger.retries.filter((r) => r.newAccept === 409).length} refused 409 already installed as the cut-off accept had been paid, ` +
          `${ledger.retries.filter((r) => r.newAccept === 200).length} paid and the retried cut-off accept refused 409); ` +
          `lost ${lost.length}, double charges ${doubleCharged.length}, half-made ${halfMade.length}, paid without an accept ${unasked.length}`,
      );
      expect(kills).toBe(ROUNDS);
      expect(purchases()).toBeGreaterThanOrEqual(ROUNDS * apps.length);
      expect(lost).toEqual([]);
      expect(doubleCharged).toEqual([]);
      expect(refusedButPaid).toEqual([]);
      expect(unasked).toEqual([]);
      expect(halfMade).toEqual([]);
      // A new purchase after an unanswered accept is refused with 409 exactly when that accept had been paid.
      for (const retry of ledger.retries) expect(retry.newAccept).toBe(retry.earlierPaid ? 409 : 200);
    } finally {
      await db.close();
    }
  });
});

describe('SIGKILL during the first start-up (migrations, seeding)', () => {
  it('starts again on the same data directory with the whole schema and seed', async () => {
    // The reference: one start-up that is not interrupted.
    const { dir: referenceDir, startUpMs } = await seededDir();
    const counts = async (dir: string) => {
      const db = await openPglite(dir);
      try {
        const [row] = await db.query<{ apps: number; accounts: number; migrations: number }>(
          `SELECT (SELECT count(*)::int FROM apps) AS apps, (SELECT count(*)::int FROM accounts) AS accounts,
                  (SELECT count(*)::int FROM schema_migrations) AS migrations`,
        );
        return row;
      } finally {
        await db.close();
      }
    };
    const expected = await counts(referenceDir);

    const fractions = LONG ? [0.2, 0.5, 0.85] : [0.5];
    for (const fraction of fractions) {
      const dataDir = freshDir();
      const first = await startNode({ DATA_DIR: dataDir });
      await sleep(Math.floor(startUpMs * fraction));
      await first.kill();
      const second = await startNode({ DATA_DIR: dataDir });
      await second.ready;
      const token = await signIn(second.baseUrl, 'acc-owner');
      expect((await call(second.baseUrl, 'GET', '/v2/applications/installed', { token })).status).toBe(200);
      await second.stop();
      expect(await counts(dataDir)).toEqual(expected);
    }
    console.log(
      `crash safety at first start-up: ${fractions.length} SIGKILLs at ${fractions.map((f) => `${Math.round(f * 100)} %`).join(', ')} of a ${startUpMs} ms start-up; every restart complete (${JSON.stringify(expected)})`,
    );
  });
});
