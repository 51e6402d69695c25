/**
 * Cart (spec 3, 4 and 8): load (the recent cart; none means one is created), create, add, add many,
 * remove, update plan, coupon. A cart locked by a started checkout refuses changes: the user gets
 * the 'cart locked' warning and the cart reloads. Every other failure shows its catalogue message.
 */
import { isApiError } from '@marketplace/api/api-error';
import { ADD_MULTIPLE_WAIT_MS } from '@marketplace/domain/constants';
import { canChangeCart } from '@marketplace/domain/cart-machine';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import type { BillingCycle, CouponState } from '@marketplace/domain/entities/cart';
import { cartFailure, errorCatalogue, type CartAction, type CartFailure } from '@marketplace/domain/errors';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, toSliceError, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface CartSlice {
  /** The cart as the platform returns it (with the checksum a purchase sends back). */
  cart: CartResponse | null;
  /** State of loading or creating the cart. */
  cartRequest: RequestState;
  /** Products being added (spec 4: adding marks the product), removed or re-planned, by app id. */
  productsBeingAdded: Readonly<Record<string, boolean>>;
  productsBeingChanged: Readonly<Record<string, boolean>>;
  coupon: CouponState;
  /** GET the recent cart; a 404 means none, so one is created. */
  loadCart: () => Promise<CartResponse | null>;
  /** Adds an app with a plan (a billing cycle), or the app's first one. */
  addToCart: (appId: string, planId?: BillingCycle) => Promise<boolean>;
  /** Adds several apps, then waits 500 ms and reloads the cart (the platform settles the lines). */
  addManyToCart: (appIds: readonly string[]) => Promise<boolean>;
  removeFromCart: (appId: string) => Promise<boolean>;
  updateCartPlan: (appId: string, planId: BillingCycle) => Promise<boolean>;
  addCoupon: (code: string) => Promise<boolean>;
  /** Takes the applied coupon off the cart. */
  removeCoupon: () => Promise<boolean>;
  /** A cart sent by the host ('cart updated'). */
  setCart: (cart: CartResponse | null) => void;
}

const flag = (record: Readonly<Record<string, boolean>>, ids: readonly string[], on: boolean): Record<string, boolean> => {
  const next: Record<string, boolean> = { ...record };
  for (const id of ids) {
    if (on) next[id] = true;
    else delete next[id];
  }
  return next;
};

export const createCartSlice: SliceCreator<CartSlice> =
  ({ api, clock, scheduler }) =>
  (set, get) => {
    /** What a failed cart call shows: the locked warning (and a reload), or the action's message. */
    /** `inline`: the form shows the error under its field, so no toast repeats it. */
    const showCartFailure = (action: CartAction, error: unknown, inline = false): CartFailure => {
      const failure = isApiError(error) ? cartFailure(action, error.status ?? null, error.code ?? null) : cartFailure(action, null, null);
      if (failure.kind === 'locked') {
        get().notify(failure.code);
        void get().loadCart();
      } else if (failure.kind === 'error' && !inline) {
        get().notifyFailure(failure.code, error);
      }
      return failure;
    };

    let creating: Promise<CartResponse | null> | null = null;
    const createCart = async (): Promise<CartResponse | null> => {
      try {
        const cart = await api.carts.create();
        set({ cart, cartRequest: fulfilledRequest });
        return cart;
      } catch (error) {
        set({ cartRequest: rejectedRequest(error) });
        showCartFailure('create', error);
        return null;
      }
    };

    /** The cart to change, created when there is none; null when that failed (already shown). */
    const ensureCart = async (): Promise<CartResponse | null> => get().cart ?? (await get().loadCart());

    /** Refuses a change to a cart locked by a started checkout, as the platform would. */
    const refuseWhenLocked = (cart: CartResponse, event: 'add' | 'addMultiple' | 'remove' | 'updatePlan' | 'addCoupon'): boolean => {
      const verdict = canChangeCart(cart, event, new Date(clock()));
      if (verdict.ok) return false;
      get().notify(verdict.code);
      if (verdict.code === 'cartLocked') void get().loadCart();
      return true;
    };

    const change = async (
      action: 'add' | 'addMany' | 'remove' | 'updatePlan',
      appIds: readonly string[],
      call: (cart: CartResponse) => Promise<CartResponse>,
    ): Promise<boolean> => {
      const key = action === 'add' || action === 'addMany' ? 'productsBeingAdded' : 'productsBeingChanged';
      set((state) => ({ [key]: flag(state[key], appIds, true) }));
      const cart = await ensureCart();
      if (cart === null || refuseWhenLocked(cart, action === 'addMany' ? 'addMultiple' : action)) {
        set((state) => ({ [key]: flag(state[key], appIds, false) }));
        return false;
      }
      try {
        const updated = await call(cart);
        set((state) => ({ cart: updated, [key]: flag(state[key], appIds, false) }));
        return true;
      } catch (error) {
        set((state) => ({ [key]: flag(state[key], appIds, false) }));
        showCartFailure(action, error);
        return false;
      }
    };

    return {
      cart: null,
      cartRequest: idleRequest,
      productsBeingAdded: {},
      productsBeingChanged: {},
      coupon: { code: null, fetching: false, error: null },

      loadCart: async () => {
        set({ cartRequest: pendingRequest });
        let recent: CartResponse | null;
        try {
          recent = await api.carts.getRecent();
        } catch (error) {
          set({ cartRequest: rejectedRequest(error) });
          showCartFailure('load', error);
          return null;
        }
        if (recent === null) {
          // A ghost login creates nothing, not even an empty cart: there is none to show.
          if (get().session.isGhostLogin) {
            set({ cart: null, cartRequest: fulfilledRequest });
            return null;
          }
          // One creation at a time: two loads at once for an account with no cart yet (sign-in and
          // the cart screen each asking) would each create one, and the lines added to the first
          // would sit in a cart the account's next page never reads (it reads the most recent).
          creating ??= createCart().finally(() => {
            creating = null;
          });
          return creating;
        }
        set({ cart: recent, cartRequest: fulfilledRequest });
        return recent;
      },

      addToCart: (appId, planId) => change('add', [appId], (cart) => api.carts.addApp(cart.id, appId, planId)),

      addManyToCart: async (appIds) => {
        const added = await change('addMany', appIds, (cart) => api.carts.addApps(cart.id, appIds));
        if (!added) return false;
        await scheduler.sleep(ADD_MULTIPLE_WAIT_MS);
        const cart = get().cart;
        if (cart !== null) {
          try {
            set({ cart: await api.carts.get(cart.id) });
          } catch (error) {
            showCartFailure('load', error);
          }
        }
        return true;
      },

      removeFromCart: (appId) => change('remove', [appId], (cart) => api.carts.removeApp(cart.id, appId)),

      updateCartPlan: (appId, planId) => change('updatePlan', [appId], (cart) => api.carts.updatePlan(cart.id, appId, planId)),

      addCoupon: async (code) => {
        set({ coupon: { code, fetching: true, error: null } });
        const cart = await ensureCart();
        if (cart === null || refuseWhenLocked(cart, 'addCoupon')) {
          set({ coupon: { code, fetching: false, error: null } });
          return false;
        }
        try {
          const updated = await api.carts.addCoupon(cart.id, code);
          set({ cart: updated, coupon: { code, fetching: false, error: null } });
          get().notify('couponAdded');
          return true;
        } catch (error) {
          // The coupon field shows its failure itself: one message per failure.
          const failure = showCartFailure('coupon', error, true);
          // A 429 says how long to wait (the platform's sentence) rather than that the coupon failed.
          const slowed = isApiError(error) && error.status === 429;
          set({ coupon: { code, fetching: false, error: !slowed && failure.kind === 'error' ? errorCatalogue[failure.code].message : toSliceError(error).message } });
          return false;
        }
      },

      removeCoupon: async () => {
        const cart = await ensureCart();
        if (cart === null || refuseWhenLocked(cart, 'addCoupon')) return false;
        try {
          set({ cart: await api.carts.removeCoupon(cart.id), coupon: { code: null, fetching: false, error: null } });
          return true;
        } catch (error) {
          showCartFailure('updatePlan', error);
          return false;
        }
      },

      setCart: (cart) => set({ cart }),
    };
  };
