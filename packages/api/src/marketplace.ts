/** Marketplace API calls (spec 7): applications, installs, create-charge, resources, feedback. */
import {
  appListResponseSchema,
  appResourcesResponseSchema,
  publishedAppResponseSchema,
} from '@marketplace/domain/calls/marketplace';
import type { App, AppResources } from '@marketplace/domain/entities/app';
import { ApiArea } from './api-error.ts';
import type { Transport } from './http.ts';

export interface MarketplaceClient {
  /** GET /applications/published */
  getPublishedApps(): Promise<App[]>;
  /** GET /applications/{slug}/published */
  getPublishedApp(slug: string): Promise<App>;
  /** GET /applications */
  getApplications(): Promise<App[]>;
  /** GET /applications/reviewed */
  getReviewedApplications(): Promise<App[]>;
  /** GET /applications/{id}/resources */
  getResources(appId: string): Promise<AppResources>;
}

export function createMarketplaceClient(platform: Transport): MarketplaceClient {
  const http = platform.withArea(ApiArea.marketplace);
  const e = encodeURIComponent;
  return {
    getPublishedApps: () => http.call({ method: 'GET', path: '/applications/published', response: appListResponseSchema }),
    getPublishedApp: (slug) => http.call({ method: 'GET', path: `/applications/${e(slug)}/published`, response: publishedAppResponseSchema }),
    getApplications: () => http.call({ method: 'GET', path: '/applications', response: appListResponseSchema }),
    getReviewedApplications: () => http.call({ method: 'GET', path: '/applications/reviewed', response: appListResponseSchema }),
    getResources: (appId) => http.call({ method: 'GET', path: `/applications/${e(appId)}/resources`, response: appResourcesResponseSchema }),
  };
}
