/**
 * The marketplace in an iframe on the public shell's origin, wired through the bridge (penpal
 * over a window messenger that checks every message's origin and shape). The host owns the
 * address bar (spec 2: /apps/marketplace{path}{search}): each marketplace screen becomes one host
 * history entry (host-location.ts), and the chrome sends the frame a route on the host's own
 * moves. The frame starts on the host's address, so a reload on a deep link opens the same screen.
 */
import { framedMarketplaceUrl } from '@marketplace/bridge/agent-app-routes';
import type { HostEnd } from '@marketplace/bridge/ends';
import { connectToFramedMarketplace, frameMessenger } from '@marketplace/bridge/penpal';
import type { HostReply, MarketplaceMessage } from '@marketplace/bridge/protocol';
import { REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import { framedWindowName } from '@marketplace/shared/federation';
import { followFrame } from './host-location.ts';

/** A marketplace the chrome shows: what it tells the frame, and how it takes it away. */
export interface ShownMarketplace {
  send: HostEnd['send'];
  remove(): void;
}

/** Connects the host's end to the page a frame shows; null when it shows none (a test passes its own). */
export type ConnectFrame = (frame: HTMLIFrameElement, onDropped: () => void) => { end: HostEnd; connected: Promise<void> } | null;

const connectFrame =
  (platformOrigin: string): ConnectFrame =>
  (frame, onDropped) =>
    frame.contentWindow && connectToFramedMarketplace({ messenger: frameMessenger(frame.contentWindow, [platformOrigin], onDropped), onDropped });

/** Messages dropped for their sender, origin or shape: counted over the page's frames, shown to tests on the frame. */
let dropped = 0;

export function mountFramedMarketplace(
  container: HTMLElement,
  options: { platformOrigin: string; onMessage: (message: MarketplaceMessage) => HostReply; connect?: ConnectFrame },
): ShownMarketplace {
  const connectTo = options.connect ?? connectFrame(options.platformOrigin);
  let frame: HTMLIFrameElement | null = null;
  let end: HostEnd | null = null;

  const count = () => {
    dropped += 1;
    if (frame) frame.dataset['droppedMessages'] = String(dropped);
  };
  const disconnect = () => {
    end?.destroy();
    end = null;
  };
  // Connect once the frame shows the marketplace's page, so the handshake goes to that origin only.
  // A frame that loaded again (its own reload) starts a fresh connection.
  const connect = () => {
    disconnect();
    const connection = frame && connectTo(frame, count);
    if (!connection) return;
    const current = connection.end;
    end = current;
    // Only the live connection's failure counts: one dropped for a reload may time out later.
    connection.connected.catch(() => end === current && showUnavailable());
    current.onMarketplaceMessage((message) => {
      followFrame(message);
      return options.onMessage(message);
    });
  };
  const removeFrame = () => {
    frame?.removeEventListener('load', connect);
    frame = null;
    disconnect();
  };
  const showFrame = () => {
    removeFrame();
    const shown = document.createElement('iframe');
    shown.title = 'Marketplace';
    shown.name = framedWindowName;
    shown.className = 'aa-frame';
    // The agent app shows its own cart and account controls: the frame leaves its own out.
    shown.src = framedMarketplaceUrl({ platformOrigin: options.platformOrigin, hostPathname: window.location.pathname, hostSearch: window.location.search, hostChrome: true });
    // Listening before the frame is in the document, so a fast load is never missed.
    shown.addEventListener('load', connect);
    frame = shown;
    container.replaceChildren(shown);
  };
  const showUnavailable = () => {
    removeFrame();
    const box = document.createElement('div');
    box.className = 'aa-state';
    box.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = REMOTE_UNAVAILABLE_MESSAGE;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = RETRY_LABEL;
    retry.addEventListener('click', showFrame);
    box.append(text, retry);
    container.replaceChildren(box);
  };

  showFrame();
  return {
    send: async (event) => end?.send(event),
    remove: removeFrame,
  };
}
