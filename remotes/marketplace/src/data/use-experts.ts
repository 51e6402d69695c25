/** The partners (experts) every partners screen and search read, loaded once per marketplace. */
import { useEffect } from 'react';
import { selectExpertList } from '../store/experts-slice.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { RequestStatus } from '../store/request-status.ts';

export function useExperts() {
  const experts = useMarketplaceStore(selectExpertList);
  const status = useMarketplaceStore((s) => s.expertList.status);
  const error = useMarketplaceStore((s) => s.expertList.error);
  const load = useMarketplaceStore((s) => s.loadExperts);
  useEffect(() => {
    if (status === RequestStatus.idle) void load();
  }, [status, load]);
  return {
    experts,
    loading: status === RequestStatus.idle || status === RequestStatus.pending,
    error: status === RequestStatus.rejected ? error : null,
    reload: () => void load(),
  };
}
