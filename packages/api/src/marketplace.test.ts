import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ApiErrorKind, ApiArea } from './api-error.ts';
import { createApi, type Api } from './api.ts';
import { parseApiConfig } from './config.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
let api: Api;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = createApi(parseApiConfig({ platformOrigin: platform.origin, product: 'livechat' }));
});
afterAll(async () => {
  await platform.close();
});

describe('GET /applications/published', () => {
  it('returns the seeded published apps, parsed with the shared schema', async () => {
    const apps = await api.marketplace.getPublishedApps();
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.every((app) => app.publishedAt !== null)).toBe(true);
  });
});

describe('GET /applications/published/summary', () => {
  it('returns the same apps in the same order, as cards read them: no screenshots, no widget addresses', async () => {
    const [summaries, apps] = await Promise.all([api.marketplace.getPublishedAppSummaries(), api.marketplace.getPublishedApps()]);
    expect(summaries.map((app) => app.id)).toEqual(apps.map((app) => app.id));
    expect(summaries.every((app) => !('screenshots' in app))).toBe(true);
  });
});

describe('GET /applications/{slug}/published', () => {
  it('returns one published app by slug', async () => {
    const [first] = await api.marketplace.getPublishedApps();
    if (!first) throw new Error('the seed has no published app');
    const app = await api.marketplace.getPublishedApp(first.slug);
    expect(app.id).toBe(first.id);
  });

  it('raises an http error with the code and message the server gave for an unknown slug', async () => {
    const error = await api.marketplace.getPublishedApp('no-such-app').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: ApiErrorKind.http, status: 404, code: 'not_found', area: ApiArea.marketplace });
  });
});

describe('GET /applications/{id}/resources', () => {
  it('returns the resources of a published app', async () => {
    const [first] = await api.marketplace.getPublishedApps();
    if (!first) throw new Error('the seed has no published app');
    await expect(api.marketplace.getResources(first.id)).resolves.toBeTypeOf('object');
  });
});
