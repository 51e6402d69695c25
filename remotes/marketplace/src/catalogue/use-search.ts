/** Search results for a query over the catalogue, recomputed only when their inputs change. */
import type { Expert } from '@marketplace/domain/entities/expert';
import { useMemo } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import { searchCatalogue } from './search-scope.ts';
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
  const results = useMemo(() => searchCatalogue(query, apps, partners, variant, limit), [query, apps, partners, variant, limit]);
  return { ...results, loading, error, reload };
}
