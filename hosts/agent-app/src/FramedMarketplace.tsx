/**
 * The marketplace in an iframe on the public shell's origin, wired through the bridge (penpal,
 * origin allow list). The host keeps its address bar in step with the marketplace's route
 * (spec 2: /apps/marketplace{path}{search}) and answers requests for credentials.
 */
import { css } from '@emotion/react';
import { connectToFramedMarketplace, frameMessenger } from '@marketplace/bridge/penpal';
import { framedMarketplaceUrl } from '@marketplace/bridge/agent-app-routes';
import { REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import { useEffect, useRef, useState } from 'react';
import { framedWindowName, origins, paths } from '../../../shared/federation.ts';

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

export function FramedMarketplace() {
  const iframe = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // The address the frame starts on; later navigations travel over the bridge, not through src.
  const [src] = useState(() =>
    framedMarketplaceUrl({
      platformOrigin: origins.platform,
      hostPathname: window.location.pathname,
      hostSearch: window.location.search,
    }),
  );

  useEffect(() => {
    const frameWindow = iframe.current?.contentWindow;
    if (!frameWindow) return;
    const { end, connected } = connectToFramedMarketplace({ messenger: frameMessenger(frameWindow, [origins.platform]) });
    connected.catch(() => setFailed(true));
    end.onMarketplaceMessage((message) => {
      if (message.type === 'route_change') {
        const next = `${message.pathname}${message.search}`;
        if (next !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', next);
        if (message.title) document.title = message.title;
      }
      if (message.type === 'credentials') return null;
      return undefined;
    });
    const onPopState = () => {
      if (!window.location.pathname.startsWith(paths.agentAppMarketplace)) return;
      void end.send({ type: 'route', pathname: window.location.pathname });
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      end.destroy();
    };
  }, [attempt]);

  if (failed) {
    return (
      <div role="alert" css={unavailable}>
        <p>{REMOTE_UNAVAILABLE_MESSAGE}</p>
        <button
          type="button"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  return <iframe key={attempt} ref={iframe} css={frame} title="Marketplace" name={framedWindowName} src={src} />;
}
