import type { TestPlatform } from '@marketplace/api/testing/platform';
import { RATING_NOTIFICATION_AUTO_HIDE_MS } from '@marketplace/domain/constants';
import { errorCatalogue } from '@marketplace/domain/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startStorePlatform, type TestStore } from './testing/test-store.ts';

let platform: TestPlatform;
let appId: string;
beforeAll(async () => {
  platform = await startStorePlatform();
  const probe = createTestStore(platform.origin);
  const [app] = await probe.store.api.marketplace.getPublishedApps();
  appId = app?.id ?? '';
  probe.store.dispose();
});
afterAll(async () => {
  await platform.close();
});
const stores: TestStore[] = [];
const newStore = () => {
  const test = createTestStore(platform.origin);
  stores.push(test);
  return test;
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});

describe('feedback summaries and rates are kept by app id', () => {
  it('loads a summary without signing in', async () => {
    const { state } = newStore();
    await state().loadFeedback(appId);
    expect(state().feedbackRequests[appId]?.status).toBe('fulfilled');
    expect(state().feedbackSummaries[appId]?.product).toBe(appId);
    expect(state().rates[appId]).toEqual({ rate: state().feedbackSummaries[appId]?.rate, votes: state().feedbackSummaries[appId]?.votes });
  });
});

describe("rating: 'Thank you for rating this app.' for 2000 ms, or the failure with its reason", () => {
  it('rates, refreshes the rate and hides the notice after 2000 ms', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-owner');
    await test.state().loadFeedback(appId);
    const votes = test.state().rates[appId]?.votes ?? 0;
    await expect(test.state().rateApp(appId, { rating: 4, name: 'Olivia', review: 'Solid and simple.' })).resolves.toBe(true);
    expect(test.state().rating.status).toBe('fulfilled');
    expect(test.state().rates[appId]?.votes).toBe(votes + 1);
    expect(test.shown).toEqual([errorCatalogue.ratingSent.message]);
    test.timers.advance(RATING_NOTIFICATION_AUTO_HIDE_MS);
    expect(test.state().notifications).toEqual([]);
  });

  it('appends the platform reason to the failure message', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-owner');
    await expect(test.state().rateApp('no-such-app', { rating: 4, name: 'Olivia', review: 'Solid and simple.' })).resolves.toBe(false);
    expect(test.state().rating.status).toBe('rejected');
    expect(test.shown).toEqual([`${errorCatalogue.ratingFailed.message} Application not found.`]);
  });

  it('appends the form message when the review is invalid, without sending it', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-owner');
    const calls = test.tracked.calls.length;
    await expect(test.state().rateApp(appId, { rating: 4, name: 'Olivia', review: 'x'.repeat(256) })).resolves.toBe(false);
    expect(test.tracked.calls).toHaveLength(calls);
    expect(test.shown).toEqual([`${errorCatalogue.ratingFailed.message} Review cannot be longer than 255 characters`]);
  });
});

describe('my reviews: the own reviews, edited and withdrawn', () => {
  it('lists the own review, edits it in place and withdraws it', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-admin');
    await test.state().loadMyReviews();
    expect(test.state().myReviewsRequest.status).toBe('fulfilled');
    expect(test.state().myReviews).toEqual([]);
    await test.state().rateApp(appId, { rating: 3, name: 'Ada', review: 'Does the job.' });
    await test.state().loadMyReviews();
    expect(test.state().myReviews).toEqual([expect.objectContaining({ appId, rating: 3, review: 'Does the job.' })]);
    await expect(test.state().editReview(appId, { rating: 5, name: 'Ada', review: 'Better after the update.' })).resolves.toBe(true);
    expect(test.state().myReviews).toEqual([expect.objectContaining({ appId, rating: 5, review: 'Better after the update.' })]);
    const votes = test.state().rates[appId]?.votes ?? 0;
    await expect(test.state().withdrawReview(appId)).resolves.toBe(true);
    expect(test.state().myReviews).toEqual([]);
    expect(test.state().rates[appId]?.votes).toBe(votes - 1);
    expect(test.shown.at(-1)).toBe(errorCatalogue.reviewWithdrawn.message);
  });

  it('says the withdrawal failed when there is no such review', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-admin');
    await expect(test.state().withdrawReview(appId)).resolves.toBe(false);
    expect(test.state().withdrawingReview).toBeNull();
    expect(test.shown).toEqual([errorCatalogue.reviewWithdrawFailed.message]);
  });

  it('keeps the edit from being sent when the form is invalid', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-admin');
    await expect(test.state().editReview(appId, { rating: 0, name: 'Ada', review: 'Fine.' })).resolves.toBe(false);
    expect(test.state().myReviewsRequest.status).toBe('idle');
  });
});
