/**
 * The framed variant: the help desk embeds the framed marketplace like the agent app does, under
 * /framed/. The host owns the address bar; the frame reports routes in the agent app's paths
 * (spec 2), which this host translates to its own prefix and back.
 */
import { framedPrefixPaths, hostPathOfNavigate } from '@marketplace/bridge/agent-app-routes';
import type { HostEnd } from '@marketplace/bridge/ends';
import { connectToFramedMarketplace, frameMessenger } from '@marketplace/bridge/penpal';
import type { HostReply, MarketplaceMessage } from '@marketplace/bridge/protocol';
import { REMOTE_UNAVAILABLE_MESSAGE } from '@marketplace/bridge/remote-loader';
import { framedWindowName, paths } from '@marketplace/shared/federation';
import { showState } from './inline.ts';
import { runtime } from './runtime.ts';

export const framedPaths = framedPrefixPaths(paths.helpdeskFramed);

export function mountFramed(
  container: HTMLElement,
  options: { onMessage: (message: MarketplaceMessage) => HostReply; onDropped: () => void; follow: (hostPath: string) => void; navigate: (hostPath: string) => void },
): { send: HostEnd['send']; remove: () => void } {
  const frame = document.createElement('iframe');
  frame.title = 'Marketplace';
  frame.name = framedWindowName;
  frame.className = 'hd-frame';
  // This host shows its own cart and account controls: the frame leaves its own out.
  frame.src = framedPaths.frameUrl(runtime.origins.platform, window.location.pathname, window.location.search, true);
  let end: HostEnd | null = null;
  const connect = () => {
    end?.destroy();
    if (!frame.contentWindow) return;
    const connection = connectToFramedMarketplace({ messenger: frameMessenger(frame.contentWindow, [runtime.origins.platform], options.onDropped), onDropped: options.onDropped });
    end = connection.end;
    connection.connected.catch(() => showState(container, 'alert', REMOTE_UNAVAILABLE_MESSAGE));
    end.onMarketplaceMessage((message) => {
      if (message.type === 'route_change') {
        options.follow(framedPaths.toHost(`${message.pathname}${message.search}`));
        if (message.title) document.title = message.title;
      }
      if (message.type === 'navigate') options.navigate(hostPathOfNavigate(message.pathname, paths.helpdeskFramed));
      return options.onMessage(message);
    });
  };
  frame.addEventListener('load', connect);
  container.replaceChildren(frame);
  return {
    send: async (event) => end?.send(event),
    remove: () => {
      frame.removeEventListener('load', connect);
      end?.destroy();
    },
  };
}
