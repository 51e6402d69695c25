/**
 * The payment slice's calls (payment-slice.ts): checkout, reject, purchase with its polling, and
 * an app's charge. Loaded on the first one, since the catalogue's first view never pays.
 */
import { isApiError } from '@marketplace/api/api-error';
import { PURCHASED_CART_POLL_MS } from '@marketplace/domain/constants';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { chargeTypeOf } from '@marketplace/domain/billing-cycles';
import type { PaymentState } from '@marketplace/domain/entities/payment';
import { cartFailure } from '@marketplace/domain/errors';
import { keepPollingPurchasedCart, pageAfterCartPurchase, sortPurchasedProducts } from '@marketplace/domain/install-notes';
import { paymentFailureOf } from '@marketplace/domain/payment-failures';
import { paths } from '@marketplace/domain/routes';
import type { StateCreator } from 'zustand/vanilla';
import type { MarketplaceState } from './marketplace-store.ts';
import type { CartPurchaseResult, PaymentAction, PaymentSlice } from './payment-slice.ts';
import { idleProgress } from './payment-slice.ts';
import { toSliceError } from './request-status.ts';
import type { StoreDeps } from './store-deps.ts';
import { keepPurchased } from '../data/use-installed-apps.ts';

export const createPaymentActions =
  ({ api, queries, scheduler, navigate }: StoreDeps): StateCreator<MarketplaceState, [], [], Pick<PaymentSlice, PaymentAction>> =>
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
        }));
        keepPurchased(
          { queries, getState: get },
          purchased.map((product) => product.id),
        );
        done();
        // No toast: the thank-you page (or the review of the order) says what was bought, once.
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
