/**
 * The published apps every catalogue screen lists from, through the query cache (data/reads.ts):
 * their summaries (what a card shows), one request shared by the listing and the header
 * search, fresh for the cache's stale time. A refetch that brings the same list keeps the same
 * array (structural sharing), so the listing and the search index built per array stay as they are.
 */
import type { AppSummary } from '@marketplace/domain/entities/app';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { toSliceError, type SliceError } from '../store/request-status.ts';

export interface CatalogueData {
  apps: AppSummary[];
  /** True until the first list arrives. */
  loading: boolean;
  error: SliceError | null;
  reload: () => void;
}

const noApps: AppSummary[] = [];

export function useCatalogue(): CatalogueData {
  const { reads } = useMarketplaceStoreApi();
  const query = useQuery(reads.catalogue());
  return {
    apps: query.data ?? noApps,
    loading: query.isPending,
    error: query.isError ? toSliceError(query.error) : null,
    reload: () => void query.refetch(),
  };
}
