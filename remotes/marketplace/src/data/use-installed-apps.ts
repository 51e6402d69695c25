/**
 * The organisation's installed apps (spec 4: a list of ids) through the query cache: every screen
 * that shows whether an app is installed reads this one entry, which the installs, uninstalls and
 * purchases update when the platform answers (data/install-writes.ts), so none lags another.
 */
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { keepWritten, queryKeys } from './query-client.ts';

const noIds: readonly string[] = [];

export interface InstalledApps {
  ids: readonly string[];
  /** The platform answered for the account signed in. */
  known: boolean;
  failed: boolean;
}

/** The signed-in account's id, or null for a visitor (nothing is read for one). */
export const useSignedInAccount = (): string | null => useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));

export function useInstalledApps(): InstalledApps {
  const { reads } = useMarketplaceStoreApi();
  const account = useSignedInAccount();
  const query = useQuery({ ...reads.installedApps(account ?? ''), enabled: account !== null });
  return { ids: account === null ? noIds : (query.data ?? noIds), known: account !== null && query.isSuccess, failed: query.isError };
}

/** The signed-in account's id outside render. */
export function accountOf(store: Pick<MarketplaceStore, 'getState'>): string | null {
  const { session } = store.getState();
  return session.isAuthorized ? session.accountId : null;
}

/** The installed ids as last read, outside render (a write's checks). */
export function installedIdsOf(store: Pick<MarketplaceStore, 'queries' | 'getState'>): readonly string[] {
  const account = accountOf(store);
  return account === null ? noIds : (store.queries.getQueryData<string[]>(queryKeys.installedApps(account)) ?? noIds);
}

/** Adds or removes apps in the account's installed list as the platform now has it; whether the organisation may review them is read again. */
export function keepInstalled(store: Pick<MarketplaceStore, 'queries' | 'getState'>, change: { add?: readonly string[]; remove?: readonly string[] }): void {
  const account = accountOf(store);
  if (account === null) return;
  keepWritten<string[]>(store.queries, queryKeys.installedApps(account), (ids) =>
    ids === undefined ? ids : [...new Set([...ids.filter((id) => !(change.remove ?? []).includes(id)), ...(change.add ?? [])])],
  );
  for (const appId of [...(change.add ?? []), ...(change.remove ?? [])]) void store.queries.invalidateQueries({ queryKey: queryKeys.reviewPages(appId) });
}

/**
 * What a purchase changed, once the platform settled it: the apps are installed, their records
 * (installation counts), what My apps bills and the payments are read again.
 */
export function keepPurchased(store: Pick<MarketplaceStore, 'queries' | 'getState'>, appIds: readonly string[]): void {
  const account = accountOf(store);
  if (account === null || appIds.length === 0) return;
  keepInstalled(store, { add: appIds });
  const { queries } = store;
  for (const queryKey of [queryKeys.installedApps(account), queryKeys.installedBillingOf(account), queryKeys.payments(account)]) void queries.invalidateQueries({ queryKey });
  void queries.invalidateQueries({
    predicate: (query) => query.queryKey[0] === queryKeys.publishedApp('')[0] && appIds.includes((query.state.data as { id?: string } | null | undefined)?.id ?? ''),
  });
}
