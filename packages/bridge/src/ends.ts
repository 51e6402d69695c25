/**
 * The two ends of a bridge, whatever carries the messages (penpal over a window when framed, a
 * direct call when federated in-process). Screens and hosts only ever see these interfaces.
 */
import type { AnalyticsEvent, HostEvent, HostReply, MarketplaceMessageInput } from './protocol.ts';
import type { MarketplaceMessage } from './protocol.ts';

export type Unsubscribe = () => void;

/** The marketplace's end: posts messages to the host, receives host events. */
export interface MarketplaceEnd {
  send: (message: MarketplaceMessageInput) => Promise<HostReply>;
  /**
   * Reports an analytics event on its own channel. Optional: an inline host's end built for
   * protocol 2 has none (the marketplace then sends an `analytics` message).
   */
  track?: (event: AnalyticsEvent) => Promise<void>;
  onHostEvent(handler: (event: HostEvent) => void): Unsubscribe;
  destroy: () => void;
}

/** The host's end: sends events to the marketplace, answers its messages. */
export interface HostEnd {
  send: (event: HostEvent) => Promise<void>;
  onMarketplaceMessage(handler: (message: MarketplaceMessage) => HostReply | Promise<HostReply>): Unsubscribe;
  /** Analytics events, apart from the messages (protocol 3). */
  onAnalytics(handler: (event: AnalyticsEvent) => void): Unsubscribe;
  destroy: () => void;
}
