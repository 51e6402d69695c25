/** A set of writes built once per marketplace, on first use (two embedded instances never share one). */
import type { MarketplaceStore } from '../store/marketplace-store.ts';

export function perStore<T>(create: (store: MarketplaceStore) => T): (store: MarketplaceStore) => T {
  const built = new WeakMap<MarketplaceStore, T>();
  return (store) => {
    let value = built.get(store);
    if (value === undefined) {
      value = create(store);
      built.set(store, value);
    }
    return value;
  };
}
