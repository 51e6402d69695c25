/**
 * The listing screens of spec 2 and what each one lists: all apps, a collection, a category,
 * services, or a landing collection. Their words come from the domain's page copy, which the
 * server's page metadata reads too.
 */
import { categorySlugs, type CategorySlug } from '@marketplace/domain/entities/app-fields';
import { collections, type Collection } from '@marketplace/domain/collections';
import type { Product } from '@marketplace/domain/entities/product';
import { categoryCopy, collectionCopy, pageCopy } from '@marketplace/domain/page-copy';
import type { ListingSource } from '@marketplace/domain/catalogue-pages';

export type { ListingSource } from '@marketplace/domain/catalogue-pages';

export interface ListingPageConfig {
  title: string;
  intro: string;
  source: ListingSource;
}

export const allAppsPage: ListingPageConfig = { title: pageCopy.apps.title, intro: pageCopy.apps.description, source: { kind: 'all' } };

export const servicesPage: ListingPageConfig = {
  title: pageCopy.services.title,
  intro: pageCopy.services.description,
  source: { kind: 'services' },
};

export function collectionPage(collection: Collection): ListingPageConfig {
  const { title, description } = collectionCopy[collection];
  return { title, intro: description, source: { kind: 'collection', collection } };
}

export function categoryPage(category: CategorySlug, product: Product): ListingPageConfig {
  const { title, description } = categoryCopy(category, product);
  return { title, intro: description, source: { kind: 'category', category } };
}

/** What /apps/{segment}/ is: a collection, a category, or (null) an app's slug. */
export function listingForSegment(segment: string, product: Product): ListingPageConfig | null {
  if ((collections as readonly string[]).includes(segment)) return collectionPage(segment as Collection);
  if ((categorySlugs as readonly string[]).includes(segment)) return categoryPage(segment as CategorySlug, product);
  return null;
}
