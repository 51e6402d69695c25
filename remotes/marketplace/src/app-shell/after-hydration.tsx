/**
 * Code the first card does not need to be live, loaded once the marketplace has mounted: the
 * host bridge's logic (only where there is a host to talk to; the public site has none) and the
 * public site's prefetching and build-hash check. Nothing of it renders, so the server renders
 * none of it and a hydrating page matches.
 */
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

const HostBridge = lazy(() => import('./HostBridge.tsx').then((module) => ({ default: module.HostBridge })));
const StaticSite = lazy(() => import('./StaticSite.tsx').then((module) => ({ default: module.StaticSite })));

const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/** Its children, on the client only and never while hydrating (false then, true on every render after). */
function AfterHydration({ children }: { children: ReactNode }) {
  const mounted = useSyncExternalStore(noSubscription, onClient, onServer);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Host events wait in the bridge until it listens; store changes made while its code loads are told once it has. */
export function LazyHostBridge() {
  const { bridge } = useMarketplaceOptions();
  const store = useMarketplaceStoreApi();
  const [since] = useState(() => store.getState());
  return bridge ? (
    <AfterHydration>
      <HostBridge since={since} />
    </AfterHydration>
  ) : null;
}

export function LazyStaticSite({ buildHash }: { buildHash: string | undefined }) {
  const { pathname } = useLocation();
  const [loadedAt] = useState(pathname);
  return (
    <AfterHydration>
      <StaticSite buildHash={buildHash} loadedAt={loadedAt} />
    </AfterHydration>
  );
}
