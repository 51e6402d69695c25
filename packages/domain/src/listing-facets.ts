/**
 * How many apps each filter option would show: for one filter, the apps matching every other
 * filter, counted by the values the option matches. One pass over the listing per filter, so the
 * counts beside a listing's options stay cheap however large the catalogue.
 */
import { paymentTypeOf } from './listing.ts';
import type { AppSummary } from './entities/app.ts';
import type { Filters } from './entities/filters.ts';
import { products, type Product } from './entities/products.ts';

/** The filters whose options carry counts (the sort is no filter). */
export type FacetKey = 'paymentType' | 'widgetPlacement' | 'category' | 'services' | 'language' | 'industry' | 'country' | 'verified' | 'minRating';

type FacetApp = Pick<AppSummary, 'payment' | 'widgets' | 'category' | 'types' | 'languages' | 'industries' | 'country' | 'customProps' | 'rating'>;

/** The option values an app matches for each filter (minimum rating n matches apps rated n or more). */
const facetValues: Record<FacetKey, (app: FacetApp) => readonly string[]> = {
  paymentType: (app) => [paymentTypeOf(app.payment)],
  widgetPlacement: (app) => [...new Set(app.widgets.map((widget) => widget.placement))],
  category: (app) => [app.category.id],
  services: (app) => app.types,
  language: (app) => app.languages,
  industry: (app) => app.industries,
  country: (app) => (app.country ? [app.country] : []),
  verified: (app) => (app.customProps.verified === 'true' ? ['true'] : []),
  minRating: (app) =>
    app.rating === null || app.rating === undefined ? [] : [1, 2, 3, 4].filter((stars) => app.rating !== null && app.rating !== undefined && app.rating >= stars).map(String),
};

export type FacetCounts = Record<FacetKey, ReadonlyMap<string, number>> & { compatibility: ReadonlyMap<Product, number> };

/**
 * The count beside every option of every filter, given the listing (listingOf: the screen's apps
 * for any filters) and the filters chosen. The sort plays no part.
 */
export function facetCounts<T extends FacetApp>(listing: (filters: Partial<Filters>) => readonly T[], filters: Partial<Filters>): FacetCounts {
  const base: Partial<Filters> = { ...filters, sortBy: undefined };
  const counts = {} as Record<FacetKey, Map<string, number>>;
  for (const key of Object.keys(facetValues) as FacetKey[]) {
    const tally = new Map<string, number>();
    for (const app of listing({ ...base, [key]: undefined })) {
      for (const value of facetValues[key](app)) tally.set(value, (tally.get(value) ?? 0) + 1);
    }
    counts[key] = tally;
  }
  // A compatibility choice swaps the listing's product, so each product is a listing of its own.
  const compatibility = new Map<Product, number>(products.map((product) => [product, listing({ ...base, compatibility: product }).length]));
  return { ...counts, compatibility };
}

/** How many options a long filter shows before 'Show more'. */
export const COMMON_OPTIONS = 5;

/**
 * A filter's options split into those shown at first and those behind 'Show more'. A short filter
 * (at most one option past the limit) shows every option in its own order; a long one shows its
 * most common options (the highest counts, ties in the given order) and any chosen option, then the
 * rest in the same order.
 */
export function commonOptions<T extends { value: string; count: number }>(
  options: readonly T[],
  chosen: readonly string[],
  limit: number = COMMON_OPTIONS,
): { shown: T[]; more: T[] } {
  if (options.length <= limit + 1) return { shown: [...options], more: [] };
  const byCount = options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => b.option.count - a.option.count || a.index - b.index)
    .map(({ option }) => option);
  const shown = byCount.filter((option, index) => index < limit || chosen.includes(option.value));
  return { shown, more: byCount.filter((option) => !shown.includes(option)) };
}
