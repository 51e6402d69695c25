/** The partners (experts) every partners screen and search read, through the query cache (query-client.ts). */
import type { Expert } from '@marketplace/domain/entities/expert';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { toSliceError } from '../store/request-status.ts';
import { queryKeys } from './query-client.ts';

const noExperts: Expert[] = [];

export function useExperts() {
  const { api } = useMarketplaceStoreApi();
  const query = useQuery({ queryKey: queryKeys.experts(), queryFn: () => api.experts.list() });
  return {
    experts: query.data ?? noExperts,
    loading: query.isPending,
    error: query.isError ? toSliceError(query.error) : null,
    reload: () => void query.refetch(),
  };
}
