import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { framedQueryFlag, framedWindowName, paths } from '@marketplace/shared/federation';
import { loadExposedModule } from '@marketplace/shared/load-remote';
import type { MarketplaceComponent } from './FederatedMarketplace.tsx';
import { PublicShell } from './PublicShell.tsx';
import { runtime } from './public-shell-config.ts';

// The bridge (penpal) loads only inside the agent app's frame: the public site never talks to a parent.
const FramedShell = lazy(() => import('./FramedShell.tsx').then((module) => ({ default: module.FramedShell })));

interface HydratableMarketplace {
  default: MarketplaceComponent;
  prepareHydration?: (root: ParentNode) => Promise<void>;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Framed only when asked for and actually inside a frame; a shared link opens the public site.
const framed = window.parent !== window && (window.name === framedWindowName || new URLSearchParams(window.location.search).has(framedQueryFlag));

/**
 * The service worker, on the public site's pages only (a frame belongs to the agent app). Its code
 * loads once the page is live, so it is never part of the first view.
 */
const registerServiceWorkerLater = () => {
  if (!framed) void import('./register-service-worker.ts').then((module) => module.registerServiceWorker(runtime, paths.publicShell));
};

/**
 * Marks the root `data-hydrated` once the server's HTML is live (its first commit's effects ran),
 * or was replaced by a live page when the marketplace could not load: what a test, or anything
 * else that must not act on dead HTML, can wait for. The service worker is registered then.
 */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.setAttribute('data-hydrated', '');
    registerServiceWorkerLater();
  }, [root]);
  return children;
}

const loadForHydration = () =>
  loadExposedModule<HydratableMarketplace>('./Marketplace', { remoteOrigin: runtime.origins.remote, reload: () => window.location.reload() }).then(async (module) => {
    // A screen whose code failed to load retries it when rendered; the rest of the page still hydrates.
    await module.prepareHydration?.(root).catch(() => undefined);
    return module.default;
  });
const hydrationOptions = { onRecoverableError: (error: unknown) => console.error('Hydration failed:', error) };

if (root.firstElementChild === null) {
  window.addEventListener('load', registerServiceWorkerLater, { once: true });
  createRoot(root).render(
    framed ? (
      <Suspense fallback={null}>
        <FramedShell parent={window.parent} />
      </Suspense>
    ) : (
      <PublicShell />
    ),
  );
} else if (framed) {
  // The server rendered the frame's first page: made live the same way as the public site's.
  void Promise.all([loadForHydration(), import('./FramedShell.tsx')]).then(
    ([marketplace, { FramedShell: Framed }]) => {
      hydrateRoot(
        root,
        <Hydrated root={root}>
          <Framed parent={window.parent} preloaded={marketplace} />
        </Hydrated>,
        hydrationOptions,
      );
    },
    // The frame is live too, rendered anew in the browser with the unavailable state.
    (error: unknown) =>
      createRoot(root).render(
        <Hydrated root={root}>
          <Suspense fallback={null}>
            <FramedShell parent={window.parent} failed={error} />
          </Suspense>
        </Hydrated>,
      ),
  );
} else {
  // The server rendered this page: load the marketplace (and the code of the screen the
  // page shows) first, then hydrate, so the first render is the server's HTML made live. A
  // mismatch is a bug worth seeing in the console.
  loadForHydration().then(
    (marketplace) => {
      hydrateRoot(
        root,
        <Hydrated root={root}>
          <PublicShell preloaded={marketplace} />
        </Hydrated>,
        hydrationOptions,
      );
    },
    // The page is live too, rendered anew in the browser with the unavailable state.
    (error: unknown) =>
      createRoot(root).render(
        <Hydrated root={root}>
          <PublicShell failed={error} />
        </Hydrated>,
      ),
  );
}
