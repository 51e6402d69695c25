/**
 * Framed mode: the marketplace inside a host's iframe — the agent app's (chat product) or the
 * help desk's framed variant (help-desk product). It talks to its parent through the bridge
 * (penpal), accepting only the origins allowed to embed that product (run-time configuration).
 */
import { connectToHost, parentWindowMessenger } from '@marketplace/bridge/penpal';
import { allEmbedders, allowedEmbedders } from '@marketplace/bridge/page-config';
import { parentOrigin } from '@marketplace/bridge/window-messenger';
import { useEffect, useState } from 'react';
import { paths } from '../../../shared/federation.ts';
import { FederatedMarketplace } from './FederatedMarketplace.tsx';
import { runtime } from './runtime.ts';

/** The hosts that may frame the marketplace: the agent app, and the help desk's framed variant. */
const framingHosts = allEmbedders(runtime);

export function FramedShell({ parent }: { parent: Window }) {
  // Framed by the help desk, the marketplace is opened in the help-desk product (spec 1).
  const [product] = useState<'helpdesk' | 'livechat'>(() => (allowedEmbedders(runtime, 'helpdesk').includes(parentOrigin(framingHosts) ?? '') ? 'helpdesk' : 'livechat'));
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
      <FederatedMarketplace product={product} platformOrigin={runtime.origins.platform} basename={paths.publicShell} embedding="framed" bridge={bridge.end} />
    </main>
  );
}
