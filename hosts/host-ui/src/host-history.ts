/**
 * The hosts' one rule for their address bar when the marketplace moves (one history
 * entry per screen): a history entry is pushed only when the address changes. Whether the frame is
 * then told where to be is the caller's: a frame that asked to move (`navigate`) is always answered
 * with a route, even when the address shows that path already, because the frame may have moved on
 * meanwhile (a click whose route_change is still on its way) and would otherwise stay there.
 */

/** The part of a window this rule reads and writes (a test passes its own). */
type HostWindow = Pick<Window, 'history' | 'location'>;

/** Pushes `path` (pathname and search) unless the address shows it already; true when it pushed. */
export function pushHostPath(path: string, host: HostWindow = window): boolean {
  if (path === `${host.location.pathname}${host.location.search}`) return false;
  host.history.pushState(null, '', path);
  return true;
}
