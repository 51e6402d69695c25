/**
 * The apps a listing screen shows, by the domain's rules: its source (all, services, a collection,
 * a category), the exclusions and default product restriction, the filters and the sort.
 */
import { appsInCollection } from '@marketplace/domain/collections';
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { Filters } from '@marketplace/domain/entities/filters';
import type { Product } from '@marketplace/domain/entities/product';
import { listingOf, type ListingScope } from '@marketplace/domain/listing';
import type { ListingSource } from './listing-pages.ts';

/** What a listing screen lists, as a key that stays the same while the screen shows the same source. */
export const sourceKey = (source: ListingSource): string =>
  source.kind === 'collection' ? `collection:${source.collection}` : source.kind === 'category' ? `category:${source.category}` : source.kind;

/**
 * A listing screen's apps for any filters: its source (all, services, a collection, a category),
 * the exclusions (in its scope: beta mode, ids listed) and default product restriction, the
 * filters and the sort. Made once per
 * catalogue and source, so a filter or sort change only filters an already sorted list.
 */
export function listingFor(apps: readonly AppSummary[], source: ListingSource, product: Product, scope: ListingScope = {}): (filters: Filters) => readonly AppSummary[] {
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
export function filterChoices(apps: readonly AppSummary[]) {
  return {
    languages: distinctSorted(apps.flatMap((app) => app.languages)),
    industries: distinctSorted(apps.flatMap((app) => app.industries)),
    countries: distinctSorted(apps.flatMap((app) => (app.country ? [app.country] : []))),
  };
}
