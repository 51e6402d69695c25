/**
 * Where a search that found no apps sends the searcher instead: the categories and collections
 * whose names are closest to the query's words (a slip forgiven as search forgives it, a word's
 * beginning as good as the word), so an empty result is never a dead end.
 */
import { appsCollections, type AppsCollection } from './collections.ts';
import { categorySlugs, type CategorySlug } from './entities/app-fields.ts';
import { editDistance } from './near-words.ts';
import { categoryNames, collectionCopy } from './page-copy.ts';
import { searchWords } from './search-query.ts';

/** How many of each an empty result offers. */
export const CLOSEST_OFFERED = 3;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** How far a query word is from a name word, as a share of the query word (0: the word or its beginning). */
function wordDistance(query: string, word: string): number {
  if (word.startsWith(query)) return 0;
  const whole = editDistance(query, word);
  const beginning = word.length > query.length ? editDistance(query, word.slice(0, query.length)) : whole;
  return Math.min(whole, beginning) / query.length;
}

/** How far a query is from a name: each query word's distance to its nearest name word (or to the name written joined), averaged. */
function nameDistance(words: readonly string[], name: string): number {
  const nameWords = wordsOf(name);
  const candidates = nameWords.length > 1 ? [...nameWords, nameWords.join('')] : nameWords;
  const total = words.reduce((sum, word) => sum + Math.min(...candidates.map((candidate) => wordDistance(word, candidate))), 0);
  return total / words.length;
}

function closest<T extends string>(query: string, choices: readonly T[], nameOf: (choice: T) => string): T[] {
  const words = searchWords(query).flatMap(wordsOf);
  if (words.length === 0) return [];
  return choices
    .map((choice, at) => ({ choice, at, distance: nameDistance(words, nameOf(choice)) }))
    .sort((a, b) => a.distance - b.distance || a.at - b.at)
    .slice(0, CLOSEST_OFFERED)
    .map(({ choice }) => choice);
}

/** The categories whose names are closest to the query, closest first. */
export function closestCategories(query: string): CategorySlug[] {
  return closest(query, categorySlugs, (slug) => categoryNames[slug]);
}

/** The collections (with a page under /apps/) whose titles are closest to the query, closest first. */
export function closestCollections(query: string): AppsCollection[] {
  return closest(query, appsCollections, (slug) => collectionCopy[slug].title);
}
