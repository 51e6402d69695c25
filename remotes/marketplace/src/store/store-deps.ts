/** What every slice is built with: the api, the query cache, the product, the clock and the scheduler. */
import type { LazyApi } from '@marketplace/api/lazy-api';
import type { Clock } from '@marketplace/api/api-runtime';
import type { Product } from '@marketplace/domain/entities/product';
import type { Utm } from '@marketplace/domain/entities/utm';
import type { QueryClient } from '@tanstack/react-query';
import type { StateCreator } from 'zustand/vanilla';
import type { MarketplaceState } from './marketplace-store.ts';
import type { HostOutbox } from './host-outbox.ts';
import type { Scheduler } from './scheduler.ts';

export interface StoreDeps {
  api: LazyApi;
  /** The marketplace's query cache (data/query-client.ts), for writes that change what it holds. */
  queries: QueryClient;
  product: Product;
  clock: Clock;
  scheduler: Scheduler;
  /** Goes to a marketplace route ('/', '/cart/', '/checkout/…'): the screens' router. */
  navigate: (path: string) => void;
  /** Leaves for a browser path outside the router ('/marketplace' after a 401, a host settings page). */
  redirect: (path: string) => void;
  /** UTM parameters of the visit. */
  utm: Utm;
  /** What the writes tell the host (host-outbox.ts). */
  hostOutbox: HostOutbox;
}

/** A slice typed the zustand way, given the store's dependencies. */
export type SliceCreator<Slice> = (deps: StoreDeps) => StateCreator<MarketplaceState, [], [], Slice>;
