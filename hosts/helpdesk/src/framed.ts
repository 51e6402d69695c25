/**
 * The framed variant: the help desk embeds the framed marketplace under /framed/ through the host
 * SDK's framed entry, as another company's host would. The host owns the address bar: the SDK
 * reports screens and takes moves in paths relative to /framed, and the moves the marketplace
 * asks for stay in the page.
 */
import { REMOTE_UNAVAILABLE_MESSAGE } from '@marketplace/bridge/remote-loader';
import { embedFramedMarketplace, type CredentialsProvider, type MarketplaceListeners } from '@marketplace/host-sdk/framed';
import { showState, type ShownMarketplace } from './inline.ts';
import { product, runtime } from './helpdesk-config.ts';

export function mountFramed(
  container: HTMLElement,
  options: {
    basePath: string;
    listeners: MarketplaceListeners;
    credentials: CredentialsProvider;
    onDropped: () => void;
    /** Records a screen the marketplace showed (no move back to it). */
    follow: (hostPath: string) => void;
    /** Makes a move the marketplace asked for (a marketplace screen is shown even when the address shows it already). */
    navigate: (hostPath: string) => void;
  },
): ShownMarketplace {
  const marketplace = embedFramedMarketplace({
    container,
    marketplaceOrigin: runtime.origins.platform,
    basePath: options.basePath,
    product,
    // This host shows its own cart and account controls: the frame leaves its own out.
    hostChrome: true,
    history: false,
    credentials: options.credentials,
    onDropped: options.onDropped,
    listeners: {
      ...options.listeners,
      route: (route) => {
        options.follow(route.hostPath);
        if (route.title) document.title = route.title;
      },
    },
    onNavigate: (request) => {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin) return true;
      options.navigate(`${url.pathname}${url.search}`);
      return false;
    },
  });
  const frame = container.querySelector('iframe');
  frame?.classList.add('hd-frame');
  // The page's layout sizes the frame (.hd-frame: the window's height under the top bar): the
  // SDK's own height of 100% would be the 150 px of an iframe in the one-column layout's auto row.
  frame?.style.removeProperty('height');
  let removed = false;
  marketplace.ready.catch(() => !removed && showState(container, 'alert', REMOTE_UNAVAILABLE_MESSAGE));
  return {
    follow: (path) => marketplace.navigate(path, { replace: true }),
    remove: () => {
      removed = true;
      marketplace.destroy();
    },
  };
}
