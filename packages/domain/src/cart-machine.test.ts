import { describe, expect, it } from 'vitest';
import {
  canChangeCart,
  cartStateOf,
  cartTransition,
  closeCart,
  isCartLocked,
  minutesLeftToCheckout,
  purchaseCart,
  rejectCheckout,
  startCheckout,
  type CartEvent,
  type CartState,
} from './cart-machine.ts';
import { makeCart } from './test/fixtures.ts';

const now = '2024-05-01T12:00:00.000Z';
const later = '2024-05-01T12:15:00.000Z';

describe('cartTransition', () => {
  it.each<[CartState, CartEvent, CartState | `refused: ${string}`]>([
    ['open', 'add', 'open'],
    ['open', 'addMultiple', 'open'],
    ['open', 'remove', 'open'],
    ['open', 'updatePlan', 'open'],
    ['open', 'addCoupon', 'open'],
    ['open', 'startCheckout', 'checkout-started'],
    ['open', 'close', 'closed'],
    ['open', 'purchase', 'refused: checkout-not-started'],
    ['open', 'rejectCheckout', 'refused: checkout-not-started'],
    ['checkout-started', 'purchase', 'purchased'],
    ['checkout-started', 'rejectCheckout', 'open'],
    ['checkout-started', 'close', 'closed'],
    ['checkout-started', 'add', 'refused: locked'],
    ['checkout-started', 'addMultiple', 'refused: locked'],
    ['checkout-started', 'remove', 'refused: locked'],
    ['checkout-started', 'updatePlan', 'refused: locked'],
    ['checkout-started', 'startCheckout', 'refused: locked'],
    ['purchased', 'purchase', 'refused: already-purchased'],
    ['purchased', 'add', 'refused: already-purchased'],
    ['closed', 'purchase', 'refused: closed'],
    ['closed', 'add', 'refused: closed'],
    ['closed', 'startCheckout', 'refused: closed'],
  ])('%s + %s → %s', (state, event, expected) => {
    const result = cartTransition(state, event);
    expect(result.ok ? result.state : `refused: ${result.reason}`).toBe(expected);
  });

  it.each<[CartState, CartEvent, string]>([
    ['checkout-started', 'add', 'cartLocked'],
    ['purchased', 'purchase', 'cartTransactionFailed'],
    ['closed', 'purchase', 'cartTransactionFailed'],
    ['open', 'purchase', 'cartTransactionFailed'],
    ['open', 'rejectCheckout', 'checkoutNotStarted'],
  ])('%s + %s shows %s', (state, event, code) => {
    const result = cartTransition(state, event);
    expect(result.ok ? null : result.code).toBe(code);
  });
});

describe('cartStateOf', () => {
  it.each([
    ['fresh', {}, 'open'],
    ['checked out until later', { checkedOutUntil: later }, 'checkout-started'],
    ['checkout lock expired', { checkedOutUntil: '2024-05-01T11:59:00.000Z' }, 'open'],
    ['purchased', { purchasedAt: now, checkedOutUntil: later }, 'purchased'],
    ['closed', { closedAt: now, purchasedAt: now }, 'closed'],
  ])('%s → %s', (_case, overrides, expected) => {
    expect(cartStateOf(makeCart(overrides), now)).toBe(expected);
    expect(isCartLocked(makeCart(overrides), now)).toBe(expected === 'checkout-started');
  });
});

describe('minutesLeftToCheckout', () => {
  it.each([
    [later, 15],
    ['2024-05-01T12:00:30.000Z', 1],
    ['2024-05-01T11:00:00.000Z', 0],
    [null, 0],
  ])('until %j → %i', (checkedOutUntil, expected) => {
    expect(minutesLeftToCheckout({ checkedOutUntil }, now)).toBe(expected);
  });
});

describe('cart transitions on a cart', () => {
  it('starts a checkout, then purchases', () => {
    const started = startCheckout(makeCart(), now, later);
    expect(started.ok && started.cart.checkedOutUntil).toBe(later);
    if (!started.ok) throw new Error('checkout refused');
    const bought = purchaseCart(started.cart, '2024-05-01T12:05:00.000Z');
    expect(bought.ok && bought.cart).toMatchObject({ purchasedAt: '2024-05-01T12:05:00.000Z', checkedOutUntil: null });
  });

  it('rejecting a checkout clears checkedOutUntil', () => {
    const result = rejectCheckout(makeCart({ checkedOutUntil: later }), now);
    expect(result.ok && result.cart.checkedOutUntil).toBeNull();
  });

  it('refuses changes to a locked cart', () => {
    const result = canChangeCart(makeCart({ checkedOutUntil: later }), 'updatePlan', now);
    expect(result).toEqual({ ok: false, reason: 'locked', code: 'cartLocked' });
    expect(canChangeCart(makeCart(), 'updatePlan', now).ok).toBe(true);
  });

  it.each([
    ['purchased', { purchasedAt: now }, 'already-purchased'],
    ['closed', { closedAt: now }, 'closed'],
  ])('refuses to purchase a %s cart', (_case, overrides, reason) => {
    const result = purchaseCart(makeCart({ ...overrides, checkedOutUntil: later }), now);
    expect(result.ok ? null : result.reason).toBe(reason);
  });

  it('closes an open cart, and a closed cart stays closed', () => {
    const closed = closeCart(makeCart(), now);
    expect(closed.ok && closed.cart.closedAt).toBe(now);
    if (!closed.ok) throw new Error('close refused');
    expect(closeCart(closed.cart, later).ok).toBe(false);
  });
});
