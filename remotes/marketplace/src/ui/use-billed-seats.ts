/**
 * The agents a per-agent plan bills for the signed-in organisation (domain seatsOf over its
 * accounts), loading them once when needed; null while unknown or signed out.
 */
import { seatsOf } from '@marketplace/domain/pricing';
import { useEffect } from 'react';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { RequestStatus } from '../store/request-status.ts';

export function useBilledSeats(needed: boolean): number | null {
  const store = useMarketplaceStoreApi();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const status = useMarketplaceStore((s) => s.agentsRequest.status);
  const agents = useMarketplaceStore((s) => s.agents);
  useEffect(() => {
    if (needed && authorized && status === RequestStatus.idle) void store.getState().loadAgents();
  }, [needed, authorized, status, store]);
  return authorized && status === RequestStatus.fulfilled ? seatsOf(Object.values(agents)) : null;
}
