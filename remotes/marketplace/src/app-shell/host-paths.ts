/**
 * How the marketplace's own paths read on its host (spec 2): in the agent app under
 * /apps/marketplace{path}, on the public site as /marketplace{path}; and back.
 */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';

const AGENT_APP_PREFIX = '/apps/marketplace';
const PUBLIC_PREFIX = '/marketplace';

export function hostPathOf(pathname: string, embedding: MarketplaceOptions['embedding']): string {
  return embedding === 'framed' ? `${AGENT_APP_PREFIX}${pathname}` : `${PUBLIC_PREFIX}${pathname}`;
}

export function marketplacePathOf(hostPathname: string, embedding: MarketplaceOptions['embedding']): string {
  const prefix = embedding === 'framed' ? AGENT_APP_PREFIX : PUBLIC_PREFIX;
  const inner = hostPathname.startsWith(prefix) ? hostPathname.slice(prefix.length) : hostPathname;
  return inner === '' ? '/' : inner;
}
