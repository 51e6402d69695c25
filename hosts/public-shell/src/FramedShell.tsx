/**
 * Framed mode: the marketplace inside a host's iframe — the agent app's (chat product), the help
 * desk's framed variant (help-desk product) or the text product host's (text product). It talks
 * to its parent through the bridge (penpal), accepting only the origins allowed to embed that
 * product (run-time configuration).
 */
import { connectToHost, parentWindowMessenger } from '@marketplace/bridge/penpal';
import { allEmbedders, allowedEmbedders, embedderProduct, type EmbeddingProduct } from '@marketplace/bridge/page-config';
import { hostFontQueryFlag, hostNavigationQueryFlag, notificationsPlaceOf, notificationsQueryFlag, safeFontFamily } from '@marketplace/bridge/mount-options';
import { parentOrigin } from '@marketplace/bridge/window-messenger';
import { useEffect, useState } from 'react';
import { hostChromeQueryFlag, paths } from '@marketplace/shared/federation';
import { FederatedMarketplace } from './FederatedMarketplace.tsx';
import { runtime } from './runtime.ts';

/** The hosts that may frame the marketplace (MARKETPLACE_EMBEDDERS): the vendor's and any registered third party's. */
const framingHosts = allEmbedders(runtime);

/** The product the framing host registered for (spec 1); the chat product when the browser does not tell the parent's origin. */
function productOfParent(): EmbeddingProduct {
  const origin = parentOrigin(framingHosts);
  return origin === null ? 'livechat' : (embedderProduct(runtime, origin) ?? 'livechat');
}

/** The host asked on the frame's first address for the marketplace without its own cart and account controls. */
const hostShowsChrome = (): boolean => new URLSearchParams(window.location.search).has(hostChromeQueryFlag);
/** The host asked for the destinations it owns as navigation requests (the host SDK does). */
const hostHandlesNavigation = (): boolean => new URLSearchParams(window.location.search).has(hostNavigationQueryFlag);
/** Where the host asked for the toasts (the host SDK says), and in which of its fonts. */
const hostNotifications = () => {
  const query = new URLSearchParams(window.location.search);
  return { place: notificationsPlaceOf(query.get(notificationsQueryFlag)), font: safeFontFamily(query.get(hostFontQueryFlag)) };
};

export function FramedShell({ parent }: { parent: Window }) {
  const [product] = useState(productOfParent);
  const [hostChrome] = useState(hostShowsChrome);
  const [hostNavigation] = useState(hostHandlesNavigation);
  const [toasts] = useState(hostNotifications);
  // Messages dropped for their sender, origin or shape are counted on the page (tests read it).
  const [bridge] = useState(() => {
    const count = () => {
      document.documentElement.dataset['droppedMessages'] = String(Number(document.documentElement.dataset['droppedMessages'] ?? 0) + 1);
    };
    return connectToHost({ messenger: parentWindowMessenger(parent, allowedEmbedders(runtime, product), count), onDropped: count });
  });
  useEffect(() => () => bridge.end.destroy(), [bridge]);
  return (
    <main data-host="framed">
      <FederatedMarketplace
        product={product}
        platformOrigin={runtime.origins.platform}
        basename={paths.publicShell}
        embedding="framed"
        bridge={bridge.end}
        hostChrome={hostChrome}
        hostNavigation={hostNavigation}
        notifications={toasts.place ?? (hostChrome ? 'bottom' : 'top')}
        {...(toasts.font === null ? {} : { hostFont: toasts.font })}
      />
    </main>
  );
}
