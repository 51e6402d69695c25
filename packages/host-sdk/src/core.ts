/**
 * What both entries share: a host's end of the bridge turned into the SDK's contract — typed
 * listeners, the path model, the credentials provider, navigation requests (default: follow) and
 * one `loaded` per connection.
 */
import type { HostEnd } from '@marketplace/bridge/ends';
import type { AnalyticsEvent, HostReply, MarketplaceMessage as ProtocolMessage } from '@marketplace/bridge/protocol';
import { hostPathOf, isMarketplacePath, relativePath, type Mode } from './paths.ts';
import { BridgeError } from '@marketplace/bridge/protocol';
import type { CommonOptions, Credentials, EmbeddedMarketplace, HostEvent, MarketplaceMessage, NavigationRequest, Refusal } from './types.ts';

type AnyListener = (value: unknown) => void;

export interface Core {
  /** Answers one message of the marketplace (the bridge's handler). */
  handle(message: ProtocolMessage): Promise<HostReply>;
  /** One event of the analytics channel (the bridge's): heard by `analytics` listeners only. */
  analytics(event: AnalyticsEvent): void;
  /** A new connection: `loaded` may be reported again. */
  reset(): void;
  /** The marketplace refused this page: written to the console and heard as `error`; the error `ready` rejects with. */
  refuse(refusal: Refusal): BridgeError;
  api(end: () => HostEnd | null, ready: Promise<void>, destroy: () => void): EmbeddedMarketplace;
}

export function createCore(options: CommonOptions, mode: Mode, location: { assign(url: string): void; origin: string }): Core {
  const listeners = new Map<string, Set<AnyListener>>();
  const add = (type: string, listener: AnyListener) => {
    const set = listeners.get(type) ?? new Set<AnyListener>();
    set.add(listener);
    listeners.set(type, set);
    return () => void set.delete(listener);
  };
  const emit = (type: string, value: unknown) => {
    for (const listener of [...(listeners.get(type) ?? [])]) {
      try {
        listener(value);
      } catch (error) {
        (options.logger ?? console).error(error);
      }
    }
  };
  for (const [type, listener] of Object.entries(options.listeners ?? {})) if (listener) add(type, listener as AnyListener);

  let loaded = false;
  let lastRoute: string | null = null;

  let sendEvent: ((event: HostEvent) => Promise<void>) | null = null;
  const request = (base: Omit<NavigationRequest, 'follow'>) => {
    // A marketplace screen is shown where the marketplace is; the host's own pages are loaded.
    const follow = () => {
      if (base.destination === 'marketplace' && sendEvent) void sendEvent({ type: 'navigate', pathname: base.path ?? '/' }).catch(() => undefined);
      else location.assign(base.url);
    };
    const full: NavigationRequest = { ...base, follow };
    if (options.onNavigate?.(full) !== false) follow();
  };

  const credentials = async (refused: boolean): Promise<Credentials> => {
    if (!options.credentials) return null;
    const answer = await options.credentials({ refused });
    return answer && typeof answer.token === 'string' && answer.token !== '' ? { token: answer.token } : null;
  };

  // The marketplace posts each cart change twice (cart_updated, then marketplace_cart_update):
  // a host hears one cart_updated per change.
  let cartTwinDue = false;

  return {
    async handle(message) {
      if (message.type === 'marketplace_cart_update') {
        if (cartTwinDue) {
          cartTwinDue = false;
          return undefined;
        }
        emit('cart_updated', { type: 'cart_updated', cartId: message.cartId, itemsCount: message.itemsCount });
        return undefined;
      }
      if (message.type === 'cart_updated') cartTwinDue = true;
      // Drawn by the marketplace unless the host asked for them as events.
      if (message.type === 'notification' && options.notifications !== 'events') return undefined;
      const typed = message as MarketplaceMessage;
      if (typed.type === 'loaded') {
        if (loaded) return undefined;
        loaded = true;
      }
      if (typed.type === 'route_change') {
        const path = relativePath(typed.pathname, mode);
        const key = `${path}${typed.search}`;
        if (key !== lastRoute) {
          lastRoute = key;
          emit('route', { path, search: typed.search, hostPath: hostPathOf(options.basePath, path, typed.search), ...(typed.title ? { title: typed.title } : {}) });
        }
      }
      // Paths of marketplace screens also in the path model, beside the protocol's form.
      if (typed.type === 'preload') emit(typed.type, { ...typed, path: relativePath(typed.pathname, mode) });
      else if (typed.type === 'breadcrumbs') emit(typed.type, { ...typed, items: typed.items.map((item) => ({ ...item, path: relativePath(item.pathname, mode) })) });
      else emit(typed.type, typed);
      if (typed.type === 'credentials') return credentials(typed.refused === true);
      if (typed.type === 'navigation_request') request({ destination: typed.destination, url: typed.url });
      if (typed.type === 'navigate') {
        if (isMarketplacePath(typed.pathname, mode)) {
          const path = relativePath(typed.pathname, mode);
          request({ destination: 'marketplace', path, url: `${location.origin}${hostPathOf(options.basePath, path)}` });
        } else request({ destination: 'other', url: `${location.origin}${typed.pathname}` });
      }
      return undefined;
    },
    analytics(event) {
      emit('analytics', { type: 'analytics', ...event });
    },
    reset() {
      loaded = false;
      lastRoute = null;
      cartTwinDue = false;
    },
    refuse(refusal) {
      (options.logger ?? console).error(refusal.message);
      emit('error', refusal);
      return new BridgeError(refusal.code, refusal.message, { layer: refusal.layer, setting: refusal.setting });
    },
    api(end, ready, destroy) {
      const send = async (event: HostEvent) => {
        await ready;
        const current = end();
        if (current === null) throw Object.assign(new Error('The marketplace was removed'), { name: 'BridgeError', code: 'BRIDGE_DESTROYED' });
        await current.send(event);
      };
      sendEvent = send;
      return {
        ready,
        send,
        navigate: (path, navigation) => send({ type: 'navigate', pathname: path.startsWith('/') ? path : `/${path}`, ...(navigation?.replace ? { replace: true } : {}) }),
        on: (type, listener) => add(type, listener as AnyListener),
        destroy() {
          listeners.clear();
          destroy();
        },
      };
    },
  };
}
