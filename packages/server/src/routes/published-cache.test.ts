import { searchIndexSchema } from '@marketplace/domain/calls/catalogue-pages';
import { appListResponseSchema } from '@marketplace/domain/calls/marketplace';
import type { App } from '@marketplace/domain/entities/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../platform.ts';
import type { Platform } from '../platform.ts';
import { findApps, isPlain, publishedApps } from '../testing/catalogue.ts';
import { engines, freshPostgresDatabase, postgresAdminUrl, useTestPlatform } from '../testing/harness.ts';

const installationsOf = (apps: readonly App[], id: string | undefined): number | undefined => apps.find((a) => a.id === id)?.installations;

describe.each(engines)('the published list is served from prepared bytes on %s', (engine) => {
  let offsetMs = 0;
  const platform = useTestPlatform(engine, { now: () => new Date(Date.now() + offsetMs) });

  describe('a strong ETag answers a matching If-None-Match with 304', () => {
    it('sends 304 without a body for the current tag and 200 for another', async () => {
      const first = await platform.call('GET', '/v2/applications/published');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await platform.call('GET', '/v2/applications/published', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      const other = await platform.call('GET', '/v2/applications/published', { headers: { 'if-none-match': '"other"' } });
      expect(other.status).toBe(200);
      expect(other.headers.get('etag')).toBe(etag);
    });
  });

  describe('the bytes are compressed in the encoding the client accepts', () => {
    it.each([
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ])('accept-encoding %s → %s', async (accept, encoding) => {
      const plain = await publishedApps(platform);
      const response = await platform.call('GET', '/v2/applications/published', { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(appListResponseSchema.parse(response.body)).toEqual(plain);
    });
  });

  describe('a write that changes the catalogue changes the list at once', () => {
    it('shows an install in the installation count and changes the ETag', async () => {
      const owner = await platform.tokenFor('acc-owner');
      const before = await platform.call('GET', '/v2/applications/published');
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null && !installed.includes(a.id));
      const install = await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: {} });
      expect(install.status).toBe(200);
      const after = await platform.call('GET', '/v2/applications/published');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(installationsOf(appListResponseSchema.parse(after.body), app?.id)).toBe((installationsOf(appListResponseSchema.parse(before.body), app?.id) ?? 0) + 1);
    });
  });

  describe('an app published or edited is in the next answer, in every encoding', () => {
    const encodings = ['br', 'gzip', 'identity'] as const;
    const read = async (encoding: (typeof encodings)[number]) => {
      const response = await platform.call('GET', '/v2/applications/published', { headers: { 'accept-encoding': encoding } });
      return { etag: response.headers.get('etag'), apps: appListResponseSchema.parse(response.body) };
    };

    it('lists an app once it is published and shows its new name once edited', async () => {
      const before = await Promise.all(encodings.map(read));
      const [waiting] = await platform.db.query<{ id: string }>(`SELECT id FROM apps WHERE publication_state = 'IN_REVIEW' ORDER BY position LIMIT 1`);
      expect(waiting).toBeDefined();
      expect(before[0]?.apps.some((app) => app.id === waiting?.id)).toBe(false);
      const now = new Date().toISOString();
      await platform.db.query(`UPDATE apps SET document = document || $2::jsonb WHERE id = $1`, [waiting?.id, JSON.stringify({ acceptedAt: now, publishedAt: now })]);
      const published = await Promise.all(encodings.map(read));
      for (const [at, answer] of published.entries()) {
        expect(answer.apps.some((app) => app.id === waiting?.id)).toBe(true);
        expect(answer.etag).not.toBe(before[at]?.etag);
      }
      await platform.db.query(`UPDATE apps SET document = jsonb_set(document, '{name}', '"Renamed once published"') WHERE id = $1`, [waiting?.id]);
      for (const answer of await Promise.all(encodings.map(read))) {
        expect(answer.apps.find((app) => app.id === waiting?.id)?.name).toBe('Renamed once published');
      }
    });
  });

  describe('the search index is prepared the same way', () => {
    const index = '/v2/applications/published/search-index?variant=public';
    const rowOf = (body: unknown, id: string | undefined) => searchIndexSchema.parse(body).apps.find((row) => row[0] === id);

    it('answers 304 for its tag, and the next answer after a publish or an install has the change', async () => {
      const first = await platform.call('GET', index, { headers: { 'accept-encoding': 'br' } });
      expect(first.headers.get('content-encoding')).toBe('br');
      const etag = first.headers.get('etag') ?? '';
      expect((await platform.call('GET', index, { headers: { 'if-none-match': etag } })).status).toBe(304);

      const [waiting] = await platform.db.query<{ id: string }>(`SELECT id FROM apps WHERE publication_state = 'IN_REVIEW' ORDER BY position LIMIT 1`);
      expect(rowOf(first.body, waiting?.id)).toBeUndefined();
      const now = new Date().toISOString();
      await platform.db.query(`UPDATE apps SET document = document || $2::jsonb WHERE id = $1`, [waiting?.id, JSON.stringify({ acceptedAt: now, publishedAt: now })]);
      const published = await platform.call('GET', index, { headers: { 'if-none-match': etag } });
      expect(published.status).toBe(200);
      expect(rowOf(published.body, waiting?.id)).toBeDefined();

      const owner = await platform.tokenFor('acc-owner');
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null && !installed.includes(a.id));
      const installs = rowOf(published.body, app?.id)?.[15] ?? 0;
      expect((await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: {} })).status).toBe(200);
      const after = await platform.call('GET', index, { headers: { 'if-none-match': published.headers.get('etag') ?? '' } });
      expect(after.status).toBe(200);
      expect(rowOf(after.body, app?.id)?.[15]).toBe(installs + 1);
    });
  });

  describe('an install refreshes that app where the listing pages show it', () => {
    it("a listing window read before and after the install shows the app's new count", async () => {
      const owner = await platform.tokenFor('acc-owner');
      const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
      const [app] = await findApps(platform, (a) => isPlain(a) && a.payment === null && !installed.includes(a.id));
      const search = `/v2/applications/published/pages?product=livechat&source=all&offset=0&limit=200`;
      const countIn = async () => ((await platform.call('GET', search)).body as { apps: App[] }).apps.find((a) => a.id === app?.id)?.installations;
      const before = await countIn();
      expect(before).toBeDefined();
      expect((await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: {} })).status).toBe(200);
      expect(await countIn()).toBe((before ?? 0) + 1);
    });
  });

  describe('discounts are applied at read time even from prepared bytes', () => {
    it('drops the old price once the clock passes the end of the discount', async () => {
      const active = (await publishedApps(platform)).find((a) => a.customProps.discountPercent === '20' && a.payment?.oldPrice !== undefined);
      expect(active).toBeDefined();
      offsetMs = Date.parse(active?.customProps.discountTo ?? '') + 1000 - Date.now();
      try {
        const later = (await publishedApps(platform)).find((a) => a.id === active?.id);
        expect(later?.payment?.oldPrice).toBeUndefined();
      } finally {
        offsetMs = 0;
      }
      expect((await publishedApps(platform)).find((a) => a.id === active?.id)?.payment?.oldPrice).toBeDefined();
    });
  });
});

// Two API nodes on one Postgres: the trigger's notification reaches the node that did not write.
if (postgresAdminUrl) {
  describe('two nodes on one Postgres', () => {
    let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    let writer: Platform;
    let reader: Platform;
    beforeAll(async () => {
      database = await freshPostgresDatabase();
      writer = await createPlatform({ databaseUrl: database.url, seed: { apps: 40 }, allowedOrigins: [] });
      reader = await createPlatform({ databaseUrl: database.url, seed: { apps: 40 }, allowedOrigins: [] });
    });
    afterAll(async () => {
      await writer.close();
      await reader.close();
      await database.drop();
    });

    it('drops the prepared list of the other node when one node writes', async () => {
      const read = async () => appListResponseSchema.parse((await reader.app.inject({ method: 'GET', url: '/v2/applications/published' })).json());
      const app = (await read())[0];
      await writer.db.query('UPDATE apps SET installations = installations + 5 WHERE id = $1', [app?.id]);
      await expect.poll(async () => installationsOf(await read(), app?.id), { timeout: 5000 }).toBe((app?.installations ?? 0) + 5);
    });
  });
}
