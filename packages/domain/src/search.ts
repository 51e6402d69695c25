/**
 * Search (spec 5 and 9): no hits under 2 characters, at most 200 results, the words matched per
 * field, ranked by where the first match is (name, short description, long description, category
 * name, then the rest), each group by custom order descending. Apps are found through an index
 * built once per catalogue on MiniSearch's radix tree (words and prefixes instead of substrings) and
 * a sorted list of its words for forgiven slips (near-words.ts: swapped, wrong, extra and missing
 * letters, more of them in longer words). Words written as two ('help desk', 'e-commerce') are
 * also indexed joined, so 'helpdesk' finds them.
 * What a page needs before anyone searches (a query's words, partners) is in search-query.ts, without MiniSearch.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { SEARCH_LIMIT } from './constants.ts';
import { editBudget, nearWords, type NearWord } from './near-words.ts';
import type { App, MatchedWords } from './entities/app.ts';
import { readOrder } from './entities/app-fields.ts';
import { isSearchable, searchPartners, searchWords, type SearchableExpert } from './search-query.ts';

type SearchableApp = Pick<App, 'name' | 'shortDescription' | 'longDescription' | 'category' | 'slug' | 'types' | 'industries' | 'customProps'>;

/** Ranking groups, best first; 'rest' covers slug, types and industries. */
export const matchGroups = ['name', 'shortDescription', 'longDescription', 'categoryName', 'rest'] as const;

const highlightedFields = ['name', 'shortDescription', 'longDescription', 'categoryName'] as const;

/** The text of each ranking group of an app, in the order of `matchGroups`. */
const groupTexts = (app: SearchableApp): string[] => [
  app.name,
  app.shortDescription,
  app.longDescription,
  app.category.name,
  [app.slug, ...app.types, ...app.industries].join(' '),
];

/** MiniSearch's default tokenizer: words split on spaces, line breaks and punctuation. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const termsOf = (text: string): string[] =>
  text
    .split(SPACE_OR_PUNCTUATION)
    .map((term) => term.toLowerCase())
    .filter((term) => term !== '');

/** Groups whose neighbouring words are also indexed joined: names and category names. */
const JOINED_GROUPS = new Set([0, 3]);

/**
 * The words of a text written as two that a searcher may write as one, with their parts: every
 * hyphenated or otherwise punctuated word ('help-desk', 'e-commerce'), and in names and category
 * names every pair of neighbouring words ('Help desk').
 */
function joinedTermsOf(text: string, group: number): [string, string[]][] {
  const joined: [string, string[]][] = [];
  const pieces = text.split(/\s+/);
  for (const piece of pieces) {
    const parts = termsOf(piece);
    if (parts.length > 1) joined.push([parts.join(''), parts]);
  }
  if (JOINED_GROUPS.has(group)) {
    const words = termsOf(text);
    for (let i = 1; i < words.length; i++) joined.push([`${words[i - 1] as string}${words[i] as string}`, [words[i - 1] as string, words[i] as string]]);
  }
  return joined;
}

/** The apps holding a word: their positions and, per app, the groups (bit i = matchGroups[i]) it appears in. */
interface Posting {
  apps: Uint32Array;
  groups: Uint8Array;
}

/**
 * The index of a catalogue: its words in MiniSearch's radix tree (prefix and typo look-ups) with
 * their postings, and the apps' positions sorted by custom order descending. The spec ranks by
 * matched field and custom order, not by relevance, so no per-app score is computed: a
 * common word that matches every app costs one pass over its posting instead of a BM25 score per
 * app and field (MiniSearch alone took 40 ms for 'cha' at 5,000 apps).
 */
export interface AppSearchIndex {
  words: SearchableMap<Posting>;
  /** Every indexed word, sorted (for near words), with its posting at the same position. */
  sorted: string[];
  postings: Posting[];
  /** The parts of a joined word ('helpdesk' → help, desk), as the texts write them. */
  parts: Map<string, string[]>;
  /** App positions by custom order descending, ties by catalogue position. */
  byOrder: Uint32Array;
  orders: Float64Array;
  size: number;
}

/** Apps tokenised per step, and words put in the tree per step: a step is about 0.5 ms at 5,000 apps. */
const APPS_PER_STEP = 50;
const WORDS_PER_STEP = 500;

/** Builds the index of a catalogue, yielding between small steps (see stepAppSearchIndex). */
function* indexSteps(apps: readonly SearchableApp[]): Generator<void, AppSearchIndex> {
  const building = new Map<string, { apps: number[]; groups: number[] }>();
  const parts = new Map<string, string[]>();
  const plain = new Set<string>();
  for (let i = 0; i < apps.length; i++) {
    groupTexts(apps[i] as SearchableApp).forEach((text, group) => {
      const single = termsOf(text);
      for (const term of single) plain.add(term);
      const joined = joinedTermsOf(text, group);
      for (const [term, its] of joined) if (!parts.has(term)) parts.set(term, its);
      for (const term of [...single, ...joined.map(([term]) => term)]) {
        let posting = building.get(term);
        if (!posting) building.set(term, (posting = { apps: [], groups: [] }));
        const last = posting.apps.length - 1;
        if (posting.apps[last] === i) posting.groups[last] = (posting.groups[last] ?? 0) | (1 << group);
        else {
          posting.apps.push(i);
          posting.groups.push(1 << group);
        }
      }
    });
    if ((i + 1) % APPS_PER_STEP === 0) yield;
  }
  const words = new SearchableMap<Posting>();
  let count = 0;
  for (const [term, posting] of building) {
    words.set(term, { apps: Uint32Array.from(posting.apps), groups: Uint8Array.from(posting.groups) });
    if (++count % WORDS_PER_STEP === 0) yield;
  }
  // A word written joined somewhere is a word of its own there, not a joined pair.
  for (const term of [...parts.keys()]) if (plain.has(term)) parts.delete(term);
  const sorted = [...building.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  yield;
  const postings = sorted.map((term) => words.get(term) as Posting);
  const orders = Float64Array.from(apps, (app) => readOrder(app.customProps));
  const byOrder = Uint32Array.from(apps.keys()).sort((a, b) => (orders[b] ?? 0) - (orders[a] ?? 0) || a - b);
  return { words, sorted, postings, parts, byOrder, orders, size: apps.length };
}

/** One index per catalogue (per array): built on its first search, kept while the array lives. */
const indexes = new WeakMap<readonly SearchableApp[], AppSearchIndex>();
/** Indexes being built a step at a time (stepAppSearchIndex); a search finishes the build. */
const underway = new WeakMap<readonly SearchableApp[], Generator<void, AppSearchIndex>>();

/** The search index of a catalogue (the same object for the same array). */
export function appSearchIndex(apps: readonly SearchableApp[]): AppSearchIndex {
  let index = indexes.get(apps);
  if (!index) {
    const steps = underway.get(apps) ?? indexSteps(apps);
    underway.delete(apps);
    let step = steps.next();
    while (!step.done) step = steps.next();
    index = step.value;
    indexes.set(apps, index);
  }
  return index;
}

/**
 * One small step of building a catalogue's index ahead of its first search, so a caller can
 * build it between other work (a UI between keystrokes) instead of in one long task; true once
 * the index is built. A search before the last step finishes the build where it stands.
 */
export function stepAppSearchIndex(apps: readonly SearchableApp[]): boolean {
  if (indexes.has(apps)) return true;
  let steps = underway.get(apps);
  if (!steps) underway.set(apps, (steps = indexSteps(apps)));
  const step = steps.next();
  if (!step.done) return false;
  underway.delete(apps);
  indexes.set(apps, step.value);
  return true;
}

/** Whether a catalogue's index is built (a search of it then costs no build). */
export function hasAppSearchIndex(apps: readonly SearchableApp[]): boolean {
  return indexes.has(apps);
}

/** An indexed word that a query word matched, with MiniSearch's weight for the kind of match. */
interface TermMatch {
  term: string;
  posting: Posting;
  weight: number;
}

/**
 * Whether a query word reaches past the first part of a joined word it begins ('helpd' of
 * 'helpdesk'); within the first part ('help') that part matches as a word of its own.
 */
const reachesSecondPart = (parts: Map<string, string[]>, term: string, length: number): boolean => {
  const first = parts.get(term)?.[0];
  return first === undefined || length > first.length;
};

/** Words and beginnings the index holds for a query word, as typed: the word itself and, from 3 letters, the words it begins. */
function literalMatches(index: AppSearchIndex, query: string, seen: Set<string>): TermMatch[] {
  const matches: TermMatch[] = [];
  const exact = index.words.get(query);
  if (exact) matches.push({ term: query, posting: exact, weight: 1 });
  seen.add(query);
  if (query.length >= 3) {
    for (const [term, posting] of index.words.atPrefix(query)) {
      if (seen.has(term) || !reachesSecondPart(index.parts, term, query.length)) continue;
      seen.add(term);
      matches.push({ term, posting, weight: (0.375 * term.length) / (term.length + 0.3 * (term.length - query.length)) });
    }
  }
  return matches;
}

/**
 * The indexed words a query word matches: words, not substrings ('ai' no longer finds 'email').
 * From 3 letters also the words it begins (as you type); from 5 letters the words one slip away
 * (a plural, a swap), two from 8. A word the index neither holds nor begins is a misspelling: then
 * every word, or beginning of one, within its edit budget (near-words.ts) matches ('chatbto',
 * 'emial', 'shopfy'). Weights as MiniSearch's defaults weigh prefix and fuzzy matches; a near
 * beginning weighs least.
 */
function termMatches(index: AppSearchIndex, query: string): TermMatch[] {
  const seen = new Set<string>();
  const matches = literalMatches(index, query, seen);
  const known = matches.length > 0;
  const max = known ? (query.length >= 8 ? 2 : query.length >= 5 ? 1 : 0) : editBudget(query.length);
  for (const { at, edits, beginning } of nearWords(index.sorted, query, max, !known)) {
    const term = index.sorted[at] as string;
    if (seen.has(term) || (beginning && !reachesSecondPart(index.parts, term, query.length))) continue;
    seen.add(term);
    const weight = beginning ? (0.3 * query.length) / (query.length + edits) : (0.45 * term.length) / (term.length + edits);
    matches.push({ term, posting: index.postings[at] as Posting, weight });
  }
  return matches;
}

const NO_GROUP = 255;
/** The lowest group of a bit set (1 → 0, 6 → 1, ...). */
const firstGroup = (bits: number): number => 31 - Math.clz32(bits & -bits);

/** Positions of the query words an indexed word answers, for ordering the matched words. */
function positionOf(term: string, words: readonly string[]): number {
  const exact = words.indexOf(term);
  if (exact >= 0) return exact;
  const prefix = words.findIndex((word) => term.startsWith(word));
  return prefix >= 0 ? prefix : words.length;
}

/**
 * Apps matching any word of the query, with their matched words, at most `limit`, ranked as the
 * spec says: by the first field that matched (name, short description, long description, category
 * name, then the rest), each group by custom order descending; the kind of match (a whole word
 * before a beginning or a typo, more query words before fewer) breaks ties.
 */
export function searchApps<T extends SearchableApp>(apps: readonly T[], query: string, limit = SEARCH_LIMIT): (T & { matchedWords: MatchedWords })[] {
  if (!isSearchable(query)) return [];
  const words = searchWords(query);
  const index = appSearchIndex(apps);
  const matches = [...new Set(termsOf(query))].flatMap((word) => termMatches(index, word));
  if (matches.length === 0) return [];

  const group = new Uint8Array(index.size).fill(NO_GROUP);
  const score = new Float32Array(index.size);
  for (const { posting, weight } of matches) {
    for (let k = 0; k < posting.apps.length; k++) {
      const app = posting.apps[k] as number;
      group[app] = Math.min(group[app] as number, firstGroup(posting.groups[k] as number));
      score[app] = (score[app] as number) + weight;
    }
  }

  // Buckets filled in custom order: only runs of equal order need sorting, by score.
  const buckets: number[][] = matchGroups.map(() => []);
  for (const app of index.byOrder) {
    const g = group[app] as number;
    if (g !== NO_GROUP) buckets[g]?.push(app);
  }
  const ranked: number[] = [];
  for (const bucket of buckets) {
    for (let start = 0; start < bucket.length && ranked.length < limit;) {
      const order = index.orders[bucket[start] as number];
      let end = start + 1;
      while (end < bucket.length && index.orders[bucket[end] as number] === order) end++;
      const run = bucket.slice(start, end).sort((a, b) => (score[b] as number) - (score[a] as number) || a - b);
      ranked.push(...run.slice(0, limit - ranked.length));
      start = end;
    }
    if (ranked.length >= limit) break;
  }

  // The matched words of the apps returned only.
  const slot = new Int32Array(index.size).fill(-1);
  ranked.forEach((app, i) => (slot[app] = i));
  const matched: MatchedWords[] = ranked.map(() => ({ name: [], shortDescription: [], longDescription: [], categoryName: [] }));
  for (const { term, posting } of matches) {
    for (let k = 0; k < posting.apps.length; k++) {
      const at = slot[posting.apps[k] as number] as number;
      if (at < 0) continue;
      const bits = posting.groups[k] as number;
      const shown = index.parts.get(term) ?? [term];
      highlightedFields.forEach((field, g) => {
        const list = (matched[at] as MatchedWords)[field];
        if (bits & (1 << g)) for (const word of shown) if (!list.includes(word)) list.push(word);
      });
    }
  }
  return ranked.map((app, i) => {
    const words_ = matched[i] as MatchedWords;
    for (const field of highlightedFields) words_[field].sort((a, b) => positionOf(a, words) - positionOf(b, words));
    return { ...(apps[app] as T), matchedWords: words_ };
  });
}

/** Both sections of the search page. */
export function search<A extends SearchableApp, E extends SearchableExpert>(
  query: string,
  sources: { apps: readonly A[]; partners: readonly E[] },
  limit = SEARCH_LIMIT,
): { apps: (A & { matchedWords: MatchedWords })[]; partners: E[] } {
  return { apps: searchApps(sources.apps, query, limit), partners: searchPartners(sources.partners, query, limit) };
}

/** How many apps hold any of some postings. */
function appsHolding(size: number, postings: readonly Posting[]): number {
  const held = new Uint8Array(size);
  let count = 0;
  for (const posting of postings) {
    for (const app of posting.apps) {
      if (held[app] === 0) {
        held[app] = 1;
        count++;
      }
    }
  }
  return count;
}

/**
 * "Did you mean": the query with each word the index neither holds nor begins replaced by the
 * nearest word it holds (fewest edits, then the word more apps use; a joined word as its texts
 * write it, 'help desk'), when that near query finds more apps than the query as typed; null
 * otherwise. Words the index holds are kept as typed: the search already forgives their slips.
 */
export function nearQuery(apps: readonly SearchableApp[], query: string): string | null {
  if (!isSearchable(query)) return null;
  const index = appSearchIndex(apps);
  const typed = termsOf(query);
  const typedPostings: Posting[] = [];
  const nearPostings: Posting[] = [];
  let changed = false;
  const words = typed.map((word) => {
    const literal = literalMatches(index, word, new Set());
    if (literal.length > 0) {
      for (const { posting } of literal) {
        typedPostings.push(posting);
        nearPostings.push(posting);
      }
      return word;
    }
    const budget = editBudget(word.length);
    const whole = nearWords(index.sorted, word, budget);
    const near = (whole.length > 0 ? whole : nearWords(index.sorted, word, budget, true)).filter(
      ({ at, beginning }) => !beginning || reachesSecondPart(index.parts, index.sorted[at] as string, word.length),
    );
    let best: NearWord | undefined;
    for (const candidate of near) {
      const size = (index.postings[candidate.at] as Posting).apps.length;
      if (!best || candidate.edits < best.edits || (candidate.edits === best.edits && size > (index.postings[best.at] as Posting).apps.length)) best = candidate;
    }
    if (!best) return word;
    changed = true;
    nearPostings.push(index.postings[best.at] as Posting);
    const term = index.sorted[best.at] as string;
    return (index.parts.get(term) ?? [term]).join(' ');
  });
  if (!changed) return null;
  return appsHolding(index.size, nearPostings) > appsHolding(index.size, typedPostings) ? words.join(' ') : null;
}
