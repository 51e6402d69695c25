/** Listing filters and sort options (spec 3), as read from a listing URL's query string. */
import { z } from 'zod';
import { widgetPlacementSchema } from './app.ts';
import { expertServiceSchema } from './expert.ts';
import { productSchema } from './product.ts';
import { appSorts, developerSorts, MIN_RATING_FILTER, paymentTypes } from './filter-lists.ts';
import { decimalIntegerSchema } from '../decimal-integer.ts';

export const paymentTypeSchema = z.enum(paymentTypes);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** Spec 9's sorts, and ours (filter-lists.ts). */
export const appSortSchema = z.enum(appSorts);
export type AppSort = z.infer<typeof appSortSchema>;
export const developerSortSchema = z.enum(developerSorts);
export type DeveloperSort = z.infer<typeof developerSortSchema>;

/** A comma-separated list in the query string, e.g. services=training,custom-development. */
const servicesListSchema = z
  .string()
  .transform((value) => value.split(',').filter((part) => part !== ''))
  .pipe(z.array(expertServiceSchema));

/**
 * Filters of a listing. compatibility: the product apps must be built for. service / services:
 * one or several service kinds (matched against an app's types or an expert's services).
 */
export const filtersSchema = z.object({
  compatibility: productSchema.optional(),
  paymentType: paymentTypeSchema.optional(),
  widgetPlacement: widgetPlacementSchema.optional(),
  category: z.string().optional(),
  service: expertServiceSchema.optional(),
  services: servicesListSchema.optional(),
  language: z.string().optional(),
  industry: z.string().optional(),
  country: z.string().optional(),
  /** Ours (beyond the spec): only apps of a verified developer (customProps.verified), as verified=true. */
  verified: z.literal('true').optional(),
  /** Ours (beyond the spec): only apps rated at least this many stars (1 to 4; 5 would leave almost none). */
  minRating: decimalIntegerSchema({ min: MIN_RATING_FILTER.min, max: MIN_RATING_FILTER.max }).optional(),
  sortBy: appSortSchema.optional(),
});
export type Filters = z.infer<typeof filtersSchema>;
