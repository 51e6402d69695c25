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
  it('the catalogue, the detail page’s app by its slug, and its reviews and rating', () => {
    const developer = { id: 'dev-1', slug: 'acme', name: 'Acme', productCount: 1 } as unknown as NonNullable<NonNullable<PageData['appDetail']>['developer']>;
    const client = seeded({ publishedSummaries: [app], appDetail: { app, resources: { features: ['Sync'] }, feedback, developer } });
    expect(client.getQueryData(queryKeys.catalogue())).toEqual([app]);
    expect(client.getQueryData(queryKeys.publishedApp('acme-crm'))).toEqual(app);
    expect(client.getQueryData(queryKeys.feedback('app-1'))).toEqual(feedback);
    // The whole list is not loaded for a detail: the cart asks for it when it needs it.
    expect(client.getQueryState(queryKeys.publishedApps())).toBeUndefined();
  });

  it('a read the platform refused is left for the screen to ask, not seeded', () => {
    const client = seeded({ publishedSummaries: [app], appDetail: { app, resources: null, feedback: null, developer: null } });
    expect(client.getQueryState(queryKeys.feedback('app-1'))).toBeUndefined();
  });

  it('a page without a detail seeds the catalogue only', () => {
    const client = seeded({ publishedSummaries: [] });
    expect(client.getQueryData(queryKeys.catalogue())).toEqual([]);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
