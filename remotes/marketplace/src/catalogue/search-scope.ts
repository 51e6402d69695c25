/**
 * What search looks through: the apps a listing may show (spec 5 exclusions), across products,
 * except the help-desk product in the agent app; the help desk and the text product search their own apps only.
 */
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { Variant } from '@marketplace/domain/entities/product';
import { exclusionReason, isInSearchOf } from '@marketplace/domain/listing';

export function searchableApps(apps: readonly AppSummary[], variant: Variant): AppSummary[] {
  return apps.filter((app) => exclusionReason(app, { kind: 'apps' }) === null && isInSearchOf(app, variant));
}
