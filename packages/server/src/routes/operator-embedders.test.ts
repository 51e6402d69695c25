/**
 * Embedders registered at run time (routes/operator.ts): the operator's token guards the endpoints,
 * bad input is refused with what to change, and an entry added or removed changes every allow list
 * that takes origins (the API's CORS, the sign-in's return addresses; the served pages' lists in
 * serve/allow-lists.test.ts), on this node at once and on a second node of the same Postgres within 5 s.
 */
import { MAX_STORED_EMBEDDERS } from '@marketplace/domain/calls/operator';
import { MARKETPLACE_CLIENT_ID } from '@marketplace/domain/constants';
import { describe, expect, it } from 'vitest';
import { EMBEDDERS_REFRESH_MS } from '../embedders/registry.ts';
import { engines, startTestPlatform, useTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { OPERATOR_EMBEDDERS_PATH } from './operator.ts';

const operatorToken = 'operator-token-for-the-tests-0123456789';
const auth = { authorization: `Bearer ${operatorToken}` };
const crm = 'https://crm.example.com';

const put = (platform: TestPlatform, body: unknown, headers: Record<string, string> = auth) => platform.call('PUT', OPERATOR_EMBEDDERS_PATH, { body, headers });
const remove = (platform: TestPlatform, origin: string) => platform.call('DELETE', `${OPERATOR_EMBEDDERS_PATH}?origin=${encodeURIComponent(origin)}`, { headers: auth });

/** The origin the API's CORS lets read its answers, for a page of `origin` (null: none). */
const corsAllowed = async (platform: TestPlatform, origin: string) =>
  (await platform.call('OPTIONS', '/v2/applications/installed', { headers: { origin, 'access-control-request-method': 'GET' } })).headers.get('access-control-allow-origin');
const signInStatus = async (platform: TestPlatform, redirectUri: string) =>
  (await platform.call('GET', `/accounts/authorize?${new URLSearchParams({ response_type: 'token', client_id: MARKETPLACE_CLIENT_ID, redirect_uri: redirectUri }).toString()}`))
    .status;

describe('the operator endpoints without MARKETPLACE_OPERATOR_TOKEN', () => {
  const platform = useTestPlatform('pglite');

  it('are off: 404 naming the setting, whatever the request carries', async () => {
    for (const answer of [await platform.call('GET', OPERATOR_EMBEDDERS_PATH, { headers: auth }), await put(platform, { origin: crm, products: ['livechat'] })]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'operator_endpoints_off', message: expect.stringContaining('MARKETPLACE_OPERATOR_TOKEN') as unknown });
    }
  });
});

describe.each(engines)('embedders registered at run time on %s', (engine) => {
  const platform = useTestPlatform(engine, { operatorToken });

  it("refuses a request without the operator's token, before reading its input", async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: operatorToken }, { authorization: `Bearer ${operatorToken}x` }]) {
      const answers = [await platform.call('GET', OPERATOR_EMBEDDERS_PATH, { headers }), await put(platform, { origin: 'nonsense' }, headers)];
      for (const answer of answers)
        expect([headers, answer.status, answer.body]).toEqual([
          headers,
          401,
          expect.objectContaining({ code: 'unauthorized', message: expect.stringContaining('Authorization: Bearer') as unknown }),
        ]);
    }
    // An account's session is no operator.
    const session = await platform.tokenFor('acc-owner');
    expect((await platform.call('GET', OPERATOR_EMBEDDERS_PATH, { token: session })).status).toBe(401);
  });

  it('refuses an entry that is not a bare origin with products and paths, saying what to change', async () => {
    const bad: [unknown, string][] = [
      [{ origin: 'https://user@crm.example.com', products: ['livechat'] }, 'origin must be an origin only'],
      [{ origin: 'https://crm.example.com/crm/', products: ['livechat'] }, 'origin must be an origin only'],
      [{ origin: 'https://crm.example.com?x=1', products: ['livechat'] }, 'origin must be an origin only'],
      [{ origin: 'http://crm.example.com', products: ['livechat'] }, 'http only on localhost'],
      [{ origin: 'https://*.example.com', products: ['livechat'] }, 'origin must be an origin only'],
      [{ origin: crm, products: [] }, 'products must list one or more of livechat, helpdesk, text'],
      [{ origin: crm, products: ['chat'] }, 'products must list one or more of livechat, helpdesk, text'],
      [{ origin: crm, products: ['livechat'], callbackPaths: ['crm/'] }, 'must start with /'],
      [{ origin: crm, products: ['livechat'], callbackPaths: ['/crm/../admin'] }, 'must start with /'],
      [{ origin: crm, products: ['livechat'], extra: true }, 'unknown field extra'],
      [{ products: ['livechat'] }, 'origin must be an origin only'],
      [[crm], 'the body must be a JSON object'],
    ];
    for (const [body, message] of bad) {
      const answer = await put(platform, body);
      expect([body, answer.status, answer.body]).toEqual([body, 422, { code: 'invalid_request', message: expect.stringContaining(message) as unknown }]);
    }
    const notJson = await platform.call('PUT', OPERATOR_EMBEDDERS_PATH, { payload: '{"origin":', headers: { ...auth, 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const badQuery = await platform.call('DELETE', `${OPERATOR_EMBEDDERS_PATH}?origin=crm.example.com`, { headers: auth });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('origin must be an origin only') as unknown });
    expect(((await platform.call('GET', OPERATOR_EMBEDDERS_PATH, { headers: auth })).body as { stored: unknown[] }).stored).toEqual([]);
  });

  it('adds, lists, replaces and removes an entry; the allow lists follow at once', async () => {
    expect(await corsAllowed(platform, crm)).toBeNull();
    expect(await signInStatus(platform, `${crm}/crm/`)).toBe(400);

    const added = await put(platform, { origin: 'HTTPS://CRM.example.com:443', products: ['livechat', 'helpdesk', 'livechat'], callbackPaths: ['/crm/'] });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ origin: crm, products: ['livechat', 'helpdesk'], callbackPaths: ['/crm/'], addedAt: expect.any(String) as unknown });
    const listed = await platform.call('GET', OPERATOR_EMBEDDERS_PATH, { headers: auth });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ stored: [added.body], refreshSeconds: EMBEDDERS_REFRESH_MS / 1000 });
    expect((listed.body as { fromEnvironment: { origin: string }[] }).fromEnvironment.map((entry) => entry.origin)).toContain('http://localhost:4002');

    expect(await corsAllowed(platform, crm)).toBe(crm);
    expect(await signInStatus(platform, `${crm}/crm/contacts`)).toBe(200);
    expect(await signInStatus(platform, `${crm}/elsewhere`)).toBe(400);

    // A second PUT replaces the products and paths, and keeps when it was added.
    const replaced = await put(platform, { origin: crm, products: ['text'] });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ origin: crm, products: ['text'], callbackPaths: [], addedAt: (added.body as { addedAt: string }).addedAt });
    expect(await signInStatus(platform, `${crm}/crm/`)).toBe(400);
    expect(await signInStatus(platform, `${crm}/`)).toBe(200);

    expect((await remove(platform, crm)).status).toBe(204);
    expect(await corsAllowed(platform, crm)).toBeNull();
    expect(await signInStatus(platform, `${crm}/`)).toBe(400);

    const again = await remove(platform, crm);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'not_found', message: expect.stringContaining('is not registered here') as unknown });
    const vendor = await remove(platform, 'http://localhost:4002');
    expect(vendor.body).toMatchObject({ message: expect.stringContaining('MARKETPLACE_EMBEDDERS') as unknown });
  });
});

// Only where the run has a Postgres server (PGlite is one process's database).
if (engines.includes('postgres')) {
  describe('a second node on the same Postgres', () => {
    const platform = useTestPlatform('postgres', { operatorToken });

    it(`stores at most ${MAX_STORED_EMBEDDERS} origins, however many new ones are put at once on both nodes`, async () => {
      const url = platform.url;
      if (url === null) throw new Error('no Postgres database');
      const second = await startTestPlatform('postgres', { databaseUrl: url, operatorToken });
      try {
        const [stored] = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM embedders');
        const free = MAX_STORED_EMBEDDERS - (stored?.n ?? 0);
        for (let i = 0; i < free - 1; i += 1)
          await platform.db.query("INSERT INTO embedders (origin, products, callback_paths, added_at) VALUES ($1, '{livechat}', '{}', now())", [`https://filler-${i}.example.com`]);
        // One place left: a dozen new origins asked for it together, on two nodes.
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) => put(i % 2 === 0 ? platform : second, { origin: `https://racer-${i}.example.com`, products: ['livechat'] })),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
        expect((await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM embedders'))[0]?.n).toBe(MAX_STORED_EMBEDDERS);
        // A stored origin may still be replaced at the cap.
        const racer = answers.findIndex((answer) => answer.status === 201);
        expect((await put(second, { origin: `https://racer-${racer}.example.com`, products: ['text'] })).status).toBe(200);
        await platform.db.query("DELETE FROM embedders WHERE origin LIKE 'https://filler-%' OR origin LIKE 'https://racer-%'");
      } finally {
        await second.close();
      }
    });

    it('sees an added and a removed embedder within 5 s', async () => {
      const url = platform.url;
      if (url === null) throw new Error('no Postgres database');
      const second = await startTestPlatform('postgres', { databaseUrl: url, operatorToken });
      try {
        const partner = 'https://partner.example.net';
        const seen = async (allowed: boolean) => {
          const started = Date.now();
          while ((await corsAllowed(second, partner)) !== (allowed ? partner : null)) {
            if (Date.now() - started > 5_000) throw new Error(`the second node did not see the change within 5 s`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return Date.now() - started;
        };
        expect(await corsAllowed(second, partner)).toBeNull();
        expect((await put(platform, { origin: partner, products: ['helpdesk'] })).status).toBe(201);
        const added = await seen(true);
        expect(await signInStatus(second, `${partner}/`)).toBe(200);
        expect((await remove(platform, partner)).status).toBe(204);
        const removed = await seen(false);
        expect(await signInStatus(second, `${partner}/`)).toBe(400);
        console.log(`second node: an added embedder seen after ${added} ms, a removed one after ${removed} ms`);
      } finally {
        await second.close();
      }
    });
  });
}
