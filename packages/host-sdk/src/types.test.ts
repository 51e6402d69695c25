/** The SDK's written-out types are the protocol's own (checked by tsc; the run only counts the test). */
import { describe, expectTypeOf, it } from 'vitest';
import type { Credentials as ProtocolCredentials, HostEvent as ProtocolHostEvent, MarketplaceMessage as ProtocolMessage } from '@marketplace/bridge/protocol';
import type { Credentials, HostEvent, MarketplaceMessage } from './types.ts';

type Exact<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type Normalised<T> = T extends unknown ? Exact<T> : never;

describe('the published types', () => {
  it('are the protocol schemas, both ways', () => {
    expectTypeOf<Normalised<HostEvent>>().toEqualTypeOf<Normalised<ProtocolHostEvent>>();
    expectTypeOf<Normalised<MarketplaceMessage>>().toEqualTypeOf<Normalised<ProtocolMessage>>();
    expectTypeOf<Credentials>().toEqualTypeOf<ProtocolCredentials>();
  });
});
