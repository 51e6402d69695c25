/** Gives each mounted marketplace its own store; screens read it through these hooks only. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { MarketplaceState, MarketplaceStore } from './marketplace-store.ts';

const MarketplaceStoreContext = createContext<MarketplaceStore | null>(null);

export function MarketplaceStoreProvider({ store, children }: { store: MarketplaceStore; children?: ReactNode }) {
  return <MarketplaceStoreContext.Provider value={store}>{children}</MarketplaceStoreContext.Provider>;
}

/** The store itself, for actions and subscriptions outside render. */
export function useMarketplaceStoreApi(): MarketplaceStore {
  const store = useContext(MarketplaceStoreContext);
  if (store === null) throw new Error('useMarketplaceStore needs a <MarketplaceStoreProvider> above it.');
  return store;
}

/** A slice of state; the selector must return stable values (use the selectors of the slice files). */
export function useMarketplaceStore<T>(selector: (state: MarketplaceState) => T): T {
  return useStore(useMarketplaceStoreApi(), selector);
}
