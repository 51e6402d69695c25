/**
 * Two stand-in windows on different origins, delivering posted messages the way a browser does:
 * only when the target origin matches the receiver's, with the sender as `source` (the very object
 * the receiver holds for it). Every post is recorded, so tests can prove nothing went to '*' or to
 * an origin that would make the browser warn.
 */
import type { MessageSource, MessageTarget } from '../window-messenger.ts';

export interface FakeWindow {
  origin: string;
  self: MessageSource & { dispatch(data: unknown, origin: string, source: unknown, ports?: readonly MessagePort[]): void };
}

export interface Post {
  from: string;
  to: string;
  targetOrigin: string;
}

export function fakeWindow(origin: string): FakeWindow {
  const target = new EventTarget();
  return {
    origin,
    self: {
      addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
      removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
      dispatch(data, from, source, ports = []) {
        const event = new Event('message') as Event & { data: unknown; origin: string; source: unknown; ports: readonly MessagePort[] };
        Object.assign(event, { data, origin: from, source, ports });
        target.dispatchEvent(event);
      },
    },
  };
}

/** How `a` sees `b` and `b` sees `a`, as `window.parent` and `iframe.contentWindow` would. */
export function link(a: FakeWindow, b: FakeWindow, posts: Post[]): { bSeenFromA: MessageTarget; aSeenFromB: MessageTarget } {
  const views: { bSeenFromA?: MessageTarget; aSeenFromB?: MessageTarget } = {};
  const deliver = (from: FakeWindow, to: FakeWindow, sourceSeenByReceiver: () => MessageTarget | undefined) => ({
    postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]) {
      posts.push({ from: from.origin, to: to.origin, targetOrigin });
      if (targetOrigin !== to.origin) return;
      const data = structuredClone(message);
      // Transferred ports move to the receiver as they are (a browser would neuter the sender's copy).
      const ports = (transfer ?? []).filter((item): item is MessagePort => typeof (item as Partial<MessagePort>).start === 'function');
      queueMicrotask(() => to.self.dispatch(data, from.origin, sourceSeenByReceiver(), ports));
    },
  });
  views.bSeenFromA = deliver(a, b, () => views.aSeenFromB);
  views.aSeenFromB = deliver(b, a, () => views.bSeenFromA);
  return { bSeenFromA: views.bSeenFromA, aSeenFromB: views.aSeenFromB };
}
