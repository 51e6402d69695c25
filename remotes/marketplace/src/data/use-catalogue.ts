/** The published apps every catalogue screen lists from, loaded once per marketplace. */
import type { App } from '@marketplace/domain/entities/app';
import { useEffect } from 'react';
import { selectPublishedApps } from '../store/apps-slice.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { RequestStatus, type SliceError } from '../store/request-status.ts';

export interface CatalogueData {
  apps: App[];
  /** True until the first list arrives. */
  loading: boolean;
  error: SliceError | null;
  reload(): void;
}

export function useCatalogue(): CatalogueData {
  const apps = useMarketplaceStore(selectPublishedApps);
  const status = useMarketplaceStore((s) => s.publishedApps.status);
  const error = useMarketplaceStore((s) => s.publishedApps.error);
  const load = useMarketplaceStore((s) => s.loadPublishedApps);
  useEffect(() => {
    if (status === RequestStatus.idle) void load();
  }, [status, load]);
  return {
    apps,
    loading: status !== RequestStatus.fulfilled && status !== RequestStatus.rejected,
    error: status === RequestStatus.rejected ? error : null,
    reload: () => void load(),
  };
}
