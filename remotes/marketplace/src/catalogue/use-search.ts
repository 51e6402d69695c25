/** Search results for a query over the catalogue, recomputed only when their inputs change. */
import { useMemo } from 'react';
import { useExperts } from '../data/use-experts.ts';
import { search } from '@marketplace/domain/search';
import { searchableApps } from './search-scope.ts';
import { useCatalogue, useVariant } from './use-catalogue.ts';

export function useSearch(query: string, limit?: number) {
  const { apps, loading, error, reload } = useCatalogue();
  const { variant } = useVariant();
  // Partners come with their own request: search still answers for apps while they load or fail.
  const { experts: partners } = useExperts();
  // The scope changes with the catalogue, not with each keystroke.
  const scope = useMemo(() => searchableApps(apps, variant), [apps, variant]);
  const results = useMemo(() => search(query, { apps: scope, partners }, limit), [query, scope, partners, limit]);
  return { ...results, loading, error, reload };
}
