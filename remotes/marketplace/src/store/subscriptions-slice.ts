/**
 * Subscriptions per licensed product (spec 3) and whether a card was added. Loaded from the
 * organisation's products (GET /market/products/my); the hosts' 'refresh subscription info'
 * message may ask to omit the cache.
 */
import type { AddCardBody } from '@marketplace/api/billing';
import { isApiError } from '@marketplace/api/api-error';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import type { CreditCardAdded, Subscriptions } from '@marketplace/domain/entities/subscription';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface SubscriptionsSlice {
  subscriptions: Subscriptions;
  subscriptionsRequest: RequestState;
  creditCardAdded: CreditCardAdded;
  addCardRequest: RequestState;
  loadSubscriptions: (options?: { noCache?: boolean }) => Promise<void>;
  /** Adds a card for a product; the subscription then shows it. */
  addCard: (product: LicensedProduct, body: AddCardBody) => Promise<boolean>;
  /** Sets a product's subscription (e.g. sent by a host). */
}

export const createSubscriptionsSlice: SliceCreator<SubscriptionsSlice> =
  ({ api }) =>
  (set, get) => ({
    subscriptions: {},
    subscriptionsRequest: idleRequest,
    creditCardAdded: {},
    addCardRequest: idleRequest,

    loadSubscriptions: async (options = {}) => {
      set({ subscriptionsRequest: pendingRequest });
      try {
        const subscriptions = await api.billing.getMyProducts(options);
        set({ subscriptions, subscriptionsRequest: fulfilledRequest });
      } catch (error) {
        set({ subscriptionsRequest: rejectedRequest(error) });
      }
    },

    addCard: async (product, body) => {
      set({ addCardRequest: pendingRequest });
      try {
        const { cardDetails } = await api.billing.addCard(product, body);
        set((state) => {
          const current = state.subscriptions[product];
          return {
            addCardRequest: fulfilledRequest,
            creditCardAdded: { ...state.creditCardAdded, [product]: true },
            subscriptions: current ? { ...state.subscriptions, [product]: { ...current, hasCard: cardDetails.hasCard, cardDetails } } : state.subscriptions,
          };
        });
        return true;
      } catch (error) {
        set({ addCardRequest: rejectedRequest(error) });
        // The card form shows the reason; a refused card or a billing-side failure also gets its notice.
        if (isApiError(error) && error.status === 422) get().notify('cardChargeFailed');
        else if (isApiError(error) && error.kind === 'http') get().notify('billingSideError');
        return false;
      }
    },
  });
