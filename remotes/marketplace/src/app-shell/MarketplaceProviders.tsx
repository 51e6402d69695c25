/**
 * Everything a marketplace instance needs around its screens: its own store and query cache (one
 * per mount, never module-level), the theme and the bridge to its host. Exposed screens rendered alone by a host get
 * the same providers, so `./Catalogue` works as well as `./Marketplace`.
 */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { consoleReporter } from '@marketplace/api/error-reporting';
import { QueryClientProvider } from '@tanstack/react-query';
import { seedQueries } from '../data/query-client.ts';
import { readPageData, type PageData } from '../server-render/page-data.ts';
import { MarketplaceStoreProvider } from '../store/context.tsx';
import { createMarketplaceStore } from '../store/marketplace-store.ts';
import { routerPathWithin } from './host-paths.ts';
import { browserRuntime } from './system-runtime.ts';
import { Announcer } from './Announcer.tsx';
import { NavigatorContext, type NavigatorHolder } from './router-navigation.tsx';
import { ThemePreference } from './ThemePreference.tsx';
import { visitUtm } from './visit-utm.ts';

const OptionsContext = createContext<MarketplaceOptions | null>(null);
const SessionKeptContext = createContext(false);

/** Whether the page was rendered for a visitor whose session the platform's cookie keeps (signing in until the platform answers). */
export function useSessionKeptAtStart(): boolean {
  return useContext(SessionKeptContext);
}

/** The options the host rendered this marketplace with. */
export function useMarketplaceOptions(): MarketplaceOptions {
  const options = useContext(OptionsContext);
  if (!options) throw new Error('useMarketplaceOptions needs <MarketplaceProviders> above it.');
  return options;
}

/** `pageData`: what the server rendered with; in the browser it is read from the page (null when none). */
export function MarketplaceProviders({ options, pageData, children }: { options: MarketplaceOptions; pageData?: PageData | undefined; children: ReactNode }) {
  // A holder the router fills in later (a plain object: the store reads it after render).
  const [navigator] = useState<NavigatorHolder>(() => ({ current: null }));
  // A server-rendered page starts from the data it was rendered with (seeded in the query cache
  // below): no request repeated.
  const [data] = useState(() => pageData ?? readPageData());
  const [store] = useState(() =>
    createMarketplaceStore({
      api: { platformOrigin: options.platformOrigin, product: options.product },
      product: options.product,
      ...browserRuntime,
      navigate: (path) => navigator.current?.(path),
      // Framed, browser paths are the host's to open (app settings live in the agent app; the host
      // maps '/marketplace' after a 401 to its marketplace home), so the host is asked to navigate.
      // Otherwise a path under the router's basename ('/marketplace' after a 401) is a router move,
      // which keeps the logged-out toast on screen; other paths load the page anew.
      redirect: (path) => {
        if (options.embedding === 'framed' && options.bridge) {
          void options.bridge.send({ type: 'navigate', pathname: path }).catch(() => undefined);
          return;
        }
        const inRouter = routerPathWithin(path, options.basename);
        if (inRouter !== null && navigator.current) navigator.current(inRouter);
        else window.location.assign(path);
      },
      utm: visitUtm(),
      reporter: consoleReporter,
    }),
  );
  // Read-only server data (the store's query cache), seeded from the same page data as the store.
  // Not cleared on unmount: StrictMode's cleanup-then-effect would drop the seeded answers (the
  // provider itself stops the client's listeners).
  const [queryClient] = useState(() => seedQueries(store.queries, data));
  useEffect(() => () => store.dispose(), [store]);
  return (
    <OptionsContext.Provider value={options}>
      <SessionKeptContext.Provider value={data?.sessionKept === true}>
        <NavigatorContext.Provider value={navigator}>
          <MarketplaceStoreProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <ThemePreference>
                <Announcer>{children}</Announcer>
              </ThemePreference>
            </QueryClientProvider>
          </MarketplaceStoreProvider>
        </NavigatorContext.Provider>
      </SessionKeptContext.Provider>
    </OptionsContext.Provider>
  );
}

/** True inside a marketplace already provided for (the router renders screens this way). */
export function useHasMarketplaceProviders(): boolean {
  return useContext(OptionsContext) !== null;
}
