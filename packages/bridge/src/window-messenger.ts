/**
 * The one messenger the bridge uses over a window, speaking penpal 7's own window protocol so a
 * host may use penpal's stock `WindowMessenger` instead: the handshake (SYN, ACK1, ACK2) goes over
 * the window, and the side that sends ACK2 hands over a MessagePort that carries the calls
 * after it. What it adds to penpal's messenger: every window message is posted to a concrete
 * origin from the allow list (penpal posts its SYN to '*', which any page in the frame reads), and
 * every message that arrives — over the window or the port — is checked for its sender, its
 * origin and its shape (zod) before penpal sees it; anything else is dropped and reported through
 * `onDropped`, never handled.
 *
 * Protocol versions: the SYN carries `protocol` (PROTOCOL_VERSION). A host built for protocol 1
 * kept every message on the window and ignores the port; so calls go over the port only once the
 * other side has shown it uses one (it sent the port, or spoke on ours), else over the window,
 * which penpal's stock messenger accepts too.
 */
import type { Message, Messenger } from 'penpal';
import * as z from 'zod/mini';
import { PROTOCOL_VERSION } from './protocol.ts';

/** Why a message was dropped: counted by the hosts, asserted by the tests. */
export type DropReason = 'source' | 'origin' | 'shape';
export type OnDropped = (reason: DropReason, origin: string) => void;

const base = { namespace: z.literal('penpal'), channel: z.optional(z.string().check(z.maxLength(200))) };
const methodPath = z.array(z.string().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(10));

/** Penpal 7's messages, as its types declare them; anything else is junk. */
export const penpalMessageSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('SYN'),
    participantId: z.string().check(z.minLength(1), z.maxLength(100)),
    // The bridge protocol of the sender; absent from protocol 1 and from stock penpal.
    protocol: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  }),
  z.object({ ...base, type: z.literal('ACK1'), methodPaths: z.array(methodPath).check(z.maxLength(50)) }),
  z.object({ ...base, type: z.literal('ACK2') }),
  z.object({ ...base, type: z.literal('CALL'), id: z.string().check(z.minLength(1), z.maxLength(100)), methodPath, args: z.array(z.unknown()).check(z.maxLength(10)) }),
  z.object({
    ...base,
    type: z.literal('REPLY'),
    callId: z.string().check(z.minLength(1), z.maxLength(100)),
    value: z.unknown(),
    isError: z.optional(z.boolean()),
    isSerializedErrorInstance: z.optional(z.boolean()),
  }),
  z.object({ ...base, type: z.literal('DESTROY') }),
]);

/** The part of a window the messenger uses, so tests can hand it a stand-in. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void;
}
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * A messenger to `remote` (the parent for a framed marketplace, the frame for a host).
 * `initialOrigins` are where the handshake goes before the other side has answered; a frame
 * passes the origin it knows its parent has, so nothing is posted to an origin that would warn.
 */
export function windowMessenger(
  remote: MessageTarget,
  allowedOrigins: readonly string[],
  onDropped: OnDropped = () => undefined,
  options: { self?: MessageSource; initialOrigins?: readonly string[] } = {},
): Messenger {
  const self: MessageSource = options.self ?? window;
  const handlers = new Set<(message: Message) => void>();
  let remoteOrigin: string | null = null;
  let validate: ((data: unknown) => data is Message) | null = null;
  let port: MessagePort | null = null;
  // Whether the other side reads the port: it sent it, or has spoken on it.
  let peerUsesPort = false;
  let peerProtocol: number | null = null;

  const deliver = (data: Message) => {
    for (const handler of [...handlers]) handler(data);
  };
  const closePort = () => {
    if (port === null) return;
    port.removeEventListener('message', onPortMessage);
    port.close();
    port = null;
    peerUsesPort = false;
  };
  function onPortMessage(event: MessageEvent) {
    const origin = remoteOrigin ?? 'null';
    const parsed = penpalMessageSchema.safeParse(event.data);
    if (!parsed.success || !validate?.(event.data)) return onDropped('shape', origin);
    peerUsesPort = true;
    deliver(event.data);
  }
  const adoptPort = (next: MessagePort, fromPeer: boolean) => {
    closePort();
    port = next;
    peerUsesPort = fromPeer;
    port.addEventListener('message', onPortMessage);
    port.start();
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== remote) return onDropped('source', event.origin);
    if (!allowedOrigins.includes(event.origin)) return onDropped('origin', event.origin);
    const parsed = penpalMessageSchema.safeParse(event.data);
    if (!parsed.success || !validate?.(event.data)) return onDropped('shape', event.origin);
    // Once the other side has spoken, it is the only origin messages go to.
    if (parsed.data.type === 'SYN' || remoteOrigin === null) remoteOrigin = event.origin;
    else if (event.origin !== remoteOrigin) return onDropped('origin', event.origin);
    if (parsed.data.type === 'SYN') {
      // A new handshake (the other side reloaded): the old port is dead.
      closePort();
      peerProtocol = parsed.data.protocol ?? 1;
    }
    const sentPort = event.ports?.[0];
    if (parsed.data.type === 'ACK2' && sentPort !== undefined) adoptPort(sentPort, true);
    deliver(event.data);
  };

  const post = (message: Message, transfer?: Transferable[]) => {
    const targets = remoteOrigin !== null ? [remoteOrigin] : message.type === 'SYN' ? (options.initialOrigins ?? allowedOrigins) : [];
    for (const origin of targets) {
      if (transfer === undefined) remote.postMessage(message, origin);
      else remote.postMessage(message, origin, transfer);
    }
  };

  return {
    initialize({ validateReceivedMessage }) {
      validate = validateReceivedMessage;
      self.addEventListener('message', onMessage);
    },
    sendMessage(message) {
      if (message.type === 'SYN') return post({ ...message, protocol: PROTOCOL_VERSION } as Message);
      if (message.type === 'ACK2' && remoteOrigin !== null) {
        // As penpal's own messenger does: the ACK2 sender opens the channel for the calls.
        const channel = new MessageChannel();
        adoptPort(channel.port1, false);
        // A host of protocol 2 or later reads the port from its first call.
        peerUsesPort = peerProtocol !== null && peerProtocol >= 2;
        return post(message, [channel.port2]);
      }
      if (port !== null && peerUsesPort && message.type !== 'ACK1') return port.postMessage(message);
      post(message);
    },
    addMessageHandler: (handler) => void handlers.add(handler),
    removeMessageHandler: (handler) => void handlers.delete(handler),
    destroy() {
      self.removeEventListener('message', onMessage);
      closePort();
      handlers.clear();
    },
  };
}

/**
 * The origin a framed page's parent has, when the browser tells (Chromium's ancestorOrigins, else
 * the referrer), and only if it is allowed; null when it cannot be known.
 */
export function parentOrigin(allowedOrigins: readonly string[], win: Window = window): string | null {
  const candidates = [win.location.ancestorOrigins?.[0], originOf(win.document.referrer)];
  return candidates.find((origin): origin is string => origin !== undefined && origin !== null && allowedOrigins.includes(origin)) ?? null;
}

function originOf(url: string): string | null {
  try {
    return url === '' ? null : new URL(url).origin;
  } catch {
    return null;
  }
}
