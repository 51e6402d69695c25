import { PUBLISHED_APPS_POLL_MS } from '@marketplace/domain/constants';
import type { TestPlatform } from '@marketplace/api/testing/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectInReviewApps, selectPrivateApps, selectPublishedApp, selectPublishedApps, selectPublishedSummaries } from './apps-slice.ts';
import { createTestStore, startStorePlatform, platformRoundTrip } from './testing/test-store.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startStorePlatform();
});
afterAll(async () => {
  await platform.close();
});

describe('published apps are a list kept by id with a request state', () => {
  it('goes idle -> pending -> fulfilled and keeps the apps by id, in server order', async () => {
    const { state, store } = createTestStore(platform.origin);
    expect(state().publishedApps.status).toBe('idle');
    const loading = state().loadPublishedApps();
    expect(state().publishedApps.status).toBe('pending');
    await loading;
    const apps = selectPublishedApps(state());
    expect(state().publishedApps).toMatchObject({ status: 'fulfilled', error: null });
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.map((app) => app.id)).toEqual(state().publishedApps.ids);
    expect(state().publishedApps.byId[apps[0]?.id ?? '']).toBe(apps[0]);
    // Same state, same array: safe as a React selector.
    expect(selectPublishedApps(state())).toBe(apps);
    store.dispose();
  });

  it('is rejected with the ad-block message when the request fails with no status', async () => {
    const { state, store } = createTestStore('http://127.0.0.1:9');
    await state().loadPublishedApps();
    expect(state().publishedApps.status).toBe('rejected');
    expect(state().publishedApps.error?.message).toBe("There's been an error caused by AdBlock. Whitelist this site in AdBlock or add it to Trusted Sites in your browser.");
    store.dispose();
  });
});

describe('private apps, apps in review, one published app and resources', () => {
  it("loads the developer's private and in-review apps as lists kept by id", async () => {
    const test = createTestStore(platform.origin);
    await test.signIn(platform, 'acc-developer');
    await Promise.all([test.state().loadPrivateApps(), test.state().loadInReviewApps()]);
    expect(test.state().privateApps.status).toBe('fulfilled');
    expect(test.state().inReviewApps.status).toBe('fulfilled');
    expect(selectPrivateApps(test.state()).length).toBeGreaterThan(0);
    expect(selectInReviewApps(test.state()).every((app) => app.publishedAt === null)).toBe(true);
    test.store.dispose();
  });

  it('rejects the private list for a visitor', async () => {
    const test = createTestStore(platform.origin);
    await test.state().loadPrivateApps();
    expect(test.state().privateApps).toMatchObject({ status: 'rejected', error: { status: 401 } });
    test.store.dispose();
  });

  it('adds one published app by slug, answers null for an unknown slug', async () => {
    const test = createTestStore(platform.origin);
    const [first] = await test.store.api.marketplace.getPublishedApps();
    if (!first) throw new Error('no published app');
    await expect(test.state().loadPublishedApp(first.slug)).resolves.toMatchObject({ id: first.id });
    expect(selectPublishedApp(first.id)(test.state())).toMatchObject({ slug: first.slug });
    await expect(test.state().loadPublishedApp('no-such-app')).resolves.toBeNull();
    test.store.dispose();
  });
});

describe('published apps refresh every 15 s while pending', () => {
  it('re-sends the request after 15 s while the first is still pending, and stops once fulfilled', async () => {
    // Hold the first request back (a slow network), let later ones through to the real platform.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const { state, timers, tracked, store } = createTestStore(platform.origin, {
      fetch: (real) => async (input, init) => {
        sent += 1;
        if (sent === 1) await held;
        return real(input, init);
      },
    });
    const first = state().loadPublishedApps();
    expect(timers.nextDelay()).toBe(PUBLISHED_APPS_POLL_MS);
    timers.advance(PUBLISHED_APPS_POLL_MS - 1);
    expect(sent).toBe(1);
    timers.advance(1);
    expect(sent).toBe(2);
    await vi.waitFor(() => expect(state().publishedApps.status).toBe('fulfilled'), platformRoundTrip);
    // Fulfilled: no more refreshes.
    expect(timers.pendingCount()).toBe(0);
    release();
    await first;
    expect(state().publishedApps.status).toBe('fulfilled');
    expect(tracked.calls.filter((call) => call.endsWith('/v2/applications/published'))).toHaveLength(2);
    store.dispose();
  });
});

describe('apps in review refresh every 15 s while watched', () => {
  it('reloads the in-review list every 15 s until the watch is stopped', async () => {
    const test = createTestStore(platform.origin);
    await test.signIn(platform, 'acc-developer');
    const reviewed = () => test.tracked.calls.filter((call) => call.endsWith('/v2/applications/reviewed')).length;
    const stop = test.state().watchInReviewApps();
    test.timers.advance(PUBLISHED_APPS_POLL_MS - 1);
    expect(reviewed()).toBe(0);
    test.timers.advance(1);
    expect(reviewed()).toBe(1);
    await vi.waitFor(() => expect(test.state().inReviewApps.status).toBe('fulfilled'), platformRoundTrip);
    test.timers.advance(PUBLISHED_APPS_POLL_MS);
    expect(reviewed()).toBe(2);
    stop();
    test.timers.advance(PUBLISHED_APPS_POLL_MS * 2);
    expect(reviewed()).toBe(2);
    await vi.waitFor(() => expect(test.state().inReviewApps.status).toBe('fulfilled'), platformRoundTrip);
    test.store.dispose();
  });
});

describe('callers share the published-apps request in flight', () => {
  it('sends one request for two loads started together, and a new one after it settled', async () => {
    const { state, tracked, store } = createTestStore(platform.origin);
    const published = () => tracked.calls.filter((call) => call.endsWith('/v2/applications/published')).length;
    await Promise.all([state().loadPublishedApps(), state().loadPublishedApps()]);
    expect(published()).toBe(1);
    expect(state().publishedApps.status).toBe('fulfilled');
    await state().loadPublishedApps();
    expect(published()).toBe(2);
    store.dispose();
  });
});

describe("the catalogue reads the published apps' summaries (issue 15), one request for every caller in flight", () => {
  it('asks only the summary list, shares it in flight, and keeps the summaries apart from whole apps', async () => {
    const { state, tracked, store } = createTestStore(platform.origin);
    const asked = (path: string) => tracked.calls.filter((call) => call.endsWith(path)).length;
    // The listing and the header search ask together on the first view.
    await Promise.all([state().loadPublishedSummaries(), state().loadPublishedSummaries()]);
    expect(asked('/v2/applications/published/summary')).toBe(1);
    expect(asked('/v2/applications/published')).toBe(0);
    const summaries = selectPublishedSummaries(state());
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((app) => !('screenshots' in app))).toBe(true);
    expect(state().publishedApps.status).toBe('idle');
    expect(selectPublishedSummaries(state())).toBe(summaries);
    store.dispose();
  });
});
