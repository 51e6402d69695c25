/**
 * The catalogue's reads through the query cache: one request for every reader in
 * flight, the page's data answering the first render, the same array while the list is the same,
 * published lists re-sent every 15 s while pending (spec 4), and the in-review list read again
 * every 15 s while its app waits for the review.
 */
import { PUBLISHED_APPS_POLL_MS } from '@marketplace/domain/constants';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { makeApp } from '@marketplace/domain/test/fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceStoreProvider } from '../store/context.tsx';
import { platformRoundTrip, storeSuite, type TestStore } from '../store/testing/test-store.ts';
import { queryKeys, seedQueries } from './query-client.ts';
import { useCatalogue } from './use-catalogue.ts';
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

function Listing({ label }: { label: string }) {
  const { apps, loading, error } = useCatalogue();
  return <p data-testid={label}>{loading ? 'loading' : (error?.message ?? apps.length)}</p>;
}

describe('the catalogue: one request for every reader, summaries only', () => {
  it('the listing and the header search asking together send one summary request, and no whole apps', async () => {
    const test = suite.store();
    const Wrapper = wrapperOf(test);
    render(
      <Wrapper>
        <Listing label="listing" />
        <Listing label="search" />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getByTestId('search').textContent).toMatch(/^[1-9]\d*$/), platformRoundTrip);
    expect(screen.getByTestId('listing').textContent).toBe(screen.getByTestId('search').textContent);
    expect(asked(test, '/v2/applications/published/summary')).toBe(1);
    expect(asked(test, '/v2/applications/published')).toBe(0);
    const summaries = test.store.queries.getQueryData<AppSummary[]>(queryKeys.catalogue()) ?? [];
    expect(summaries.every((app) => !('screenshots' in app))).toBe(true);
  });

  it('a server-rendered page’s catalogue renders at once and is not asked again', () => {
    const test = suite.store();
    seedQueries(test.store.queries, { publishedSummaries: [makeApp({ id: 'a1' }), makeApp({ id: 'a2' })] });
    const { result } = renderHook(() => useCatalogue(), { wrapper: wrapperOf(test) });
    expect(result.current).toMatchObject({ loading: false, error: null });
    expect(result.current.apps.map((app) => app.id)).toEqual(['a1', 'a2']);
    expect(test.tracked.calls).toEqual([]);
  });

  it('reading the same list again keeps the same array, so listings and the search index built on it stay', async () => {
    const test = suite.store();
    const { result } = renderHook(() => useCatalogue(), { wrapper: wrapperOf(test) });
    await waitFor(() => expect(result.current.loading).toBe(false), platformRoundTrip);
    const first = result.current.apps;
    await act(async () => {
      await test.store.queries.refetchQueries({ queryKey: queryKeys.catalogue() });
    });
    expect(asked(test, '/v2/applications/published/summary')).toBe(2);
    expect(result.current.apps).toBe(first);
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
    const read = test.store.queries.fetchQuery(test.store.reads.publishedApps());
    expect(test.timers.nextDelay()).toBe(PUBLISHED_APPS_POLL_MS);
    test.timers.advance(PUBLISHED_APPS_POLL_MS - 1);
    expect(sent).toBe(1);
    test.timers.advance(1);
    expect(sent).toBe(2);
    const apps = await read;
    expect(apps.length).toBeGreaterThan(0);
    // Answered: no more re-sending.
    expect(test.timers.pendingCount()).toBe(0);
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
