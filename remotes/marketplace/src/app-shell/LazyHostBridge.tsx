/**
 * The host bridge's logic (HostBridge.tsx) loads only in a marketplace that has a host to talk
 * to, after it mounted: the public site has none, and no first view waits for it. Host events
 * wait in the bridge until it listens; store changes made meanwhile are told once it has loaded.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

const HostBridge = lazy(() => import('./HostBridge.tsx').then((module) => ({ default: module.HostBridge })));

const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

export function LazyHostBridge() {
  const { bridge } = useMarketplaceOptions();
  const store = useMarketplaceStoreApi();
  const [since] = useState(() => store.getState());
  // Not while hydrating (the server renders no bridge): false then, true on every render after.
  const mounted = useSyncExternalStore(noSubscription, onClient, onServer);
  return bridge && mounted ? (
    <Suspense fallback={null}>
      <HostBridge since={since} />
    </Suspense>
  ) : null;
}
