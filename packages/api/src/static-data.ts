/**
 * Static data of the public site (spec 7): page data, app data (retried up to 3 times), slice
 * data, static queries, and HEAD on pages to learn whether they exist.
 */
import { appDataSchema, pageDataSchema, sliceDataSchema, staticQuerySchema, type PageData } from '@marketplace/domain/calls/static-data';
import { PAGE_DATA_RETRIES } from '@marketplace/domain/constants';
import { z } from 'zod';
import { ApiArea, isApiError } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport, type Transport } from './http.ts';
import type { ApiRuntime } from './runtime.ts';

export type AppData = z.infer<typeof appDataSchema>;
export type SliceData = z.infer<typeof sliceDataSchema>;
export type StaticQuery = z.infer<typeof staticQuerySchema>;

export interface StaticDataClient {
  /** GET /marketplace/page-data/{page}/page-data.json */
  getPageData(page: string): Promise<PageData>;
  /** GET /marketplace/page-data/app-data.json, retried up to 3 times after a failure. */
  getAppData(): Promise<AppData>;
  /** GET /marketplace/slice-data/{name}.json */
  getSliceData(name: string): Promise<SliceData>;
  /** GET /marketplace/page-data/sq/d/{hash}.json */
  getStaticQuery(hash: string): Promise<StaticQuery>;
  /** HEAD on a page: true when it exists (a 404 answers false; other failures throw). */
  pageExists(path: string): Promise<boolean>;
}

/** Page paths map to page-data folders: '/' is 'index', others lose their slashes at both ends. */
export function pageDataName(page: string): string {
  const trimmed = page.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed;
}

export function createStaticDataClient(options: { baseUrl: string; runtime: ApiRuntime; events: ApiEvents }): StaticDataClient {
  // Static files are public: never send the user's token along.
  const http: Transport = createTransport({
    area: ApiArea.staticData,
    baseUrl: options.baseUrl,
    runtime: options.runtime,
    events: options.events,
    sendsToken: false,
  });

  return {
    getPageData: (page) =>
      http.call({
        method: 'GET',
        path: `/page-data/${pageDataName(page).split('/').map(encodeURIComponent).join('/')}/page-data.json`,
        response: pageDataSchema,
      }),
    async getAppData() {
      for (let retry = 0; ; retry += 1) {
        try {
          return await http.call({ method: 'GET', path: '/page-data/app-data.json', response: appDataSchema });
        } catch (error) {
          if (retry >= PAGE_DATA_RETRIES) throw error;
        }
      }
    },
    getSliceData: (name) => http.call({ method: 'GET', path: `/slice-data/${encodeURIComponent(name)}.json`, response: sliceDataSchema }),
    getStaticQuery: (hash) => http.call({ method: 'GET', path: `/page-data/sq/d/${encodeURIComponent(hash)}.json`, response: staticQuerySchema }),
    async pageExists(path) {
      try {
        await http.call({ method: 'HEAD', path: path.startsWith('/') ? path : `/${path}`, response: z.null() });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return false;
        throw error;
      }
    },
  };
}
