/**
 * The two ends of a bridge, whatever carries the messages (penpal over a window when framed, a
 * direct call when federated in-process). Screens and hosts only ever see these interfaces.
 */
import type { HostEvent, HostReply, MarketplaceMessageInput } from './protocol.ts';
import type { MarketplaceMessage } from './protocol.ts';

export type Unsubscribe = () => void;

/** The marketplace's end: posts messages to the host, receives host events. */
export interface MarketplaceEnd {
  send: (message: MarketplaceMessageInput) => Promise<HostReply>;
  onHostEvent(handler: (event: HostEvent) => void): Unsubscribe;
  destroy: () => void;
}

/** The host's end: sends events to the marketplace, answers its messages. */
export interface HostEnd {
  send: (event: HostEvent) => Promise<void>;
  onMarketplaceMessage(handler: (message: MarketplaceMessage) => HostReply | Promise<HostReply>): Unsubscribe;
  destroy: () => void;
}
