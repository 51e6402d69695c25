/**
 * Where the agent app points its marketplace frame: its own path /apps/marketplace{path}{search}
 * maps to the public shell's /marketplace{path}{search} in framed mode (spec 2).
 */
import { fromAgentAppPath } from '@marketplace/domain/agent-app-paths';
import { publicPath } from '@marketplace/domain/routes';
import { framedQueryFlag } from '../../../shared/federation.ts';

export function framedMarketplaceUrl(options: { platformOrigin: string; hostPathname: string; hostSearch: string }): string {
  const url = new URL(publicPath(fromAgentAppPath(options.hostPathname)), options.platformOrigin);
  url.search = options.hostSearch;
  url.searchParams.set(framedQueryFlag, '1');
  return url.toString();
}
