/** Developer profiles through the query cache (query-client.ts): the developers page, a developer's page, bylines. */
import { isApiError } from '@marketplace/api/api-error';
import type { DeveloperProfile } from '@marketplace/api/apps-platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { keepDevelopers, queryKeys } from './query-client.ts';
import { readFailureOf } from './failure.ts';

const noDevelopers: DeveloperProfile[] = [];

/** Every developer profile, loaded once per marketplace; a failure is shown and can be retried. */
export function useDevelopers() {
  const { api } = useMarketplaceStoreApi();
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.developers(), queryFn: async () => keepDevelopers(client, await api.appsPlatform.listDevelopers()) });
  return {
    developers: query.data ?? noDevelopers,
    loading: query.isPending,
    error: query.isError ? readFailureOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}

/**
 * One developer's profile: null for a developer the platform does not know (404). Only bylines
 * need it, so a failure is not the visitor's concern: it shows no byline and no notification.
 */
export function useDeveloperProfile(developerId: string | null | undefined) {
  const { api } = useMarketplaceStoreApi();
  return useQuery({
    queryKey: queryKeys.developerProfile(developerId ?? ''),
    queryFn: () =>
      api.appsPlatform.getDeveloperProfile(developerId ?? '').catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    enabled: Boolean(developerId),
  });
}
