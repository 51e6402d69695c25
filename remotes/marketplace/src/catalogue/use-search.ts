/**
 * Search for a query: apps found by the platform (the domain's search over the whole catalogue,
 * which the page does not carry), partners from the partners list the page has. Both sections
 * answer the same text: while the apps of a new text are asked, the partners stay those of the
 * text the apps shown answer, so the list changes once, whole.
 *
 * The header's suggestions search in the page once someone starts searching: the variant's
 * search index (words, ranks and faces of the apps) arrives and is indexed between frames, then
 * each keystroke is answered by the same domain search in the same render, without a round trip.
 */
import { SEARCH_LIMIT } from '@marketplace/domain/constants';
import type { Expert } from '@marketplace/domain/entities/expert';
import { searchPartners } from '@marketplace/domain/search-query';
import { useMemo } from 'react';
import { useExperts } from '../data/use-experts.ts';
import { useSearchHits, useSuggestibleApps } from '../data/use-catalogue-pages.ts';

const noPartners: Expert[] = [];

/** Partners for the text the apps answer (none before any answer). */
function usePartners(answered: string | null, limit: number): Expert[] {
  // Partners come with their own request: search still answers for apps while they load or fail.
  const { experts } = useExperts();
  return useMemo(() => (answered === null ? noPartners : searchPartners(experts, answered, limit)), [experts, answered, limit]);
}

export function useSearch(query: string, limit = SEARCH_LIMIT) {
  const hits = useSearchHits(query, limit);
  const { answered } = hits;
  const partners = usePartners(answered, limit);
  return { answered, apps: hits.apps, nearQuery: hits.nearQuery, partners, loading: hits.loading, error: hits.error, reload: hits.reload };
}

/** The header's suggestions: from the page's own index once it is built (`searching` asks for it), from the platform until then. */
export function useSuggestions(query: string, searching: boolean, limit: number) {
  const suggestible = useSuggestibleApps(searching);
  const text = query.trim();
  const own = useMemo(
    () => (suggestible ? { apps: suggestible.searchApps(suggestible.apps, text, limit), nearQuery: suggestible.nearQuery(suggestible.apps, text) } : null),
    [suggestible, text, limit],
  );
  // The platform is asked nothing once the page answers (the empty text asks nothing).
  const hits = useSearchHits(own ? '' : query, limit);
  const answered = own ? text : hits.answered;
  const partners = usePartners(answered, limit);
  return { answered, apps: own?.apps ?? hits.apps, nearQuery: own ? own.nearQuery : hits.nearQuery, partners };
}
