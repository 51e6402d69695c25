/**
 * How the marketplace's own paths read on its host (spec 2): in the agent app under
 * /apps/marketplace{path}{search}, on the public site and inline hosts as /marketplace{path}.
 */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { fromAgentAppPath, toAgentAppPath } from '@marketplace/domain/agent-app-paths';
import { BASE_PATH } from '@marketplace/domain/constants';
import { publicPath } from '@marketplace/domain/routes';

export function hostPathOf(pathname: string, embedding: MarketplaceOptions['embedding']): string {
  return embedding === 'framed' ? toAgentAppPath(pathname) : publicPath(pathname);
}

/** A route sent by the host, back to the marketplace's own path (prefix stripped, empty → home). */
export function marketplacePathOf(hostPathname: string, embedding: MarketplaceOptions['embedding']): string {
  if (embedding === 'framed') return fromAgentAppPath(hostPathname);
  const inner = hostPathname.startsWith(BASE_PATH) ? hostPathname.slice(BASE_PATH.length) : hostPathname;
  return inner === '' ? '/' : inner;
}

/**
 * A browser path the store leaves for (`redirect`), as a move of the marketplace's own router when
 * it is under the router's basename ('/marketplace' after a 401 on the public site or inline in the
 * help desk): the page is not loaded anew, so the logged-out toast stays on screen. Null otherwise.
 */
export function routerPathWithin(path: string, basename: string): string | null {
  const base = basename.replace(/\/+$/, '');
  if (base === '' || (path !== base && !path.startsWith(`${base}/`))) return null;
  return path.slice(base.length) || '/';
}
