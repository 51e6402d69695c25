/**
 * The organisation's subscriptions per licensed product (spec 3: plan, trial, card on file) through
 * the query cache: the buttons, the cart, the checkout and My apps read this one entry, which a
 * card added here updates (billing-writes.ts) and a host's 'refresh subscription info' reads again.
 */
import type { Subscriptions } from '@marketplace/domain/entities/subscription';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { queryKeys } from './query-client.ts';
import { accountOf, useSignedInAccount } from './use-installed-apps.ts';

const none: Subscriptions = {};

export interface SubscriptionsRead {
  subscriptions: Subscriptions;
  /** The platform answered for the account signed in. */
  known: boolean;
}

export function useSubscriptions(): SubscriptionsRead {
  const { reads } = useMarketplaceStoreApi();
  const account = useSignedInAccount();
  const query = useQuery({ ...reads.subscriptions(account ?? ''), enabled: account !== null });
  return { subscriptions: account === null ? none : (query.data ?? none), known: account !== null && query.isSuccess };
}

/** The subscriptions as last read, outside render (a write's checks). */
export function subscriptionsOf(store: Pick<MarketplaceStore, 'queries' | 'getState'>): Subscriptions {
  const account = accountOf(store);
  return account === null ? none : (store.queries.getQueryData<Subscriptions>(queryKeys.subscriptions(account)) ?? none);
}

/** Reads the subscriptions again now (a host says they changed), past the platform's cache when asked. */
export async function refreshSubscriptions(store: Pick<MarketplaceStore, 'queries' | 'getState' | 'reads'>, options: { noCache?: boolean } = {}): Promise<void> {
  const account = accountOf(store);
  if (account === null) return;
  const read = store.reads.subscriptions(account, options);
  await store.queries.cancelQueries({ queryKey: read.queryKey });
  await store.queries.prefetchQuery({ ...read, staleTime: 0 });
}
