/**
 * The framed entry: the marketplace in an iframe of the marketplace's origin, talking to this
 * page over penpal 7 (the bridge's window messenger: concrete origins, every message checked).
 * No framework. The host's address bar follows the marketplace's screens under the base path.
 */
import { CONNECTION_TIMEOUT_MS, connectToFramedMarketplace, frameMessenger } from '@marketplace/bridge/penpal';
import type { HostEnd } from '@marketplace/bridge/ends';
import { hostFontQueryFlag, notificationsQueryFlag } from '@marketplace/bridge/mount-options';
import { productQueryFlag } from '@marketplace/domain/frame-flags';
import { BridgeError, BridgeErrorCode } from '@marketplace/bridge/protocol';
import { createCore } from './core.ts';
import { checkEmbedding, refusalOf, unansweredRefusal } from './diagnose.ts';
import { pathUnderBase } from './paths.ts';
import type { CommonOptions, EmbeddedMarketplace, Refusal } from './types.ts';

export type * from './types.ts';

/** The frame's name: the marketplace knows by it that it is framed, across its own reloads. */
export const FRAME_NAME = 'marketplace-framed';

export interface FramedOptions extends CommonOptions {
  /** The marketplace's origin (where its framed page is served), e.g. https://marketplace.example.com. */
  marketplaceOrigin: string;
  /** The product this host registered for in MARKETPLACE_EMBEDDERS (default 'livechat'); named in refusals. */
  product?: 'livechat' | 'helpdesk' | 'text';
  /** Keep this page's address in step with the marketplace's screens (default true). */
  history?: boolean;
  /** The frame's accessible title (default 'Marketplace'). */
  title?: string;
}

function frameUrl(options: FramedOptions, path: string): string {
  const url = new URL(`/marketplace${path.startsWith('/') ? path : `/${path}`}`, options.marketplaceOrigin);
  url.searchParams.set('framed', '1');
  // Which of the origin's registered products the frame opens in.
  url.searchParams.set(productQueryFlag, options.product ?? 'livechat');
  url.searchParams.set('host-navigation', '1');
  if (options.hostChrome) url.searchParams.set('host-chrome', '1');
  url.searchParams.set(notificationsQueryFlag, options.notifications ?? 'bottom');
  // The frame cannot see this page's fonts: it is told the container's, for what it draws.
  const font = options.font ?? window.getComputedStyle(options.container).fontFamily;
  if (font) url.searchParams.set(hostFontQueryFlag, font);
  return url.toString();
}

/** Whether the frame still holds its initial empty document (readable: it has this page's origin). */
function isInitialDocument(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href === 'about:blank';
  } catch {
    return false;
  }
}

/** Shows the framed marketplace in `options.container` and connects to it. */
export function embedFramedMarketplace(options: FramedOptions): EmbeddedMarketplace {
  const origin = new URL(options.marketplaceOrigin).origin;
  const core = createCore(options, 'framed', { assign: (url) => window.location.assign(url), origin: window.location.origin });
  // The page's own query string is the host's, not the marketplace's: it stays out of the frame unless the host passes it in `path`.
  const firstPath = options.path ?? pathUnderBase(options.basePath, window.location.pathname) ?? '/';
  // A frame the page's HTML already holds started loading with the page: it is adopted as it is
  // (moved or given a new address, it would load again).
  const written = options.container.querySelector<HTMLIFrameElement>(`iframe[name="${FRAME_NAME}"]`);
  const adopted = written !== null && new URL(written.src, window.location.href).origin === origin ? written : null;
  const frame = adopted ?? document.createElement('iframe');
  if (!adopted) {
    frame.title = options.title ?? 'Marketplace';
    frame.name = FRAME_NAME;
    frame.src = frameUrl(options, firstPath);
  }
  frame.style.cssText = 'border:0;width:100%;height:100%;display:block';

  let end: HostEnd | null = null;
  let destroyed = false;
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // Nobody may await `ready`: its failure is reported in the console anyway.
  ready.catch(() => undefined);

  const product = options.product ?? 'livechat';
  const page = { platformOrigin: origin, product, pageOrigin: window.location.origin };
  let refused = false;
  const refuse = (refusal: Refusal) => {
    if (refused || destroyed) return;
    refused = true;
    settle?.reject(core.refuse(refusal));
  };
  // Asked at once, beside the frame's loading: a refusal of the frame's ancestors, of the product
  // or of the platform is known in the time of one request, not after the handshake's timeout.
  // An answer that could not be read refuses nothing yet: a page whose CSP leaves the platform out
  // of connect-src still frames the marketplace.
  void checkEmbedding(origin).then((check) => {
    const refusal = check === null ? null : refusalOf(check, page);
    if (refusal) refuse(refusal);
  });

  // Connected at once, not on the frame's load event: that waits for every image and script of
  // the frame's page, while the marketplace asks for credentials (its first call) as soon as it
  // runs. The frame's window stays one object through its navigations, so the connection hears
  // the page it is loading. `awaitingFirstLoad`: that page's load then needs no new handshake.
  let awaitingFirstLoad = false;
  let loadedAt: number | null = null;
  const timeout = options.timeoutMs ?? CONNECTION_TIMEOUT_MS;
  const connect = () => {
    end?.destroy();
    end = null;
    if (destroyed || refused || frame.contentWindow === null) return;
    core.reset();
    const messenger = frameMessenger(frame.contentWindow, [origin], options.onDropped && (() => options.onDropped?.()));
    const connection = connectToFramedMarketplace({
      // Nothing is posted to the frame's initial empty document (the browser would warn of the
      // origin): the marketplace's page, once it runs, starts the handshake itself.
      messenger: { ...messenger, sendMessage: (message, transferables) => void (isInitialDocument(frame) || messenger.sendMessage(message, transferables)) },
      ...(options.onDropped ? { onDropped: () => options.onDropped?.() } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs, callTimeout: options.timeoutMs }),
    });
    const current = connection.end;
    end = current;
    current.onMarketplaceMessage((message) => core.handle(message));
    current.onAnalytics((event) => core.analytics(event));
    connection.connected.then(
      () => settle?.resolve(),
      async () => {
        if (end !== current || destroyed) return;
        // The frame's page has `timeout` from its load to answer, as it had when the SDK waited
        // for that load: a connection given up sooner (a slow link) tries again.
        if (awaitingFirstLoad) {
          current.destroy();
          end = null;
          return;
        }
        if (loadedAt !== null && Date.now() - loadedAt < timeout) return connect();
        refuse(refusalOf(await checkEmbedding(origin), page) ?? unansweredRefusal(page, 'no handshake'));
      },
    );
  };
  const onLoad = () => {
    // The frame's initial empty document (this page's origin) is not the marketplace's.
    if (isInitialDocument(frame)) return;
    loadedAt = Date.now();
    const first = awaitingFirstLoad;
    awaitingFirstLoad = false;
    // The page the connection was made for, connected or still to answer.
    if (first && end !== null) return;
    // A page of the frame's own (a reload, a link followed before it was live): a new handshake.
    connect();
  };
  frame.addEventListener('load', onLoad);

  // The address bar: one entry per screen, and the host's back and forward move the frame.
  let first = true;
  const offRoute =
    options.history === false
      ? () => undefined
      : core
          .api(
            () => end,
            ready,
            () => undefined,
          )
          .on('route', (route) => {
            const now = `${window.location.pathname}${window.location.search}`;
            if (now !== route.hostPath) window.history[first ? 'replaceState' : 'pushState'](null, '', route.hostPath);
            first = false;
          });
  const onPopState = () => {
    const path = pathUnderBase(options.basePath, window.location.pathname);
    if (path !== null) void end?.send({ type: 'navigate', pathname: `${path}${window.location.search}`, replace: true }).catch(() => undefined);
  };
  if (options.history !== false) window.addEventListener('popstate', onPopState);

  if (adopted) {
    for (const child of [...options.container.children]) if (child !== frame) child.remove();
    // Loaded before this script ran (the page reports a frame's load to its own resource
    // timing): its load event is gone. Still loading: its coming load is the one connected for.
    awaitingFirstLoad = performance.getEntriesByName(frame.src).length === 0;
  } else {
    options.container.replaceChildren(frame);
    awaitingFirstLoad = true;
  }
  connect();
  return core.api(
    () => end,
    ready,
    () => {
      destroyed = true;
      offRoute();
      window.removeEventListener('popstate', onPopState);
      frame.removeEventListener('load', onLoad);
      end?.destroy();
      end = null;
      frame.remove();
      settle?.reject(new BridgeError(BridgeErrorCode.Destroyed, 'The marketplace was removed'));
    },
  );
}
