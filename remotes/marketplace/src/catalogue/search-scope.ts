/**
 * What search looks through: the apps a listing may show (spec 5 exclusions), across products,
 * except the help-desk product in the agent app; the help desk and the text product search their own apps only.
 */
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { Variant } from '@marketplace/domain/entities/product';
import { exclusionReason, isInSearchOf } from '@marketplace/domain/listing';

/** One scope per catalogue and variant: the same array, so the search index built for it (per array) serves every search of it. */
const scopes = new WeakMap<readonly AppSummary[], Map<Variant, AppSummary[]>>();

export function searchableApps(apps: readonly AppSummary[], variant: Variant): AppSummary[] {
  let byVariant = scopes.get(apps);
  if (!byVariant) scopes.set(apps, (byVariant = new Map<Variant, AppSummary[]>()));
  let scope = byVariant.get(variant);
  if (!scope) byVariant.set(variant, (scope = apps.filter((app) => exclusionReason(app, { kind: 'apps' }) === null && isInSearchOf(app, variant))));
  return scope;
}
