/**
 * For screen tests: a component rendered inside the providers and the router that hands the test
 * the store the screen uses and the address (path and hash) it is at.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useMarketplaceStoreApi } from '../context.tsx';
import type { MarketplaceStore } from '../marketplace-store.ts';

export interface StoreProbe {
  /** Render it inside the screen's providers and router. */
  Probe: () => null;
  /** The store, once rendered. */
  store: () => MarketplaceStore;
  /** The address after the last render: path and hash. */
  address: () => string;
}

export function createStoreProbe(): StoreProbe {
  const seen: { store: MarketplaceStore | null; path: string } = { store: null, path: '' };
  function Probe() {
    const store = useMarketplaceStoreApi();
    const { pathname, hash } = useLocation();
    // Layout effects run within the commit, so a test that finds the new screen's text also
    // finds its address (a passive effect may run a task later).
    useLayoutEffect(() => {
      seen.store = store;
      seen.path = `${pathname}${hash}`;
    });
    return null;
  }
  return {
    Probe,
    store: () => {
      if (seen.store === null) throw new Error('not rendered');
      return seen.store;
    },
    address: () => seen.path,
  };
}
