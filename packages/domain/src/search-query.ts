/**
 * Search's rules about the query (spec 5 and 9): no hits under 2 characters, its words; and the
 * partners' search (a short list searched by name and services). Apart from the apps' index
 * (search.ts, with MiniSearch) so a page can check a query before it has loaded the index.
 */
import { SEARCH_LIMIT, SEARCH_MIN_CHARACTERS } from './constants.ts';
import type { Expert } from './entities/expert.ts';

/** Whether a query is long enough to search. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_CHARACTERS;
}

/** What the search page says instead of results while the query is too short to search. */
export const queryTooShortMessage = `Type at least ${SEARCH_MIN_CHARACTERS} characters in the search box to find apps and partners.`;

/** The distinct lowercased words of a query. */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word !== ''),
    ),
  ];
}

/** Substring matching, kept for partners (a short list searched by name and services). */
const matchIn = (text: string, words: readonly string[]): string[] => {
  const haystack = text.toLowerCase();
  return words.filter((word) => haystack.includes(word));
};

export type SearchableExpert = Pick<Expert, 'name' | 'description' | 'services'>;

/** One collator for every comparison: localeCompare with options builds one per call (most of a keystroke's partner search). */
const partnerNames = new Intl.Collator('en', { sensitivity: 'base' });

/** Partners matching any word: name matches first, then description or services; by name within. */
export function searchPartners<T extends SearchableExpert>(experts: readonly T[], query: string, limit = SEARCH_LIMIT): T[] {
  if (!isSearchable(query)) return [];
  const words = searchWords(query);
  const rank = (expert: T): number => {
    if (matchIn(expert.name, words).length > 0) return 0;
    if (matchIn([expert.description, ...expert.services].join(' '), words).length > 0) return 1;
    return -1;
  };
  return experts
    .map((expert) => ({ expert, rank: rank(expert) }))
    .filter((hit) => hit.rank >= 0)
    .sort((a, b) => a.rank - b.rank || partnerNames.compare(a.expert.name, b.expert.name))
    .slice(0, limit)
    .map((hit) => hit.expert);
}

/** What the search offers when a near query finds more apps than the one typed. */
export const nearQueryText = (query: string): string => `Did you mean ${query}?`;
