import { appListResponseSchema } from '@marketplace/domain/calls/marketplace';
import { describe, expect, it } from 'vitest';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)('applications on %s', (engine) => {
  const platform = useTestPlatform(engine);

  describe('GET /v2/applications/published lists the published catalogue', () => {
    it('returns published apps with absolute icon URLs', async () => {
      const { status, body } = await platform.call('GET', '/v2/applications/published');
      expect(status).toBe(200);
      const apps = appListResponseSchema.parse(body);
      expect(apps.length).toBeGreaterThanOrEqual(120);
      expect(apps.every((a) => a.publishedAt !== null)).toBe(true);
      expect(apps[0]?.icon).toMatch(/^http:\/\/localhost:4000\/v2\/assets\/icons\/.+\.svg(\?category=[a-z-]+)?$/);
    });
  });

  describe('GET /v2/applications/{slug}/published', () => {
    it('returns one app and 404 for an unknown slug', async () => {
      const ok = await platform.call('GET', '/v2/applications/shopline-connector/published');
      expect(ok.status).toBe(200);
      const missing = await platform.call('GET', '/v2/applications/no-such-app/published');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'not_found' });
    });
  });

  describe("the developer's private and in-review lists", () => {
    it('lists the own apps of a developer, nothing for others, 401 without a token', async () => {
      const developer = await platform.tokenFor('acc-developer');
      const privateApps = appListResponseSchema.parse((await platform.call('GET', '/v2/applications', { token: developer })).body);
      const reviewed = appListResponseSchema.parse((await platform.call('GET', '/v2/applications/reviewed', { token: developer })).body);
      expect(privateApps.map((a) => a.submittedAt)).toEqual([null, null]);
      expect(reviewed).toHaveLength(2);
      expect(reviewed.every((a) => a.submittedAt !== null && a.acceptedAt === null)).toBe(true);
      const owner = await platform.tokenFor('acc-owner');
      expect((await platform.call('GET', '/v2/applications', { token: owner })).body).toEqual([]);
      expect((await platform.call('GET', '/v2/applications')).status).toBe(401);
      const hidden = await platform.call('GET', `/v2/applications/${privateApps[0]?.slug}/published`);
      expect(hidden.status).toBe(404);
    });
  });

  describe('an unpublished app is seen by its owners only', () => {
    it("serves a private app's resources and reviews to its developer, 404 to another organisation and to visitors", async () => {
      const developer = await platform.tokenFor('acc-developer');
      const [own] = appListResponseSchema.parse((await platform.call('GET', '/v2/applications', { token: developer })).body);
      if (!own) throw new Error('the demo developer has no private app');
      const owner = await platform.tokenFor('acc-owner');
      for (const path of [`/v2/applications/${own.id}/resources`, `/v2/feedback/rate/application/${own.id}`]) {
        expect((await platform.call('GET', path, { token: developer })).status).toBe(200);
        expect((await platform.call('GET', path, { token: owner })).status).toBe(404);
        expect((await platform.call('GET', path)).status).toBe(404);
      }
    });
  });

  describe('discounts are applied at read time', () => {
    it('shows the old price and percent only while the discount is active', async () => {
      const apps = appListResponseSchema.parse((await platform.call('GET', '/v2/applications/published')).body);
      const active = apps.find((a) => a.customProps.discountPercent === '20');
      const expired = apps.find((a) => a.customProps.discountPercent === '30');
      expect(active?.payment?.oldPrice).toBeGreaterThan(active?.payment?.price ?? Infinity);
      expect(active?.payment?.discountPercent).toBe(20);
      expect(expired?.payment?.oldPrice).toBeUndefined();
    });
  });

  describe('icons are served as SVG', () => {
    it('serves a generated mark, coloured by the category asked for', async () => {
      const { status, headers, body } = await platform.call('GET', '/v2/assets/icons/1001.svg?category=analytics');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('image/svg+xml');
      expect(String(body)).toContain('<svg');
      expect(String(body)).not.toContain('<text');
      const other = await platform.call('GET', '/v2/assets/icons/1001.svg?category=crm');
      expect(String(other.body)).not.toBe(String(body));
    });
    it('refuses a category that is not one of the spec with a 400', async () => {
      const { status } = await platform.call('GET', '/v2/assets/icons/1001.svg?category=nope');
      expect(status).toBe(400);
    });
  });

  describe('unknown routes', () => {
    it('answer 404 with a JSON body', async () => {
      const { status, body } = await platform.call('GET', '/v2/nothing-here');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'not_found' });
    });
  });
});
