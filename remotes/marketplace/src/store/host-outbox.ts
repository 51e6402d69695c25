/**
 * What the writes tell the host (spec 7 "Messages posted to the host"), said by the write itself
 * when the platform answered (data/install-writes.ts...): one message per moment, never read back
 * from a change of state. Kept until the bridge listens (its code loads after the first screen),
 * then handed over as they come. Nothing here touches a window: the bridge carries them.
 */
import type { MarketplaceMessageInput } from '@marketplace/bridge/protocol';

/** Messages kept for a bridge that has not started listening; older ones are dropped beyond it. */
const KEPT = 50;

export interface HostOutbox {
  post(...messages: MarketplaceMessageInput[]): void;
  /** Hands over what was kept, then every later message; returns the way to stop. */
  listen(listener: (message: MarketplaceMessageInput) => void): () => void;
}

export function createHostOutbox(): HostOutbox {
  let kept: MarketplaceMessageInput[] = [];
  const listeners = new Set<(message: MarketplaceMessageInput) => void>();
  return {
    post(...messages) {
      if (listeners.size === 0) {
        kept = [...kept, ...messages].slice(-KEPT);
        return;
      }
      for (const message of messages) for (const listener of listeners) listener(message);
    },
    listen(listener) {
      listeners.add(listener);
      const waiting = kept;
      kept = [];
      for (const message of waiting) listener(message);
      return () => listeners.delete(listener);
    },
  };
}
