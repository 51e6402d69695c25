/**
 * Search results for a query: apps found by the platform (the domain's search over the whole
 * catalogue, which the page does not carry), partners from the partners list the page has.
 */
import { SEARCH_LIMIT } from '@marketplace/domain/constants';
import { searchPartners } from '@marketplace/domain/search';
import { useMemo } from 'react';
import { useExperts } from '../data/use-experts.ts';
import { useSearchHits } from '../data/use-catalogue-pages.ts';

export function useSearch(query: string, limit = SEARCH_LIMIT) {
  const hits = useSearchHits(query, limit);
  // Partners come with their own request: search still answers for apps while they load or fail.
  const { experts } = useExperts();
  const partners = useMemo(() => searchPartners(experts, query, limit), [experts, query, limit]);
  return { apps: hits.apps, partners, loading: hits.loading, stale: hits.stale, error: hits.error, reload: hits.reload };
}
