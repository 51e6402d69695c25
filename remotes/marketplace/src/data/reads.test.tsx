/**
 * The catalogue's reads through the query cache: a listing read a window at a time (the same
 * apps, in the same order, as the domain's listing of the whole catalogue), published lists
 * re-sent every 15 s while pending (spec 4), and the in-review list read again every 15 s while
 * its app waits for the review.
 */
import { fakedTimers, untilInRealTime } from '@marketplace/api/testing/fake-time';
import { PUBLISHED_APPS_POLL_MS } from '@marketplace/domain/constants';
import { appPageParams } from '@marketplace/domain/calls/catalogue-pages';
import { listingFor } from '@marketplace/domain/catalogue-pages';
import { LISTING_STEP } from '@marketplace/domain/listing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceStoreProvider } from '../store/context.tsx';
import { platformRoundTrip, storeSuite, type TestStore } from '../store/testing/test-store.ts';
import { useOwnApp } from './use-own-app.ts';

const suite = storeSuite();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const asked = (test: TestStore, path: string) => test.tracked.calls.filter((call) => call.endsWith(path)).length;

function wrapperOf(test: TestStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={test.store.queries}>{children}</QueryClientProvider>
      </MarketplaceStoreProvider>
    );
  };
}

describe('a listing is read a window at a time', () => {
  it('its windows, one after the other, are the domain listing of the whole catalogue; the first carries the counts', async () => {
    const test = suite.store();
    const whole = listingFor(await test.store.queries.fetchQuery(test.store.reads.catalogue()), { kind: 'all' }, 'livechat')({ sortBy: 'alphabetical' });
    expect(whole.length).toBeGreaterThan(LISTING_STEP);
    const read = test.store.reads.appPages(appPageParams({ kind: 'all' }, 'livechat', { sortBy: 'alphabetical' }, {}), LISTING_STEP);
    const first = await test.store.queries.fetchInfiniteQuery(read);
    expect(first.pages[0]?.apps.map((app) => app.id)).toEqual(whole.slice(0, LISTING_STEP).map((app) => app.id));
    expect(first.pages[0]?.total).toBe(whole.length);
    expect(first.pages[0]?.facets?.counts.compatibility['livechat']).toBe(whole.length);
    const next = await test.store.queries.fetchInfiniteQuery({ ...read, pages: 2, staleTime: 0 });
    expect(next.pages[1]?.apps.map((app) => app.id)).toEqual(whole.slice(LISTING_STEP, 2 * LISTING_STEP).map((app) => app.id));
    // A later window carries no counts: they are the same for every window.
    expect(next.pages[1]?.facets).toBeUndefined();
    expect(asked(test, `/v2/applications/published/pages?product=livechat&source=all&sortBy=alphabetical&offset=${LISTING_STEP}&limit=${LISTING_STEP}`)).toBe(1);
  });
});

describe('published apps refresh every 15 s while pending (spec 4)', () => {
  it('re-sends the request after 15 s while the first is still pending, and stops once answered', async () => {
    // Hold the first request back (a slow network), let later ones through to the real platform.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const test = suite.store({
      fetch: (real) => async (input, init) => {
        sent += 1;
        if (sent === 1) await held;
        return real(input, init);
      },
    });
    vi.useFakeTimers(fakedTimers);
    const read = test.store.queries.fetchQuery(test.store.reads.publishedApps());
    expect(test.timers.setInterval).toHaveBeenLastCalledWith(expect.any(Function), PUBLISHED_APPS_POLL_MS);
    // The api's calls load with the first call: the first request leaves once they have.
    await untilInRealTime(() => sent === 1, 'the first request');
    // A re-send leaves a few microtasks after its timer (through the loaded calls): each step lets them run.
    await vi.advanceTimersByTimeAsync(PUBLISHED_APPS_POLL_MS - 1);
    expect(sent).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await untilInRealTime(() => sent === 2, 'the request sent again after 15 s');
    const apps = await read;
    expect(apps.length).toBeGreaterThan(0);
    // Answered: no more re-sending.
    expect(test.timers.clearInterval).toHaveBeenCalledTimes(1);
    // The held request reaches the platform once let through: two sent in all, the read settled by the first answer.
    release();
    await vi.waitFor(() => expect(asked(test, '/v2/applications/published')).toBe(2), platformRoundTrip);
  });
});

/** Waits (on real timeouts, as intervals are faked) until `done` holds. */
async function until(done: () => boolean) {
  for (let tries = 0; !done(); tries += 1) {
    if (tries > 400) throw new Error('never came true');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 25)));
  }
}

describe('an app waiting for its review: its in-review list is read again every 15 s', () => {
  it('polls the in-review list while the page shows the waiting app, and stops when it leaves', async () => {
    const test = await suite.signedIn('acc-developer');
    const [waiting] = await test.store.api.marketplace.getReviewedApplications();
    if (!waiting) throw new Error('the demo developer has no app in review');
    // The cache's intervals run on fake time; requests and their answers on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result, unmount } = renderHook(() => useOwnApp(waiting.slug, 'in-review', false), { wrapper: wrapperOf(test) });
    await until(() => result.current.state.kind === 'ready');
    const reviewed = () => asked(test, '/v2/applications/reviewed');
    const before = reviewed();
    act(() => {
      vi.advanceTimersByTime(PUBLISHED_APPS_POLL_MS - 1);
    });
    expect(reviewed()).toBe(before);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await until(() => reviewed() === before + 1);
    await until(() => !test.store.queries.isFetching());
    unmount();
    act(() => {
      vi.advanceTimersByTime(PUBLISHED_APPS_POLL_MS * 2);
    });
    expect(reviewed()).toBe(before + 1);
  });
});

describe('price previews and public clients are kept 300 s (spec 9)', () => {
  const previews = (test: TestStore) => test.tracked.calls.filter((call) => call.includes('/price_preview/')).length;

  it('asks once per price, country and zip within 300 s, then again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const test = suite.store();
    const { reads, queries } = test.store;
    const ask = (price: number) => queries.fetchQuery(reads.pricePreview('livechat', { price, country: 'DE' }));
    await expect(ask(1000)).resolves.toMatchObject({ price: 1000, country: 'DE' });
    await ask(1000);
    await ask(2000);
    expect(previews(test)).toBe(2);
    vi.setSystemTime(Date.now() + 299_000);
    await ask(1000);
    expect(previews(test)).toBe(2);
    vi.setSystemTime(Date.now() + 1_000);
    await ask(1000);
    expect(previews(test)).toBe(3);
  });

  it('keeps an app’s public client data 300 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const test = suite.store();
    const { reads, queries } = test.store;
    const [app] = (await test.store.api.marketplace.getPublishedApps()).filter((candidate) => candidate.authorization?.clientId !== undefined);
    const clientId = app?.authorization?.clientId ?? '';
    await queries.fetchQuery(reads.clientPublic(clientId));
    await queries.fetchQuery(reads.clientPublic(clientId));
    expect(asked(test, `/clients/${clientId}/public`)).toBe(1);
    vi.setSystemTime(Date.now() + 300_000);
    await queries.fetchQuery(reads.clientPublic(clientId));
    expect(asked(test, `/clients/${clientId}/public`)).toBe(2);
  });
});
