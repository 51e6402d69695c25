/**
 * Billing outcomes (spec 8, billing failure): in the agent app the transaction events go to the
 * host through the bridge; elsewhere a failure scrolls the page to the top, where the message is.
 */
import { useCallback } from 'react';
import { untoldMessages } from '../store/host-events.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { toldMoments } from './told-moments.ts';

export type BillingEvent = 'register_transaction_pending' | 'success' | 'failure' | 'transaction_declined' | 'accepted' | 'failed';

export function useBillingEvents(): (event: BillingEvent, chargeId?: string) => void {
  const { bridge, embedding } = useMarketplaceOptions();
  return useCallback(
    (event, chargeId) => {
      if (embedding === 'framed' && bridge) {
        // The store reports the same charge's outcome too (store/host-events.ts): told once.
        for (const message of untoldMessages([{ type: 'billing', event, ...(chargeId === undefined ? {} : { chargeId }) }], toldMoments(bridge))) {
          void bridge.send(message).catch(() => undefined);
        }
        return;
      }
      if (event === 'failure' || event === 'failed' || event === 'transaction_declined') window.scrollTo({ top: 0 });
    },
    [bridge, embedding],
  );
}
