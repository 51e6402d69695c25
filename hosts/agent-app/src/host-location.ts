/**
 * The agent app's own address: one history entry per move, and a listener the chrome redraws on,
 * so it follows Back and Forward. `hostNavigate` moves without reloading the page (a reload would
 * also drop the marketplace frame and a ghost-login session).
 */
import { pushHostPath } from '@marketplace/host-ui/host-history';

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

/**
 * Calls `listener` after every move of the address: `moved` when the host moved (its links, Back,
 * Forward, a move the frame asked for), so a frame shown must be told where to be; not when it
 * only recorded where the frame went.
 */
export function onHostLocationChange(listener: (moved: boolean) => void): () => void {
  const moved = () => listener(true);
  const followed = () => listener(false);
  window.addEventListener('popstate', moved);
  window.addEventListener(HOST_NAVIGATE_EVENT, moved);
  window.addEventListener(FOLLOWED_EVENT, followed);
  return () => {
    window.removeEventListener('popstate', moved);
    window.removeEventListener(HOST_NAVIGATE_EVENT, moved);
    window.removeEventListener(FOLLOWED_EVENT, followed);
  };
}
