import { afterEach, describe, expect, it } from 'vitest';
import type { HostEvent, MarketplaceMessage } from './protocol.ts';
import { BridgeError } from './protocol.ts';
import { connectToFramedMarketplace, connectToHost } from './penpal.ts';
import { connect, PortMessenger } from 'penpal';
import { transportPairs, type TransportPair } from './testing/transport-pairs.ts';

describe.each(transportPairs)('the %s transport', (_name, makePair) => {
  let pair: TransportPair | undefined;
  afterEach(() => pair?.close());

  it('delivers host events to the marketplace, including those sent before it listened', async () => {
    pair = await makePair();
    await pair.host.send({ type: 'navigate', pathname: '/apps/crm/' });
    const received: HostEvent[] = [];
    pair.marketplace.onHostEvent((event) => received.push(event));
    await pair.host.send({ type: 'refresh_cart' });
    await expect.poll(() => received).toEqual([{ type: 'navigate', pathname: '/apps/crm/' }, { type: 'refresh_cart' }]);
  });

  it('delivers marketplace messages to the host and returns its credentials', async () => {
    pair = await makePair();
    const seen: MarketplaceMessage[] = [];
    pair.host.onMarketplaceMessage((message) => {
      seen.push(message);
      return message.type === 'credentials' ? { token: 'dal:abc' } : undefined;
    });
    await expect(pair.marketplace.send({ type: 'route_change', pathname: '/apps/' })).resolves.toBeUndefined();
    await expect(pair.marketplace.send({ type: 'credentials' })).resolves.toEqual({ token: 'dal:abc' });
    expect(seen.map((m) => m.type)).toEqual(['route_change', 'credentials']);
  });

  it('carries analytics on their own channel, never among the messages', async () => {
    pair = await makePair();
    const seen: MarketplaceMessage[] = [];
    const tracked: unknown[] = [];
    pair.host.onMarketplaceMessage((message) => void seen.push(message));
    pair.host.onAnalytics((event) => void tracked.push(event));
    await pair.marketplace.track?.({ name: 'page_view', properties: { pathname: '/apps/' } });
    await expect.poll(() => tracked).toEqual([{ name: 'page_view', properties: { pathname: '/apps/' } }]);
    expect(seen).toEqual([]);
  });

  it('answers null credentials when the host has no user', async () => {
    pair = await makePair();
    pair.host.onMarketplaceMessage(() => undefined);
    await expect(pair.marketplace.send({ type: 'credentials' })).resolves.toBeNull();
  });

  it('refuses a malformed message before it leaves', async () => {
    pair = await makePair();
    // @ts-expect-error: the type system already refuses this message; the guard refuses it at run time.
    await expect(pair.marketplace.send({ type: 'navigate' })).rejects.toBeInstanceOf(BridgeError);
    // @ts-expect-error: likewise for a host event.
    await expect(pair.host.send({ type: 'navigate', pathname: 42 })).rejects.toBeInstanceOf(BridgeError);
  });
});

describe('a framed marketplace whose host never answers', () => {
  it('fails with a connection timeout', async () => {
    const channel = new MessageChannel();
    const framed = connectToHost({ messenger: new PortMessenger({ port: channel.port1 }), timeout: 50 });
    await expect(framed.connected).rejects.toMatchObject({ code: 'BRIDGE_CONNECTION_TIMEOUT' });
    framed.end.destroy();
    channel.port2.close();
  });
});

describe('a host that never answers a message', () => {
  it('fails the message with a call timeout instead of hanging the screen that sent it', async () => {
    const channel = new MessageChannel();
    const framed = connectToHost({ messenger: new PortMessenger({ port: channel.port1 }), timeout: 5000, callTimeout: 50 });
    const hostSide = connectToFramedMarketplace({ messenger: new PortMessenger({ port: channel.port2 }), timeout: 5000 });
    await Promise.all([framed.connected, hostSide.connected]);
    hostSide.end.onMarketplaceMessage(() => new Promise<undefined>(() => undefined));
    await expect(framed.end.send({ type: 'credentials' })).rejects.toMatchObject({ code: 'BRIDGE_CALL_TIMEOUT' });
    framed.end.destroy();
    hostSide.end.destroy();
  });
});

describe('a host of stock penpal', () => {
  it('gets the bridge code of a refused event, as penpal carries it', async () => {
    const channel = new MessageChannel();
    const framed = connectToHost({ messenger: new PortMessenger({ port: channel.port1 }), timeout: 5000 });
    const stock = connect<{ hostEvent(event: unknown): Promise<void> }>({
      messenger: new PortMessenger({ port: channel.port2 }),
      methods: { marketplaceMessage: () => undefined },
      timeout: 5000,
    });
    const marketplace = await stock.promise;
    await expect(marketplace.hostEvent({ type: 'format_disk' })).rejects.toMatchObject({ name: 'BridgeError', code: 'BRIDGE_INVALID_MESSAGE' });
    framed.end.destroy();
    stock.destroy();
  });
});
