/**
 * Everything a marketplace instance needs around its screens: its own store (one per mount, never
 * module-level), the theme and the bridge to its host. Exposed screens rendered alone by a host get
 * the same providers, so `./Catalogue` works as well as `./Marketplace`.
 */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { MarketplaceStoreProvider } from '../store/context.tsx';
import { createMarketplaceStore } from '../store/marketplace-store.ts';
import { browserRuntime } from './system-runtime.ts';
import { Announcer } from './Announcer.tsx';
import { ThemePreference } from './ThemePreference.tsx';

const OptionsContext = createContext<MarketplaceOptions | null>(null);

/** The options the host rendered this marketplace with. */
export function useMarketplaceOptions(): MarketplaceOptions {
  const options = useContext(OptionsContext);
  if (!options) throw new Error('useMarketplaceOptions needs <MarketplaceProviders> above it.');
  return options;
}

export function MarketplaceProviders({ options, children }: { options: MarketplaceOptions; children: ReactNode }) {
  const [store] = useState(() =>
    createMarketplaceStore({
      api: { platformOrigin: options.platformOrigin, product: options.product },
      product: options.product,
      ...browserRuntime,
    }),
  );
  useEffect(() => () => store.dispose(), [store]);
  return (
    <OptionsContext.Provider value={options}>
      <MarketplaceStoreProvider store={store}>
        <ThemePreference>
          <Announcer>{children}</Announcer>
        </ThemePreference>
      </MarketplaceStoreProvider>
    </OptionsContext.Provider>
  );
}

/** True inside a marketplace already provided for (the router renders screens this way). */
export function useHasMarketplaceProviders(): boolean {
  return useContext(OptionsContext) !== null;
}
