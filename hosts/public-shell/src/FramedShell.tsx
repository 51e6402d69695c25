/**
 * Framed mode: the marketplace inside the agent app's iframe. It talks to its parent through the
 * bridge (penpal), accepting only the agent app's origin.
 */
import { connectToHost, parentWindowMessenger } from '@marketplace/bridge/penpal';
import { useEffect, useState } from 'react';
import { origins, paths } from '../../../shared/federation.ts';
import { FederatedMarketplace } from './FederatedMarketplace.tsx';

export function FramedShell({ parent }: { parent: Window }) {
  const [bridge] = useState(() => connectToHost({ messenger: parentWindowMessenger(parent, [origins.agentApp]) }));
  useEffect(() => () => bridge.end.destroy(), [bridge]);
  return (
    <main data-host="framed">
      <FederatedMarketplace
        product="livechat"
        platformOrigin={origins.platform}
        basename={paths.publicShell}
        embedding="framed"
        bridge={bridge.end}
      />
    </main>
  );
}
