/**
 * Search (spec 5 and 9): no hits under 2 characters, at most 200 results, the words matched per
 * field, ranked by where the first match is (name, short description, long description, category
 * name, then the rest), each group by custom order descending.
 */
import { SEARCH_LIMIT, SEARCH_MIN_CHARACTERS } from './constants.ts';
import { readOrder, type App, type MatchedWords } from './entities/app.ts';
import type { Expert } from './entities/expert.ts';

export const searchSections = ['apps', 'partners'] as const;
export type SearchSection = (typeof searchSections)[number];

/** Whether a query is long enough to search. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_CHARACTERS;
}

/** The distinct lowercased words of a query. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter((word) => word !== ''))];
}

const matchIn = (text: string, words: readonly string[]): string[] => {
  const haystack = text.toLowerCase();
  return words.filter((word) => haystack.includes(word));
};

type SearchableApp = Pick<App, 'name' | 'shortDescription' | 'longDescription' | 'category' | 'slug' | 'types' | 'industries' | 'customProps'>;

/** Ranking groups, best first; 'rest' covers slug, types and industries. */
export const matchGroups = ['name', 'shortDescription', 'longDescription', 'categoryName', 'rest'] as const;
export type MatchGroup = (typeof matchGroups)[number];

/** A match before it is ranked: the app is copied (with its matched words) only if it is kept. */
type Match<T> = { app: T; matchedWords: MatchedWords; rank: number; order: number };

function matchOf<T extends SearchableApp>(app: T, words: readonly string[]): Match<T> | null {
  const matchedWords: MatchedWords = {
    name: matchIn(app.name, words),
    shortDescription: matchIn(app.shortDescription, words),
    longDescription: matchIn(app.longDescription, words),
    categoryName: matchIn(app.category.name, words),
  };
  const group = (['name', 'shortDescription', 'longDescription', 'categoryName'] as const).find((field) => matchedWords[field].length > 0);
  if (group === undefined && matchIn([app.slug, ...app.types, ...app.industries].join(' '), words).length === 0) return null;
  return { app, matchedWords, rank: matchGroups.indexOf(group ?? 'rest'), order: readOrder(app.customProps) };
}

/** Apps matching any word of the query, ranked, with their matched words, at most `limit`. */
export function searchApps<T extends SearchableApp>(apps: readonly T[], query: string, limit = SEARCH_LIMIT): (T & { matchedWords: MatchedWords })[] {
  if (!isSearchable(query)) return [];
  const words = searchWords(query);
  const matches: Match<T>[] = [];
  for (const app of apps) {
    const match = matchOf(app, words);
    if (match !== null) matches.push(match);
  }
  // Rank and custom order are computed once per app, not once per comparison.
  matches.sort((a, b) => a.rank - b.rank || b.order - a.order);
  return matches.slice(0, limit).map((match) => ({ ...match.app, matchedWords: match.matchedWords }));
}

type SearchableExpert = Pick<Expert, 'name' | 'description' | 'services'>;

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
    .sort((a, b) => a.rank - b.rank || a.expert.name.localeCompare(b.expert.name, 'en', { sensitivity: 'base' }))
    .slice(0, limit)
    .map((hit) => hit.expert);
}

/** Both sections of the search page. */
export function search<A extends SearchableApp, E extends SearchableExpert>(
  query: string,
  sources: { apps: readonly A[]; partners: readonly E[] },
  limit = SEARCH_LIMIT,
): { apps: (A & { matchedWords: MatchedWords })[]; partners: E[] } {
  return { apps: searchApps(sources.apps, query, limit), partners: searchPartners(sources.partners, query, limit) };
}
