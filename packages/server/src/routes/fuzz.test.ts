/**
 * The fuzz suite: generated requests over every route the platform declares, on PGlite
 * and on Postgres. Bad input is answered 4xx, never 5xx, and a refused request changes nothing:
 * a row trigger on every table logs each committed write, so a write that a 4xx answer left
 * behind shows up with its table's name. Seeded, and bounded (a few thousand requests in all) so
 * that it stays a quick part of `npm test`.
 */
import fc from 'fast-check';
import { catalogueMessage } from '@marketplace/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { findApps, isPaidMonthly, isPaidOnce, isPlain } from '../testing/catalogue.ts';
import { declaredRoutes, fill, requestsFor, target, ValuePools } from '../testing/fuzz-requests.ts';
import type { DraftRequest, Known } from '../testing/fuzz-requests.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';
import type { TestPlatform } from '../testing/harness.ts';

const routes = await declaredRoutes();
/** Requests per route and engine: Postgres runs over a socket, so it gets fewer. */
const runs = { pglite: 24, postgres: 8 } as const;
const accounts = [
  'acc-owner',
  'acc-viceowner',
  'acc-admin',
  'acc-viewer',
  'acc-agent',
  'acc-member',
  'acc-reseller',
  'acc-developer',
  'acc-inactive',
  'acc-suspended',
  'acc-support',
];

/** Logs every committed row write of every table (a rolled-back write takes its log row with it). */
async function logWrites(platform: TestPlatform): Promise<void> {
  // Rate-limit counters are left out: counting an attempt, refused or not, is their purpose.
  const tables = await platform.db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'rate_limits'`);
  await platform.db.exec(`
    CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, table_name text NOT NULL);
    CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_writes (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
    ${tables.map(({ tablename }) => `CREATE TRIGGER fuzz_log AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION fuzz_log_write();`).join('\n')}
  `);
}

/** The message of a JSON refusal, or the text of a page. */
const refusalMessage = (body: unknown): unknown => (typeof body === 'object' && body !== null && 'message' in body ? body.message : body);

/** A stable seed per route, so a failure replays with the same requests. */
const seedOf = (text: string): number => [...text].reduce((hash, char) => (hash * 31 + (char.codePointAt(0) ?? 0)) | 0, 9);

describe.each(engines)('fuzz on %s', (engine) => {
  let tokens: string[] = [];
  const pools = new ValuePools();
  let lastWrite = 0;

  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    for (const [pool, sql] of [
      ['expert', 'SELECT id FROM experts ORDER BY id LIMIT 6'],
      ['developer', 'SELECT id FROM developers ORDER BY id LIMIT 6'],
      ['account', 'SELECT account_id AS id FROM accounts ORDER BY account_id LIMIT 6'],
      ['client', 'SELECT client_id AS id FROM oauth_clients ORDER BY client_id LIMIT 6'],
    ] as const) {
      for (const row of await platform.db.query<{ id: string }>(sql)) pools.add(pool, row.id);
    }
    const owner = await platform.tokenFor('acc-owner');
    const call = async (method: string, path: string, body?: object) => {
      const answer = await platform.call(method, path, { token: owner, ...(body ? { body } : {}) });
      pools.harvest(path, answer.body);
      return answer.body as { id: string };
    };
    // Real things to act on: apps of every kind, a cart being checked out, pending charges of both kinds.
    const [once, monthly, plain] = [(await findApps(platform, isPaidOnce, 4))[0], (await findApps(platform, isPaidMonthly, 4))[0], (await findApps(platform, isPlain, 6))[5]];
    await call('GET', '/v2/applications/published');
    for (const app of [once, monthly, plain]) if (app) pools.add('app', app.id);
    const cart = await call('POST', '/v2/products-carts', {});
    for (const app of [once, monthly]) await call('PATCH', `/v2/products-carts/${cart.id}/applications/${app?.id ?? ''}`, {});
    await call('PATCH', `/v2/products-carts/${cart.id}/checkout`);
    await call('POST', '/v2/products-carts', {});
    await call('POST', '/billing/v2/direct_charge/livechat', {
      name: 'x',
      price: 1,
      return_url: 'http://localhost:4000/marketplace/',
      order_client_id: once?.authorization?.clientId ?? once?.id,
    });
    await call('POST', '/billing/v2/recurrent_charge/livechat', {
      name: 'x',
      price: 1,
      return_url: 'http://localhost:4000/marketplace/',
      order_client_id: monthly?.authorization?.clientId ?? monthly?.id,
    });
    await logWrites(platform);
  });

  async function send(draft: DraftRequest): Promise<{ status: number; path: string; writes: string[]; body: unknown }> {
    const pick = (known: Known) => pools.pick(draft.route.url, known);
    const params = fill(draft.params, pick) as Record<string, unknown>;
    const query = typeof draft.query === 'string' ? draft.query : (fill(draft.query, pick) as Record<string, unknown>);
    const path = target(draft.route, params, query);
    const headers: Record<string, string> = {};
    const token = typeof draft.token === 'string' ? draft.token : tokens[draft.token];
    if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
    if (draft.idempotencyKey !== null) headers['idempotency-key'] = draft.idempotencyKey;
    let body: string | undefined;
    if (draft.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(fill(draft.body.value, pick)) ?? 'null';
    } else if (draft.body.kind === 'raw') {
      headers['content-type'] = draft.body.contentType;
      body = draft.body.text;
    }
    const response = await platform.call(draft.route.method, path, { headers, ...(body !== undefined ? { payload: body } : {}) });
    if (response.status < 300 && (response.headers.get('content-type') ?? '').includes('json')) pools.harvest(draft.route.url, response.body);
    const written = await platform.db.query<{ id: string; table_name: string }>('SELECT id, table_name FROM fuzz_writes WHERE id > $1 ORDER BY id', [lastWrite]);
    lastWrite = Number(written.at(-1)?.id ?? lastWrite);
    return { status: response.status, path, writes: written.map((row) => row.table_name), body: response.body };
  }

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s: never 5xx, and a refused request changes nothing', async (name, route) => {
    // Fresh tokens for every route: a fuzzed sign-out revokes the one it was sent with.
    tokens = await Promise.all(accounts.map((account) => platform.tokenFor(account)));
    lastWrite = Number((await platform.db.query<{ id: string | null }>('SELECT max(id) AS id FROM fuzz_writes'))[0]?.id ?? 0);
    await fc.assert(
      fc.asyncProperty(requestsFor(route), async (draft) => {
        const answer = await send(draft);
        expect(answer.status, `${draft.route.method} ${answer.path}`).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.writes, `${draft.route.method} ${answer.path} answered ${answer.status}`).toEqual([]);
        // Every refusal says what was wrong: never the catch-all of an unknown failure.
        if (answer.status >= 400) expect(refusalMessage(answer.body), `${draft.route.method} ${answer.path} answered ${answer.status}`).not.toBe(catalogueMessage('unexpected'));
      }),
      { seed: seedOf(name), numRuns: runs[engine] },
    );
  });

  describe('every refusal is a sentence', () => {
    it('refuses JSON nested too deep for what it is, not for a NUL byte', async () => {
      for (const depth of [40, 5_000]) {
        const body = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
        const owner = await platform.tokenFor('acc-owner');
        const answer = await platform.call('POST', '/v2/products-carts', { token: owner, headers: { 'content-type': 'application/json' }, payload: body });
        expect({ depth, status: answer.status, body: answer.body }).toEqual({
          depth,
          status: 400,
          body: { code: 'too_deep', message: 'The body nests more than 32 levels of lists and objects; nothing here accepts input that deep.' },
        });
      }
    });

    it('refuses to reject a checkout that never started with a sentence that says so', async () => {
      const owner = await platform.tokenFor('acc-owner');
      const cart = (await platform.call('POST', '/v2/products-carts', { token: owner, body: {} })).body as { id: string };
      const answer = await platform.call('DELETE', `/v2/products-carts/${cart.id}/checkout`, { token: owner });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { code: 'PRODUCTS_CART_CHECKOUT_NOT_STARTED', message: 'This cart has no checkout in progress, so there is nothing to cancel.' },
      });
    });

    it('reads numeric parameters as decimal integers only', async () => {
      const [app] = await findApps(platform, isPlain);
      const reviews = (page: string) => platform.call('GET', `/v2/feedback/rate/application/${app?.id ?? ''}/reviews?page=${page}`);
      expect((await reviews('2')).status).toBe(200);
      for (const page of ['0x10', '1e1', '0b1', '2.0', '%202', '-1']) {
        const answer = await reviews(page);
        expect({ page, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({ page, status: 400, code: 'invalid_request' });
      }
      for (const query of ['offset=0x10', 'limit=1e1']) {
        expect({ query, status: (await platform.call('GET', `/v2/applications/published/pages?${query}`)).status }).toEqual({ query, status: 400 });
      }
      expect((await platform.call('GET', '/billing/v2/price_preview/livechat?price=0x10&country=PL')).status).toBe(400);
    });
  });
});
