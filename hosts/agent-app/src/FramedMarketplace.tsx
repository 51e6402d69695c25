/**
 * The marketplace in an iframe on the public shell's origin, wired through the bridge (penpal
 * over a window messenger that checks every message's origin and shape). The host owns the
 * address bar (spec 2: /apps/marketplace{path}{search}): each marketplace screen becomes one host
 * history entry, and Back, Forward and the host's own links send the frame a route. The frame
 * starts on the host's address, so a reload on a deep link opens the same screen.
 */
import { css } from '@emotion/react';
import { framedMarketplaceUrl } from '@marketplace/bridge/agent-app-routes';
import type { HostEnd } from '@marketplace/bridge/ends';
import { connectToFramedMarketplace, frameMessenger } from '@marketplace/bridge/penpal';
import type { HostReply, MarketplaceMessage } from '@marketplace/bridge/protocol';
import { REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import { useEffect, useRef, useState } from 'react';
import { framedWindowName, paths } from '../../../shared/federation.ts';
import { followFrame, HOST_NAVIGATE_EVENT } from './host-location.ts';
import { runtime } from './runtime.ts';

const frame = css`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;
const unavailable = css`
  margin: 48px auto;
  max-width: 420px;
  text-align: center;
  button {
    margin-top: 12px;
    padding: 8px 20px;
    border-radius: 6px;
    border: 1px solid #1b1b20;
    background: #1b1b20;
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
`;

/** Messages dropped for their sender, origin or shape: counted, shown to tests on the frame. */
let dropped = 0;

export function FramedMarketplace(props: { onMessage: (message: MarketplaceMessage) => HostReply; onConnected?: (end: HostEnd | null) => void }) {
  const iframe = useRef<HTMLIFrameElement>(null);
  // The latest callbacks, read by the connection without reconnecting when they change.
  const onMessage = useRef(props.onMessage);
  const onConnected = useRef(props.onConnected);
  useEffect(() => {
    onMessage.current = props.onMessage;
    onConnected.current = props.onConnected;
  });
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [src] = useState(() => framedMarketplaceUrl({ platformOrigin: runtime.origins.platform, hostPathname: window.location.pathname, hostSearch: window.location.search }));

  // React attaches onLoad before the frame is in the document, so a fast load is never missed;
  // the connection is made by the effect, whichever of the two comes first.
  const loaded = useRef(false);
  const connectNow = useRef<(() => void) | null>(null);

  useEffect(() => {
    const element = iframe.current;
    if (!element) return;
    let end: HostEnd | null = null;
    const count = () => {
      dropped += 1;
      element.dataset['droppedMessages'] = String(dropped);
    };
    const follow = () => {
      if (!window.location.pathname.startsWith(paths.agentAppMarketplace)) return;
      void end?.send({ type: 'route', pathname: `${window.location.pathname}${window.location.search}` }).catch(() => undefined);
    };
    // Connect once the frame shows the marketplace's page, so the handshake goes to that origin only.
    // A frame that loaded again (its own reload) starts a fresh connection.
    const connect = () => {
      end?.destroy();
      end = null;
      if (!element.contentWindow) return;
      const connection = connectToFramedMarketplace({ messenger: frameMessenger(element.contentWindow, [runtime.origins.platform], count), onDropped: count });
      end = connection.end;
      connection.connected.then(() => onConnected.current?.(connection.end)).catch(() => setFailed(true));
      end.onMarketplaceMessage((message) => {
        followFrame(message);
        return onMessage.current(message);
      });
    };
    connectNow.current = connect;
    if (loaded.current) connect();
    window.addEventListener('popstate', follow);
    window.addEventListener(HOST_NAVIGATE_EVENT, follow);
    return () => {
      connectNow.current = null;
      window.removeEventListener('popstate', follow);
      window.removeEventListener(HOST_NAVIGATE_EVENT, follow);
      onConnected.current?.(null);
      end?.destroy();
    };
  }, [attempt]);

  if (failed) {
    return (
      <div role="alert" css={unavailable}>
        <p>{REMOTE_UNAVAILABLE_MESSAGE}</p>
        <button
          type="button"
          onClick={() => {
            loaded.current = false;
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  return (
    <iframe
      key={attempt}
      ref={iframe}
      css={frame}
      title="Marketplace"
      name={framedWindowName}
      src={src}
      onLoad={() => {
        loaded.current = true;
        connectNow.current?.();
      }}
    />
  );
}
