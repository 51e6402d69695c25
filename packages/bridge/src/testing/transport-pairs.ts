/**
 * Both transports of the protocol as connected pairs, for tests on either side: in-process (the
 * federated hosts) and penpal over a MessageChannel (the framed marketplace's code path, without a
 * second window).
 */
import { PortMessenger } from 'penpal';
import type { HostEnd, MarketplaceEnd } from '../ends.ts';
import { createInProcessBridge } from '../in-process.ts';
import { connectToFramedMarketplace, connectToHost } from '../penpal.ts';

export interface TransportPair {
  host: HostEnd;
  marketplace: MarketplaceEnd;
  close(): void;
}

export async function inProcessPair(): Promise<TransportPair> {
  const { host, marketplace } = createInProcessBridge();
  return { host, marketplace, close: () => host.destroy() };
}

export async function penpalPair(timeout = 5000): Promise<TransportPair> {
  const channel = new MessageChannel();
  const framed = connectToHost({ messenger: new PortMessenger({ port: channel.port1 }), timeout });
  const hostSide = connectToFramedMarketplace({ messenger: new PortMessenger({ port: channel.port2 }), timeout });
  await Promise.all([framed.connected, hostSide.connected]);
  return {
    host: hostSide.end,
    marketplace: framed.end,
    close: () => {
      framed.end.destroy();
      hostSide.end.destroy();
    },
  };
}

/** The two transports by name, for `describe.each`. */
export const transportPairs: ReadonlyArray<readonly [string, () => Promise<TransportPair>]> = [
  ['in-process (federated hosts)', inProcessPair],
  ['penpal (framed marketplace)', () => penpalPair()],
];
