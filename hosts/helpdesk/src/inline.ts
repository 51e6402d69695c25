/**
 * The inline variant: the marketplace mounted in this page through the host SDK's inline entry
 * (module federation, the remote's `./mount`), as another company's host would. The
 * marketplace's router owns the addresses under /marketplace/.
 */
import { REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import { holdsFirstView, mountInlineMarketplace, type CredentialsProvider, type MarketplaceListeners } from '@marketplace/host-sdk/inline';
import { product, runtime } from './helpdesk-config.ts';

/** A marketplace the page shows: where it is told to be after the host's own moves, and how it is taken away. */
export interface ShownMarketplace {
  /** Shows a marketplace screen: `path` relative to the section's base path. */
  follow(path: string): Promise<void>;
  remove(): void;
}

export function showState(container: HTMLElement, role: 'status' | 'alert', text: string, retry?: () => void): void {
  const box = document.createElement('div');
  box.className = 'hd-state';
  box.setAttribute('role', role);
  const p = document.createElement('p');
  p.textContent = text;
  box.append(p);
  if (retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = RETRY_LABEL;
    button.addEventListener('click', retry);
    box.append(button);
  }
  container.replaceChildren(box);
}

export function mountInline(
  container: HTMLElement,
  options: { basePath: string; listeners: MarketplaceListeners; credentials: CredentialsProvider; onDropped: () => void; navigate: (hostPath: string) => void },
): ShownMarketplace {
  let removed = false;
  // The first view the server rendered into the page stays until `./mount` hydrates it in place:
  // a loading state would throw its cards away and leave the screen empty until the code arrived.
  if (!holdsFirstView(container)) showState(container, 'status', 'Loading the marketplace…');
  const marketplace = mountInlineMarketplace({
    container,
    remoteOrigin: runtime.origins.remote,
    platformOrigin: runtime.origins.platform,
    product,
    basePath: options.basePath,
    // The host's top bar has its own cart and account controls, and its toasts bottom right.
    hostChrome: true,
    notifications: 'bottom',
    credentials: options.credentials,
    listeners: options.listeners,
    onDropped: options.onDropped,
    // The host's own pages (an installed app's Open and Settings) open without a reload.
    onNavigate: (request) => {
      const url = new URL(request.url);
      if (request.destination === 'marketplace' || url.origin !== window.location.origin) return true;
      options.navigate(`${url.pathname}${url.search}`);
      return false;
    },
  });
  // A failed module import stays failed for the life of the page: Retry loads the page again.
  marketplace.ready.catch(() => !removed && showState(container, 'alert', REMOTE_UNAVAILABLE_MESSAGE, () => window.location.reload()));
  return {
    follow: (path) => marketplace.navigate(path, { replace: true }),
    remove: () => {
      removed = true;
      marketplace.destroy();
    },
  };
}
