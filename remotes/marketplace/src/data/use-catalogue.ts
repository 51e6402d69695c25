/**
 * Every published app's summary through the query cache (data/reads.ts): what the developers'
 * pages and Compare count and list from (the catalogue's listings, Home, an app's rows and search
 * ask the platform for the part they show, data/use-catalogue-pages.ts). One request shared by
 * its readers, fresh for the cache's stale time; a refetch that brings the same list keeps the
 * same array (structural sharing).
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
