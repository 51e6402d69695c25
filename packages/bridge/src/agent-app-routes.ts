/**
 * Where the agent app points its marketplace frame: the host path /apps/marketplace{path}{search}
 * maps to the public shell's /marketplace{path}{search}, framed (spec 2).
 */
import { framedQueryFlag, paths } from '../../../shared/federation.ts';

export function framedMarketplaceUrl(options: { platformOrigin: string; hostPathname: string; hostSearch: string }): string {
  const inner = options.hostPathname.startsWith(paths.agentAppMarketplace)
    ? options.hostPathname.slice(paths.agentAppMarketplace.length)
    : '';
  const url = new URL(`${paths.publicShell.replace(/\/$/, '')}${inner || '/'}`, options.platformOrigin);
  url.search = options.hostSearch;
  url.searchParams.set(framedQueryFlag, '1');
  return url.toString();
}
