/**
 * The data a server-rendered page was rendered with, embedded once in the page as a JSON
 * data block, so the browser's first render starts from the same state and repeats no request.
 * The server writes it (packages/server/src/serve/server-render.ts); the marketplace reads it once
 * and seeds its query cache with it (data/query-client.ts seedQueries). Its shape is
 * page-data-schema.ts: the schemas of the API answers it came from.
 * A page carries what it shows of the catalogue, never the whole of it: Home's rows, a listing's
 * first window with its counts, search hits, an app's rows. Besides, it carries the lists it shows: the partners (partners pages and
 * search), one partner (a partner's profile) and the developers (developers pages); an app's or
 * service's detail page carries what its sections show: the app, its resources, its reviews and
 * its developer.
 */
import { pageDataElementId } from '@marketplace/shared/contract';
import type { PageData } from './page-data-schema.ts';
import type { ServerRender as SharedServerRender } from '@marketplace/shared/server-render';

export type { PageData };

/** Given to the `./Marketplace` component when it renders on the server. */
export type ServerRender = SharedServerRender<PageData>;

/** The page's embedded data, or null (no block: a host page, a page the server did not render). */
export function readPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  // Not parsed again by its schemas: our server wrote it into this very document from the
  // platform's answers, each already checked by its route's response schema, as it wrote the page's
  // scripts. Answers fetched later are checked where they enter (the api's calls).
  try {
    const data: unknown = JSON.parse(element.textContent);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}
