/**
 * The public site's service worker (/marketplace/sw.js, spec 7), built by
 * vite-tooling/vite-service-worker.ts: it precaches the public shell's hashed assets (the list the build
 * wrote in) and keeps the remote's hashed assets once fetched, so a repeat visit loads its code
 * from here. Pages, remoteEntry.js and data always go to the network: they change without a new
 * name. Workbox (precaching, routing, strategies) does the caching.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isHashedAsset } from './hashed-asset.ts';

/** Written in by the build: the shell's files under assets/, whose names carry their content hash. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
}
const scope = self as unknown as WorkerScope;

// The remote's origin comes with the registration (the page reads it from its run-time configuration).
const remote = new URL(scope.location.href).searchParams.get('remote');

cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);
registerRoute(({ url }) => remote !== null && url.origin === remote && isHashedAsset(url.pathname), new CacheFirst({ cacheName: 'marketplace-remote-assets' }));

// A new build's worker takes over at the next visit without waiting for every tab to close:
// its precache holds the new build's files, and old pages keep theirs from the network.
scope.addEventListener('install', () => void scope.skipWaiting());
