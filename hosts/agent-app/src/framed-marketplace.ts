/**
 * The marketplace in an iframe on the public shell's origin, embedded through the host SDK's
 * framed entry exactly as another company's host would. The agent app owns its address bar
 * (spec 2: /apps/marketplace{path}{search}) and moves without reloading: each marketplace screen
 * becomes one host history entry (host-location.ts), and the marketplace's requests to move (its
 * home after a 401, an installed app's Open or Settings) are made by the host's own router. The
 * frame starts on the host's address, so a reload on a deep link opens the same screen.
 */
import { REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import { embedFramedMarketplace, type CredentialsProvider, type EmbeddedMarketplace, type FramedOptions, type MarketplaceListeners } from '@marketplace/host-sdk/framed';
import { paths } from '@marketplace/shared/federation';
import { followMarketplace, hostNavigate } from './host-location.ts';

/** A marketplace the chrome shows: where it is told to be after the host's own moves, and how it is taken away. */
export interface ShownMarketplace {
  /** Shows the marketplace screen of the host's address (a path under /apps/marketplace). */
  follow(hostPath: string): Promise<void>;
  /** Tells it to read the installed apps again. */
  refreshInstalled(): Promise<void>;
  remove(): void;
}

/** The SDK's framed entry (a test passes its own). */
export type Embed = (options: FramedOptions) => EmbeddedMarketplace;

/** Messages dropped for their sender, origin or shape: counted over the page's frames, shown to tests on the frame. */
let dropped = 0;

export function mountFramedMarketplace(
  container: HTMLElement,
  options: { platformOrigin: string; listeners: MarketplaceListeners; credentials: CredentialsProvider; embed?: Embed },
): ShownMarketplace {
  const embed = options.embed ?? embedFramedMarketplace;
  let shown: EmbeddedMarketplace | null = null;

  const frameOf = () => container.querySelector('iframe');
  const show = () => {
    shown?.destroy();
    const current = embed({
      container,
      marketplaceOrigin: options.platformOrigin,
      basePath: paths.agentAppMarketplace,
      product: 'livechat',
      // The agent app shows its own cart and account controls: the frame leaves its own out.
      hostChrome: true,
      // The host's router keeps the address (host-location.ts), so Back and Forward redraw the chrome too.
      history: false,
      credentials: options.credentials,
      listeners: {
        ...options.listeners,
        route: (route) => {
          followMarketplace(route.hostPath);
          if (route.title) document.title = route.title;
        },
      },
      // Every move the marketplace asks for stays in the page (a reload would drop the frame and a ghost-login session).
      onNavigate: (request) => {
        const url = new URL(request.url);
        if (url.origin !== window.location.origin) return true;
        hostNavigate(`${url.pathname}${url.search}`, { frameAsked: request.destination === 'marketplace' });
        return false;
      },
      onDropped: () => {
        dropped += 1;
        frameOf()?.setAttribute('data-dropped-messages', String(dropped));
      },
    });
    frameOf()?.classList.add('aa-frame');
    // A marketplace that does not answer leaves a way to try again.
    current.ready.catch(() => shown === current && showUnavailable());
    shown = current;
  };
  const showUnavailable = () => {
    shown?.destroy();
    shown = null;
    const box = document.createElement('div');
    box.className = 'aa-state';
    box.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = REMOTE_UNAVAILABLE_MESSAGE;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = RETRY_LABEL;
    retry.addEventListener('click', show);
    box.append(text, retry);
    container.replaceChildren(box);
  };

  show();
  const relative = (hostPath: string) => hostPath.slice(paths.agentAppMarketplace.length) || '/';
  return {
    follow: async (hostPath) => shown?.navigate(relative(hostPath), { replace: true }),
    refreshInstalled: async () => shown?.send({ type: 'refresh_installed_apps' }),
    remove: () => {
      shown?.destroy();
      shown = null;
    },
  };
}
