/**
 * The values listing filters and sorts take (spec 3 and 9), as plain lists: filters.ts builds its
 * schemas from them, and a listing reads its address (listing.ts readFilters) without loading one.
 */

export const paymentTypes = ['free', 'once', 'monthly-per-organization', 'monthly-per-account'] as const;

/**
 * Spec 9's sorts, and ours: 'priceAscending', the cheapest first; 'updated', recently updated
 * first. In the order a listing offers them: the default first, price low to high before high to low.
 */
export const appSorts = ['recommended', 'popularity', 'priceAscending', 'price', 'alphabetical', 'published', 'updated'] as const;
export const developerSorts = ['developerName', 'numberOfProducts'] as const;

/** Ours (beyond the spec): the least and most stars a listing may require (5 would leave almost none). */
export const MIN_RATING_FILTER = { min: 1, max: 4 } as const;
