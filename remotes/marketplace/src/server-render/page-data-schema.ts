/**
 * The shape of a server-rendered page's data (page-data.ts): the schemas of the API answers it
 * came from. The server renders with them; the browser reads the block by its type only, so the
 * first view loads no schema.
 */
import { developerListResponseSchema, developerProfileResponseSchema, expertListResponseSchema, expertResponseSchema } from '@marketplace/domain/calls/experts';
import { feedbackSummaryResponseSchema } from '@marketplace/domain/calls/feedback';
import { appPageSchema, appRowsResponseSchema, appSearchResponseSchema, homeResponseSchema, productCountsSchema } from '@marketplace/domain/calls/catalogue-pages';
import { appResourcesResponseSchema, appSummaryListResponseSchema, publishedAppResponseSchema } from '@marketplace/domain/calls/marketplace';
import { productSchema } from '@marketplace/domain/entities/product';
import { reviewPageSchema } from '@marketplace/domain/review-pages';
import { z } from 'zod';

export const pageDataSchema = z.object({
  /** A top-level page asked with the platform's session flag: its user is being signed in, not signed out. */
  sessionKept: z.literal(true).optional(),
  /** The developers' page: each developer's number of published products. */
  productCounts: productCountsSchema.optional(),
  /** A developer's page: their published apps and services. */
  developerApps: z.object({ developerId: z.string(), apps: appSummaryListResponseSchema }).optional(),
  /** Home's rows, for the product it was rendered for. */
  home: z.object({ product: productSchema, rows: homeResponseSchema }).optional(),
  /** A listing's first window: its parameters (appPageParams), how many cards, and the answer. */
  listing: z.object({ params: z.record(z.string(), z.string()), limit: z.number().int(), page: appPageSchema }).optional(),
  /** The search page's hits, with the parameters they answer. */
  search: z.object({ params: z.record(z.string(), z.string()), hits: appSearchResponseSchema }).optional(),
  experts: expertListResponseSchema.optional(),
  expert: expertResponseSchema.optional(),
  developers: developerListResponseSchema.optional(),
  /** An app detail page's reads; null where the platform answered 4xx (the section then says so). */
  appDetail: z
    .object({
      app: publishedAppResponseSchema,
      resources: appResourcesResponseSchema.nullable(),
      feedback: feedbackSummaryResponseSchema.nullable(),
      developer: developerProfileResponseSchema.nullable(),
      /** The first page of written reviews in the default order, as a visitor sees it. */
      reviewPage: reviewPageSchema.nullable().optional(),
      /** More by its developer and related apps. */
      rows: appRowsResponseSchema.optional(),
    })
    .optional(),
});
export type PageData = z.infer<typeof pageDataSchema>;
