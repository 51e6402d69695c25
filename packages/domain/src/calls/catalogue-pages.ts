/**
 * Ours, beside the spec's list calls (which stay whole): the published catalogue in parts, so a
 * page costs what it shows whatever the catalogue's size. Filters, sort, counts and search are
 * computed by the platform (catalogue-pages.ts holds the rules).
 * - GET /applications/published/pages: a window of a listing (offset, limit), its total, and on
 *   the first window the counts beside each filter option and the filters' choices.
 * - GET /applications/published/home: Home's highlights, collection rows and category counts.
 * - GET /applications/published/rows: an app page's more-by-developer and related rows.
 * - GET /applications/published/search: search hits with their matched words.
 * - GET /applications/published/product-counts: how many published products each developer has.
 * - GET /applications/published/by-developer: a developer's published apps and services.
 * - GET /applications/published/by-slugs: the apps of a few slugs (the ones compared).
 * - GET /applications/published/compare-choices: the slug and name of each app that can be compared.
 * - GET /applications/published/search-index: what the header's suggestions need of every app the
 *   variant's search looks through (its words, rank and face), so a page that starts searching
 *   searches in itself, keystroke by keystroke, without a round trip.
 */
import { z } from 'zod';
import { MAX_PAGE_APPS, sourceOfKey } from '../catalogue-pages.ts';

export { appPageParams, MAX_PAGE_APPS } from '../catalogue-pages.ts';
import { appsCollections } from '../collections.ts';
import { MAX_COMPARED_APPS } from '../compare.ts';
import { SEARCH_LIMIT } from '../constants.ts';
import { appPaymentSchema, appSummarySchema, matchedWordsSchema } from '../entities/app.ts';
import { idSchema } from '../entities/common.ts';
import { filtersSchema } from '../entities/filters.ts';
import { productSchema, variantSchema, type Variant } from '../entities/product.ts';
import { LISTING_STEP } from '../listing.ts';
import { decimalIntegerSchema } from '../decimal-integer.ts';

export const appPageQuerySchema = filtersSchema.extend({
  product: productSchema,
  source: z
    .string()
    .max(64)
    .refine((key) => sourceOfKey(key) !== null, 'Unknown listing source.'),
  mode: z.enum(['default', 'beta']).optional(),
  /** Ids listed explicitly, comma-separated. */
  listed: z.string().max(4000).optional(),
  offset: decimalIntegerSchema({ min: 0, max: 1_000_000 }).default(0),
  limit: decimalIntegerSchema({ min: 1, max: MAX_PAGE_APPS }).default(LISTING_STEP),
});

const countsSchema = z.record(z.string(), z.number().int());

export const appPageSchema = z.object({
  apps: z.array(appSummarySchema),
  /** How many apps the listing holds for these filters. */
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  /** The first window's: the count beside every filter option, and the filters' choices. */
  facets: z
    .object({
      counts: z.object({
        paymentType: countsSchema,
        widgetPlacement: countsSchema,
        category: countsSchema,
        services: countsSchema,
        language: countsSchema,
        industry: countsSchema,
        country: countsSchema,
        verified: countsSchema,
        minRating: countsSchema,
        compatibility: countsSchema,
      }),
      choices: z.object({ languages: z.array(z.string()), industries: z.array(z.string()), countries: z.array(z.string()) }),
    })
    .optional(),
});
export type AppPage = z.infer<typeof appPageSchema>;

export const homeQuerySchema = z.object({ product: productSchema });
export const homeResponseSchema = z.object({
  highlights: z.array(appSummarySchema),
  rows: z.array(z.object({ collection: z.enum(appsCollections), apps: z.array(appSummarySchema) })),
  categoryCounts: countsSchema,
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const appRowsQuerySchema = z.object({
  id: idSchema,
  developerId: z.string().max(200).optional(),
  category: z.string().max(100),
  service: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export type AppRowsQuery = z.input<typeof appRowsQuerySchema>;
export const appRowsResponseSchema = z.object({ moreByDeveloper: z.array(appSummarySchema), related: z.array(appSummarySchema) });
export type AppRowsResponse = z.infer<typeof appRowsResponseSchema>;

export const appSearchQuerySchema = z.object({
  query: z.string().max(200),
  variant: variantSchema,
  limit: decimalIntegerSchema({ min: 1, max: SEARCH_LIMIT }).default(SEARCH_LIMIT),
});
export type AppSearchQuery = { query: string; variant: Variant; limit?: number };
export const searchHitSchema = appSummarySchema.extend({ matchedWords: matchedWordsSchema });
export type SearchHit = z.infer<typeof searchHitSchema>;
/** The hits, and a near query that finds more apps when some word was misspelt ("Did you mean"). */
export const appSearchResponseSchema = z.object({ apps: z.array(searchHitSchema), nearQuery: z.string().nullable().optional() });
export type AppSearchResponse = z.infer<typeof appSearchResponseSchema>;

export const searchIndexQuerySchema = z.object({ variant: variantSchema });
/**
 * One app of a search index, as a row: id, slug, name, icon, category id, category name, short
 * description, long description, types, industries, custom order, 1 for a service, and what a
 * suggestion shows to decide on: payment, average rating, votes, installations, and 1 for a
 * tutorial-only app (apps isTutorialOnly: its facts stay out of the index, this flag says it).
 */
export const searchIndexRowSchema = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.array(z.string()),
  z.array(z.string()),
  z.number(),
  z.union([z.literal(0), z.literal(1)]),
  appPaymentSchema.nullable(),
  z.number().nullable(),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
  z.union([z.literal(0), z.literal(1)]),
]);
export type SearchIndexRow = z.infer<typeof searchIndexRowSchema>;
/** The rows in the order the platform's search sees the apps (ties in rank go by it). */
export const searchIndexSchema = z.object({ apps: z.array(searchIndexRowSchema) });
export type SearchIndexResponse = z.infer<typeof searchIndexSchema>;

export const productCountsSchema = z.object({ counts: countsSchema });
export type ProductCounts = z.infer<typeof productCountsSchema>;

export const developerAppsQuerySchema = z.object({ developerId: z.string().min(1).max(200) });
export const appsBySlugsQuerySchema = z.object({
  /** Comma-separated, at most as many as can be compared. */
  slugs: z
    .string()
    .max(1000)
    .transform((value) => value.split(',').filter((slug) => slug !== ''))
    .refine((slugs) => slugs.length <= MAX_COMPARED_APPS, `At most ${MAX_COMPARED_APPS} apps.`),
});
export const appSummariesSchema = z.object({ apps: z.array(appSummarySchema) });

/** Each app that can be compared, as [slug, name], by name. */
export const compareChoicesSchema = z.object({ apps: z.array(z.tuple([z.string(), z.string()])) });
export type CompareChoices = z.infer<typeof compareChoicesSchema>;
