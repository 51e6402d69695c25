/**
 * Billing outcomes (spec 8, billing failure): in the agent app the transaction events go to the
 * host through the bridge; elsewhere a failure scrolls the page to the top, where the message is.
 */
import { useCallback } from 'react';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

export type BillingEvent = 'register_transaction_pending' | 'success' | 'failure' | 'transaction_declined' | 'accepted' | 'failed';

export function useBillingEvents(): (event: BillingEvent, chargeId?: string) => void {
  const { bridge, embedding } = useMarketplaceOptions();
  return useCallback(
    (event, chargeId) => {
      if (embedding === 'framed' && bridge) {
        void bridge.send({ type: 'billing', event, ...(chargeId === undefined ? {} : { chargeId }) }).catch(() => undefined);
        return;
      }
      if (event === 'failure' || event === 'failed' || event === 'transaction_declined') window.scrollTo({ top: 0 });
    },
    [bridge, embedding],
  );
}
