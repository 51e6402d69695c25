import { NOTIFICATION_AUTO_HIDE_MS } from '@marketplace/domain/constants';
import { describe, expect, it } from 'vitest';
import { createManualTimers } from '@marketplace/api/testing/manual-timers';
import { createMarketplaceStore } from './marketplace-store.ts';
import { createTestStore } from './testing/test-store.ts';

// No request is made here: the platform origin is never called.
const offline = 'http://127.0.0.1:9';

describe('dispose cancels what the store scheduled and leaves it usable', () => {
  it('stops auto-hides, then schedules again (React StrictMode runs cleanups then effects again)', () => {
    const { state, timers, store } = createTestStore(offline);
    state().notify('cartLoad');
    store.dispose();
    expect(timers.pendingCount()).toBe(0);
    timers.advance(NOTIFICATION_AUTO_HIDE_MS);
    expect(state().notifications).toHaveLength(1);
    state().notify('cartCreate');
    expect(timers.pendingCount()).toBe(1);
    store.dispose();
  });
});

describe('the api configuration is validated when the store is created', () => {
  it('refuses a platform origin that is not a URL', () => {
    const timers = createManualTimers();
    expect(() => createMarketplaceStore({ api: { platformOrigin: 'not a url', product: 'livechat' }, product: 'livechat', clock: timers.clock, timers })).toThrow();
  });
});
