/**
 * Search (spec 5 and 9): no hits under 2 characters, at most 200 results, the words matched per
 * field, ranked by where the first match is (name, short description, long description, category
 * name, then the rest), each group by custom order descending. Apps are found through a MiniSearch
 * index built once per catalogue (words, prefixes and typos instead of substrings).
 */
import MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import { SEARCH_LIMIT, SEARCH_MIN_CHARACTERS } from './constants.ts';
import { readOrder, type App, type MatchedWords } from './entities/app.ts';
import type { Expert } from './entities/expert.ts';


/** Whether a query is long enough to search. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_CHARACTERS;
}

/** The distinct lowercased words of a query. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter((word) => word !== ''))];
}

/** Substring matching, kept for partners (a short list searched by name and services). */
const matchIn = (text: string, words: readonly string[]): string[] => {
  const haystack = text.toLowerCase();
  return words.filter((word) => haystack.includes(word));
};

type SearchableApp = Pick<App, 'name' | 'shortDescription' | 'longDescription' | 'category' | 'slug' | 'types' | 'industries' | 'customProps'>;

/** Ranking groups, best first; 'rest' covers slug, types and industries. */
export const matchGroups = ['name', 'shortDescription', 'longDescription', 'categoryName', 'rest'] as const;

const highlightedFields = ['name', 'shortDescription', 'longDescription', 'categoryName'] as const;

/** What the index holds of an app: the ranking groups as fields, the app found by its position. */
interface IndexedApp {
  i: number;
  name: string;
  shortDescription: string;
  longDescription: string;
  categoryName: string;
  rest: string;
}

/**
 * Words, not substrings: 'ai' no longer finds 'email'. A word of 3 letters or more also matches
 * the words it begins (as you type); from 5 letters one typo is forgiven ('anlytics').
 */
export const searchOptions: SearchOptions = {
  combineWith: 'OR',
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
};

/** An index and each app's custom order, read once. */
interface AppIndex {
  engine: MiniSearch<IndexedApp>;
  orders: Float64Array;
}

/** One index per catalogue (per array): built on its first search, kept while the array lives. */
const indexes = new WeakMap<readonly SearchableApp[], AppIndex>();

function indexOf(apps: readonly SearchableApp[]): AppIndex {
  let index = indexes.get(apps);
  if (index) return index;
  const engine = new MiniSearch<IndexedApp>({ idField: 'i', fields: [...matchGroups], searchOptions });
  engine.addAll(
    apps.map((app, i) => ({
      i,
      name: app.name,
      shortDescription: app.shortDescription,
      longDescription: app.longDescription,
      categoryName: app.category.name,
      rest: [app.slug, ...app.types, ...app.industries].join(' '),
    })),
  );
  index = { engine, orders: Float64Array.from(apps, (app) => readOrder(app.customProps)) };
  indexes.set(apps, index);
  return index;
}

/** The MiniSearch index of a catalogue (the same object for the same array). */
export function appSearchIndex(apps: readonly SearchableApp[]): MiniSearch<IndexedApp> {
  return indexOf(apps).engine;
}

const groupOf: Readonly<Record<string, number>> = Object.fromEntries(matchGroups.map((field, i) => [field, i]));

/** The document words matched in each field, in the order of the query words that found them. */
function matchedWordsOf(result: SearchResult, words: readonly string[]): MatchedWords {
  const position = (term: string): number => {
    const exact = words.indexOf(term);
    if (exact >= 0) return exact;
    const prefix = words.findIndex((word) => term.startsWith(word));
    return prefix >= 0 ? prefix : words.length;
  };
  const matched: MatchedWords = { name: [], shortDescription: [], longDescription: [], categoryName: [] };
  for (const [term, fields] of Object.entries(result.match)) {
    for (const field of fields) if (field !== 'rest') matched[field as (typeof highlightedFields)[number]].push(term);
  }
  for (const field of highlightedFields) matched[field].sort((a, b) => position(a) - position(b));
  return matched;
}

/**
 * Apps matching any word of the query, with their matched words, at most `limit`, ranked as the
 * spec says: by the first field that matched (name, short description, long description, category
 * name, then the rest), each group by custom order descending; the engine's score breaks ties.
 */
export function searchApps<T extends SearchableApp>(apps: readonly T[], query: string, limit = SEARCH_LIMIT): (T & { matchedWords: MatchedWords })[] {
  if (!isSearchable(query)) return [];
  const words = searchWords(query);
  const { engine, orders } = indexOf(apps);
  // Bucketed by group, and only the buckets needed to reach the limit are sorted: a common word
  // matches every app, and sorting them all would cost more than finding them.
  const buckets: SearchResult[][] = matchGroups.map(() => []);
  for (const result of engine.search(query)) {
    let group = matchGroups.length - 1;
    for (const term in result.match) {
      for (const field of result.match[term] ?? []) group = Math.min(group, groupOf[field] ?? group);
    }
    buckets[group]?.push(result);
  }
  const ranked: SearchResult[] = [];
  for (const bucket of buckets) {
    if (ranked.length >= limit) break;
    bucket.sort((a, b) => (orders[b.id as number] ?? 0) - (orders[a.id as number] ?? 0) || b.score - a.score);
    ranked.push(...bucket.slice(0, limit - ranked.length));
  }
  return ranked.map((result) => ({ ...(apps[result.id as number] as T), matchedWords: matchedWordsOf(result, words) }));
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
