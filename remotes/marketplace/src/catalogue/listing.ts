/**
 * The apps a listing screen shows, by the domain's rules: its source (all, services, a collection,
 * a category), the exclusions and default product restriction, the filters and the sort.
 */
import { appsInCollection } from '@marketplace/domain/collections';
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { Filters } from '@marketplace/domain/entities/filters';
import type { Product } from '@marketplace/domain/entities/product';
import { listApps } from '@marketplace/domain/listing';
import type { ListingSource } from './listing-pages.ts';

export function appsForListing(apps: readonly AppSummary[], source: ListingSource, filters: Filters, product: Product): AppSummary[] {
  switch (source.kind) {
    case 'all':
      return listApps(apps, filters, { product, kind: 'apps' });
    case 'services':
      return listApps(apps, filters, { product, kind: 'services' });
    case 'category':
      return listApps(apps, { ...filters, category: source.category }, { product, kind: 'apps' });
    case 'collection':
      // The text product's collection is its own product's apps, whatever the marketplace's product.
      return listApps(appsInCollection(apps, source.collection), filters, {
        product: source.collection === 'by-text' ? 'text' : product,
        kind: 'apps',
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
