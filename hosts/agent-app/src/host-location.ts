/**
 * The agent app's own address: one history entry per move, read through useSyncExternalStore so
 * the chrome follows Back and Forward. `hostNavigate` moves without reloading the page (a reload
 * would also drop the marketplace frame and a ghost-login session).
 */
import { useSyncExternalStore } from 'react';

/** Fired after the host itself moved, so the frame can follow; the frame's own moves do not fire it. */
export const HOST_NAVIGATE_EVENT = 'agent-app:navigate';

export function hostNavigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === `${window.location.pathname}${window.location.search}`) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(HOST_NAVIGATE_EVENT));
}

/** Records where the marketplace went: a new history entry, without telling the frame again. */
export function followMarketplace(path: string): void {
  if (path === `${window.location.pathname}${window.location.search}`) return;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('agent-app:followed'));
}

function subscribe(onChange: () => void): () => void {
  const events = ['popstate', HOST_NAVIGATE_EVENT, 'agent-app:followed'];
  events.forEach((name) => window.addEventListener(name, onChange));
  return () => events.forEach((name) => window.removeEventListener(name, onChange));
}

export function useHostPathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
