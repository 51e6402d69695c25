/** The query cache for read-only server data: seeded from a page's data, shared requests in flight, failures with Retry, developer profiles. */
import type { DeveloperProfile } from '@marketplace/api/apps-platform';
import type { TestPlatform } from '@marketplace/api/testing/platform';
import { makeApp } from '@marketplace/domain/test/fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceProviders } from '../app-shell/MarketplaceProviders.tsx';
import { MarketplaceStoreProvider } from '../store/context.tsx';
import { createTestStore, platformRoundTrip, startStorePlatform } from '../store/testing/test-store.ts';
import { createQueryClient, keepWritten, queryKeys, seedQueries } from './query-client.ts';
import { useAppResources } from './use-app-resources.ts';
import { useDeveloperProfile, useDevelopers } from './use-developers.ts';
import { useExperts } from './use-experts.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startStorePlatform();
});
afterAll(async () => {
  await platform.close();
});
afterEach(cleanup);

function Resources({ appId, label }: { appId: string; label: string }) {
  const { read, reload } = useAppResources(appId);
  return (
    <button type="button" data-testid={label} onClick={reload}>
      {read.status}:{read.error?.message ?? Object.keys(read.resources ?? {}).join(',')}
    </button>
  );
}

describe('a server-rendered page seeds the cache, so the first render has the answer and asks nothing', () => {
  it('renders the seeded resources at once', () => {
    const app = makeApp({ id: 'app-1' });
    render(
      <MarketplaceProviders
        options={{ product: 'livechat', platformOrigin: 'http://127.0.0.1:9', basename: '/', embedding: 'inline' }}
        pageData={{ appDetail: { app, resources: { features: ['Sync'] }, feedback: null, developer: null } }}
      >
        <Resources appId="app-1" label="seeded" />
      </MarketplaceProviders>,
    );
    expect(screen.getByTestId('seeded').textContent).toBe('fulfilled:features');
  });

  it('sends no request for a seeded read when it mounts', () => {
    const test = createTestStore('http://127.0.0.1:9');
    const client = seedQueries(createQueryClient(), {
      appDetail: { app: makeApp({ id: 'app-1' }), resources: { features: [] }, feedback: null, developer: null },
    });
    render(
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={client}>
          <Resources appId="app-1" label="mounted" />
        </QueryClientProvider>
      </MarketplaceStoreProvider>,
    );
    // A fetch on mount would have started by now (effects ran inside render's act).
    expect(client.getQueryState(queryKeys.appResources('app-1'))?.fetchStatus).toBe('idle');
    expect(test.tracked.calls).toEqual([]);
    test.store.dispose();
  });

  it('leaves a read the platform refused (null) unseeded, for the screen to ask', () => {
    const client = seedQueries(createQueryClient(), { appDetail: { app: makeApp({ id: 'a' }), resources: null, feedback: null, developer: null } });
    expect(client.getQueryData(queryKeys.appResources('a'))).toBeUndefined();
  });
});

describe('readers of the same key share one request in flight', () => {
  it('two components asking for the same app send one request', async () => {
    const test = createTestStore(platform.origin);
    const [first] = await test.store.api.marketplace.getPublishedApps();
    if (!first) throw new Error('no published app');
    const before = test.tracked.calls.length;
    render(
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={createQueryClient()}>
          <Resources appId={first.id} label="one" />
          <Resources appId={first.id} label="two" />
        </QueryClientProvider>
      </MarketplaceStoreProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('two').textContent).toMatch(/^fulfilled:/), platformRoundTrip);
    expect(screen.getByTestId('one').textContent).toMatch(/^fulfilled:/);
    expect(test.tracked.calls.slice(before).filter((call) => call.endsWith(`/v2/applications/${first.id}/resources`))).toHaveLength(1);
    test.store.dispose();
  });
});

describe('a failed read shows its error and is asked again only on Retry', () => {
  it('rejected with the API error message, then a new request on reload', async () => {
    const test = createTestStore('http://127.0.0.1:9');
    render(
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={createQueryClient()}>
          <Resources appId="x" label="failed" />
        </QueryClientProvider>
      </MarketplaceStoreProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('failed').textContent).toMatch(/^rejected:There's been an error caused by AdBlock/), platformRoundTrip);
    const sent = test.tracked.calls.length;
    screen.getByTestId('failed').click();
    await waitFor(() => expect(test.tracked.calls.length).toBe(sent + 1), platformRoundTrip);
    test.store.dispose();
  });
});

function Byline({ developerId }: { developerId: string }) {
  const profile = useDeveloperProfile(developerId);
  return <p data-testid={`byline-${developerId}`}>{profile.isSuccess ? (profile.data?.name ?? 'none') : profile.status}</p>;
}

function DeveloperCount() {
  const { developers, loading } = useDevelopers();
  return <p data-testid="developers">{loading ? 'loading' : developers.length}</p>;
}

describe('developer profiles come from the developers list once it is in the cache', () => {
  it('a page with the developers list seeds every profile: bylines render at once and ask nothing', () => {
    const test = createTestStore('http://127.0.0.1:9');
    const profile = { id: 'dev-1', slug: 'acme', name: 'Acme', productCount: 1 } as unknown as DeveloperProfile;
    const client = seedQueries(createQueryClient(), { developers: [profile] });
    render(
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={client}>
          <DeveloperCount />
          <Byline developerId="dev-1" />
        </QueryClientProvider>
      </MarketplaceStoreProvider>,
    );
    expect(screen.getByTestId('developers').textContent).toBe('1');
    expect(screen.getByTestId('byline-dev-1').textContent).toBe('Acme');
    expect(test.tracked.calls).toEqual([]);
    test.store.dispose();
  });

  it('an unknown developer (404) is no profile, not an error; loading the list fills the profiles', async () => {
    const test = createTestStore(platform.origin);
    const client = createQueryClient();
    render(
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={client}>
          <Byline developerId="no-such-developer" />
          <DeveloperCount />
        </QueryClientProvider>
      </MarketplaceStoreProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('byline-no-such-developer').textContent).toBe('none'), platformRoundTrip);
    await waitFor(() => expect(screen.getByTestId('developers').textContent).toMatch(/^[1-9]\d*$/), platformRoundTrip);
    const [first] = client.getQueryData<DeveloperProfile[]>(queryKeys.developers()) ?? [];
    expect(first && client.getQueryData(queryKeys.developerProfile(first.id))).toEqual(first);
    expect(test.state().notifications).toEqual([]);
    test.store.dispose();
  });
});

function ExpertCount() {
  const { experts, loading, error, reload } = useExperts();
  return (
    <button type="button" data-testid="experts" onClick={reload}>
      {loading ? 'loading' : (error?.message ?? experts.length)}
    </button>
  );
}

describe('the list of partners (every page: the header search suggests them)', () => {
  it('two readers share one request, in the platform’s order; a seeded list asks nothing', async () => {
    const test = createTestStore(platform.origin);
    const all = await test.store.api.experts.list();
    const before = test.tracked.calls.length;
    const client = createQueryClient();
    render(
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={client}>
          <ExpertCount />
          <ExpertCount />
        </QueryClientProvider>
      </MarketplaceStoreProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('experts').map((node) => node.textContent)).toEqual([String(all.length), String(all.length)]), platformRoundTrip);
    expect(test.tracked.calls.length - before).toBe(1);
    expect(client.getQueryData<typeof all>(queryKeys.experts())?.map((expert) => expert.id)).toEqual(all.map((expert) => expert.id));

    const seeded = seedQueries(createQueryClient(), { experts: all });
    expect(seeded.getQueryData(queryKeys.experts())).toEqual(all);
    // A profile's page carries its partner, found by the slug or the id its address names.
    const [one] = all;
    const profile = seedQueries(createQueryClient(), { experts: all, ...(one ? { expert: one } : {}) });
    expect(profile.getQueryData(queryKeys.expert(one?.slug ?? ''))).toEqual(one);
    expect(profile.getQueryData(queryKeys.expert(one?.id ?? ''))).toEqual(one);
    test.store.dispose();
  });

  it('shows a failure, and asks again on Retry', async () => {
    const test = createTestStore('http://127.0.0.1:9');
    render(
      <MarketplaceStoreProvider store={test.store}>
        <QueryClientProvider client={createQueryClient()}>
          <ExpertCount />
        </QueryClientProvider>
      </MarketplaceStoreProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('experts').textContent).toMatch(/AdBlock/), platformRoundTrip);
    const sent = test.tracked.calls.length;
    screen.getByTestId('experts').click();
    await waitFor(() => expect(test.tracked.calls.length).toBe(sent + 1), platformRoundTrip);
    test.store.dispose();
  });
});

describe('a write kept while a read of the same entry is in flight', () => {
  it('stays: the read asked before the write was answered lands on nothing', async () => {
    const queries = createQueryClient();
    const key = ['cart', 'account-1'];
    queries.setQueryData(key, { locked: false, at: 'first read' });
    let answerRead: (cart: { locked: boolean; at: string }) => void = () => undefined;
    const read = queries.fetchQuery({ queryKey: key, staleTime: 0, queryFn: () => new Promise<{ locked: boolean; at: string }>((resolve) => (answerRead = resolve)) });
    keepWritten(queries, key, { locked: true, at: 'checkout started' });
    answerRead({ locked: false, at: 'read from before the write' });
    await expect(read).resolves.toEqual({ locked: true, at: 'checkout started' });
    expect(queries.getQueryData(key)).toEqual({ locked: true, at: 'checkout started' });
    expect(queries.getQueryState(key)?.fetchStatus).toBe('idle');
  });

  it('applies an update to the data from before the read, and leaves an entry never read alone', () => {
    const queries = createQueryClient();
    queries.setQueryData<string[]>(['installed', 'a'], ['app-1']);
    void queries.fetchQuery({ queryKey: ['installed', 'a'], staleTime: 0, queryFn: () => new Promise<string[]>(() => undefined) });
    keepWritten<string[]>(queries, ['installed', 'a'], (ids) => [...(ids ?? []), 'app-2']);
    expect(queries.getQueryData(['installed', 'a'])).toEqual(['app-1', 'app-2']);
    keepWritten<string[]>(queries, ['installed', 'b'], (ids) => ids && [...ids, 'app-2']);
    expect(queries.getQueryState(['installed', 'b'])).toBeUndefined();
  });
});
