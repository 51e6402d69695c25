import { appListResponseSchema } from '@marketplace/domain/calls/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestPlatform } from '../testing/harness.ts';
import type { TestPlatform } from '../testing/harness.ts';

describe.each(engines)('applications on %s', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(engine);
  });
  afterAll(async () => {
    await platform.close();
  });

  describe('GET /v2/applications/published lists the published catalogue', () => {
    it('returns published apps with absolute icon URLs', async () => {
      const { status, body } = await platform.call('GET', '/v2/applications/published');
      expect(status).toBe(200);
      const apps = appListResponseSchema.parse(body);
      expect(apps.length).toBeGreaterThanOrEqual(120);
      expect(apps.every((a) => a.publishedAt !== null)).toBe(true);
      expect(apps[0]?.icon).toMatch(/^http:\/\/localhost:4000\/v2\/assets\/icons\/.+\.svg$/);
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

  describe('icons are served as SVG', () => {
    it('serves a generated icon', async () => {
      const { status, headers, body } = await platform.call('GET', '/v2/assets/icons/shopline-connector.svg');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('image/svg+xml');
      expect(String(body)).toContain('<svg');
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
