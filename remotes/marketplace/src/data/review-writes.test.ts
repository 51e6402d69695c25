import type { TestPlatform } from '@marketplace/api/testing/platform';
import { RATING_NOTIFICATION_AUTO_HIDE_MS } from '@marketplace/domain/constants';
import type { AppReviewInput } from '@marketplace/domain/entities/feedback';
import { errorCatalogue } from '@marketplace/domain/errors';
import { MutationObserver, QueryObserver, type MutationObserverOptions, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStore, platformRoundTrip, startStorePlatform, type TestStore } from '../store/testing/test-store.ts';
import { writesOf } from './writes.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';

runOnFakeTime();

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

/** A screen's read of the store's query cache: subscribed (so an update reaches it at once), with its data. */
function watch<T, K extends QueryKey>(test: TestStore, options: QueryObserverOptions<T, Error, T, T, K>) {
  const observer = new QueryObserver(test.store.queries, options);
  const stop = observer.subscribe(() => undefined);
  watches.push(stop);
  return { data: () => observer.getCurrentResult().data, settled: () => vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false), platformRoundTrip) };
}
const watches: Array<() => void> = [];
afterEach(() => {
  for (const stop of watches.splice(0)) stop();
});

/** Runs a write as a screen's useMutation would: true when it succeeded. */
async function run<Data, Variables>(test: TestStore, options: MutationObserverOptions<Data, Error, Variables>, variables: Variables) {
  const observer = new MutationObserver(test.store.queries, options);
  await observer.mutate(variables).catch(() => undefined);
  return observer.getCurrentResult().isSuccess;
}
const rate = (test: TestStore, appId: string, review: AppReviewInput) => run(test, writesOf(test.store).rating(), { appId, review });

describe("rating: 'Thank you for rating this app.' for 2000 ms, or the failure with its reason", () => {
  it('rates, puts the new summary in the query cache and hides the notice after 2000 ms', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-owner');
    const summary = watch(test, test.store.reads.feedback(appId));
    await summary.settled();
    const votes = summary.data()?.votes ?? 0;
    const calls = test.tracked.calls.length;
    await expect(rate(test, appId, { rating: 4, name: 'Olivia', review: 'Solid and simple.' })).resolves.toBe(true);
    // The page shows the platform's answer to the rating at once, without reading it again.
    expect(summary.data()?.votes).toBe(votes + 1);
    expect(test.tracked.calls.slice(calls).filter((call) => call.startsWith('GET '))).toEqual([]);
    expect(test.shown).toEqual([errorCatalogue.ratingSent.message]);
    vi.advanceTimersByTime(RATING_NOTIFICATION_AUTO_HIDE_MS);
    expect(test.state().notifications).toEqual([]);
  });
  it('appends the platform reason to the failure message', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-owner');
    await expect(rate(test, 'no-such-app', { rating: 4, name: 'Olivia', review: 'Solid and simple.' })).resolves.toBe(false);
    expect(test.shown).toEqual([`${errorCatalogue.ratingFailed.message} Application not found.`]);
  });

  it('appends the form message when the review is invalid, without sending it', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-owner');
    const calls = test.tracked.calls.length;
    await expect(rate(test, appId, { rating: 4, name: 'Olivia', review: 'x'.repeat(256) })).resolves.toBe(false);
    expect(test.tracked.calls).toHaveLength(calls);
    expect(test.shown).toEqual([`${errorCatalogue.ratingFailed.message} Review cannot be longer than 255 characters`]);
  });
});

describe('my reviews: the own reviews, edited and withdrawn, shown at once', () => {
  it('lists the own review, edits it in place and withdraws it', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-admin');
    const mine = watch(test, test.store.reads.myReviews(test.state().session.accountId ?? ''));
    const summary = watch(test, test.store.reads.feedback(appId));
    await mine.settled();
    expect(mine.data()).toEqual([]);
    await rate(test, appId, { rating: 3, name: 'Ada', review: 'Does the job.' });
    // A rating makes the own reviews stale: the list on screen reads them again.
    await vi.waitFor(() => expect(mine.data()).toEqual([expect.objectContaining({ appId, rating: 3, review: 'Does the job.' })]), platformRoundTrip);
    await expect(run(test, writesOf(test.store).reviewEdit(), { appId, review: { rating: 5, name: 'Ada', review: 'Better after the update.' } })).resolves.toBe(true);
    expect(mine.data()).toEqual([expect.objectContaining({ appId, rating: 5, review: 'Better after the update.' })]);
    await summary.settled();
    const votes = summary.data()?.votes ?? 0;
    await expect(run(test, writesOf(test.store).reviewWithdrawal(), appId)).resolves.toBe(true);
    expect(mine.data()).toEqual([]);
    expect(summary.data()?.votes).toBe(votes - 1);
    expect(test.shown.at(-1)).toBe(errorCatalogue.reviewWithdrawn.message);
  });

  it('says the withdrawal failed when there is no such review', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-admin');
    await expect(run(test, writesOf(test.store).reviewWithdrawal(), appId)).resolves.toBe(false);
    expect(test.shown).toEqual([errorCatalogue.reviewWithdrawFailed.message]);
  });

  it('keeps the edit from being sent when the form is invalid, and the own reviews as they were', async () => {
    const test = newStore();
    await test.signIn(platform, 'acc-admin');
    const calls = test.tracked.calls.length;
    await expect(run(test, writesOf(test.store).reviewEdit(), { appId, review: { rating: 0, name: 'Ada', review: 'Fine.' } })).resolves.toBe(false);
    expect(test.tracked.calls).toHaveLength(calls);
  });
});
