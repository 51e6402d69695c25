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
import type { ApiRuntime } from './api-runtime.ts';

export type AppData = z.infer<typeof appDataSchema>;
export type SliceData = z.infer<typeof sliceDataSchema>;
export type StaticQuery = z.infer<typeof staticQuerySchema>;

export interface StaticDataClient {
  /**
   * GET /marketplace/page-data/{page}/page-data.json, retried up to 3 times after a failure (spec
   * 4); a 4xx is the page's answer (404: the 404 page) and is not retried.
   */
  getPageData(page: string): Promise<PageData>;
  /** GET /marketplace/page-data/app-data.json, retried like page data. */
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

/** Spec 4: failed page data retries up to 3 times. A 4xx answer would only repeat itself. */
async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await call();
    } catch (error) {
      const answered = isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500;
      if (answered || retry >= PAGE_DATA_RETRIES) throw error;
    }
  }
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
      withRetries(() =>
        http.call({
          method: 'GET',
          path: `/page-data/${pageDataName(page).split('/').map(encodeURIComponent).join('/')}/page-data.json`,
          response: pageDataSchema,
        }),
      ),
    getAppData: () => withRetries(() => http.call({ method: 'GET', path: '/page-data/app-data.json', response: appDataSchema })),
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
