/**
 * What search looks through: the apps a listing may show (spec 5 exclusions), across products,
 * except the help-desk product in the agent app; and the partners (experts) known to the store.
 */
import type { App } from '@marketplace/domain/entities/app';
import type { Expert } from '@marketplace/domain/entities/expert';
import type { Variant } from '@marketplace/domain/entities/product';
import { exclusionReason, isInSearchOf } from '@marketplace/domain/listing';
import { search } from '@marketplace/domain/search';

export function searchableApps(apps: readonly App[], variant: Variant): App[] {
  return apps.filter((app) => exclusionReason(app, { kind: 'apps' }) === null && isInSearchOf(app, variant));
}

export function searchCatalogue(query: string, apps: readonly App[], partners: readonly Expert[], variant: Variant, limit?: number) {
  return search(query, { apps: searchableApps(apps, variant), partners }, limit);
}
