/**
 * The data a server-rendered page was rendered with (issue 15), embedded once in the page as a JSON
 * data block, so the browser's first render starts from the same state and repeats no request.
 * The server writes it (packages/server/src/serve/server-render.ts); the marketplace reads it once
 * when its store is created. Checked against the same schemas as the API answers it came from.
 * Besides the catalogue, a page carries the lists it shows: the partners (partners pages and
 * search), one partner (a partner's profile) and the developers (developers pages).
 */
import { developerListResponseSchema, expertListResponseSchema, expertResponseSchema } from '@marketplace/domain/calls/experts';
import { appListResponseSchema } from '@marketplace/domain/calls/marketplace';
import { z } from 'zod';
import type { MarketplaceState } from '../store/marketplace-store.ts';
import { fulfilledRequest, toEntityList } from '../store/request-status.ts';

/** The id of the page's data block; the server writes it under this id. */
export const PAGE_DATA_ELEMENT_ID = 'marketplace-page-data';

export const pageDataSchema = z.object({
  publishedApps: appListResponseSchema,
  experts: expertListResponseSchema.optional(),
  expert: expertResponseSchema.optional(),
  developers: developerListResponseSchema.optional(),
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
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The state a store starts from for the page's data, as if its requests had just answered. */
export function initialStateOf(data: PageData): Partial<MarketplaceState> {
  const { experts, expert, developers } = data;
  return {
    publishedApps: { ...toEntityList(data.publishedApps), ...fulfilledRequest },
    ...(experts ? { expertList: { ...toEntityList(experts), ...fulfilledRequest } } : {}),
    ...(expert ? { experts: { [expert.slug]: expert } } : {}),
    ...(developers
      ? {
          developerList: { ...toEntityList(developers), ...fulfilledRequest },
          developerProfiles: Object.fromEntries(developers.map((profile) => [profile.id, { profile, ...fulfilledRequest }])),
        }
      : {}),
  };
}
