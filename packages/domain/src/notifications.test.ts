import { describe, expect, it } from 'vitest';
import { autoHideDelayOf, notificationFor } from './notifications.ts';

describe('autoHideDelayOf', () => {
  it.each([
    ['appInstalled', 4000],
    ['cartLocked', 4000],
    ['ratingSent', 2000],
    ['ratingFailed', 2000],
    ['ghostLoginBrowsing', null],
  ] as const)('%s → %j', (code, expected) => {
    expect(autoHideDelayOf(code)).toBe(expected);
  });
});

describe('notificationFor', () => {
  it('builds a notice from the catalogue', () => {
    expect(notificationFor('cartLocked', 'n1')).toEqual({
      id: 'n1',
      kind: 'warning',
      content: 'Your cart is currently blocked by the unfinished checkout process. Try again later.',
      autoHideDelayTime: 4000,
      type: 'cartLocked',
    });
  });

  it('fills placeholders and appends the reason', () => {
    expect(notificationFor('ghostLoginBrowsing', 'g', { params: { email: 'a@b.io' } }).content).toBe('Browsing as a@b.io');
    expect(notificationFor('ratingFailed', 'r', { reason: 'Too many requests' })).toMatchObject({
      content: 'Unable to rate this app, please try again or contact our support. Too many requests',
      autoHideDelayTime: 2000,
      kind: 'error',
    });
  });
});
