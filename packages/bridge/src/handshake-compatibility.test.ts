/**
 * Who can connect to a framed marketplace: a host using penpal 7's stock WindowMessenger exactly
 * as penpal documents it, and a host built for the previous protocol (its frozen messenger). Each
 * pair connects several times, as penpal picks the handshake's leader at random and either side
 * may be the one that opens the MessagePort.
 */
import { connect, WindowMessenger } from 'penpal';
import type { RemoteProxy } from 'penpal';
import { afterEach, describe, expect, it } from 'vitest';
import { connectToFramedMarketplace, connectToHost } from './penpal.ts';
import type { HostEvent, MarketplaceMessage } from './protocol.ts';
import { fakeWindow, link } from './testing/fake-windows.ts';
import type { Post } from './testing/fake-windows.ts';
import { windowMessenger as protocol1Messenger } from './testing/protocol-1-messenger.ts';
import { windowMessenger } from './window-messenger.ts';

const HOST = 'https://crm.example.com';
const MARKETPLACE = 'https://marketplace.example';
const ROUNDS = 8;

/** Every host event the protocol documents. */
const hostEvents: HostEvent[] = [
  { type: 'navigate', pathname: '/apps/crm/' },
  { type: 'navigate', pathname: '/cart/', replace: true },
  { type: 'preload', pathname: '/apps/' },
  { type: 'route', pathname: '/apps/' },
  { type: 'refresh_installed_apps' },
  { type: 'cart_updated', cart: { id: 'cart-1' } },
  { type: 'refresh_cart' },
  { type: 'refresh_subscription_info', omitCache: true },
];

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** The marketplace in a stand-in frame, with the real page's `window` as its stock-penpal host. */
function marketplaceFramedByThisWindow() {
  const frame = fakeWindow(MARKETPLACE);
  const drops: string[] = [];
  // The frame as the host page holds it (iframe.contentWindow): penpal posts with an options object.
  const frameSeenFromHost = {
    postMessage(message: unknown, options: { targetOrigin: string; transfer?: Transferable[] }) {
      if (options.targetOrigin !== '*' && options.targetOrigin !== MARKETPLACE) return;
      const data = structuredClone(message);
      const ports = (options.transfer ?? []) as MessagePort[];
      queueMicrotask(() => frame.self.dispatch(data, HOST, parentSeenFromFrame, ports));
    },
  };
  // The host page as the frame holds it (window.parent).
  const parentSeenFromFrame = {
    postMessage(message: unknown, targetOrigin: string, transfer: Transferable[] = []) {
      if (targetOrigin !== HOST) return;
      const data = structuredClone(message);
      queueMicrotask(() => {
        const event = new Event('message');
        Object.assign(event, { data, origin: MARKETPLACE, source: frameSeenFromHost, ports: transfer });
        window.dispatchEvent(event);
      });
    },
  };
  const marketplace = connectToHost({
    messenger: windowMessenger(parentSeenFromFrame, [HOST], (reason) => void drops.push(reason), { self: frame.self, initialOrigins: [HOST] }),
    timeout: 3000,
  });
  return { marketplace, frameSeenFromHost: frameSeenFromHost as unknown as Window, drops };
}

describe("a host using penpal 7's own WindowMessenger (as a host built for protocol 2 does: marketplaceMessage only)", () => {
  it('connects to the framed marketplace and calls every documented method, whichever side leads the handshake', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { marketplace, frameSeenFromHost, drops } = marketplaceFramedByThisWindow();
      const received: HostEvent[] = [];
      marketplace.end.onHostEvent((event) => void received.push(event));
      const seenByHost: MarketplaceMessage[] = [];
      // Exactly as penpal's README shows it: a WindowMessenger on the iframe's window, then connect.
      const messenger = new WindowMessenger({ remoteWindow: frameSeenFromHost, allowedOrigins: [MARKETPLACE] });
      const connection = connect<{ hostEvent(event: HostEvent): Promise<void> }>({
        messenger,
        methods: {
          marketplaceMessage(message: MarketplaceMessage) {
            seenByHost.push(message);
            return message.type === 'credentials' ? { token: 'host-token' } : undefined;
          },
        },
        timeout: 3000,
      });
      cleanups.push(
        () => connection.destroy(),
        () => marketplace.end.destroy(),
      );
      const host: RemoteProxy<{ hostEvent(event: HostEvent): Promise<void> }> = await connection.promise;
      await marketplace.connected;
      for (const event of hostEvents) await host.hostEvent(event);
      await expect.poll(() => received).toEqual(hostEvents);
      await expect(marketplace.end.send({ type: 'credentials' })).resolves.toEqual({ token: 'host-token' });
      await marketplace.end.send({ type: 'route_change', pathname: '/apps/crm/' });
      // A host built for protocol 2 exposes no analytics channel: it still hears them as messages.
      await marketplace.end.track?.({ name: 'page_view' });
      expect(seenByHost.map((message) => message.type)).toEqual(['credentials', 'route_change', 'analytics']);
      expect(seenByHost.at(-1)).toEqual({ type: 'analytics', name: 'page_view' });
      expect(drops).toEqual([]);
      connection.destroy();
      marketplace.end.destroy();
    }
  });

  it('is refused when its origin is not on the allow list: no event reaches the marketplace', async () => {
    const frame = fakeWindow(MARKETPLACE);
    const drops: string[] = [];
    const other = fakeWindow('https://unregistered.example');
    const { aSeenFromB: parentSeen, bSeenFromA: frameSeen } = link(other, frame, []);
    const marketplace = connectToHost({ messenger: windowMessenger(parentSeen, [HOST], (reason) => void drops.push(reason), { self: frame.self }), timeout: 300 });
    const host = connectToFramedMarketplace({ messenger: windowMessenger(frameSeen, [MARKETPLACE], undefined, { self: other.self }), timeout: 300 });
    cleanups.push(
      () => marketplace.end.destroy(),
      () => host.end.destroy(),
    );
    await expect(marketplace.connected).rejects.toMatchObject({ code: 'BRIDGE_CONNECTION_TIMEOUT' });
    await expect(host.connected).rejects.toMatchObject({ code: 'BRIDGE_CONNECTION_TIMEOUT' });
    expect(drops).toContain('origin');
  });
});

describe('a host built for the previous protocol (1: every message over the window)', () => {
  it('still connects to a marketplace of this protocol, both ways, whichever side leads', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const posts: Post[] = [];
      const hostWin = fakeWindow(HOST);
      const frameWin = fakeWindow(MARKETPLACE);
      const { bSeenFromA: frameSeenFromHost, aSeenFromB: hostSeenFromFrame } = link(hostWin, frameWin, posts);
      const marketplace = connectToHost({ messenger: windowMessenger(hostSeenFromFrame, [HOST], undefined, { self: frameWin.self, initialOrigins: [HOST] }), timeout: 3000 });
      const host = connectToFramedMarketplace({ messenger: protocol1Messenger(frameSeenFromHost, [MARKETPLACE], undefined, { self: hostWin.self }), timeout: 3000 });
      cleanups.push(
        () => marketplace.end.destroy(),
        () => host.end.destroy(),
      );
      await Promise.all([marketplace.connected, host.connected]);
      const received: HostEvent[] = [];
      marketplace.end.onHostEvent((event) => void received.push(event));
      host.end.onMarketplaceMessage((message) => (message.type === 'credentials' ? { token: 'old-host-token' } : undefined));
      for (const event of hostEvents) await host.end.send(event);
      expect(received).toEqual(hostEvents);
      await expect(marketplace.end.send({ type: 'credentials' })).resolves.toEqual({ token: 'old-host-token' });
      expect(posts.filter((post) => post.targetOrigin !== post.to)).toEqual([]);
      marketplace.end.destroy();
      host.end.destroy();
    }
  });
});
