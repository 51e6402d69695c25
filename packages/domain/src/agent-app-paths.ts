/**
 * Path mapping between the marketplace and the agent app (spec 2). In the agent app the
 * marketplace lives under /apps/marketplace{path}{search}, so the marketplace root is the agent
 * app's apps list (/apps/marketplace/, its "Apps" section). A route sent by the host has that
 * prefix stripped; an empty path is the apps home ('/').
 */
import { AGENT_APP_MARKETPLACE_PATH } from './constants.ts';

/** Marketplace path (and query) → the agent app's path. */
export function toAgentAppPath(path: string, search = ''): string {
  return `${AGENT_APP_MARKETPLACE_PATH}${path.startsWith('/') ? path : `/${path}`}${search}`;
}

/**
 * The agent app's route → the marketplace path (with its query, if any). The agent app's bare
 * /apps section counts as the apps home too.
 */
export function fromAgentAppPath(hostPath: string): string {
  const queryAt = hostPath.search(/[?#]/);
  const pathname = queryAt === -1 ? hostPath : hostPath.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : hostPath.slice(queryAt);
  let path = pathname;
  if (path === AGENT_APP_MARKETPLACE_PATH || path.startsWith(`${AGENT_APP_MARKETPLACE_PATH}/`)) {
    path = path.slice(AGENT_APP_MARKETPLACE_PATH.length);
  } else if (path === '/apps' || path === '/apps/') {
    path = '';
  }
  return `${path === '' ? '/' : path}${rest}`;
}
