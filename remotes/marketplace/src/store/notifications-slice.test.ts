import { NOTIFICATION_AUTO_HIDE_MS, RATING_NOTIFICATION_AUTO_HIDE_MS } from '@marketplace/domain/constants';
import { errorCatalogue } from '@marketplace/domain/errors';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from './testing/test-store.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';
import { ApiArea, ApiError, ApiErrorKind } from '@marketplace/api/api-error';

runOnFakeTime();

// No request is made here: the platform origin is never called.
const offline = 'http://127.0.0.1:9';

describe('notifications auto-hide after 4000 ms', () => {
  it('hides a catalogue notice at 4000 ms, not before', () => {
    const { state, store } = createTestStore(offline);
    state().notify('cartLoad');
    expect(state().notifications).toEqual([
      expect.objectContaining({ kind: 'error', content: errorCatalogue.cartLoad.message, autoHideDelayTime: NOTIFICATION_AUTO_HIDE_MS, type: 'cartLoad' }),
    ]);
    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 1);
    expect(state().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state().notifications).toHaveLength(0);
    store.dispose();
  });
});

describe('rating notifications hide after 2000 ms', () => {
  it('hides the rating notice at 2000 ms', () => {
    const { state, store } = createTestStore(offline);
    state().notify('ratingSent');
    vi.advanceTimersByTime(RATING_NOTIFICATION_AUTO_HIDE_MS);
    expect(state().notifications).toHaveLength(0);
    store.dispose();
  });
});

describe('the ghost-login notice stays until dismissed', () => {
  it('never hides by itself and can be dismissed', () => {
    const { state, store } = createTestStore(offline);
    const id = state().notify('ghostLoginBrowsing', { params: { email: 'owner@acme.example' } });
    expect(state().notifications[0]?.content).toBe('Browsing as owner@acme.example');
    vi.advanceTimersByTime(60_000);
    expect(state().notifications).toHaveLength(1);
    state().hideNotification(id);
    expect(state().notifications).toHaveLength(0);
    store.dispose();
  });
});

describe('stores never share state', () => {
  it('keeps notifications per store', () => {
    const one = createTestStore(offline);
    const two = createTestStore(offline);
    one.state().notify('cartLoad');
    expect(two.state().notifications).toHaveLength(0);
    one.store.dispose();
    two.store.dispose();
  });
});

describe('a failure slowed by a rate limit', () => {
  it("shows the platform's sentence saying how long to wait, not the action's failure", () => {
    const { state, store } = createTestStore(offline);
    const message = 'Too many attempts in a short time. Please wait 42 seconds and try again.';
    const slowed = new ApiError({ kind: ApiErrorKind.http, area: ApiArea.experts, method: 'POST', url: `${offline}/x`, status: 429, code: 'rate_limited', data: null, message });
    state().notifyFailure('expertMessageFailed', slowed);
    expect(state().notifications).toEqual([expect.objectContaining({ kind: 'warning', content: message })]);
    const failed = new ApiError({
      kind: ApiErrorKind.http,
      area: ApiArea.experts,
      method: 'POST',
      url: `${offline}/x`,
      status: 422,
      code: 'invalid_request',
      data: null,
      message: 'x',
    });
    state().notifyFailure('expertMessageFailed', failed);
    expect(state().notifications[1]).toMatchObject({ kind: 'error', content: errorCatalogue.expertMessageFailed.message });
    store.dispose();
  });
});
