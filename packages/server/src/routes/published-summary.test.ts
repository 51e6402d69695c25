import { appListResponseSchema, appSummaryListResponseSchema } from '@marketplace/domain/calls/marketplace';
import { describe, expect, it } from 'vitest';
import { findApps, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)('the published apps as summaries, for the first view, on %s', (engine) => {
  const platform = useTestPlatform(engine);

  it('lists the same apps in the same order, with what a card, a listing and search read and without the detail', async () => {
    const full = appListResponseSchema.parse((await platform.call('GET', '/v2/applications/published')).body);
    const response = await platform.call('GET', '/v2/applications/published/summary');
    expect(response.status).toBe(200);
    const summaries = appSummaryListResponseSchema.parse(response.body);
    expect(summaries.map((app) => app.id)).toEqual(full.map((app) => app.id));
    const raw = response.body as Record<string, unknown>[];
    for (const [index, app] of full.entries()) {
      const summary = raw[index];
      expect(summary).not.toHaveProperty('screenshots');
      expect(summary).not.toHaveProperty('submittedAt');
      // What the card's buttons decide on stays (install, direct install, consent).
      expect(summary).toMatchObject({
        name: app.name,
        icon: app.icon,
        rating: app.rating,
        payment: app.payment,
        longDescription: app.longDescription,
        installable: app.installable,
        directInstallUrl: app.directInstallUrl,
      });
      expect(summary?.['widgets']).toEqual(app.widgets.map(({ id, placement }) => ({ id, placement })));
    }
    expect(JSON.stringify(raw).length).toBeLessThan(JSON.stringify(full).length);
  });

  it('answers a matching If-None-Match with 304, and a write that changes the catalogue with new bytes', async () => {
    const first = await platform.call('GET', '/v2/applications/published/summary');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toBe((await platform.call('GET', '/v2/applications/published')).headers.get('etag'));
    expect((await platform.call('GET', '/v2/applications/published/summary', { headers: { 'if-none-match': etag } })).status).toBe(304);

    const owner = await platform.tokenFor('acc-owner');
    const installed = (await platform.call('GET', '/v2/applications/installed', { token: owner })).body as string[];
    const [app] = await findApps(platform, (candidate) => isPlain(candidate) && candidate.payment === null && !installed.includes(candidate.id));
    expect((await platform.call('PUT', `/v2/applications/${app?.id}/install`, { token: owner, body: {} })).status).toBe(200);
    const after = await platform.call('GET', '/v2/applications/published/summary');
    expect(after.headers.get('etag')).not.toBe(etag);
    const before = appSummaryListResponseSchema.parse(first.body).find((candidate) => candidate.id === app?.id);
    const now = appSummaryListResponseSchema.parse(after.body).find((candidate) => candidate.id === app?.id);
    expect(now?.installations).toBe((before?.installations ?? 0) + 1);
  });

  it('is sent compressed to a client that accepts brotli', async () => {
    const response = await platform.call('GET', '/v2/applications/published/summary', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(appSummaryListResponseSchema.parse(response.body).length).toBeGreaterThan(0);
  });
});
