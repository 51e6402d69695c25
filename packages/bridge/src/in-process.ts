/**
 * The federated transport: host and marketplace live in one page, so the two ends call each other
 * directly. Messages still pass the same guards as over a window, so a host bug cannot feed the
 * marketplace a malformed event.
 */
import type { HostEnd, MarketplaceEnd } from './ends.ts';
import { parseAnalyticsEvent, parseHostEvent, parseMarketplaceMessage } from './guards.ts';
import { createListeners } from './listeners.ts';
import { BridgeError, BridgeErrorCode, credentialsSchema } from './protocol.ts';
import type { AnalyticsEvent, HostEvent, HostReply, MarketplaceMessage } from './protocol.ts';

type HostHandler = (message: MarketplaceMessage) => HostReply | Promise<HostReply>;

/** `onDropped` counts what a host or the marketplace tried to send in a bad shape (refused either way). */
export function createInProcessBridge(options: { onDropped?: (reason: 'shape') => void } = {}): { host: HostEnd; marketplace: MarketplaceEnd } {
  const check = <T>(parse: (data: unknown) => T, data: unknown): T => {
    try {
      return parse(data);
    } catch (error) {
      options.onDropped?.('shape');
      throw error;
    }
  };
  const hostHandlers = createListeners<HostHandler>();
  const marketplaceHandlers = createListeners<(event: HostEvent) => void>();
  const analyticsHandlers = createListeners<(event: AnalyticsEvent) => void>();
  // A host may send before the marketplace has mounted (an initial navigate): keep those events.
  const pendingEvents: HostEvent[] = [];
  let destroyed = false;

  const ensureOpen = () => {
    if (destroyed) throw new BridgeError(BridgeErrorCode.Destroyed, 'The bridge was destroyed');
  };

  const host: HostEnd = {
    async send(event) {
      ensureOpen();
      const checked = check(parseHostEvent, event);
      if (marketplaceHandlers.size === 0) pendingEvents.push(checked);
      else marketplaceHandlers.each((handler) => handler(checked));
    },
    onMarketplaceMessage(handler) {
      return hostHandlers.add(handler);
    },
    onAnalytics(handler) {
      return analyticsHandlers.add(handler);
    },
    destroy() {
      destroyed = true;
      hostHandlers.clear();
      analyticsHandlers.clear();
      marketplaceHandlers.clear();
    },
  };

  const marketplace: MarketplaceEnd = {
    async send(message) {
      ensureOpen();
      const checked = check(parseMarketplaceMessage, message);
      let reply: HostReply;
      const results: Array<HostReply | Promise<HostReply>> = [];
      hostHandlers.each((handler) => results.push(handler(checked)));
      for (const result of results) {
        const value = await result;
        if (value !== undefined && reply === undefined) reply = value;
      }
      return checked.type === 'credentials' ? credentialsSchema.parse(reply ?? null) : undefined;
    },
    async track(event) {
      ensureOpen();
      const checked = check(parseAnalyticsEvent, event);
      analyticsHandlers.each((handler) => handler(checked));
    },
    onHostEvent(handler) {
      const off = marketplaceHandlers.add(handler);
      for (const event of pendingEvents.splice(0)) handler(event);
      return off;
    },
    destroy: host.destroy,
  };

  return { host, marketplace };
}
