/**
 * The SDK's public types: every message both ways, written out so the published declarations
 * need nothing else. types.test.ts proves they are the protocol's own (the bridge's zod schemas),
 * so they cannot drift apart.
 */

/** A path relative to the host's base path: '/' is the marketplace home, '/apps/crm/' an app. */
export type MarketplacePath = string;

/** Events the host sends to the marketplace. */
export type HostEvent =
  | { type: 'navigate'; pathname: string; replace?: boolean }
  | { type: 'preload'; pathname: string }
  | { type: 'route'; pathname: string }
  | { type: 'refresh_installed_apps' }
  | { type: 'cart_updated'; cart: { id: string; [key: string]: unknown } }
  | { type: 'refresh_cart' }
  | { type: 'refresh_subscription_info'; omitCache?: boolean };

/** Billing events of a charge or a cart purchase. */
export type BillingEvent = 'register_transaction_pending' | 'success' | 'failure' | 'transaction_declined' | 'accepted' | 'failed' | 'check_onboarding' | 'update_billing_cycle';

type AppRef = { appId: string | number; slug?: string };

/** Messages the marketplace posts to the host, as the protocol carries them. */
export type MarketplaceMessage =
  | { type: 'loaded' }
  | { type: 'navigate'; pathname: string }
  | { type: 'preload'; pathname: string }
  | { type: 'route_change'; pathname: string; search: string; title?: string }
  | ({ type: 'app_installed' } & AppRef)
  | ({ type: 'app_removed' } & AppRef)
  | ({ type: 'app_purchased' } & AppRef)
  | { type: 'cart_purchased'; cartId: string }
  | { type: 'cart_updated'; cartId: string; itemsCount: number }
  | { type: 'marketplace_cart_update'; cartId: string; itemsCount: number }
  | { type: 'refresh_installed_apps' }
  | { type: 'refresh_cart' }
  | { type: 'refresh_subscription_info'; omitCache?: boolean }
  | { type: 'mailto'; address: string; subject?: string }
  | { type: 'navigation_request'; url: string; destination: 'app' | 'app_settings' | 'subscription' | 'other' }
  | { type: 'breadcrumbs'; items: Array<{ label: string; pathname: string }> }
  | { type: 'credentials'; refused?: true }
  | ({ type: 'analytics' } & AnalyticsEvent)
  | { type: 'notification'; id: string; kind: NotificationKind; content: string }
  | { type: 'billing'; event: BillingEvent; chargeId?: string; detail?: string };

/** A product analytics event: its own channel, apart from the messages a host acts on. */
export interface AnalyticsEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** How a notification reads: successes and notices politely, warnings and errors at once. */
export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

/**
 * Where the marketplace's notifications (toasts) appear: at the 'top' or the 'bottom' of the
 * window, drawn by the marketplace in the host's font, or 'events': none is drawn, each reaches the
 * host as a `notification` message for it to show.
 */
export type NotificationsPlace = 'top' | 'bottom' | 'events';

export type MarketplaceMessageType = MarketplaceMessage['type'];
export type MessageOf<T extends MarketplaceMessageType> = Extract<MarketplaceMessage, { type: T }>;

/** What the host answers to `credentials`: a bearer token of the signed-in user, or null. */
export type Credentials = { token: string } | null;

/**
 * Called when the marketplace needs the user's token (and again after the platform refused the
 * last one: `refused` is then true, and the host must not hand the same token back).
 */
export type CredentialsProvider = (request: { refused: boolean }) => Credentials | Promise<Credentials>;

/** A destination the host owns, or a move the marketplace asks the host to make. */
export interface NavigationRequest {
  /** 'marketplace': a marketplace screen (`path` set); the others are the host's own pages (`url` set). */
  destination: 'marketplace' | 'app' | 'app_settings' | 'subscription' | 'other';
  /** The marketplace path (destination 'marketplace'), relative to the base path. */
  path?: MarketplacePath;
  /** The address to open (host-owned destinations, and the marketplace path on the host). */
  url: string;
  /** Follows the request (what happens when the handler returns nothing). */
  follow(): void;
}

/**
 * The host's answer to a navigation request: `false` when it handled the move itself (its own
 * router), anything else to follow it (the default).
 */
export type NavigationHandler = (request: NavigationRequest) => boolean | void;

/** A screen change, in the one path model: `path` relative to the base path, `url` the host's address for it. */
export interface RouteChange {
  path: MarketplacePath;
  search: string;
  title?: string;
  /** basePath + path + search, for the host's address bar. */
  hostPath: string;
}

/**
 * What a listener of `T` gets: the message as the protocol carries it, and where it names
 * marketplace screens (`preload`, `breadcrumbs`), each also as `path` in the path model.
 */
export type HeardMessage<T extends MarketplaceMessageType> = T extends 'preload'
  ? MessageOf<'preload'> & { path: MarketplacePath }
  : T extends 'breadcrumbs'
    ? { type: 'breadcrumbs'; items: Array<{ label: string; pathname: string; path: MarketplacePath }> }
    : MessageOf<T>;

/** The events a host listens to with `on`: every marketplace message, plus `route` in the path model. */
export type MarketplaceListeners = {
  [T in MarketplaceMessageType]?: (message: HeardMessage<T>) => void;
} & {
  /** One per screen, in the path model. */
  route?: (route: RouteChange) => void;
  /** The marketplace refused this page (`ready` rejects with the same code). */
  error?: (refusal: Refusal) => void;
};

/** The layers that can refuse a host, named in the console message and the `error` event. */
export type RefusedLayer = 'frame-ancestors' | 'CORS of the assets' | 'CORS of the API' | 'bridge allow list' | 'product' | 'timeout';

/** Codes of the errors the SDK rejects with: one per refusing layer, and the bridge's own. */
export type ErrorCode =
  | 'BRIDGE_INVALID_MESSAGE'
  | 'BRIDGE_ORIGIN_NOT_ALLOWED'
  | 'BRIDGE_CONNECTION_TIMEOUT'
  | 'BRIDGE_CALL_TIMEOUT'
  | 'BRIDGE_DESTROYED'
  | 'BRIDGE_FRAME_ANCESTORS'
  | 'BRIDGE_ASSETS_CORS'
  | 'BRIDGE_API_CORS'
  | 'BRIDGE_PRODUCT_NOT_REGISTERED';

/** Why the marketplace refused this page: the `error` event, also written to the console. */
export interface Refusal {
  code: ErrorCode;
  layer: RefusedLayer;
  /** The setting of the marketplace's server to change, when one would help. */
  setting: string | null;
  message: string;
}

/** What `ready`, `send` and `navigate` reject with: an Error named 'BridgeError' with one of the codes (and, for a refusal, its layer). */
export interface MarketplaceError extends Error {
  name: 'BridgeError';
  code: ErrorCode;
  layer?: RefusedLayer;
  setting?: string | null;
}

/** What both entries return: the live marketplace, and how to take it away. */
export interface EmbeddedMarketplace {
  /** Settles when the marketplace has answered (framed: the handshake; inline: the module mounted). */
  readonly ready: Promise<void>;
  /** Shows a marketplace screen: `path` relative to the base path. */
  navigate(path: MarketplacePath, options?: { replace?: boolean }): Promise<void>;
  /** Sends any host event. */
  send(event: HostEvent): Promise<void>;
  /** Listens to one message type; returns the function that stops listening. */
  on<T extends keyof MarketplaceListeners>(type: T, listener: NonNullable<MarketplaceListeners[T]>): () => void;
  /** Removes the marketplace and every listener, and ends the connection. */
  destroy(): void;
}

/** Options both entries take. */
export interface CommonOptions {
  /** The element the marketplace is shown in (its content is replaced). */
  container: HTMLElement;
  /** The host's base path: where its address bar shows the marketplace, e.g. '/crm/marketplace'. */
  basePath: string;
  /** The first screen, relative to the base path (default: the current address under the base path, else '/'). */
  path?: MarketplacePath;
  /** The user's token for the marketplace (default: nobody is signed in). */
  credentials?: CredentialsProvider;
  /** Navigation requests (default: follow). */
  onNavigate?: NavigationHandler;
  /** Listeners from the start (the same as calling `on` for each). */
  listeners?: MarketplaceListeners;
  /** The host shows its own cart and account controls (default false). */
  hostChrome?: boolean;
  /**
   * Where notifications appear (default 'bottom', clear of a host's top bar), or 'events' to
   * receive them as `notification` messages and draw them yourself.
   */
  notifications?: NotificationsPlace;
  /**
   * The font (a CSS font-family list) the marketplace draws its notifications in. Default: the
   * container's own font (framed: read from it when the frame is created; inline: inherited).
   */
  font?: string;
  /** Called for each message refused for its sender, origin or shape (a count for diagnostics). */
  onDropped?: () => void;
  /** How long to wait for the marketplace, and for each answer (ms, default 10,000 each). */
  timeoutMs?: number;
  /** Where refusals and failures are written (default: console). */
  logger?: Pick<Console, 'error' | 'warn'>;
}
