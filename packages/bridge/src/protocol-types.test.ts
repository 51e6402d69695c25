/**
 * The protocol's contract at compile time: each side's `send` takes exactly the messages of its
 * direction, so a wrong payload does not compile on either side. `tsc` checks this file (the
 * bridge's typecheck); the `@ts-expect-error` lines fail the typecheck if a wrong payload ever
 * starts to compile. At run time the assertions are no-ops apart from the guards' verdicts.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { HostEnd, MarketplaceEnd } from './ends.ts';
import type { Credentials, HostEvent, HostReply, MarketplaceMessage, MarketplaceMessageInput } from './protocol.ts';
import type { hostEventSchema, marketplaceMessageSchema } from './protocol.ts';

type HostSend = Parameters<HostEnd['send']>[0];
type MarketplaceSend = Parameters<MarketplaceEnd['send']>[0];

describe('a wrong payload does not compile on either side', () => {
  it('host → marketplace: only host events, each with its own fields', () => {
    expectTypeOf<HostSend>().toEqualTypeOf<HostEvent>();
    expectTypeOf<{ type: 'navigate'; pathname: string; replace: true }>().toExtend<HostSend>();
    expectTypeOf<{ type: 'refresh_subscription_info'; omitCache: boolean }>().toExtend<HostSend>();
    expectTypeOf<{ type: 'cart_updated'; cart: { id: string } }>().toExtend<HostSend>();
    // A navigate without its pathname, a pathname that is not a string, a cart event without a cart.
    expectTypeOf<{ type: 'navigate' }>().not.toExtend<HostSend>();
    expectTypeOf<{ type: 'navigate'; pathname: number }>().not.toExtend<HostSend>();
    expectTypeOf<{ type: 'cart_updated' }>().not.toExtend<HostSend>();
    // A marketplace message sent the wrong way.
    expectTypeOf<{ type: 'app_installed'; appId: string }>().not.toExtend<HostSend>();
    expectTypeOf<{ type: 'credentials' }>().not.toExtend<HostSend>();
    const send = (() => Promise.resolve()) as HostEnd['send'];
    // @ts-expect-error: a host event needs its pathname.
    void send({ type: 'route' });
    // @ts-expect-error: no such host event.
    void send({ type: 'loaded' });
  });

  it('marketplace → host: only spec 7 messages, each with its own fields', () => {
    expectTypeOf<MarketplaceSend>().toEqualTypeOf<MarketplaceMessageInput>();
    expectTypeOf<{ type: 'route_change'; pathname: string; title: string }>().toExtend<MarketplaceSend>();
    expectTypeOf<{ type: 'cart_updated'; cartId: string; itemsCount: number }>().toExtend<MarketplaceSend>();
    expectTypeOf<{ type: 'billing'; event: 'success'; chargeId: string }>().toExtend<MarketplaceSend>();
    expectTypeOf<{ type: 'cart_updated'; cartId: string }>().not.toExtend<MarketplaceSend>();
    expectTypeOf<{ type: 'billing'; event: 'refunded' }>().not.toExtend<MarketplaceSend>();
    expectTypeOf<{ type: 'app_installed' }>().not.toExtend<MarketplaceSend>();
    expectTypeOf<{ type: 'route'; pathname: string }>().not.toExtend<MarketplaceSend>();
    const send = (() => Promise.resolve(undefined)) as MarketplaceEnd['send'];
    // @ts-expect-error: an item count is a number.
    void send({ type: 'cart_updated', cartId: 'c1', itemsCount: '3' });
    // @ts-expect-error: a host event sent the wrong way.
    void send({ type: 'refresh_subscription_info', omitCache: 'yes' });
  });

  it('the host answers credentials with a token or null, nothing else', () => {
    expectTypeOf<Credentials>().toEqualTypeOf<{ token: string } | null>();
    expectTypeOf<HostReply>().toEqualTypeOf<{ token: string } | null | undefined>();
    expectTypeOf<Parameters<HostEnd['onMarketplaceMessage']>[0]>().parameter(0).toEqualTypeOf<MarketplaceMessage>();
    expectTypeOf<ReturnType<MarketplaceEnd['send']>>().resolves.toEqualTypeOf<HostReply>();
    expectTypeOf<(message: MarketplaceMessage) => { token: number }>().not.toExtend<Parameters<HostEnd['onMarketplaceMessage']>[0]>();
  });

  it('the types are read from the same schemas the guards check on arrival', () => {
    expectTypeOf<HostEvent>().toEqualTypeOf<ReturnType<typeof hostEventSchema.parse>>();
    expectTypeOf<MarketplaceMessage>().toEqualTypeOf<ReturnType<typeof marketplaceMessageSchema.parse>>();
  });
});
