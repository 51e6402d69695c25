/** Every developer profile (the developers page, a developer's page), loaded once per marketplace. */
import { useEffect } from 'react';
import { selectDeveloperList } from '../store/apps-slice.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { RequestStatus } from '../store/request-status.ts';

export function useDevelopers() {
  const developers = useMarketplaceStore(selectDeveloperList);
  const status = useMarketplaceStore((s) => s.developerList.status);
  const error = useMarketplaceStore((s) => s.developerList.error);
  const load = useMarketplaceStore((s) => s.loadDevelopers);
  useEffect(() => {
    if (status === RequestStatus.idle) void load();
  }, [status, load]);
  return {
    developers,
    loading: status === RequestStatus.idle || status === RequestStatus.pending,
    error: status === RequestStatus.rejected ? error : null,
    reload: () => void load(),
  };
}
