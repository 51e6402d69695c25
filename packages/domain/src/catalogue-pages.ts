/**
 * The catalogue in parts, so a page costs what it shows, not the size of the catalogue: a
 * listing's cards a window at a time with its counts and choices, Home's rows, an app's rows
 * (more by its developer, related apps) and search hits. The server computes them (it holds the
 * catalogue) with these functions; the screens ask for them by these parameters.
 */
import { isService, isTutorialOnly } from './apps.ts';
import type { CompareChoices, SearchIndexResponse, SearchIndexRow } from './calls/catalogue-pages.ts';
import { appsInCollection, collections, type AppsCollection, type Collection } from './collections.ts';
import { HIGHLIGHT_APPS_LIMIT } from './constants.ts';
import type { App, AppSummary } from './entities/app.ts';
import { categorySlugs, readOrder, type CategorySlug } from './entities/app-fields.ts';
import type { Filters } from './entities/filters.ts';
import type { Product, Variant } from './entities/product.ts';
import { facetCounts, type FacetCounts } from './listing-facets.ts';
import { exclusionReason, isInSearchOf, isOfferedAsRelated, LISTING_STEP, listApps, listingOf, type ListingScope } from './listing.ts';
import { sortApps } from './sorting.ts';

/** The most cards one window carries (a reload at ?page=N asks for N steps at once). */
export const MAX_PAGE_APPS = 20 * LISTING_STEP;

/** What a listing lists: all apps, services, a collection or a category. */
export type ListingSource = { kind: 'all' } | { kind: 'services' } | { kind: 'collection'; collection: Collection } | { kind: 'category'; category: CategorySlug };

/** A source as one word of an address: 'all', 'services', 'collection:starter-pack', 'category:crm'. */
export const sourceKey = (source: ListingSource): string =>
  source.kind === 'collection' ? `collection:${source.collection}` : source.kind === 'category' ? `category:${source.category}` : source.kind;

/** The source a key names, or null for a key that names none. */
export function sourceOfKey(key: string): ListingSource | null {
  if (key === 'all' || key === 'services') return { kind: key };
  const [kind, name = '', ...rest] = key.split(':');
  if (rest.length > 0) return null;
  if (kind === 'collection' && (collections as readonly string[]).includes(name)) return { kind, collection: name as Collection };
  if (kind === 'category' && (categorySlugs as readonly string[]).includes(name)) return { kind, category: name as CategorySlug };
  return null;
}

/**
 * A listing's apps for any filters: its source, the exclusions (in its scope: beta mode, ids
 * listed) and default product restriction, the filters and the sort. Made once per catalogue and
 * source, so a filter or sort change only filters an already sorted list.
 */
export function listingFor(apps: readonly AppSummary[], source: ListingSource, product: Product, scope: ListingScope = {}): (filters: Partial<Filters>) => readonly AppSummary[] {
  switch (source.kind) {
    case 'all':
      return listingOf(apps, { product, kind: 'apps', ...scope });
    case 'services':
      return listingOf(apps, { product, kind: 'services', ...scope });
    case 'category': {
      const listing = listingOf(apps, { product, kind: 'apps', ...scope });
      return (filters) => listing({ ...filters, category: source.category });
    }
    case 'collection':
      // The text product's collection is its own product's apps, whatever the marketplace's product.
      return listingOf(appsInCollection(apps, source.collection), {
        product: source.collection === 'by-text' ? 'text' : product,
        kind: 'apps',
        ...scope,
      });
  }
}

const distinctSorted = (values: Iterable<string>) => [...new Set(values)].filter((v) => v !== '').sort((a, b) => a.localeCompare(b));

/** The values the language, industry and country filters can take, from the apps at hand. */
export function filterChoices(apps: readonly AppSummary[]): { languages: string[]; industries: string[]; countries: string[] } {
  return {
    languages: distinctSorted(apps.flatMap((app) => app.languages)),
    industries: distinctSorted(apps.flatMap((app) => app.industries)),
    countries: distinctSorted(apps.flatMap((app) => (app.country ? [app.country] : []))),
  };
}

/** Facet counts as plain records (what travels as JSON). */
export type FacetCountRecords = { [K in keyof FacetCounts]: Record<string, number> };

export function facetCountRecords(counts: FacetCounts): FacetCountRecords {
  return Object.fromEntries(Object.entries(counts).map(([key, tally]) => [key, Object.fromEntries(tally)])) as FacetCountRecords;
}

function categoryTally(listed: readonly AppSummary[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const app of listed) tally[app.category.id] = (tally[app.category.id] ?? 0) + 1;
  return tally;
}

/** The counts of a listing's filters and its choices, for the filters chosen. */
export function listingFacets(apps: readonly AppSummary[], source: ListingSource, product: Product, scope: ListingScope, filters: Partial<Filters>) {
  const counts = facetCountRecords(facetCounts(listingFor(apps, source, product), filters));
  // A category page's Category choice leads to the other categories: each counts what its page would list.
  if (source.kind === 'category') counts.category = categoryTally(listingFor(apps, { kind: 'all' }, product)({ ...filters, category: undefined, sortBy: undefined }));
  return {
    counts,
    choices: filterChoices(listingFor(apps, source, product, scope)({})),
  };
}

/**
 * Collections shown on Home, in this order. The text product's row is a cross-sell on the chat
 * product's home only: the help desk's home keeps to help-desk apps (spec 1).
 */
const homeCollections: readonly AppsCollection[] = ['new-and-noteworthy', 'staff-top-picks', 'starter-pack', 'ai-powered', 'hackathon-winners', 'self-setup', 'by-text'];
export const HOME_ROW_APPS = 3;

/** The collections Home shows rows of for a product, in order. */
export const homeCollectionsOf = (product: Product): AppsCollection[] => homeCollections.filter((collection) => collection !== 'by-text' || product === 'livechat');

export interface HomeRows<T> {
  /** The most popular apps (spec 9: 6 in the highlight block). */
  highlights: T[];
  rows: { collection: AppsCollection; apps: T[] }[];
  /** Apps per category id; a category with none is left out. */
  categoryCounts: Record<string, number>;
}

/** What Home shows for a product: the highlights, a few apps per collection, and the category counts. */
export function homeRows<T extends AppSummary>(apps: readonly T[], product: Product): HomeRows<T> {
  const listable = listApps(apps, {}, { product, kind: 'apps' });
  const rows = homeCollectionsOf(product).map((collection) => {
    const pool = collection === 'by-text' ? listApps(apps, {}, { product: 'text', kind: 'apps' }) : listable;
    return { collection, apps: appsInCollection(pool, collection).slice(0, HOME_ROW_APPS) };
  });
  const categoryCounts: Record<string, number> = {};
  for (const app of listable) categoryCounts[app.category.id] = (categoryCounts[app.category.id] ?? 0) + 1;
  return { highlights: sortApps(listable, 'popularity').slice(0, HIGHLIGHT_APPS_LIMIT), rows, categoryCounts };
}

/** How many apps an app's more-by-developer and related rows show (a page-length choice). */
export const APP_ROW_LIMIT = 6;

/** The app an app page's rows are about: its id, developer, category and whether it is a service. */
export interface RowsOf {
  id: string;
  developerId?: string | null | undefined;
  category: string;
  service: boolean;
}

/** Apps a listing of their kind may show (hidden, themed and beta-hidden apps stay out). */
const listable = (candidate: AppSummary) => exclusionReason(candidate, { kind: isService(candidate) ? 'services' : 'apps' }) === null;

/** An app page's rows: more apps by its developer, and related apps of its kind (spec 5's 18270 rule). */
export function appRows<T extends AppSummary>(published: readonly T[], app: RowsOf): { moreByDeveloper: T[]; related: T[] } {
  const moreByDeveloper = app.developerId
    ? published.filter((other) => other.id !== app.id && other.developerId === app.developerId && listable(other)).slice(0, APP_ROW_LIMIT)
    : [];
  // relatedApps' rule, for an app that need not be published (an owner's own app shows rows too).
  const related = published
    .filter((other) => listable(other) && isService(other) === app.service && other.category.id === app.category && isOfferedAsRelated(app, other))
    .slice(0, APP_ROW_LIMIT);
  return { moreByDeveloper, related };
}

/** What search looks through: apps a listing may show (spec 5 exclusions), scoped to the variant. */
export function searchableApps<T extends AppSummary>(apps: readonly T[], variant: Variant): T[] {
  return apps.filter((app) => exclusionReason(app, { kind: 'apps' }) === null && isInSearchOf(app, variant));
}

/** A developer's page lists their published apps and services that are not hidden. */
export function appsOfDeveloper<T extends Pick<AppSummary, 'developerId' | 'hidden'>>(apps: readonly T[], developerId: string): T[] {
  return apps.filter((app) => app.developerId === developerId && !app.hidden);
}

/** The apps of some slugs, in the slugs' order (a slug of no app is left out). */
export function appsOfSlugs<T extends Pick<AppSummary, 'slug'>>(apps: readonly T[], slugs: readonly string[]): T[] {
  return slugs.flatMap((slug) => apps.find((app) => app.slug === slug) ?? []);
}

/** What Compare offers to add: every app a listing may show, by name. */
export function compareChoices(apps: readonly AppSummary[]): CompareChoices {
  return {
    apps: apps
      .filter((app) => exclusionReason(app, { kind: 'apps' }) === null)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((app): [string, string] => [app.slug, app.name]),
  };
}

/** What a suggestion needs of an app: what search reads of it, its face (name, icon, address) and the facts to decide on (price, rating, installations). */
export type SuggestibleApp = Pick<
  App,
  | 'id'
  | 'slug'
  | 'name'
  | 'icon'
  | 'category'
  | 'shortDescription'
  | 'longDescription'
  | 'types'
  | 'industries'
  | 'customProps'
  | 'payment'
  | 'rating'
  | 'ratingVotes'
  | 'installations'
> & { tutorialOnly: boolean };

/** The search index of a variant, as rows: what search reads of each app it looks through, in its order. */
export function searchIndexOf(apps: readonly AppSummary[]): SearchIndexResponse {
  return {
    apps: apps.map((app): SearchIndexRow => [
      app.id,
      app.slug,
      app.name,
      app.icon,
      app.category.id,
      app.category.name,
      app.shortDescription,
      app.longDescription,
      app.types,
      app.industries,
      readOrder(app.customProps),
      isService(app) ? 1 : 0,
      app.payment,
      app.rating ?? null,
      app.ratingVotes ?? 0,
      app.installations,
      isTutorialOnly(app) ? 1 : 0,
    ]),
  };
}

/** The apps of a search index, which the domain's search finds and ranks as the platform's does. */
export function suggestibleApps(index: SearchIndexResponse): SuggestibleApp[] {
  return index.apps.map(
    ([
      id,
      slug,
      name,
      icon,
      categoryId,
      categoryName,
      shortDescription,
      longDescription,
      types,
      industries,
      order,
      service,
      payment,
      rating,
      ratingVotes,
      installations,
      tutorialOnly,
    ]) => ({
      id,
      slug,
      name,
      icon,
      category: { id: categoryId, name: categoryName },
      shortDescription,
      longDescription,
      types,
      industries,
      customProps: { order: String(order), ...(service === 1 ? { isService: 'true' as const } : {}) },
      payment,
      rating,
      ratingVotes,
      installations,
      tutorialOnly: tutorialOnly === 1,
    }),
  );
}

/** The landing pages that list a collection (spec 2), by their path segment. */
const landingPaths: Readonly<Record<string, Collection>> = {
  'saas-deals': 'saas-deals',
  'omnichannel-communication': 'omnichannel-communication',
  'enhance-ecommerce': 'enhance-ecommerce',
};

/** What of the catalogue a page shows, by its path under the base path (with the routes of the catalogue's screens). */
export type CatalogueRead = { kind: 'home' } | { kind: 'listing'; source: ListingSource } | { kind: 'search' } | { kind: 'app'; slug: string } | { kind: 'none' };

export function catalogueReadOfPath(path: string): CatalogueRead {
  const segments =
    path
      .split(/[?#]/)[0]
      ?.split('/')
      .filter((part) => part !== '') ?? [];
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (rest.length > 0) return { kind: 'none' };
  if (first === 'search' && second === undefined) return { kind: 'search' };
  if (first === 'services') return second === undefined ? { kind: 'listing', source: { kind: 'services' } } : { kind: 'app', slug: second };
  const landing = landingPaths[first];
  if (landing && second === undefined) return { kind: 'listing', source: { kind: 'collection', collection: landing } };
  if (first !== 'apps') return { kind: 'none' };
  if (second === undefined) return { kind: 'listing', source: { kind: 'all' } };
  if ((collections as readonly string[]).includes(second)) return { kind: 'listing', source: { kind: 'collection', collection: second as Collection } };
  if ((categorySlugs as readonly string[]).includes(second)) return { kind: 'listing', source: { kind: 'category', category: second as CategorySlug } };
  return { kind: 'app', slug: second };
}

/** A listing's parameters without its window: the same for the same listing (a cache key, an address). */
export function appPageParams(source: ListingSource, product: Product, filters: Partial<Filters>, scope: ListingScope): Record<string, string> {
  const params: Record<string, string> = { product, source: sourceKey(source) };
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  if (scope.mode === 'beta') params['mode'] = 'beta';
  if (scope.listedIds && scope.listedIds.length > 0) params['listed'] = scope.listedIds.join(',');
  return params;
}
