/**
 * The public site's static-site behaviour (spec 9, spec 4), mounted only when the host asks for it
 * (`staticSite`, the public shell): prefetching of the pages likely next, and after each navigation
 * the build-hash check. Renders nothing.
 */
import type { Product } from '@marketplace/domain/entities/product';
import type { ConnectionHints } from '@marketplace/domain/prefetch';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { listingForSegment } from '../catalogue/listing-pages.ts';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { loadScreen } from './lazy-screens.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { checkBuildHash, linksInView, startPrefetching } from './static-site.ts';
import { browserRuntime } from './system-runtime.ts';

/**
 * What opening a page needs beyond what the page shown has: the code of an on-demand screen, and an
 * app's own data when the query cache does not hold it yet (so its detail renders at once). Pages the
 * main chunk draws from the list already loaded need nothing, and are no candidates.
 */
function prefetcherFor(page: string, store: MarketplaceStore, product: Product): (() => Promise<unknown>) | null {
  const [first, second, third] = page.split('/').filter((segment) => segment !== '');
  if (first === 'cart') return () => loadScreen('cart');
  if (first === 'checkout') return () => loadScreen('checkout');
  if (second === undefined || third !== undefined || (first !== 'apps' && first !== 'services')) return null;
  if (first === 'apps' && listingForSegment(second, product) !== null) return null;
  // The query cache asks only for an app it does not hold fresh already.
  return () => Promise.all([loadScreen('app-detail'), store.queries.prefetchQuery(store.reads.publishedApp(second))]);
}

const connection = (): ConnectionHints | undefined => (navigator as { connection?: ConnectionHints }).connection;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The last prefetch decision, how many were made, and when (the page's clock, ms), on the document
 * element (`data-prefetch="skipped 3 6012.5"`): what a test, or anyone profiling the site, can read.
 */
function reportOnPage(): (decision: string) => void {
  let decisions = 0;
  return (decision) => {
    decisions += 1;
    document.documentElement.setAttribute('data-prefetch', `${decision} ${decisions} ${performance.now().toFixed(1)}`);
  };
}

/** `loadedAt`: the path the page was loaded at (this code may arrive after a first navigation). */
export function StaticSite({ buildHash, loadedAt }: { buildHash: string | undefined; loadedAt?: string }) {
  const { pathname } = useLocation();
  const { basename, product } = useMarketplaceOptions();
  const store = useMarketplaceStoreApi();
  const prefetched = useRef(new Set<string>());
  const firstPath = useRef(loadedAt ?? pathname);

  useEffect(
    () =>
      startPrefetching({
        candidates: () => linksInView(document, basename, pathname).filter((page) => prefetcherFor(page, store, product) !== null),
        prefetch: (page) => prefetcherFor(page, store, product)?.() ?? Promise.resolve(),
        connection,
        prefetched: prefetched.current,
        ...browserRuntime,
        report: reportOnPage(),
      }),
    [pathname, basename, product, store],
  );

  useEffect(() => {
    // The page as loaded is the build it says; only a later navigation asks.
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    void checkBuildHash({
      pageHash: buildHash,
      servedHash: async () => (await store.api.staticData.getAppData()).webpackCompilationHash,
      storage: sessionStore(),
      reload: () => window.location.reload(),
    });
  }, [pathname, buildHash, store]);

  return null;
}
