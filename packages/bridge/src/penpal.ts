/**
 * The framed transport: penpal over a window (or any penpal Messenger, so tests can use a
 * MessageChannel). Penpal checks the sender's origin against the allow list; we check the shape.
 */
import { CallOptions, connect, PenpalError } from 'penpal';
import type { Messenger } from 'penpal';
import type { HostEnd, MarketplaceEnd } from './ends.ts';
import { parseAnalyticsEvent, parseHostEvent, parseMarketplaceMessage } from './guards.ts';
import { createListeners } from './listeners.ts';
import { BridgeError, BridgeErrorCode, credentialsSchema } from './protocol.ts';
import type { AnalyticsEvent, HostEvent, HostReply, MarketplaceMessage } from './protocol.ts';
import { parentOrigin, windowMessenger } from './window-messenger.ts';
import type { OnDropped } from './window-messenger.ts';

/** How long either side waits for the other before giving up (ms). */
export const CONNECTION_TIMEOUT_MS = 10_000;
/** How long a message waits for the other side's answer (ms): a stuck host never hangs a screen. */
export const CALL_TIMEOUT_MS = 10_000;

interface ConnectOptions {
  messenger: Messenger;
  /** Handshake timeout (ms). */
  timeout?: number;
  /** Per-message answer timeout (ms). */
  callTimeout?: number;
  onDropped?: OnDropped;
}

interface HostMethods {
  [name: string]: (data: unknown) => unknown;
  marketplaceMessage(data: unknown): Promise<HostReply>;
  /** Protocol 3: analytics on their own channel (a host built for protocol 2 lacks it). */
  marketplaceAnalytics(data: unknown): void;
}
interface MarketplaceMethods {
  [name: string]: (data: unknown) => unknown;
  hostEvent(data: unknown): void;
}

function timeoutError(side: string) {
  return new BridgeError(BridgeErrorCode.ConnectionTimeout, `The ${side} did not answer in time`);
}

/** A call to the other side, given up after the call timeout with a BridgeError. */
async function call<T>(side: string, invoke: (options: CallOptions) => Promise<T>, timeout: number): Promise<T> {
  try {
    return await invoke(new CallOptions({ timeout }));
  } catch (cause) {
    if (cause instanceof Error && 'code' in cause && cause.code === 'METHOD_CALL_TIMEOUT') {
      throw new BridgeError(BridgeErrorCode.CallTimeout, `The ${side} did not answer the message in time`);
    }
    throw cause;
  }
}

/**
 * A refusal as penpal carries it to the caller: penpal sends an error's `code` only for its own
 * PenpalError, so a stock penpal host would lose ours. Named BridgeError, with the bridge's code.
 */
function onTheWire(error: unknown): unknown {
  if (!(error instanceof BridgeError)) return error;
  const wire = new PenpalError(error.code as unknown as ConstructorParameters<typeof PenpalError>[0], error.message);
  wire.name = 'BridgeError';
  return wire;
}

/** Parses what arrived; a bad shape is reported as dropped and refused to the sender, with the bridge's code. */
function checked<T>(parse: (data: unknown) => T, data: unknown, onDropped: OnDropped | undefined): T {
  try {
    return parse(data);
  } catch (error) {
    onDropped?.('shape', 'penpal');
    throw onTheWire(error);
  }
}

/** The marketplace's end inside a frame. `connected` settles once the host has answered. */
export function connectToHost(options: ConnectOptions): {
  end: MarketplaceEnd;
  connected: Promise<void>;
} {
  const handlers = createListeners<(event: HostEvent) => void>();
  const pending: HostEvent[] = [];
  const methods: MarketplaceMethods = {
    hostEvent(data) {
      const event = checked(parseHostEvent, data, options.onDropped);
      if (handlers.size === 0) pending.push(event);
      else handlers.each((handler) => handler(event));
    },
  };
  const connection = connect<HostMethods>({ messenger: options.messenger, methods, timeout: options.timeout ?? CONNECTION_TIMEOUT_MS });
  const remote = connection.promise.catch((cause: unknown) => {
    throw cause instanceof Error && 'code' in cause && cause.code === 'CONNECTION_TIMEOUT' ? timeoutError('host') : cause;
  });
  // A host built for protocol 2 has no analytics channel: it gets them as `analytics` messages.
  let hostLacksAnalytics = false;
  const end: MarketplaceEnd = {
    async send(message) {
      const checked = parseMarketplaceMessage(message);
      const host = await remote;
      const reply = await call('host', (callOptions) => host.marketplaceMessage(checked, callOptions), options.callTimeout ?? CALL_TIMEOUT_MS);
      return checked.type === 'credentials' ? credentialsSchema.parse(reply ?? null) : undefined;
    },
    async track(event) {
      const checked = parseAnalyticsEvent(event);
      const host = await remote;
      if (!hostLacksAnalytics) {
        try {
          await call('host', (callOptions) => host.marketplaceAnalytics(checked, callOptions), options.callTimeout ?? CALL_TIMEOUT_MS);
          return;
        } catch (cause) {
          if (!(cause instanceof Error && 'code' in cause && cause.code === 'METHOD_NOT_FOUND')) throw cause;
          hostLacksAnalytics = true;
        }
      }
      await end.send({ type: 'analytics', ...checked });
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
export function connectToFramedMarketplace(options: ConnectOptions): {
  end: HostEnd;
  connected: Promise<void>;
} {
  type Handler = (message: MarketplaceMessage) => HostReply | Promise<HostReply>;
  const handlers = createListeners<Handler>();
  const analytics = createListeners<(event: AnalyticsEvent) => void>();
  const methods: HostMethods = {
    marketplaceAnalytics(data) {
      const event = checked(parseAnalyticsEvent, data, options.onDropped);
      analytics.each((handler) => handler(event));
    },
    async marketplaceMessage(data) {
      const message = checked(parseMarketplaceMessage, data, options.onDropped);
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
      const marketplace = await remote;
      await call('marketplace', (callOptions) => marketplace.hostEvent(checked, callOptions), options.callTimeout ?? CALL_TIMEOUT_MS);
    },
    onMarketplaceMessage: (handler) => handlers.add(handler),
    onAnalytics: (handler) => analytics.add(handler),
    destroy: () => connection.destroy(),
  };
  return { end, connected: remote.then(() => undefined) };
}

/**
 * A messenger to the parent window, for a marketplace running in a frame: the handshake goes only
 * to the parent's origin when the browser tells it, else to each allowed host origin.
 */
export function parentWindowMessenger(parent: Window, allowedOrigins: readonly string[], onDropped?: OnDropped): Messenger {
  const known = parentOrigin(allowedOrigins);
  return windowMessenger(parent, allowedOrigins, onDropped, known === null ? {} : { initialOrigins: [known] });
}

/** A messenger to a framed marketplace, for a host. Connect once the frame has loaded its page. */
export function frameMessenger(frame: Window, marketplaceOrigins: readonly string[], onDropped?: OnDropped): Messenger {
  return windowMessenger(frame, marketplaceOrigins, onDropped);
}
