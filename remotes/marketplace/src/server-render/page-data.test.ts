/** A server-rendered page's data: it seeds the query cache, so hydrating renders from it and asks for none of it again. */
import { makeApp } from '@marketplace/domain/test/fixtures';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import { describe, expect, it } from 'vitest';
import { createQueryClient, queryKeys, seedQueries } from '../data/query-client.ts';
import type { PageData } from './page-data.ts';

const app = makeApp({ id: 'app-1', slug: 'acme-crm', developerId: 'dev-1' });
const bucket = { votes: 0, percent: 0 };
const feedback: FeedbackSummary = {
  product: 'app-1',
  rate: 4,
  votes: 1,
  histogram: { 1: bucket, 2: bucket, 3: bucket, 4: { votes: 1, percent: 100 }, 5: bucket },
  reviews: [{ id: 'r1', name: 'Ann', review: 'Works well', rating: 4, createdAt: '2026-01-01T00:00:00.000Z' }],
};

const seeded = (data: PageData) => seedQueries(createQueryClient(), data);

describe("a page's data answers the catalogue's reads as if their requests had answered", () => {
  it('the detail page’s app by its slug, its rows, and its reviews and rating', () => {
    const developer = { id: 'dev-1', slug: 'acme', name: 'Acme', productCount: 1 } as unknown as NonNullable<NonNullable<PageData['appDetail']>['developer']>;
    const rows = { moreByDeveloper: [app], related: [] };
    const client = seeded({ appDetail: { app, resources: { features: ['Sync'] }, feedback, developer, rows } });
    expect(client.getQueryData(queryKeys.appRows('app-1', 'dev-1', app.category.id, false))).toEqual(rows);
    expect(client.getQueryData(queryKeys.publishedApp('acme-crm'))).toEqual(app);
    expect(client.getQueryData(queryKeys.feedback('app-1'))).toEqual(feedback);
    // The whole catalogue is not loaded for a detail.
    expect(client.getQueryState(queryKeys.publishedApps())).toBeUndefined();
    expect(client.getQueryState(queryKeys.catalogue())).toBeUndefined();
  });

  it('a read the platform refused is left for the screen to ask, not seeded', () => {
    const client = seeded({ appDetail: { app, resources: null, feedback: null, developer: null } });
    expect(client.getQueryState(queryKeys.feedback('app-1'))).toBeUndefined();
  });

  it('a listing seeds its first window as the first page of its infinite read, under the parameters the screen asks with', () => {
    const params = { product: 'livechat', source: 'all' };
    const page = { apps: [app], total: 40, offset: 0 };
    const client = seeded({ listing: { params, limit: 24, page } });
    expect(client.getQueryData(queryKeys.appPages({ source: 'all', product: 'livechat' }))).toEqual({ pages: [page], pageParams: [{ offset: 0, limit: 24 }] });
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('Home seeds its rows for its product', () => {
    const rows = { highlights: [app], rows: [], categoryCounts: { crm: 1 } };
    const client = seeded({ home: { product: 'livechat', rows } });
    expect(client.getQueryData(queryKeys.home('livechat'))).toEqual(rows);
    expect(client.getQueryState(queryKeys.home('helpdesk'))).toBeUndefined();
  });
});
