/**
 * One store per mounted marketplace: a vanilla zustand store built from the slices, given to the
 * screens through React context (context.tsx). No module-level store, so two embedded instances
 * or two tests never share state.
 */
import type { ApiConfigInput } from '@marketplace/api/config';
import { createLazyApi, type LazyApi } from '@marketplace/api/lazy-api';
import { reportFailedRequests, type ErrorReporter } from '@marketplace/api/error-reporting';
import type { Clock, Fetch, Timers } from '@marketplace/api/api-runtime';
import type { Product } from '@marketplace/domain/entities/product';
import type { Utm } from '@marketplace/domain/entities/utm';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createQueryClient } from '../data/query-client.ts';
import { createReads, type Reads } from '../data/reads.ts';
import { createNotificationsSlice, type NotificationsSlice } from './notifications-slice.ts';
import { createCheckoutSlice, type CheckoutSlice } from './checkout-slice.ts';
import { createCompareSlice, type CompareSlice } from './compare-slice.ts';
import { createHostOutbox, type HostOutbox } from './host-outbox.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';
import { createUserSlice, type UserSlice } from './user-slice.ts';
import type { StoreDeps } from './store-deps.ts';

export interface MarketplaceStoreConfig {
  /** Validated (apiConfigSchema) when the api's calls load: a bad origin or product fails every call, and no request is made with it. */
  api: ApiConfigInput;
  /** The product the marketplace is opened in (spec 1); drives the store's rules. */
  product: Product;
  clock: Clock;
  timers: Timers;
  /** Goes to a marketplace route ('/', '/cart/', '/checkout/cart/{id}/thank-you'...). */
  navigate?: (path: string) => void;
  /** Leaves for a browser path outside the router ('/marketplace' after a 401, app settings in the host). Defaults to navigate. */
  redirect?: (path: string) => void;
  /** The platform's fetch by default; tests may wrap it (never replace the platform). */
  fetch?: Fetch;
  /** UTM parameters of the visit (domain utmFromQuery on the landing query): sent as meta headers and install metrics. */
  utm?: Utm;
  /** Where failed requests are reported by area (spec 8); none are reported without one. */
  reporter?: ErrorReporter;
}

export type MarketplaceState = UserSlice & NotificationsSlice & CheckoutSlice & CompareSlice;

export type MarketplaceStore = StoreApi<MarketplaceState> & {
  readonly api: LazyApi;
  /**
   * The query cache of this marketplace's server data, read and written (data/query-client.ts):
   * one per store, so two embedded instances never share it. Every write puts the platform's
   * answer into it or makes stale what it changed, so every screen shows the change at once.
   */
  readonly queries: QueryClient;
  /** The cached reads as query options, asked through this store's api (data/reads.ts). */
  readonly reads: Reads;
  /** The clock the store was made with (the screens' writes stamp with it: data/writes.ts). */
  readonly clock: Clock;
  /** The product the marketplace is opened in, the visit's utm fields and the store's waits, for the writes (data/). */
  readonly product: Product;
  readonly utm: Utm;
  readonly scheduler: Scheduler;
  /** What the writes tell the host, for the bridge to carry (host-outbox.ts). */
  readonly hostOutbox: HostOutbox;
  /** Goes to a marketplace route (a write's next page: thank-you, the cart...). */
  readonly navigate: (path: string) => void;
  /**
   * Cancels every wait, poll and auto-hide under way. The store stays usable afterwards (React
   * StrictMode runs effect cleanups and then the effects again on the same store).
   */
  dispose(): void;
};

export function createMarketplaceStore(config: MarketplaceStoreConfig): MarketplaceStore {
  const scheduler = createScheduler(config.timers);
  // The token is read at call time from the store, which is created just below.
  const tokenSource: { read: () => string | undefined; cookie: () => boolean } = { read: () => undefined, cookie: () => false };
  const api = createLazyApi(config.api, {
    clock: config.clock,
    timers: config.timers,
    getToken: () => tokenSource.read(),
    cookieSession: () => tokenSource.cookie(),
    getUtm: () => config.utm ?? {},
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const queries = createQueryClient();
  const deps: StoreDeps = {
    api,
    queries,
    product: config.product,
    clock: config.clock,
    scheduler,
    navigate: config.navigate ?? (() => undefined),
    redirect: config.redirect ?? config.navigate ?? (() => undefined),
    utm: config.utm ?? {},
    hostOutbox: createHostOutbox(),
  };

  const store = createStore<MarketplaceState>()((...args) => ({
    ...createUserSlice(deps)(...args),
    ...createNotificationsSlice(deps)(...args),
    ...createCheckoutSlice(deps)(...args),
    ...createCompareSlice(deps)(...args),
  }));
  // The api lives and dies with this store, so the subscription needs no teardown.
  api.events.on('unauthorized', () => store.getState().handleUnauthorized());
  if (config.reporter) reportFailedRequests(api.events, config.reporter);

  tokenSource.read = () => store.getState().session.token ?? undefined;
  tokenSource.cookie = () => store.getState().cookieSession;

  return {
    ...store,
    api,
    queries,
    reads: createReads({ api, scheduler, product: config.product }),
    clock: config.clock,
    product: config.product,
    utm: deps.utm,
    scheduler,
    hostOutbox: deps.hostOutbox,
    navigate: deps.navigate,
    dispose: () => {
      scheduler.dispose();
    },
  };
}
