/**
 * FIXTURE: the window messenger of bridge protocol 1, frozen as it shipped (every message over
 * the window, no MessagePort, no version in the handshake). Hosts built against protocol 1 still
 * run it; tests connect today's marketplace to it to prove a marketplace of version N works with
 * a host built for N-1. Never edit it to follow the current code.
 */
import type { Message, Messenger } from 'penpal';
import * as z from 'zod/mini';

/** Why a message was dropped: counted by the hosts, asserted by the tests. */
type DropReason = 'source' | 'origin' | 'shape';
type OnDropped = (reason: DropReason, origin: string) => void;

const base = { namespace: z.literal('penpal'), channel: z.optional(z.string().check(z.maxLength(200))) };
const methodPath = z.array(z.string().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(10));

/** Penpal 7's messages, as its types declare them; anything else is junk. */
const penpalMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('SYN'), participantId: z.string().check(z.minLength(1), z.maxLength(100)) }),
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
interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}
interface MessageSource {
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

  const onMessage = (event: MessageEvent) => {
    if (event.source !== remote) return onDropped('source', event.origin);
    if (!allowedOrigins.includes(event.origin)) return onDropped('origin', event.origin);
    const parsed = penpalMessageSchema.safeParse(event.data);
    if (!parsed.success || !validate?.(event.data)) return onDropped('shape', event.origin);
    // Once the other side has spoken, it is the only origin messages go to.
    if (parsed.data.type === 'SYN' || remoteOrigin === null) remoteOrigin = event.origin;
    else if (event.origin !== remoteOrigin) return onDropped('origin', event.origin);
    for (const handler of [...handlers]) handler(event.data);
  };

  return {
    initialize({ validateReceivedMessage }) {
      validate = validateReceivedMessage;
      self.addEventListener('message', onMessage);
    },
    sendMessage(message) {
      const targets = remoteOrigin !== null ? [remoteOrigin] : message.type === 'SYN' ? (options.initialOrigins ?? allowedOrigins) : [];
      for (const origin of targets) remote.postMessage(message, origin);
    },
    addMessageHandler: (handler) => void handlers.add(handler),
    removeMessageHandler: (handler) => void handlers.delete(handler),
    destroy() {
      self.removeEventListener('message', onMessage);
      handlers.clear();
    },
  };
}
