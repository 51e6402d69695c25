import { NOTIFICATION_AUTO_HIDE_MS } from '@marketplace/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { systemClock, systemTimers, type Fetch } from '@marketplace/api/api-runtime';
import { createMarketplaceStore } from './marketplace-store.ts';
import { createTestStore } from './testing/test-store.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';

runOnFakeTime();

// No request is made here: the platform origin is never called.
const offline = 'http://127.0.0.1:9';

describe('dispose cancels what the store scheduled and leaves it usable', () => {
  it('stops auto-hides, then schedules again (React StrictMode runs cleanups then effects again)', () => {
    const { state, store } = createTestStore(offline);
    state().notify('cartLoad');
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS);
    expect(state().notifications).toHaveLength(1);
    state().notify('cartCreate');
    expect(vi.getTimerCount()).toBe(1);
    store.dispose();
  });
});

describe('the api configuration is validated before any request is made with it', () => {
  it('refuses a platform origin that is not a URL: every call fails, none is sent', async () => {
    const fetch = vi.fn<Fetch>();
    const store = createMarketplaceStore({ api: { platformOrigin: 'not a url', product: 'livechat' }, product: 'livechat', clock: systemClock, timers: systemTimers, fetch });
    await expect(store.api.marketplace.getPublishedApps()).rejects.toThrow(/url/i);
    await expect(store.api.carts.getRecent()).rejects.toThrow(/url/i);
    expect(fetch).not.toHaveBeenCalled();
  });
});
