/**
 * Scale-out on the real engine: two platform processes against one Postgres
 * server, each on its own port with nothing in front, share the work: concurrent purchases of the
 * same carts, concurrent accepts of the same charges and cart edits split across both. Nothing is
 * charged twice and no edit is lost; a session and an Idempotency-Key made on one node hold on the
 * other (all of that state lives in Postgres).
 */
import { appListResponseSchema } from '../../packages/domain/src/calls/marketplace.ts';
import type { App } from '../../packages/domain/src/entities/app.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openPostgres } from '../../packages/server/src/db/postgres.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresAdminUrl } from '../../packages/server/src/testing/harness.ts';
import { isPlain } from '../../packages/server/src/testing/catalogue.ts';
import { call, signIn, startNode, type NodeProcess } from './nodes.ts';

// A charge names its app (the platform prices it from the app's plan), and an installed app cannot be charged again.
const chargeBody = (name: string, app: App) => ({ name, price: 2500, quantity: 1, return_url: 'https://app.example.com/done', order_client_id: `client-${app.id}` });

describe.runIf(postgresAdminUrl !== null)('two platform processes on one Postgres', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let nodes: NodeProcess[] = [];
  let sql: Database;
  let token: string;
  let paid: App[];
  let once: App[];
  const node = (i: number) => nodes[i % 2]?.baseUrl ?? '';

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    // The first node migrates and seeds; the second finds the work done.
    const first = await startNode({ DATABASE_URL: database.url, SEED_APPS: '132' });
    await first.ready;
    const second = await startNode({ DATABASE_URL: database.url, SEED_APPS: '132' });
    await second.ready;
    nodes = [first, second];
    sql = await openPostgres(database.url);
    token = await signIn(node(0), 'acc-owner');
    const installed = (await call(node(0), 'GET', '/v2/applications/installed', { token })).body as string[];
    const published = appListResponseSchema.parse((await call(node(1), 'GET', '/v2/applications/published')).body);
    const buyable = published.filter((a) => isPlain(a) && a.payment !== null && a.payment.trialDays === 0 && !installed.includes(a.id));
    // Separate apps for the charges and for the cart: a bought app is installed and cannot be bought again.
    once = buyable.filter((a) => a.payment?.months === null).slice(0, 11);
    paid = buyable.filter((a) => !once.includes(a));
  });
  afterAll(async () => {
    await sql?.close();
    await Promise.all(nodes.map((n) => n.stop()));
    await database?.drop();
  });

  it('a session made on one node works on the other, and sign-out on one revokes it on both', async () => {
    const other = await signIn(node(1), 'acc-admin');
    expect((await call(node(0), 'GET', '/accounts/v2/info', { token: other })).status).toBe(200);
    expect((await call(node(0), 'DELETE', '/accounts/v2/sessions', { token: other })).status).toBe(204);
    expect((await call(node(1), 'GET', '/accounts/v2/info', { token: other })).status).toBe(401);
  });

  it('concurrent accepts of the same charges on both nodes charge each exactly once', async () => {
    const charges = once.length - 1;
    expect(charges).toBeGreaterThanOrEqual(5);
    const ids: string[] = [];
    for (let i = 0; i < charges; i += 1) {
      const created = await call(node(i), 'POST', '/billing/v2/direct_charge/livechat', { token, body: chargeBody(`two-nodes-${i}`, once[i] as App) });
      expect(created.status).toBe(201);
      ids.push((created.body as { id: string }).id);
    }
    // Every charge is accepted twice at once, once through each node.
    const answers = await Promise.all(ids.flatMap((id) => [0, 1].map((n) => call(node(n), 'PUT', `/billing/v2/direct_charge/livechat/${id}/accept`, { token }))));
    const ok = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const rows = await sql.query<{ source_id: string; n: number }>('SELECT source_id, count(*)::int AS n FROM ledger WHERE source_id = ANY($1) GROUP BY source_id', [ids]);
    const doubles = rows.filter((row) => row.n > 1).length;
    console.log(
      `two nodes, charge accepts: ${answers.length} requests on ${charges} charges, ${ok} accepted, ${refused} refused (409), ${rows.length} charged, ${doubles} double charges`,
    );
    expect(ok).toBe(charges);
    expect(refused).toBe(charges);
    expect(rows).toHaveLength(charges);
    expect(doubles).toBe(0);
  });

  it('an Idempotency-Key used on one node replays the same answer on the other', async () => {
    const created = await call(node(0), 'POST', '/billing/v2/direct_charge/livechat', { token, body: chargeBody('two-nodes-idem', once[once.length - 1] as App) });
    const id = (created.body as { id: string }).id;
    const headers = { 'idempotency-key': `two-nodes-${id}` };
    const answers = await Promise.all([0, 1, 0, 1].map((n) => call(node(n), 'PUT', `/billing/v2/direct_charge/livechat/${id}/accept`, { token, headers })));
    const settled = answers.filter((a) => a.status === 200);
    // At most the in-progress twin waits (409 idempotency_in_progress); every 200 is the one answer.
    expect(settled.length).toBeGreaterThanOrEqual(1);
    for (const answer of settled) expect(answer.body).toEqual(settled[0]?.body);
    const replay = await call(node(1), 'PUT', `/billing/v2/direct_charge/livechat/${id}/accept`, { token, headers });
    expect(replay).toEqual(settled[0]);
    const rows = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger WHERE source_id = $1', [id]);
    expect(rows[0]?.n).toBe(1);
  });

  it('cart edits split across both nodes lose nothing, and concurrent purchases buy a cart once', async () => {
    const lines = paid.slice(0, 8);
    expect(lines.length).toBe(8);
    const created = await call(node(0), 'POST', '/v2/products-carts', { token, body: {} });
    const cartId = (created.body as { id: string }).id;
    // Eight apps added at once, alternating nodes: every line must survive (no lost update).
    const added = await Promise.all(lines.map((app, i) => call(node(i), 'PATCH', `/v2/products-carts/${cartId}/applications/${app.id}`, { token, body: {} })));
    expect(added.map((a) => a.status)).toEqual(lines.map(() => 200));
    const cart = await call(node(1), 'GET', `/v2/products-carts/${cartId}`, { token });
    const lineIds = (cart.body as { products: { id: string }[] }).products.map((p) => p.id).sort();
    const lost = lines.length - lineIds.length;
    // Then plan changes and removals at once on both nodes.
    const monthly = lines.filter((app) => app.payment?.months === 1).slice(0, 2);
    const removed = lines.slice(6);
    const edits = await Promise.all([
      ...monthly.map((app, i) => call(node(i), 'PATCH', `/v2/products-carts/${cartId}/applications/${app.id}/plans/pay-yearly`, { token })),
      ...removed.map((app, i) => call(node(i + 1), 'DELETE', `/v2/products-carts/${cartId}/applications/${app.id}`, { token })),
    ]);
    expect(edits.map((e) => e.status)).toEqual(edits.map(() => 200));
    const edited = (await call(node(0), 'GET', `/v2/products-carts/${cartId}`, { token })).body as { products: { id: string; plan: { billingCycle: string } }[] };
    expect(edited.products.map((p) => p.id).sort()).toEqual(
      lines
        .slice(0, 6)
        .map((a) => a.id)
        .sort(),
    );
    for (const app of monthly) expect(edited.products.find((p) => p.id === app.id)?.plan.billingCycle).toBe('pay-yearly');

    expect((await call(node(1), 'PATCH', `/v2/products-carts/${cartId}/checkout`, { token })).status).toBe(200);
    // Twenty purchases of the same cart at once, ten through each node.
    const purchases = await Promise.all(Array.from({ length: 20 }, (_, i) => call(node(i), 'PATCH', `/v2/products-carts/${cartId}/purchase`, { token, body: {} })));
    const bought = purchases.filter((p) => p.status === 200).length;
    const refusedStatuses = [...new Set(purchases.filter((p) => p.status !== 200).map((p) => p.status))];
    const charges = await sql.query<{ app_id: string; n: number }>(
      `SELECT app_id, count(*)::int AS n FROM ledger WHERE app_id = ANY($1) AND organization_id = 'org-acme' GROUP BY app_id`,
      [lines.slice(0, 6).map((a) => a.id)],
    );
    const appsChargedTwice = charges.filter((row) => row.n > 1).length;
    console.log(
      `two nodes, carts: ${lines.length} concurrent adds (${lost} lost), ${edits.length} concurrent edits, ` +
        `${purchases.length} concurrent purchases → ${bought} answered 200 (others ${refusedStatuses.join('/')}), ${charges.length} apps charged, ${appsChargedTwice} double charges`,
    );
    expect(lost).toBe(0);
    expect(bought).toBe(1);
    expect(appsChargedTwice).toBe(0);
    const final = (await call(node(1), 'GET', `/v2/products-carts/${cartId}`, { token })).body as { purchasedAt: string | null };
    expect(final.purchasedAt).not.toBeNull();
  });
});
