/**
 * The cart's writes (spec 3, 4 and 8) as mutation options: add one app or several, remove, change a
 * plan, apply or take off a coupon, start and leave the checkout, and buy the cart. Each puts the
 * platform's answer into the cart entry (cart.ts), so the badge, the buttons and the cart page move
 * together. A cart locked by a started checkout refuses changes as the platform would: the 'cart
 * locked' warning, and the cart is read again. The screens read what is under way from the
 * mutations (cartChangesUnderWay), and a failure from their own mutation.
 */
import { isApiError } from '@marketplace/api/api-error';
import { ADD_MULTIPLE_WAIT_MS, PURCHASED_CART_POLL_MS } from '@marketplace/domain/constants';
import { canChangeCart } from '@marketplace/domain/cart-machine';
import type { BillingAddress } from '@marketplace/domain/calls/billing';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import type { BillingCycle, CartProduct } from '@marketplace/domain/entities/cart';
import { catalogueMessage, errorCatalogue, type CartAction } from '@marketplace/domain/errors';
import { paymentFailureOf } from '@marketplace/domain/payment-failures';
import { keepPollingPurchasedCart, pageAfterCartPurchase, sortPurchasedProducts } from '@marketplace/domain/install-notes';
import { paths } from '@marketplace/domain/routes';
import { mutationOptions, useMutationState } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { ensureCart, invalidateCart, keepCart, showCartFailure } from './cart.ts';
import { failureMessage, Refused } from './failure.ts';
import { PaymentFailed } from './payment-failure.ts';
import { perStore } from './per-store.ts';
import { keepWritten, queryKeys } from './query-client.ts';
import { keepPurchased } from './use-installed-apps.ts';

/** Lines being added, and lines being removed or re-planned: the buttons read them by app id. */
export const cartKeys = {
  adding: ['cart-change', 'adding'] as const,
  changing: ['cart-change', 'changing'] as const,
  coupon: ['cart-change', 'coupon'] as const,
  checkout: ['cart-checkout'] as const,
};

interface LineChange {
  appIds: readonly string[];
}

export interface CartPurchaseResult {
  cart: CartResponse;
  purchased: CartProduct[];
  notPurchased: CartProduct[];
  page: 'thank-you' | 'review-order';
}

/** A checkout move or a purchase is under way (read at the click: a second click before the next render finds it; the Idempotency-Key covers other tabs). */
export const checkingOutNow = (store: Pick<MarketplaceStore, 'queries'>): boolean => store.queries.isMutating({ mutationKey: cartKeys.checkout }) > 0;

/** The app ids whose lines are being added (or changed) now. */
export function useCartChangesUnderWay(kind: 'adding' | 'changing'): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: cartKeys[kind], status: 'pending' },
    select: (mutation) => (mutation.state.variables as LineChange | undefined)?.appIds ?? [],
  });
  return new Set(ids.flat());
}

function createCartWrites(store: MarketplaceStore) {
  const { api, queries, clock, scheduler, hostOutbox } = store;
  const navigate = (path: string) => store.navigate(path);

  /** The cart to change; refused (and said) when there is none or a started checkout locks it. */
  const changeableCart = async (event: 'add' | 'addMultiple' | 'remove' | 'updatePlan' | 'addCoupon'): Promise<CartResponse> => {
    const cart = await ensureCart(store);
    if (cart === null) throw new Refused();
    const verdict = canChangeCart(cart, event, new Date(clock()));
    if (!verdict.ok) {
      store.getState().notify(verdict.code);
      if (verdict.code === 'cartLocked') void invalidateCart(store);
      throw new Refused();
    }
    return cart;
  };

  const lineChange = <V extends LineChange>(
    key: readonly string[],
    action: CartAction,
    event: 'add' | 'addMultiple' | 'remove' | 'updatePlan',
    call: (cart: CartResponse, variables: V) => Promise<CartResponse>,
  ) =>
    mutationOptions({
      mutationKey: key,
      mutationFn: async (variables: V) => {
        const cart = await changeableCart(event);
        const updated = await call(cart, variables);
        keepCart(store, updated);
        return updated;
      },
      onError: (error) => {
        if (!(error instanceof Refused)) showCartFailure(store, action, error);
      },
    });

  /** A started checkout or its end: the cart the platform answers. */
  const checkoutMove = (move: (cartId: string) => Promise<CartResponse>, after?: () => void) =>
    mutationOptions({
      mutationKey: cartKeys.checkout,
      mutationFn: async () => {
        const cart = await ensureCart(store);
        if (cart === null) throw new Refused();
        const moved = await move(cart.id);
        keepCart(store, moved);
        return moved;
      },
      onSuccess: () => after?.(),
      onError: (error) => {
        if (!(error instanceof Refused)) showCartFailure(store, 'checkout', error);
      },
    });

  return {
    add: lineChange<LineChange & { planId?: BillingCycle | undefined }>(cartKeys.adding, 'add', 'add', (cart, { appIds, planId }) =>
      api.carts.addApp(cart.id, appIds[0] ?? '', planId),
    ),
    /** Adds several apps, then waits 500 ms and reads the cart again (the platform settles the lines). */
    addMany: mutationOptions({
      mutationKey: cartKeys.adding,
      mutationFn: async ({ appIds }: LineChange) => {
        const cart = await changeableCart('addMultiple');
        keepCart(store, await api.carts.addApps(cart.id, appIds));
        await scheduler.sleep(ADD_MULTIPLE_WAIT_MS);
        try {
          keepCart(store, await api.carts.get(cart.id));
        } catch (error) {
          showCartFailure(store, 'load', error);
        }
      },
      onError: (error) => {
        if (!(error instanceof Refused)) showCartFailure(store, 'addMany', error);
      },
    }),
    remove: lineChange<LineChange>(cartKeys.changing, 'remove', 'remove', (cart, { appIds }) => api.carts.removeApp(cart.id, appIds[0] ?? '')),
    updatePlan: lineChange<LineChange & { planId: BillingCycle }>(cartKeys.changing, 'updatePlan', 'updatePlan', (cart, { appIds, planId }) =>
      api.carts.updatePlan(cart.id, appIds[0] ?? '', planId),
    ),

    /** The coupon field shows its failure itself: one message per failure. */
    addCoupon: mutationOptions({
      mutationKey: cartKeys.coupon,
      mutationFn: async (code: string) => {
        const cart = await changeableCart('addCoupon');
        try {
          keepCart(store, await api.carts.addCoupon(cart.id, code));
        } catch (error) {
          const failure = showCartFailure(store, 'coupon', error, { toast: false });
          // A 429 says how long to wait (the platform's sentence) rather than that the coupon failed.
          const slowed = isApiError(error) && error.status === 429;
          throw new Error(!slowed && failure.kind === 'error' ? errorCatalogue[failure.code].message : failureMessage(error), { cause: error });
        }
      },
      onSuccess: () => store.getState().notify('couponAdded'),
    }),
    removeCoupon: mutationOptions({
      mutationKey: cartKeys.coupon,
      mutationFn: async () => {
        const cart = await changeableCart('addCoupon');
        keepCart(store, await api.carts.removeCoupon(cart.id));
      },
      onError: (error) => {
        if (!(error instanceof Refused)) showCartFailure(store, 'updatePlan', error);
      },
    }),

    startCheckout: checkoutMove((cartId) => api.carts.startCheckout(cartId)),
    /** Back to an open cart; the user goes to /cart/. */
    rejectCheckout: checkoutMove(
      (cartId) => api.carts.rejectCheckout(cartId),
      () => navigate(paths.afterCheckoutRejected()),
    ),

    /**
     * Buys the cart the user saw (its checksum: a cart changed meanwhile is refused); the billing
     * address's taxes are charged with each line billed now. The platform settles the purchase
     * asynchronously: the cart is read every 250 ms (10 tries) until purchasedAt is set, then its
     * lines are sorted into bought and not bought and the user goes to thank-you or review-order.
     */
    purchase: mutationOptions({
      mutationKey: cartKeys.checkout,
      mutationFn: async (address: BillingAddress = {}): Promise<CartPurchaseResult> => {
        const current = await ensureCart(store);
        if (current === null) throw new Refused();
        let cart: CartResponse;
        try {
          cart = await api.carts.purchase(current.id, current.checksum, undefined, address);
          for (let tries = 0; keepPollingPurchasedCart(cart, tries); tries += 1) {
            await scheduler.sleep(PURCHASED_CART_POLL_MS);
            cart = await api.carts.get(current.id);
          }
        } catch (error) {
          const failure = showCartFailure(store, 'purchase', error);
          throw new PaymentFailed(catalogueMessage('cartTransactionFailed'), failure.kind === 'error' ? paymentFailureOf(failure.code) : null, error);
        }
        if (!cart.purchasedAt) {
          store.getState().notify('cartTransactionFailed');
          throw new PaymentFailed(errorCatalogue.cartTransactionFailed.message, 'cart-transaction');
        }
        const { purchased, notPurchased } = sortPurchasedProducts(cart.products);
        return { cart, purchased, notPurchased, page: pageAfterCartPurchase(cart.products) };
      },
      onSuccess: ({ cart, purchased, page }) => {
        keepCart(store, cart);
        keepWritten(queries, queryKeys.cartById(cart.id), cart);
        keepPurchased(
          store,
          purchased.map((product) => product.id),
        );
        hostOutbox.post(
          { type: 'cart_purchased', cartId: cart.id },
          { type: 'refresh_cart' },
          { type: 'refresh_installed_apps' },
          { type: 'refresh_subscription_info', omitCache: true },
        );
        // No toast: the thank-you page (or the review of the order) says what was bought, once.
        navigate(page === 'thank-you' ? paths.cartThankYou(cart.id) : paths.cartReviewOrder(cart.id));
      },
    }),
  };
}

export const cartWritesOf = perStore(createCartWrites);
export const useCartWrites = () => cartWritesOf(useMarketplaceStoreApi());
