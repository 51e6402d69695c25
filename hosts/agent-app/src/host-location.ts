/**
 * The agent app's own address: one history entry per move, read through useSyncExternalStore so
 * the chrome follows Back and Forward. `hostNavigate` moves without reloading the page (a reload
 * would also drop the marketplace frame and a ghost-login session).
 */
import { hostPathOfNavigate } from '@marketplace/bridge/agent-app-routes';
import type { MarketplaceMessage } from '@marketplace/bridge/protocol';
import { pushHostPath } from '@marketplace/host-ui/host-history';
import { useSyncExternalStore } from 'react';
import { paths } from '../../../shared/federation.ts';

/** Fired after the host itself moved, so the frame can follow; the frame's own moves do not fire it. */
export const HOST_NAVIGATE_EVENT = 'agent-app:navigate';
const FOLLOWED_EVENT = 'agent-app:followed';

/**
 * Moves the host (its own links): nothing when the address shows `path` already. `frameAsked`: the
 * frame asked to move, so the frame is told where to be even then (host-history.ts says why).
 */
export function hostNavigate(path: string, options: { frameAsked?: boolean } = {}): void {
  const moved = pushHostPath(path);
  if (moved || options.frameAsked === true) window.dispatchEvent(new Event(HOST_NAVIGATE_EVENT));
}

/** Records where the marketplace went: a new history entry, without telling the frame again. */
export function followMarketplace(path: string): void {
  if (pushHostPath(path)) window.dispatchEvent(new Event(FOLLOWED_EVENT));
}

/** What the host does with the frame's moves: a screen it showed is recorded, a move it asks for is made. */
export function followFrame(message: MarketplaceMessage): void {
  if (message.type === 'route_change') {
    followMarketplace(`${message.pathname}${message.search}`);
    if (message.title) document.title = message.title;
  }
  if (message.type === 'navigate') hostNavigate(hostPathOfNavigate(message.pathname, `${paths.agentAppMarketplace}/`), { frameAsked: true });
}

function subscribe(onChange: () => void): () => void {
  const events = ['popstate', HOST_NAVIGATE_EVENT, FOLLOWED_EVENT];
  events.forEach((name) => window.addEventListener(name, onChange));
  return () => events.forEach((name) => window.removeEventListener(name, onChange));
}

export function useHostPathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
