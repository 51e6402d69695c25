/**
 * Static data of the public site (spec 7): page data, app data (retried up to 3 times), slice
 * data, static queries, and HEAD on pages to learn whether they exist. Shapes are the site
 * build's, not the platform's, so they are read as JSON values for the screens to parse.
 */
import { PAGE_DATA_RETRIES } from '@marketplace/domain/constants';
import { z } from 'zod';
import { ApiArea, isApiError } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport, type Transport } from './http.ts';
import type { ApiRuntime } from './runtime.ts';

/** Any JSON value: the page data schemas belong to the site build, not to this client. */
export const jsonValueSchema = z.json();
export type JsonValue = z.infer<typeof jsonValueSchema>;

export interface StaticDataClient {
  /** GET /marketplace/page-data/{page}/page-data.json */
  getPageData(page: string): Promise<JsonValue>;
  /** GET /marketplace/page-data/app-data.json, retried up to 3 times after a failure. */
  getAppData(): Promise<JsonValue>;
  /** GET /marketplace/slice-data/{name}.json */
  getSliceData(name: string): Promise<JsonValue>;
  /** GET /marketplace/page-data/sq/d/{hash}.json */
  getStaticQuery(hash: string): Promise<JsonValue>;
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
  const get = (path: string) => http.call({ method: 'GET', path, response: jsonValueSchema });

  return {
    getPageData: (page) => get(`/page-data/${pageDataName(page).split('/').map(encodeURIComponent).join('/')}/page-data.json`),
    async getAppData() {
      for (let retry = 0; ; retry += 1) {
        try {
          return await get('/page-data/app-data.json');
        } catch (error) {
          if (retry >= PAGE_DATA_RETRIES) throw error;
        }
      }
    },
    getSliceData: (name) => get(`/slice-data/${encodeURIComponent(name)}.json`),
    getStaticQuery: (hash) => get(`/page-data/sq/d/${encodeURIComponent(hash)}.json`),
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
