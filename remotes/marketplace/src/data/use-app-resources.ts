/** An app's resources (GET /applications/{id}/resources) through the query cache (query-client.ts). */
import type { AppResources } from '@marketplace/domain/entities/app';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { queryKeys } from './query-client.ts';
import { readFailureOf, type ReadState } from './failure.ts';

export type AppResourcesRead = { resources: AppResources | null } & ReadState;

export function useAppResources(appId: string): { read: AppResourcesRead; reload: () => void } {
  const { api } = useMarketplaceStoreApi();
  const query = useQuery({ queryKey: queryKeys.appResources(appId), queryFn: () => api.marketplace.getResources(appId) });
  const read: AppResourcesRead = query.isError
    ? { resources: null, status: 'rejected', error: readFailureOf(query.error) }
    : { resources: query.data ?? null, status: query.isSuccess ? 'fulfilled' : 'pending', error: null };
  return { read, reload: () => void query.refetch() };
}
