/**
 * Adding a card for a licensed product (spec 3, 4) as mutation options: the subscription then shows
 * the card (the subscriptions entry is updated with the platform's answer), My apps' billing and
 * payments are read again (the platform takes what was owed as the card is added), the host is told the
 * onboarding may be checked, and a refused card or a billing-side failure gets its notice beside
 * the form's own reason.
 */
import type { AddCardBody } from '@marketplace/api/billing';
import { isApiError } from '@marketplace/api/api-error';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import type { Subscriptions } from '@marketplace/domain/entities/subscription';
import { mutationOptions } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { perStore } from './per-store.ts';
import { keepWritten, queryKeys } from './query-client.ts';
import { accountOf } from './use-installed-apps.ts';

export const billingKeys = { addCard: (product: LicensedProduct) => ['add-card', product] as const };

function createBillingWrites(store: MarketplaceStore) {
  const { api, queries, hostOutbox } = store;
  return {
    addCard: (product: LicensedProduct) =>
      mutationOptions({
        mutationKey: billingKeys.addCard(product),
        mutationFn: (body: AddCardBody) => api.billing.addCard(product, body),
        onSuccess: ({ cardDetails }) => {
          const account = accountOf(store);
          if (account !== null) {
            keepWritten<Subscriptions>(queries, queryKeys.subscriptions(account), (subscriptions) => {
              const current = subscriptions?.[product];
              return current && subscriptions ? { ...subscriptions, [product]: { ...current, hasCard: cardDetails.hasCard, cardDetails } } : subscriptions;
            });
            // The platform takes what was owed as the card is added: My apps' billing and payments change with it, and a subscription frozen for want of a card runs again.
            for (const queryKey of [queryKeys.installedBillingOf(account), queryKeys.payments(account), queryKeys.recurrentChargesOf(account)]) {
              void queries.invalidateQueries({ queryKey });
            }
          }
          hostOutbox.post({ type: 'billing', event: 'check_onboarding', detail: product });
        },
        onError: (error) => {
          // The card form shows the reason; a refused card or a billing-side failure also gets its notice.
          if (isApiError(error) && error.status === 422) store.getState().notify('cardChargeFailed');
          else if (isApiError(error) && error.kind === 'http') store.getState().notify('billingSideError');
        },
      }),
  };
}

export const billingWritesOf = perStore(createBillingWrites);
export const useBillingWrites = () => billingWritesOf(useMarketplaceStoreApi());
