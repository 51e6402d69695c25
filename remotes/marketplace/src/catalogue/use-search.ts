/**
 * Search results for a query: apps found by the platform (the domain's search over the whole
 * catalogue, which the page does not carry), partners from the partners list the page has. Both
 * sections answer the same text: while the apps of a new text are asked, the partners stay those
 * of the text the apps shown answer, so the list changes once, whole.
 */
import { SEARCH_LIMIT } from '@marketplace/domain/constants';
import type { Expert } from '@marketplace/domain/entities/expert';
import { searchPartners } from '@marketplace/domain/search';
import { useMemo } from 'react';
import { useExperts } from '../data/use-experts.ts';
import { useSearchHits } from '../data/use-catalogue-pages.ts';

const noPartners: Expert[] = [];

export function useSearch(query: string, limit = SEARCH_LIMIT) {
  const hits = useSearchHits(query, limit);
  // Partners come with their own request: search still answers for apps while they load or fail.
  const { experts } = useExperts();
  const { answered } = hits;
  const partners = useMemo(() => (answered === null ? noPartners : searchPartners(experts, answered, limit)), [experts, answered, limit]);
  return { answered, apps: hits.apps, partners, loading: hits.loading, error: hits.error, reload: hits.reload };
}
