/**
 * `./mount`: renders the marketplace into an element, for hosts that are not React. An element that
 * holds the marketplace's first view rendered on the server (the platform renders into an inline
 * host's container, see docs/embedding.md) is hydrated: the visitor's first view stays as it is
 * and becomes live.
 */
import { holdsFirstView, type MountMarketplace } from '@marketplace/bridge/mount-options';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydratedAttribute } from '@marketplace/shared/early-controls';
import { prepareHydration } from './app-shell/lazy-screens.tsx';
import Marketplace from './Marketplace.tsx';

/** Marks the element live once React owns it: the early controls' script stands aside. */
function Live({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(hydratedAttribute, '');
    return () => element.removeAttribute(hydratedAttribute);
  }, [element]);
  return children;
}

export const mount: MountMarketplace = (element, options) => {
  const app = (
    <StrictMode>
      <Live element={element}>
        <Marketplace {...options} />
      </Live>
    </StrictMode>
  );
  if (!holdsFirstView(element)) {
    const root = createRoot(element);
    root.render(app);
    return () => root.unmount();
  }
  let root: Root | null = null;
  let removed = false;
  // The code of the screen shown loads first, so the first render is the server's HTML made live.
  // Hydration goes ahead if that load failed: the rest of the page becomes live, and the screen
  // retries its code when React asks for it.
  void prepareHydration(element)
    .catch(() => undefined)
    .then(() => {
      if (!removed) root = hydrateRoot(element, app, { onRecoverableError: (error) => console.error('Hydration failed:', error) });
    });
  return () => {
    removed = true;
    root?.unmount();
  };
};
