import '@marketplace/bridge/zod-jitless';
import { lazy, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { framedQueryFlag, framedWindowName } from '../../../shared/federation.ts';
import { loadExposedModule } from '../../../shared/load-remote.ts';
import type { MarketplaceComponent } from './FederatedMarketplace.tsx';
import { PublicShell } from './PublicShell.tsx';

// The bridge (penpal) loads only inside the agent app's frame: the public site never talks to a parent.
const FramedShell = lazy(() => import('./FramedShell.tsx').then((module) => ({ default: module.FramedShell })));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Framed only when asked for and actually inside a frame; a shared link opens the public site.
const framed =
  window.parent !== window && (window.name === framedWindowName || new URLSearchParams(window.location.search).has(framedQueryFlag));

if (framed) {
  createRoot(root).render(
    <Suspense fallback={null}>
      <FramedShell parent={window.parent} />
    </Suspense>,
  );
} else if (root.firstElementChild === null) {
  createRoot(root).render(<PublicShell />);
} else {
  // The server rendered this page (issue 15): load the marketplace first, then hydrate, so the
  // first render is the server's HTML made live. A mismatch is a bug worth seeing in the console.
  loadExposedModule<{ default: MarketplaceComponent }>('./Marketplace', () => window.location.reload()).then(
    (module) => {
      hydrateRoot(root, <PublicShell preloaded={module.default} />, {
        onRecoverableError: (error) => console.error('Hydration failed:', error),
      });
    },
    (error: unknown) => createRoot(root).render(<PublicShell failed={error} />),
  );
}
