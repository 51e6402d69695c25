/** Search results for a query over the catalogue, recomputed only when their inputs change. */
import type { Expert } from '@marketplace/domain/entities/expert';
import { useMemo } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import { search } from '@marketplace/domain/search';
import { searchableApps } from './search-scope.ts';
import { useCatalogue, useVariant } from './use-catalogue.ts';

const noPartners: Expert[] = [];

export function useSearch(query: string, limit?: number) {
  const { apps, loading, error, reload } = useCatalogue();
  const { variant } = useVariant();
  const expertsById = useMarketplaceStore((s) => s.experts);
  const partners = useMemo(() => {
    const list = Object.values(expertsById);
    return list.length === 0 ? noPartners : list;
  }, [expertsById]);
  // The scope changes with the catalogue, not with each keystroke.
  const scope = useMemo(() => searchableApps(apps, variant), [apps, variant]);
  const results = useMemo(() => search(query, { apps: scope, partners }, limit), [query, scope, partners, limit]);
  return { ...results, loading, error, reload };
}
