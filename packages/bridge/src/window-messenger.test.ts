import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBridge } from './in-process.ts';
import { connectToFramedMarketplace, connectToHost } from './penpal.ts';
import { hostEventSchema, marketplaceMessageSchema } from './protocol.ts';
import type { HostEvent, MarketplaceMessage } from './protocol.ts';
import { fakeWindow, link } from './testing/fake-windows.ts';
import type { Post } from './testing/fake-windows.ts';
import { penpalMessageSchema, windowMessenger } from './window-messenger.ts';
import type { DropReason } from './window-messenger.ts';

const HOST = 'https://agent.example';
const MARKETPLACE = 'https://marketplace.example';
const ATTACKER = 'https://attacker.example';

/** A host window framing the marketplace, and an attacker frame in the same host page. */
async function framedPair() {
  const posts: Post[] = [];
  const hostWin = fakeWindow(HOST);
  const frameWin = fakeWindow(MARKETPLACE);
  const attackerWin = fakeWindow(ATTACKER);
  const { bSeenFromA: frameSeenFromHost, aSeenFromB: hostSeenFromFrame } = link(hostWin, frameWin, posts);
  const toFrame = link(attackerWin, frameWin, posts).bSeenFromA;
  const toHost = link(attackerWin, hostWin, posts).bSeenFromA;
  const drops: DropReason[] = [];
  const onDropped = (reason: DropReason) => void drops.push(reason);
  const framed = connectToHost({
    messenger: windowMessenger(hostSeenFromFrame, [HOST], onDropped, { self: frameWin.self, initialOrigins: [HOST] }),
    timeout: 2000,
    onDropped,
  });
  const hosted = connectToFramedMarketplace({
    messenger: windowMessenger(frameSeenFromHost, [MARKETPLACE], onDropped, { self: hostWin.self }),
    timeout: 2000,
    onDropped,
  });
  await Promise.all([framed.connected, hosted.connected]);
  const received: { host: MarketplaceMessage[]; marketplace: HostEvent[] } = { host: [], marketplace: [] };
  hosted.end.onMarketplaceMessage((message) => void received.host.push(message));
  framed.end.onHostEvent((event) => received.marketplace.push(event));
  return {
    posts,
    drops,
    received,
    host: hosted.end,
    marketplace: framed.end,
    /** Posts as if from `origin`: the real parent (a spoofed origin) or the attacker frame. */
    toFrame: (data: unknown, from: 'parent' | 'attacker', origin: string) =>
      from === 'parent' ? frameWin.self.dispatch(data, origin, hostSeenFromFrame) : toFrame.postMessage(data, MARKETPLACE),
    toHost: (data: unknown) => toHost.postMessage(data, HOST),
    close() {
      framed.end.destroy();
      hosted.end.destroy();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the window messenger posts only to concrete, allowed origins', () => {
  let pair: Awaited<ReturnType<typeof framedPair>> | undefined;
  afterEach(() => pair?.close());

  it('connects, carries messages both ways, and never posts to * or to an origin that would not receive it', async () => {
    pair = await framedPair();
    await pair.host.send({ type: 'navigate', pathname: '/apps/crm/' });
    await pair.marketplace.send({ type: 'route_change', pathname: '/apps/marketplace/apps/crm/', search: '' });
    await expect.poll(() => pair?.received.marketplace).toEqual([{ type: 'navigate', pathname: '/apps/crm/' }]);
    expect(pair.received.host.map((m) => m.type)).toEqual(['route_change']);
    expect(pair.posts.filter((post) => post.targetOrigin !== post.to)).toEqual([]);
    expect(pair.drops).toEqual([]);
  });
});

/** Junk of every kind, and penpal-shaped messages that are not what the protocol allows. */
const junk = fc.oneof(
  fc.anything(),
  fc.record({ namespace: fc.constant('penpal'), type: fc.constantFrom('SYN', 'ACK1', 'ACK2', 'CALL', 'REPLY', 'DESTROY', 'EVIL'), id: fc.string() }, { requiredKeys: [] }),
  fc.record({
    namespace: fc.constant('penpal'),
    type: fc.constant('CALL'),
    id: fc.uuid(),
    methodPath: fc.constantFrom(['hostEvent'], ['marketplaceMessage'], ['constructor'], ['__proto__']),
    args: fc.array(fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom('navigate', 'route', 'credentials', 'billing', 'cart_updated') }, { requiredKeys: [] }))),
  }),
);
/** What even the real parent might post by mistake: not penpal at all, or a host event call with a bad payload. */
const parentJunk = fc.oneof(
  fc.anything().filter((data) => !penpalMessageSchema.safeParse(data).success),
  fc.record({
    namespace: fc.constant('penpal'),
    type: fc.constant('CALL'),
    id: fc.uuid(),
    methodPath: fc.constant(['hostEvent']),
    args: fc.tuple(
      fc.oneof(
        fc.anything(),
        fc.record(
          { type: fc.constantFrom('navigate', 'route', 'cart_updated', 'refresh_subscription_info'), pathname: fc.string(), cart: fc.anything() },
          { requiredKeys: ['type'] },
        ),
      ),
    ),
  }),
);
const notAValidMessage = (data: unknown) => {
  const args = typeof data === 'object' && data !== null && 'args' in data && Array.isArray(data.args) ? (data.args as unknown[]) : [];
  return !args.some((arg) => hostEventSchema.safeParse(arg).success || marketplaceMessageSchema.safeParse(arg).success);
};
const sender = fc.oneof(
  fc.record({ data: junk.filter(notAValidMessage), from: fc.constant('attacker' as const), origin: fc.constant(ATTACKER) }),
  // The parent's window object with another origin: the host page navigated away, or a spoof.
  fc.record({ data: junk.filter(notAValidMessage), from: fc.constant('parent' as const), origin: fc.constantFrom(ATTACKER, 'null', `${HOST}:8443`) }),
  fc.record({ data: parentJunk.filter(notAValidMessage), from: fc.constant('parent' as const), origin: fc.constant(HOST) }),
);

// A thousand runs each: generous time on a busy machine (not a speed target).
const THOUSAND_RUNS_TIMEOUT_MS = 120_000;

describe('hostile messages reach no handler', () => {
  it(
    'over the window: 1,000 generated messages from the attacker, spoofed origins and the real parent change nothing',
    async () => {
      const pair = await framedPair();
      try {
        await fc.assert(
          fc.asyncProperty(sender, async ({ data, from, origin }) => {
            const before = pair.drops.length;
            pair.toFrame(data, from, origin);
            pair.toHost(data);
            await settle();
            expect(pair.received).toEqual({ host: [], marketplace: [] });
            // Each one was dropped and counted on both sides, none ignored silently.
            expect(pair.drops.length - before).toBe(2);
          }),
          { numRuns: 1000 },
        );
        // The bridge still works afterwards.
        await pair.host.send({ type: 'refresh_cart' });
        await expect.poll(() => pair.received.marketplace).toEqual([{ type: 'refresh_cart' }]);
      } finally {
        pair.close();
      }
    },
    THOUSAND_RUNS_TIMEOUT_MS,
  );

  it(
    'in process: 1,000 generated messages are refused on both sides',
    async () => {
      const { host, marketplace } = createInProcessBridge();
      const seen: unknown[] = [];
      host.onMarketplaceMessage((message) => void seen.push(message));
      marketplace.onHostEvent((event) => seen.push(event));
      await fc.assert(
        fc.asyncProperty(
          fc.anything().filter((data) => notAValidMessage({ args: [data] })),
          async (data) => {
            await expect(host.send(data as HostEvent)).rejects.toThrow();
            await expect(marketplace.send(data as MarketplaceMessage)).rejects.toThrow();
          },
        ),
        { numRuns: 1000 },
      );
      expect(seen).toEqual([]);
      host.destroy();
    },
    THOUSAND_RUNS_TIMEOUT_MS,
  );
});
