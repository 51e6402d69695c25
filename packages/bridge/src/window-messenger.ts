/**
 * The one messenger penpal uses over a window, in place of penpal's own WindowMessenger, for two
 * reasons: penpal posts its handshake to '*' (any page that happens to be in the frame reads it,
 * and the browser warns while the frame is still about:blank), and it checks origins but not
 * shapes. Here every message is posted to a concrete origin from the allow list, and every
 * message that arrives is checked for its sender, its origin and its shape (zod) before penpal
 * sees it; anything else is dropped and reported through `onDropped`, never handled.
 *
 * Everything travels over the window (no MessagePort), so the same checks apply to every call.
 */
import type { Message, Messenger } from 'penpal';
import * as z from 'zod/mini';

/** Why a message was dropped: counted by the hosts, asserted by the tests. */
export type DropReason = 'source' | 'origin' | 'shape';
export type OnDropped = (reason: DropReason, origin: string) => void;

const base = { namespace: z.literal('penpal'), channel: z.optional(z.string().check(z.maxLength(200))) };
const methodPath = z.array(z.string().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(10));

/** Penpal 7's messages, as its types declare them; anything else is junk. */
export const penpalMessageSchema = z.discriminatedUnion('type', [
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
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
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
