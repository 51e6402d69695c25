/**
 * Payment / checkout state (spec 3 and 4): start, cart get info, checkout start, checkout reject,
 * cart purchase. A checkout or a purchase sets processing; a failure keeps its error.
 * After a purchase the cart is polled (up to 10 tries, 250 ms apart) until purchasedAt is set, then
 * its products are sorted into purchased and not purchased and the user goes to thank-you or
 * review-order. The calls' code (payment-actions.ts) loads with the first cart or the first call:
 * the catalogue's first view never pays.
 */
import type { App } from '@marketplace/domain/entities/app';
import type { BillingAddress } from '@marketplace/domain/calls/billing';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import type { CartProduct } from '@marketplace/domain/entities/cart';
import type { ChargeType } from '@marketplace/domain/entities/charges';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { DirectCharge, RecurrentCharge } from '@marketplace/domain/entities/charges';
import type { PaymentIntent, PaymentState } from '@marketplace/domain/entities/payment';
import type { createPaymentActions } from './payment-actions.ts';
import { loadOnce } from '@marketplace/api/load-once';
import type { SliceError } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface PaymentProgress {
  /** A checkout, a purchase or a charge under way: a second click does nothing. */
  processing: boolean;
  /** The last call's failure, until the next call starts. */
  error: SliceError | null;
}

export interface CartPurchaseResult {
  cart: CartResponse;
  purchased: CartProduct[];
  notPurchased: CartProduct[];
  page: 'thank-you' | 'review-order';
}

export interface PaymentSlice {
  payment: PaymentState;
  paymentProgress: PaymentProgress;
  cartPurchase: CartPurchaseResult | null;
  /** Starts paying for an app or the cart. */
  startPayment: (input: { item: App | null; intent: PaymentIntent | null; chargeType: ChargeType | null; isExternalCharge?: boolean }) => void;
  /** Reads the cart for the checkout: its one-time and recurrent lines. */
  getCartInfo: (cartId: string) => Promise<boolean>;
  startCheckout: () => Promise<boolean>;
  /** Back to an open cart; the user goes to /cart/. */
  rejectCheckout: () => Promise<boolean>;
  /** Buys the cart; the billing address's taxes are charged with each line billed now. */
  purchaseCart: (address?: BillingAddress) => Promise<CartPurchaseResult | null>;
  /**
   * POST /applications/{id}/create-charge: the pending charge that buying one app pays (direct for
   * pay-once, recurrent otherwise). A refusal keeps its reason in paymentProgress.error. The
   * Idempotency-Key names the user's intent to pay: sent again, it gets the same charge back.
   */
  createAppCharge: (app: App, planId: BillingCycle, idempotencyKey: string, address?: BillingAddress) => Promise<DirectCharge | RecurrentCharge | null>;
}

export const initialPayment: PaymentState = {
  item: null,
  intent: null,
  charge: null,
  chargeType: null,
  isExternalCharge: false,
  isProcessable: false,
  cart: { oneTime: [], recurrent: [] },
};
export const idleProgress: PaymentProgress = { processing: false, error: null };

export type PaymentAction = 'getCartInfo' | 'startCheckout' | 'rejectCheckout' | 'purchaseCart' | 'createAppCharge';

type PaymentActions = ReturnType<ReturnType<typeof createPaymentActions>>;

export const createPaymentSlice: SliceCreator<PaymentSlice> = (deps) => (set, get, store) => {
  const load = loadOnce<PaymentActions>(() => import('./payment-actions.ts').then((module) => module.createPaymentActions(deps)(set, get, store)));
  // Once loaded, a call runs at once: a checkout shows processing in the click's own render, so a
  // second click finds the button disabled. The code loads as soon as there is a cart to pay.
  const unsubscribe = store.subscribe((state) => {
    if (state.cart === null) return;
    unsubscribe();
    load().catch(() => undefined);
  });
  return {
    payment: initialPayment,
    paymentProgress: idleProgress,
    cartPurchase: null,
    startPayment: ({ item, intent, chargeType, isExternalCharge = false }) => {
      set({ payment: { ...initialPayment, item, intent, chargeType, isExternalCharge }, paymentProgress: idleProgress, cartPurchase: null });
    },
    getCartInfo: (...args) => load.loaded()?.getCartInfo(...args) ?? load().then((actions) => actions.getCartInfo(...args)),
    startCheckout: (...args) => load.loaded()?.startCheckout(...args) ?? load().then((actions) => actions.startCheckout(...args)),
    rejectCheckout: (...args) => load.loaded()?.rejectCheckout(...args) ?? load().then((actions) => actions.rejectCheckout(...args)),
    purchaseCart: (...args) => load.loaded()?.purchaseCart(...args) ?? load().then((actions) => actions.purchaseCart(...args)),
    createAppCharge: (...args) => load.loaded()?.createAppCharge(...args) ?? load().then((actions) => actions.createAppCharge(...args)),
  };
};
