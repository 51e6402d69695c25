/**
 * Subscriptions per licensed product (spec 3) and whether a card was added. The spec does not
 * show the subscription fetch path; the hosts send 'refresh subscription info' and the platform's
 * call lands here when it exists (see the report of issue 5).
 */
import type { CreditCardAdded, Subscription, Subscriptions } from '@marketplace/domain/entities/subscription';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { idleRequest, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface SubscriptionsSlice {
  subscriptions: Subscriptions;
  subscriptionsRequest: RequestState;
  creditCardAdded: CreditCardAdded;
  /** Sets a product's subscription (from a host message or the platform). */
  setSubscription: (product: LicensedProduct, subscription: Subscription) => void;
  setCreditCardAdded: (product: LicensedProduct, added: boolean) => void;
}

export const createSubscriptionsSlice: SliceCreator<SubscriptionsSlice> = () => (set) => ({
  subscriptions: {},
  subscriptionsRequest: idleRequest,
  creditCardAdded: {},
  setSubscription: (product, subscription) => set((state) => ({ subscriptions: { ...state.subscriptions, [product]: subscription } })),
  setCreditCardAdded: (product, added) => set((state) => ({ creditCardAdded: { ...state.creditCardAdded, [product]: added } })),
});
