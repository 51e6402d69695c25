/**
 * The framed transport: penpal over a window (or any penpal Messenger, so tests can use a
 * MessageChannel). Penpal checks the sender's origin against the allow list; we check the shape.
 */
import { connect, WindowMessenger } from 'penpal';
import type { Messenger } from 'penpal';
import type { HostEnd, MarketplaceEnd } from './ends.ts';
import { parseHostEvent, parseMarketplaceMessage } from './guards.ts';
import { createListeners } from './listeners.ts';
import { BridgeError, BridgeErrorCode, credentialsSchema } from './protocol.ts';
import type { HostEvent, HostReply, MarketplaceMessage } from './protocol.ts';

/** How long either side waits for the other before giving up (ms). */
export const CONNECTION_TIMEOUT_MS = 10_000;

interface HostMethods {
  [name: string]: (data: unknown) => unknown;
  marketplaceMessage(data: unknown): Promise<HostReply>;
}
interface MarketplaceMethods {
  [name: string]: (data: unknown) => unknown;
  hostEvent(data: unknown): void;
}

function timeoutError(side: string) {
  return new BridgeError(BridgeErrorCode.ConnectionTimeout, `The ${side} did not answer in time`);
}

/** The marketplace's end inside a frame. `connected` settles once the host has answered. */
export function connectToHost(options: { messenger: Messenger; timeout?: number }): {
  end: MarketplaceEnd;
  connected: Promise<void>;
} {
  const handlers = createListeners<(event: HostEvent) => void>();
  const pending: HostEvent[] = [];
  const methods: MarketplaceMethods = {
    hostEvent(data) {
      const event = parseHostEvent(data);
      if (handlers.size === 0) pending.push(event);
      else handlers.each((handler) => handler(event));
    },
  };
  const connection = connect<HostMethods>({ messenger: options.messenger, methods, timeout: options.timeout ?? CONNECTION_TIMEOUT_MS });
  const remote = connection.promise.catch((cause: unknown) => {
    throw cause instanceof Error && 'code' in cause && cause.code === 'CONNECTION_TIMEOUT' ? timeoutError('host') : cause;
  });
  const end: MarketplaceEnd = {
    async send(message) {
      const checked = parseMarketplaceMessage(message);
      const reply = await (await remote).marketplaceMessage(checked);
      return checked.type === 'credentials' ? credentialsSchema.parse(reply ?? null) : undefined;
    },
    onHostEvent(handler) {
      const off = handlers.add(handler);
      for (const event of pending.splice(0)) handler(event);
      return off;
    },
    destroy: () => connection.destroy(),
  };
  return { end, connected: remote.then(() => undefined) };
}

/** The host's end, talking to a framed marketplace. */
export function connectToFramedMarketplace(options: { messenger: Messenger; timeout?: number }): {
  end: HostEnd;
  connected: Promise<void>;
} {
  type Handler = (message: MarketplaceMessage) => HostReply | Promise<HostReply>;
  const handlers = createListeners<Handler>();
  const methods: HostMethods = {
    async marketplaceMessage(data) {
      const message = parseMarketplaceMessage(data);
      const results: Array<HostReply | Promise<HostReply>> = [];
      handlers.each((handler) => results.push(handler(message)));
      let reply: HostReply;
      for (const result of results) {
        const value = await result;
        if (value !== undefined && reply === undefined) reply = value;
      }
      return reply;
    },
  };
  const connection = connect<MarketplaceMethods>({ messenger: options.messenger, methods, timeout: options.timeout ?? CONNECTION_TIMEOUT_MS });
  const remote = connection.promise.catch((cause: unknown) => {
    throw cause instanceof Error && 'code' in cause && cause.code === 'CONNECTION_TIMEOUT' ? timeoutError('marketplace') : cause;
  });
  const end: HostEnd = {
    async send(event) {
      const checked = parseHostEvent(event);
      await (await remote).hostEvent(checked);
    },
    onMarketplaceMessage: (handler) => handlers.add(handler),
    destroy: () => connection.destroy(),
  };
  return { end, connected: remote.then(() => undefined) };
}

/** A messenger to the parent window, for a marketplace running in a frame. */
export function parentWindowMessenger(parent: Window, allowedOrigins: readonly string[]): Messenger {
  return new WindowMessenger({ remoteWindow: parent, allowedOrigins: [...allowedOrigins] });
}

/** A messenger to a framed marketplace, for a host. */
export function frameMessenger(frame: Window, marketplaceOrigin: string): Messenger {
  return new WindowMessenger({ remoteWindow: frame, allowedOrigins: [marketplaceOrigin] });
}
