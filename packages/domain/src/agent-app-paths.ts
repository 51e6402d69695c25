/**
 * Path mapping between the marketplace and the agent app (spec 2). In the agent app the
 * marketplace lives under /apps/marketplace{path}{search}; its root maps to the agent app's apps
 * list (/apps). A route sent by the host has that prefix stripped; an empty path is the apps home.
 */
import { AGENT_APP_MARKETPLACE_PATH } from './constants.ts';

/** The agent app's apps list, where the marketplace root lives. */
export const AGENT_APP_APPS_LIST = '/apps';

/** Marketplace path (and query) → the agent app's path. */
export function toAgentAppPath(path: string, search = ''): string {
  if (path === '' || path === '/') return `${AGENT_APP_APPS_LIST}${search}`;
  return `${AGENT_APP_MARKETPLACE_PATH}${path.startsWith('/') ? path : `/${path}`}${search}`;
}

/** The agent app's route → the marketplace path (with its query, if any). */
export function fromAgentAppPath(hostPath: string): string {
  const queryAt = hostPath.search(/[?#]/);
  const pathname = queryAt === -1 ? hostPath : hostPath.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : hostPath.slice(queryAt);
  let path = pathname;
  if (path === AGENT_APP_MARKETPLACE_PATH || path.startsWith(`${AGENT_APP_MARKETPLACE_PATH}/`)) {
    path = path.slice(AGENT_APP_MARKETPLACE_PATH.length);
  } else if (path === AGENT_APP_APPS_LIST || path === `${AGENT_APP_APPS_LIST}/`) {
    path = '';
  }
  return `${path === '' ? '/' : path}${rest}`;
}
