/**
 * The cart as a state machine (spec 4): open → checkout started (locked until checkedOutUntil) →
 * purchased; a rejected checkout goes back to open; closed is terminal.
 */
import { type DateInput, toDate, toIsoString } from './dates.ts';
import type { Cart } from './entities/cart.ts';
import type { IsoDateTime } from './entities/common.ts';
import type { ErrorCode } from './errors.ts';

export const cartStates = ['open', 'checkout-started', 'purchased', 'closed'] as const;
export type CartState = (typeof cartStates)[number];

export const cartEvents = ['add', 'addMultiple', 'remove', 'updatePlan', 'addCoupon', 'startCheckout', 'rejectCheckout', 'purchase', 'close'] as const;
export type CartEvent = (typeof cartEvents)[number];

/** Allowed transitions; an event missing from a state's row is refused. */
export const cartTransitions: Readonly<Record<CartState, Readonly<Partial<Record<CartEvent, CartState>>>>> = {
  open: {
    add: 'open',
    addMultiple: 'open',
    remove: 'open',
    updatePlan: 'open',
    addCoupon: 'open',
    startCheckout: 'checkout-started',
    close: 'closed',
  },
  'checkout-started': { purchase: 'purchased', rejectCheckout: 'open', close: 'closed' },
  purchased: {},
  closed: {},
};

export type CartRefusalReason = 'locked' | 'already-purchased' | 'closed' | 'checkout-not-started';
export type CartRefusal = { ok: false; reason: CartRefusalReason; code: ErrorCode };

/** Why an event is refused in a state (the catalogue entry is what the user sees). */
function refusalOf(state: CartState, event: CartEvent): CartRefusal {
  if (state === 'closed') return { ok: false, reason: 'closed', code: 'cartTransactionFailed' };
  if (state === 'purchased') return { ok: false, reason: 'already-purchased', code: 'cartTransactionFailed' };
  if (state === 'checkout-started') return { ok: false, reason: 'locked', code: 'cartLocked' };
  return { ok: false, reason: 'checkout-not-started', code: event === 'purchase' ? 'cartTransactionFailed' : 'checkoutNotStarted' };
}

export function cartTransition(state: CartState, event: CartEvent): { ok: true; state: CartState } | CartRefusal {
  const next = cartTransitions[state][event];
  return next === undefined ? refusalOf(state, event) : { ok: true, state: next };
}

/**
 * The cart's state at `now`. A checkout lock lasts until checkedOutUntil: once that has passed
 * the cart is open again.
 */
export function cartStateOf(cart: Pick<Cart, 'closedAt' | 'purchasedAt' | 'checkedOutUntil'>, now: DateInput): CartState {
  if (cart.closedAt) return 'closed';
  if (cart.purchasedAt) return 'purchased';
  const until = toDate(cart.checkedOutUntil);
  const at = toDate(now);
  if (until !== null && at !== null && at.getTime() < until.getTime()) return 'checkout-started';
  return 'open';
}

/** A locked cart refuses plan change, removal and addition. */
export function isCartLocked(cart: Pick<Cart, 'closedAt' | 'purchasedAt' | 'checkedOutUntil'>, now: DateInput): boolean {
  return cartStateOf(cart, now) === 'checkout-started';
}

/** Minutes left to finish the checkout: checkedOutUntil − now, rounded up, never below 0. */
export function minutesLeftToCheckout(cart: Pick<Cart, 'checkedOutUntil'>, now: DateInput): number {
  const until = toDate(cart.checkedOutUntil);
  const at = toDate(now);
  if (until === null || at === null) return 0;
  return Math.max(0, Math.ceil((until.getTime() - at.getTime()) / 60_000));
}

export type CartResult = { ok: true; cart: Cart } | CartRefusal;

function apply(cart: Cart, event: CartEvent, now: DateInput, change: Partial<Cart>): CartResult {
  const result = cartTransition(cartStateOf(cart, now), event);
  return result.ok ? { ok: true, cart: { ...cart, ...change } } : result;
}

/** Whether the cart's content may change now (add, add multiple, remove, update plan, coupon). */
export function canChangeCart(cart: Cart, event: 'add' | 'addMultiple' | 'remove' | 'updatePlan' | 'addCoupon', now: DateInput): CartResult {
  return apply(cart, event, now, {});
}

/** Locks the cart until `checkedOutUntil`. */
export function startCheckout(cart: Cart, now: DateInput, checkedOutUntil: IsoDateTime): CartResult {
  return apply(cart, 'startCheckout', now, { checkedOutUntil });
}

/** Back to open: clears checkedOutUntil. */
export function rejectCheckout(cart: Cart, now: DateInput): CartResult {
  return apply(cart, 'rejectCheckout', now, { checkedOutUntil: null });
}

/** Refused for a purchased or closed cart, and for one whose checkout has not started. */
export function purchaseCart(cart: Cart, now: DateInput): CartResult {
  return apply(cart, 'purchase', now, { purchasedAt: toIsoString(now), checkedOutUntil: null });
}

export function closeCart(cart: Cart, now: DateInput): CartResult {
  return apply(cart, 'close', now, { closedAt: toIsoString(now) });
}
