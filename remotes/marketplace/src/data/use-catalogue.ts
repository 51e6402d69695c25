/**
 * The published apps every catalogue screen lists from, loaded once per marketplace: their
 * summaries (what a card shows; issue 15), one request shared by the listing and the header search.
 */
import type { AppSummary } from '@marketplace/domain/entities/app';
import { useEffect } from 'react';
import { selectPublishedSummaries } from '../store/apps-slice.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { RequestStatus, type SliceError } from '../store/request-status.ts';

export interface CatalogueData {
  apps: AppSummary[];
  /** True until the first list arrives. */
  loading: boolean;
  error: SliceError | null;
  reload: () => void;
}

export function useCatalogue(): CatalogueData {
  const apps = useMarketplaceStore(selectPublishedSummaries);
  const status = useMarketplaceStore((s) => s.publishedSummaries.status);
  const error = useMarketplaceStore((s) => s.publishedSummaries.error);
  const load = useMarketplaceStore((s) => s.loadPublishedSummaries);
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
