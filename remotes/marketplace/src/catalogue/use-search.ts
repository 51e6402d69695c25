/** Search results for a query over the catalogue, recomputed only when their inputs change. */
import type { AppSummary } from '@marketplace/domain/entities/app';
import { search } from '@marketplace/domain/search';
import { useMemo } from 'react';
import { useExperts } from '../data/use-experts.ts';
import { searchableApps } from './search-scope.ts';
import { useCatalogue } from '../data/use-catalogue.ts';
import { useVariant } from './use-variant.ts';

/** The apps search looks through: the same array for the same catalogue (its index is built once). */
export function useSearchScope(): AppSummary[] {
  const { apps } = useCatalogue();
  const { variant } = useVariant();
  return searchableApps(apps, variant);
}

export function useSearch(query: string, limit?: number) {
  const { loading, error, reload } = useCatalogue();
  // Partners come with their own request: search still answers for apps while they load or fail.
  const { experts: partners } = useExperts();
  // The scope changes with the catalogue, not with each keystroke.
  const scope = useSearchScope();
  const results = useMemo(() => search(query, { apps: scope, partners }, limit), [query, scope, partners, limit]);
  return { ...results, loading, error, reload };
}
