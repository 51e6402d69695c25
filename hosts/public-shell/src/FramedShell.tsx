/**
 * Framed mode: the marketplace inside a host's iframe — the agent app's (chat product), the help
 * desk's framed variant (help-desk product) or the text product host's (text product). It talks
 * to its parent through the bridge (penpal), accepting only the origins allowed to embed that
 * product (run-time configuration).
 */
import { connectToHost, parentWindowMessenger } from '@marketplace/bridge/penpal';
import { allEmbedders, allowedEmbedders, embeddingProducts, framedProductOf, productQueryFlag, type EmbeddingProduct } from '@marketplace/bridge/page-config';
import { hostFontQueryFlag, hostNavigationQueryFlag, notificationsPlaceOf, notificationsQueryFlag, safeFontFamily } from '@marketplace/bridge/mount-options';
import { parentOrigin } from '@marketplace/bridge/window-messenger';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { frameQueryAttribute } from '@marketplace/shared/early-controls';
import { framedQueryFlag, hostChromeQueryFlag, paths } from '@marketplace/shared/federation';
import { FederatedMarketplace, type MarketplaceComponent, type ServerRender } from './FederatedMarketplace.tsx';
import { runtime } from './public-shell-config.ts';

/** The hosts that may frame the marketplace (MARKETPLACE_EMBEDDERS): the vendor's and any registered third party's. */
const framingHosts = allEmbedders(runtime);

/**
 * The product the framing host registered for (spec 1), of its products the one it asked for; the
 * chat product when the browser does not tell the parent's origin.
 */
function productOfParent(): EmbeddingProduct {
  const origin = parentOrigin(framingHosts);
  return origin === null ? 'livechat' : (framedProductOf(runtime, origin, new URLSearchParams(window.location.search).get(productQueryFlag)) ?? 'livechat');
}

/** The frame's first address (the host SDK's choices are flags on it): the browser's, or the one the server renders. */
const firstQuery = (server: ServerRender | undefined): URLSearchParams =>
  new URLSearchParams(server ? (server.location.split('#')[0]?.split('?')[1] ?? '') : window.location.search);

/** The frame's flags and the host's choices: what any page of this frame's own must be asked with. */
const frameFlags = [framedQueryFlag, productQueryFlag, hostChromeQueryFlag, hostNavigationQueryFlag, notificationsQueryFlag, hostFontQueryFlag] as const;

/** What the host asked of the frame on its first address, read once. */
function hostChoicesOf(server: ServerRender | undefined) {
  const first = firstQuery(server);
  const frameQuery = new URLSearchParams();
  for (const flag of frameFlags) {
    const value = first.get(flag);
    if (value !== null) frameQuery.set(flag, value);
  }
  // A frame the browser named but whose address lost its flag is still a frame.
  if (!frameQuery.has(framedQueryFlag)) frameQuery.set(framedQueryFlag, '1');
  return {
    // Without the marketplace's own cart and account controls, and the destinations the host owns as navigation requests.
    hostChrome: first.has(hostChromeQueryFlag),
    hostNavigation: first.has(hostNavigationQueryFlag),
    // Where the host asked for the toasts, and in which of its fonts.
    place: notificationsPlaceOf(first.get(notificationsQueryFlag)),
    font: safeFontFamily(first.get(hostFontQueryFlag)),
    // Read by the page's early controls (shared/early-controls.ts): a move before the page is live keeps it.
    frameQuery: frameQuery.toString(),
  };
}

/**
 * The page's one connection to its parent. Made outside React's state: a render React throws
 * away and does again (a hydration it retries) would otherwise open a second handshake, and the
 * host could connect to the one no screen listens on.
 */
let connection: ReturnType<typeof connectToHost> | null = null;
function connectToParent(parent: Window): ReturnType<typeof connectToHost> {
  if (connection) return connection;
  // Messages dropped for their sender, origin or shape are counted on the page (tests read it).
  const count = () => {
    document.documentElement.dataset['droppedMessages'] = String(Number(document.documentElement.dataset['droppedMessages'] ?? 0) + 1);
  };
  connection = connectToHost({ messenger: parentWindowMessenger(parent, allowedEmbedders(runtime, productOfParent()), count), onDropped: count });
  return connection;
}

/** The parent's product never changes while the frame lives. */
const noChanges = () => () => undefined;

/**
 * The product the server drew the frame for: on the server, the one it names; in the browser while
 * hydrating, the one the server's HTML is marked with, so the first render matches that HTML.
 */
function renderedProduct(server: ServerRender | undefined): EmbeddingProduct {
  if (server) return server.product ?? 'livechat';
  const marked = document.querySelector<HTMLElement>('main[data-host="framed"]')?.dataset['product'];
  return embeddingProducts.find((product) => product === marked) ?? 'livechat';
}

/**
 * `parent`: the window to talk to (absent on the server). The server renders the frame's first page
 * for the product of the host framing it (from the request); live, the frame takes its product from
 * its parent's origin, which is the same one unless the browser withheld the referrer.
 */
export function FramedShell({ parent, server, preloaded, failed }: { parent?: Window; server?: ServerRender; preloaded?: MarketplaceComponent; failed?: unknown }) {
  const product = useSyncExternalStore(noChanges, productOfParent, () => renderedProduct(server));
  const [{ hostChrome, hostNavigation, place, font, frameQuery }] = useState(() => hostChoicesOf(server));
  const [bridge] = useState(() => (parent ? connectToParent(parent) : null));
  useEffect(
    () => () => {
      bridge?.end.destroy();
      if (connection === bridge) connection = null;
    },
    [bridge],
  );
  return (
    <main data-host="framed" data-product={product} {...{ [frameQueryAttribute]: frameQuery }}>
      <FederatedMarketplace
        product={product}
        platformOrigin={server?.platformOrigin ?? runtime.origins.platform}
        basename={paths.publicShell}
        embedding="framed"
        {...(bridge ? { bridge: bridge.end } : {})}
        hostChrome={hostChrome}
        hostNavigation={hostNavigation}
        notifications={place ?? (hostChrome ? 'bottom' : 'top')}
        {...(font === null ? {} : { hostFont: font })}
        preloaded={preloaded}
        failed={failed}
        server={server}
      />
    </main>
  );
}
