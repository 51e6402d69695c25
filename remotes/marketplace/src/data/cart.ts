/**
 * The signed-in account's cart (spec 3, 4) through the query cache: the header's badge, the app
 * buttons, the cart page and the checkout read this one entry, and every cart write puts the
 * platform's answer into it (cart-writes.ts). Reading it asks for the account's most recent cart;
 * when there is none one is created (a ghost login creates nothing: it has no cart). Requests for
 * one key are shared, so a sign-in and the cart page asking at once create one cart, not two.
 */
import { isApiError } from '@marketplace/api/api-error';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { cartFailure, type CartAction } from '@marketplace/domain/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { keepWritten, queryKeys } from './query-client.ts';
import { accountOf, useSignedInAccount } from './use-installed-apps.ts';

type CartStore = Pick<MarketplaceStore, 'api' | 'queries' | 'getState'>;

/** What a failed cart call says (spec 8): the locked warning and a fresh read, or the action's message. */
export function showCartFailure(store: CartStore, action: CartAction, error: unknown, options: { toast?: boolean } = {}) {
  const failure = isApiError(error) ? cartFailure(action, error.status ?? null, error.code ?? null) : cartFailure(action, null, null);
  if (failure.kind === 'locked') {
    store.getState().notify(failure.code);
    void invalidateCart(store);
  } else if (failure.kind === 'error' && options.toast !== false) store.getState().notifyFailure(failure.code, error);
  return failure;
}

export function cartQuery(store: CartStore, accountId: string) {
  const { api } = store;
  return queryOptions({
    queryKey: queryKeys.cart(accountId),
    queryFn: async (): Promise<CartResponse | null> => {
      let recent: CartResponse | null;
      try {
        recent = await api.carts.getRecent();
      } catch (error) {
        showCartFailure(store, 'load', error);
        throw error;
      }
      if (recent !== null || store.getState().session.isGhostLogin) return recent;
      try {
        return await api.carts.create();
      } catch (error) {
        showCartFailure(store, 'create', error);
        throw error;
      }
    },
  });
}

/** The cart as the platform last answered, or null (a visitor, or not read yet). */
export function useCart(options: { fresh?: boolean } = {}) {
  const store = useMarketplaceStoreApi();
  const account = useSignedInAccount();
  const query = useQuery({ ...cartQuery(store, account ?? ''), enabled: account !== null, ...(options.fresh ? { refetchOnMount: 'always' as const } : {}) });
  return { cart: account === null ? null : (query.data ?? null), query };
}

/** The cart outside render (a write's checks, the host's events). */
export function cartOf(store: CartStore): CartResponse | null {
  const account = accountOf(store);
  return account === null ? null : (store.queries.getQueryData<CartResponse | null>(queryKeys.cart(account)) ?? null);
}

/** The cart to change: the one read, or read (created) now. */
export async function ensureCart(store: CartStore): Promise<CartResponse | null> {
  const account = accountOf(store);
  return account === null ? null : store.queries.ensureQueryData(cartQuery(store, account));
}

/** The platform's answer is the cart now. */
export function keepCart(store: CartStore, cart: CartResponse | null): void {
  const account = accountOf(store);
  if (account !== null) keepWritten<CartResponse | null>(store.queries, queryKeys.cart(account), cart);
}

/** Reads the cart again (a lock ran out, a host says it changed). */
export function invalidateCart(store: CartStore): Promise<void> {
  const account = accountOf(store);
  return account === null ? Promise.resolve() : store.queries.invalidateQueries({ queryKey: queryKeys.cart(account) });
}

/** Reads the cart now, whether or not a screen shows it (a host says it changed). */
export async function refreshCart(store: CartStore): Promise<void> {
  const account = accountOf(store);
  if (account === null) return;
  const read = cartQuery(store, account);
  await store.queries.cancelQueries({ queryKey: read.queryKey });
  await store.queries.prefetchQuery({ ...read, staleTime: 0 });
}

/**
 * Tells `listener` each change of the signed-in account's cart entry (the cart before and after),
 * whoever changed it: a write, a read again, a host's cart. Returns the way to stop.
 */
export function watchCart(store: CartStore, listener: (before: CartResponse | null, after: CartResponse | null) => void): () => void {
  const cache = store.queries.getQueryCache();
  // What each entry held when the watch began: its next change is one, its first read is not.
  const last = new Map(
    cache.findAll({ queryKey: queryKeys.cart('').slice(0, 1) }).map((query) => [query.queryHash, (query.state.data as CartResponse | null | undefined) ?? null]),
  );
  return store.queries.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    const key = query.queryKey as readonly unknown[];
    if (key[0] !== queryKeys.cart('')[0] || key[1] !== accountOf(store)) return;
    const after = (query.state.data as CartResponse | null | undefined) ?? null;
    const before = last.has(query.queryHash) ? (last.get(query.queryHash) ?? null) : null;
    last.set(query.queryHash, after);
    if (before !== after) listener(before, after);
  });
}
