/**
 * The one path model: the host gives its base path; the SDK reports and accepts marketplace
 * paths relative to it, whatever form the marketplace speaks underneath (framed: the agent app's
 * /apps/marketplace{path}; inline: /marketplace{path}).
 */
import { fromAgentAppPath } from '@marketplace/domain/agent-app-paths';
import { AGENT_APP_MARKETPLACE_PATH, BASE_PATH } from '@marketplace/domain/constants';

export type Mode = 'framed' | 'inline';

/** '/crm/marketplace/' → '/crm/marketplace'; '/' → ''. */
export function normalizeBase(basePath: string): string {
  const base = basePath.startsWith('/') ? basePath : `/${basePath}`;
  return base.replace(/\/+$/, '');
}

/** A path as the marketplace reports it → relative to the base path. */
export function relativePath(reported: string, mode: Mode): string {
  // The marketplace's home as it names it after a sign-out, in either mode.
  if (reported === BASE_PATH) return '/';
  if (mode === 'framed') return fromAgentAppPath(reported);
  return reported.startsWith(`${BASE_PATH}/`) ? reported.slice(BASE_PATH.length) : reported;
}

/** Whether a reported path is a marketplace screen (else it is one of the host's own pages). */
export function isMarketplacePath(reported: string, mode: Mode): boolean {
  const prefix = mode === 'framed' ? AGENT_APP_MARKETPLACE_PATH : BASE_PATH;
  return reported === BASE_PATH || reported === prefix || reported.startsWith(`${prefix}/`);
}

/** The host's address for a relative path. */
export function hostPathOf(basePath: string, path: string, search = ''): string {
  return `${normalizeBase(basePath)}${path.startsWith('/') ? path : `/${path}`}${search}`;
}

/** The relative path of a host address under the base path, or null when it is not under it. */
export function pathUnderBase(basePath: string, hostPathname: string): string | null {
  const base = normalizeBase(basePath);
  if (base === '') return hostPathname || '/';
  if (hostPathname !== base && !hostPathname.startsWith(`${base}/`)) return null;
  return hostPathname.slice(base.length) || '/';
}
