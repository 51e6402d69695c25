/**
 * Where the agent app points its marketplace frame: its own path /apps/marketplace{path}{search}
 * maps to the public shell's /marketplace{path}{search} in framed mode (spec 2).
 */
import { fromAgentAppPath, toAgentAppPath } from '@marketplace/domain/agent-app-paths';
import { errorCatalogue } from '@marketplace/domain/errors';
import { publicPath } from '@marketplace/domain/public-path';
import { framedQueryFlag, hostChromeQueryFlag } from '@marketplace/shared/federation';

/** The flags of a frame's first address: framed, and whether the host shows its own chrome (MarketplaceOptions.hostChrome). */
function flagFrame(url: URL, hostChrome: boolean): string {
  url.searchParams.set(framedQueryFlag, '1');
  if (hostChrome) url.searchParams.set(hostChromeQueryFlag, '1');
  return url.toString();
}

export function framedMarketplaceUrl(options: { platformOrigin: string; hostPathname: string; hostSearch: string; hostChrome?: boolean }): string {
  const url = new URL(publicPath(fromAgentAppPath(options.hostPathname)), options.platformOrigin);
  url.search = options.hostSearch;
  return flagFrame(url, options.hostChrome ?? false);
}

/**
 * A host that frames the marketplace under its own prefix (the help desk's /framed/): the framed
 * marketplace speaks the agent app's paths (spec 2), so the host translates both ways.
 */
export function framedPrefixPaths(prefix: string) {
  const base = prefix.replace(/\/$/, '');
  return {
    /** The marketplace's route_change path → this host's address. */
    toHost: (agentAppPath: string) => `${base}${fromAgentAppPath(agentAppPath)}`,
    /** This host's address → the path the marketplace understands in a route event. */
    toMarketplace: (hostPath: string) => toAgentAppPath(hostPath.startsWith(base) ? hostPath.slice(base.length) || '/' : hostPath),
    /** The frame's first address for this host's address. */
    frameUrl: (platformOrigin: string, hostPathname: string, hostSearch: string, hostChrome = false) => {
      const url = new URL(publicPath(hostPathname.startsWith(base) ? hostPathname.slice(base.length) || '/' : '/'), platformOrigin);
      url.search = hostSearch;
      return flagFrame(url, hostChrome);
    },
  };
}

/**
 * Where a host goes for a framed marketplace's `navigate`: the spec's logged-out redirect
 * ('/marketplace' after a 401) is the host's own marketplace home; other paths are the host's.
 */
export function hostPathOfNavigate(pathname: string, marketplaceHome: string): string {
  return pathname === errorCatalogue.unauthorized.redirectTo ? marketplaceHome : pathname;
}
