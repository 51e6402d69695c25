/**
 * Payment / checkout state (spec 3 and 4): start, cart get info, checkout start, checkout reject,
 * cart purchase. A checkout or a purchase sets processing; a failure keeps its error.
 * After a purchase the cart is polled (up to 10 tries, 250 ms apart) until purchasedAt is set, then
 * its products are sorted into purchased and not purchased and the user goes to thank-you or
 * review-order.
 */
import { isApiError } from '@marketplace/api/api-error';
import { PURCHASED_CART_POLL_MS } from '@marketplace/domain/constants';
import type { App } from '@marketplace/domain/entities/app';
import type { BillingAddress } from '@marketplace/domain/calls/billing';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { chargeTypeOf } from '@marketplace/domain/billing-cycles';
import type { CartProduct } from '@marketplace/domain/entities/cart';
import type { ChargeType } from '@marketplace/domain/entities/charges';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { DirectCharge, RecurrentCharge } from '@marketplace/domain/entities/charges';
import type { PaymentIntent, PaymentState } from '@marketplace/domain/entities/payment';
import { cartFailure, purchaseSuccessMessage } from '@marketplace/domain/errors';
import { keepPollingPurchasedCart, pageAfterCartPurchase, sortPurchasedProducts } from '@marketplace/domain/install-notes';
import { paymentFailureOf } from '@marketplace/domain/payment-failures';
import { paths } from '@marketplace/domain/routes';
import { toSliceError, type SliceError } from './request-status.ts';
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
const idleProgress: PaymentProgress = { processing: false, error: null };

export const createPaymentSlice: SliceCreator<PaymentSlice> =
  ({ api, scheduler, navigate }) =>
  (set, get) => {
    const begin = (processing: boolean) => set({ paymentProgress: { processing, error: null } });
    const done = () => set({ paymentProgress: idleProgress });
    const failed = (error: unknown) => set({ paymentProgress: { processing: false, error: toSliceError(error) } });
    const linesOf = (cart: CartResponse): PaymentState['cart'] => ({ oneTime: cart.summary.oneTime, recurrent: cart.summary.recurrent });

    /** Shows what a failed checkout or purchase means; the checksum rejection is the screen's to handle. */
    const showFailure = (action: 'checkout' | 'purchase', error: unknown): void => {
      const failure = isApiError(error) ? cartFailure(action, error.status ?? null, error.code ?? null) : cartFailure(action, null, null);
      if (failure.kind === 'locked') {
        get().notify(failure.code);
        void get().loadCart();
      } else if (failure.kind === 'error') {
        set({ paymentFailure: paymentFailureOf(failure.code) });
        get().notifyFailure(failure.code, error);
      }
    };

    const currentCartId = (): string | null => get().cart?.id ?? null;

    return {
      payment: initialPayment,
      paymentProgress: idleProgress,
      cartPurchase: null,

      startPayment: ({ item, intent, chargeType, isExternalCharge = false }) => {
        set({ payment: { ...initialPayment, item, intent, chargeType, isExternalCharge }, paymentProgress: idleProgress, cartPurchase: null });
      },

      getCartInfo: async (cartId) => {
        begin(false);
        try {
          const cart = await api.carts.get(cartId);
          set((state) => ({ cart, payment: { ...state.payment, cart: linesOf(cart) } }));
          done();
          return true;
        } catch (error) {
          failed(error);
          get().notifyFailure('cartLoad', error);
          return false;
        }
      },

      startCheckout: async () => {
        const cartId = currentCartId();
        if (cartId === null) return false;
        begin(true);
        try {
          const cart = await api.carts.startCheckout(cartId);
          set((state) => ({ cart, payment: { ...state.payment, cart: linesOf(cart) } }));
          done();
          return true;
        } catch (error) {
          failed(error);
          showFailure('checkout', error);
          return false;
        }
      },

      rejectCheckout: async () => {
        const cartId = currentCartId();
        if (cartId === null) return false;
        begin(true);
        try {
          const cart = await api.carts.rejectCheckout(cartId);
          set({ cart });
          done();
          navigate(paths.afterCheckoutRejected());
          return true;
        } catch (error) {
          failed(error);
          showFailure('checkout', error);
          return false;
        }
      },

      purchaseCart: async (address = {}) => {
        const current = get().cart;
        // A second click while the first purchase runs does nothing (the Idempotency-Key covers other tabs).
        if (current === null || get().paymentProgress.processing) return null;
        const cartId = current.id;
        begin(true);
        set({ paymentFailure: null });
        let cart: CartResponse;
        try {
          // The checksum of the cart the user saw: a cart changed meanwhile is refused (checksum code).
          cart = await api.carts.purchase(cartId, current.checksum, undefined, address);
          // The platform settles the purchase asynchronously: poll until purchasedAt is set.
          for (let tries = 0; keepPollingPurchasedCart(cart, tries); tries += 1) {
            await scheduler.sleep(PURCHASED_CART_POLL_MS);
            cart = await api.carts.get(cartId);
          }
        } catch (error) {
          failed(error);
          showFailure('purchase', error);
          return null;
        }
        if (!cart.purchasedAt) {
          const error = new Error('The cart was not purchased in time.');
          failed(error);
          set({ paymentFailure: 'cart-transaction' });
          get().notify('cartTransactionFailed');
          return null;
        }
        const { purchased, notPurchased } = sortPurchasedProducts(cart.products);
        const page = pageAfterCartPurchase(cart.products);
        const result: CartPurchaseResult = { cart, purchased, notPurchased, page };
        set((state) => ({
          cart,
          cartPurchase: result,
          payment: { ...state.payment, cart: linesOf(cart) },
          installedAppIds: [...new Set([...state.installedAppIds, ...purchased.map((product) => product.id)])],
        }));
        done();
        // A success toast only when every line was bought: never beside a line that failed.
        if (purchased.length > 0 && notPurchased.length === 0) {
          get().showNotification({ kind: 'success', content: purchaseSuccessMessage(purchased.length), type: 'purchaseSuccess' });
        }
        navigate(page === 'thank-you' ? paths.cartThankYou(cart.id) : paths.cartReviewOrder(cart.id));
        return result;
      },

      createAppCharge: async (app, planId, idempotencyKey, address = {}) => {
        if (get().paymentProgress.processing) return null;
        begin(true);
        set({ paymentFailure: null });
        try {
          const charge = await api.marketplace.createCharge(app.id, planId, { idempotencyKey }, address);
          const chargeType = chargeTypeOf(planId);
          set((state) => ({ payment: { ...state.payment, item: app, charge, chargeType, isProcessable: charge.status === 'pending' } }));
          done();
          return charge;
        } catch (error) {
          failed(error);
          // A refusal (403, 409, 422) says its own reason; a failure of the billing side says so and offers a retry.
          if (isApiError(error) && error.status !== undefined && error.status >= 500) set({ paymentFailure: 'billing-side' });
          return null;
        }
      },
    };
  };
