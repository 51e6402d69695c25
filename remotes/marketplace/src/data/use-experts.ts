/** The partners (experts) every partners screen and search read, and one partner's profile, through the query cache (query-client.ts). */
import { isApiError } from '@marketplace/api/api-error';
import type { Expert } from '@marketplace/domain/entities/expert';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { queryKeys } from './query-client.ts';
import { readFailureOf } from './failure.ts';

const noExperts: Expert[] = [];

export function useExperts() {
  const { api } = useMarketplaceStoreApi();
  const query = useQuery({ queryKey: queryKeys.experts(), queryFn: () => api.experts.list() });
  return {
    experts: query.data ?? noExperts,
    loading: query.isPending,
    error: query.isError ? readFailureOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}

/**
 * One partner's profile by the id or slug of its address: null for a partner the platform does
 * not know (404). A server-rendered profile finds it in the cache (seedQueries), so hydration
 * reads nothing.
 */
export function useExpert(idOrSlug: string) {
  const { api } = useMarketplaceStoreApi();
  const query = useQuery({
    queryKey: queryKeys.expert(idOrSlug),
    queryFn: () =>
      api.experts.get(idOrSlug).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
  });
  return {
    expert: query.data,
    loading: query.isPending,
    error: query.isError ? readFailureOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
