/** A server-rendered detail page's data (issue 15): the store starts with it, and hydrating asks for none of it again. */
import { createManualTimers } from '@marketplace/api/testing/manual-timers';
import { makeApp } from '@marketplace/domain/test/fixtures';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import { describe, expect, it } from 'vitest';
import { servedRead } from '../store/apps-slice.ts';
import { createMarketplaceStore } from '../store/marketplace-store.ts';
import { initialStateOf, type PageData } from './page-data.ts';

const app = makeApp({ id: 'app-1', slug: 'acme-crm', developerId: 'dev-1' });
const bucket = { votes: 0, percent: 0 };
const feedback: FeedbackSummary = {
  product: 'app-1',
  rate: 4,
  votes: 1,
  histogram: { 1: bucket, 2: bucket, 3: bucket, 4: { votes: 1, percent: 100 }, 5: bucket },
  reviews: [{ id: 'r1', name: 'Ann', review: 'Works well', rating: 4, createdAt: '2026-01-01T00:00:00.000Z' }],
};

function storeWith(data: PageData) {
  const timers = createManualTimers();
  // No request is made: the platform origin is never called.
  return createMarketplaceStore({
    api: { platformOrigin: 'http://127.0.0.1:9', product: 'livechat' },
    product: 'livechat',
    clock: timers.clock,
    timers,
    initialState: initialStateOf(data),
  });
}

describe("a detail page's data fills the store's sections as if their requests had answered", () => {
  it('the app, its reviews and rating (resources and developer go to the query cache)', () => {
    const developer = { id: 'dev-1', slug: 'acme', name: 'Acme', productCount: 1 } as unknown as NonNullable<NonNullable<PageData['appDetail']>['developer']>;
    const state = storeWith({ publishedSummaries: [], appDetail: { app, resources: { features: ['Sync'] }, feedback, developer } }).getState();
    expect(state.publishedApps.byId['app-1']).toEqual(app);
    // The catalogue's summaries are the page's list; the whole list is not loaded for a detail.
    expect(state.publishedSummaries.status).toBe('fulfilled');
    expect(state.publishedApps.status).toBe('idle');
    expect(state.feedbackSummaries['app-1']?.reviews).toHaveLength(1);
    expect(state.feedbackRequests['app-1']?.status).toBe('fulfilled');
    expect(state.rates['app-1']).toEqual({ rate: 4, votes: 1 });
  });

  it('a read the platform refused shows as failed (the section offers Retry), not as loading', () => {
    const state = storeWith({ publishedSummaries: [app], appDetail: { app, resources: null, feedback: null, developer: null } }).getState();
    expect(state.publishedSummaries.ids).toEqual(['app-1']);
    expect(state.publishedApps.ids).toEqual(['app-1']);
    expect(state.feedbackRequests['app-1']?.status).toBe('rejected');
  });
});

describe('each read the page served is skipped once, by the first mount that would send it', () => {
  it('true once per key, then false; other keys are not served', () => {
    const store = storeWith({ publishedSummaries: [], appDetail: { app, resources: {}, feedback, developer: null } });
    const { takeServedRead } = store.getState();
    expect(takeServedRead(servedRead.app('acme-crm'))).toBe(true);
    expect(takeServedRead(servedRead.app('acme-crm'))).toBe(false);
    expect(takeServedRead(servedRead.feedback('app-1'))).toBe(true);
    expect(takeServedRead(servedRead.feedback('app-1'))).toBe(false);
    expect(takeServedRead(servedRead.app('other'))).toBe(false);
  });

  it('a page without a detail serves none', () => {
    expect(
      storeWith({ publishedSummaries: [app] })
        .getState()
        .takeServedRead(servedRead.app('acme-crm')),
    ).toBe(false);
  });
});
