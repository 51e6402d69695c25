/**
 * The data a server-rendered page was rendered with, embedded once in the page as a JSON
 * data block, so the browser's first render starts from the same state and repeats no request.
 * The server writes it (packages/server/src/serve/server-render.ts); the marketplace reads it once
 * and seeds its query cache with it (data/query-client.ts seedQueries). Checked against the same
 * schemas as the API answers it came from.
 * A page carries what it shows of the catalogue, never the whole of it: Home's rows, a listing's
 * first window with its counts, search hits, an app's rows. Besides, it carries the lists it shows: the partners (partners pages and
 * search), one partner (a partner's profile) and the developers (developers pages); an app's or
 * service's detail page carries what its sections show: the app, its resources, its reviews and
 * its developer.
 */
import { developerListResponseSchema, developerProfileResponseSchema, expertListResponseSchema, expertResponseSchema } from '@marketplace/domain/calls/experts';
import { feedbackSummaryResponseSchema } from '@marketplace/domain/calls/feedback';
import { appPageSchema, appRowsResponseSchema, appSearchResponseSchema, homeResponseSchema, productCountsSchema } from '@marketplace/domain/calls/catalogue-pages';
import { appResourcesResponseSchema, appSummaryListResponseSchema, publishedAppResponseSchema } from '@marketplace/domain/calls/marketplace';
import { productSchema } from '@marketplace/domain/entities/product';
import { reviewPageSchema } from '@marketplace/domain/review-pages';
import { z } from 'zod';
import { pageDataElementId } from '@marketplace/shared/contract';

export const pageDataSchema = z.object({
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

/** Given to the `./Marketplace` component when it renders on the server. */
export interface ServerRender {
  /** The path, query and hash the page was asked for (under the basename). */
  location: string;
  pageData: PageData;
}

/** The page's embedded data, or null (no block: a host page, a page the server did not render). */
export function readPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
