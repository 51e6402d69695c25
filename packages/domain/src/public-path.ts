/**
 * The public address of a marketplace path (spec 2: every route lives under /marketplace). Its
 * own module, free of the entities' schemas, so the hosts reach it without zod;
 * routes.ts re-exports it beside the other paths.
 */
import { BASE_PATH } from './constants.ts';

/** '/apps/' → '/marketplace/apps/': for links outside the router and for reporting. */
export function publicPath(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}
