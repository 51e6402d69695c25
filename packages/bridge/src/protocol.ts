/**
 * The host <-> marketplace protocol, the one source of truth for both directions (spec 2
 * "framed marketplace" and spec 7 "Messages posted to the host"). Every message is a zod schema
 * discriminated by `type`; the TypeScript types are inferred from them, so a message is declared
 * once and checked on arrival with the same declaration.
 */
// zod/mini: the hosts validate messages with it, a few KiB where zod whole is about 25.
import * as z from 'zod/mini';

/**
 * The version of the bridge protocol, carried by the handshake. A marketplace of version N works
 * with a host built for N-1. 1: every message over the window. 2: penpal 7's window protocol
 * (calls over a MessagePort after the handshake), so stock penpal hosts connect. 3: analytics on
 * their own channel (the host's `marketplaceAnalytics`; a host without it still gets them as
 * `analytics` messages), and notifications handed to a host that asks for them (`notification`).
 */
export const PROTOCOL_VERSION = 3;

// A pattern, not z.startsWith: its JSON Schema is then the standard `pattern`, not a format no validator knows.
const pathname = z.string().check(z.regex(/^\//), z.maxLength(2048));

/** Events a host sends to the marketplace (spec 2, framed marketplace). */
export const hostEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('navigate'), pathname, replace: z.optional(z.boolean()) }),
  z.object({ type: z.literal('preload'), pathname }),
  z.object({ type: z.literal('route'), pathname }),
  z.object({ type: z.literal('refresh_installed_apps') }),
  // The cart's shape is owned by the platform; the marketplace re-reads it through its store.
  z.object({ type: z.literal('cart_updated'), cart: z.looseObject({ id: z.string().check(z.minLength(1)) }) }),
  z.object({ type: z.literal('refresh_cart') }),
  z.object({ type: z.literal('refresh_subscription_info'), omitCache: z.optional(z.boolean()) }),
]);
export type HostEvent = z.infer<typeof hostEventSchema>;

const appRef = { appId: z.union([z.string(), z.number()]), slug: z.optional(z.string()) };

/** Product analytics (spec 7: their shapes are not shown, so a name and flat properties). */
const analyticsFields = {
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  properties: z.optional(z.record(z.string().check(z.maxLength(100)), z.union([z.string().check(z.maxLength(2048)), z.number(), z.boolean(), z.null()]))),
};

/** An analytics event on its own channel (the host's `marketplaceAnalytics`), apart from the messages a host acts on. */
export const analyticsEventSchema = z.object(analyticsFields);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** Billing events the marketplace reports to the host (spec 7). */
const billingEventTypes = ['register_transaction_pending', 'success', 'failure', 'transaction_declined', 'accepted', 'failed', 'check_onboarding', 'update_billing_cycle'] as const;

/** Messages the marketplace posts to its host (spec 7). */
export const marketplaceMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('loaded') }),
  z.object({ type: z.literal('navigate'), pathname }),
  z.object({ type: z.literal('preload'), pathname }),
  z.object({ type: z.literal('route_change'), pathname, search: z._default(z.string().check(z.maxLength(2048)), ''), title: z.optional(z.string()) }),
  z.object({ type: z.literal('app_installed'), ...appRef }),
  z.object({ type: z.literal('app_removed'), ...appRef }),
  z.object({ type: z.literal('app_purchased'), ...appRef }),
  z.object({ type: z.literal('cart_purchased'), cartId: z.string() }),
  z.object({ type: z.literal('cart_updated'), cartId: z.string(), itemsCount: z.int().check(z.nonnegative()) }),
  z.object({ type: z.literal('marketplace_cart_update'), cartId: z.string(), itemsCount: z.int().check(z.nonnegative()) }),
  z.object({ type: z.literal('refresh_installed_apps') }),
  z.object({ type: z.literal('refresh_cart') }),
  z.object({ type: z.literal('refresh_subscription_info'), omitCache: z.optional(z.boolean()) }),
  z.object({ type: z.literal('mailto'), address: z.email(), subject: z.optional(z.string()) }),
  // A destination the host owns (open an app, its settings, the subscription page), sent instead
  // of following a target=_top link when the host asked for it (hostNavigationQueryFlag,
  // MarketplaceOptions.hostNavigation). Protocol 2.
  z.object({
    type: z.literal('navigation_request'),
    url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
    destination: z.enum(['app', 'app_settings', 'subscription', 'other']),
  }),
  z.object({
    type: z.literal('breadcrumbs'),
    items: z.array(z.object({ label: z.string(), pathname })).check(z.maxLength(10)),
  }),
  // Asks the host for credentials: in the agent app the token comes from the host (spec 7).
  // `refused`: the platform refused the token the host handed over (expired, revoked): the host
  // forgets it before answering, so it is never offered again.
  z.object({ type: z.literal('credentials'), refused: z.optional(z.literal(true)) }),
  // Product analytics, for a host built for protocol 2 only: newer hosts get them on their own channel (analyticsEventSchema).
  z.object({ type: z.literal('analytics'), ...analyticsFields }),
  // A toast the marketplace did not draw, for a host that asked to show them itself (MarketplaceOptions.notifications 'events').
  z.object({
    type: z.literal('notification'),
    id: z.string().check(z.maxLength(100)),
    kind: z.enum(['success', 'info', 'warning', 'error']),
    content: z.string().check(z.maxLength(2048)),
  }),
  z.object({
    type: z.literal('billing'),
    event: z.enum(billingEventTypes),
    chargeId: z.optional(z.string()),
    detail: z.optional(z.string()),
  }),
]);
export type MarketplaceMessage = z.infer<typeof marketplaceMessageSchema>;
export type MarketplaceMessageInput = z.input<typeof marketplaceMessageSchema>;

/** What a host answers to a `credentials` message; `null` when it has no signed-in user. */
export const credentialsSchema = z.nullable(z.object({ token: z.string().check(z.minLength(1)) }));
export type Credentials = z.infer<typeof credentialsSchema>;

/** The reply a host gives to a message: credentials for `credentials`, nothing otherwise. */
export type HostReply = Credentials | undefined;

/** Error codes of the bridge, as penpal keeps them: one object, string values. */
export const BridgeErrorCode = {
  InvalidMessage: 'BRIDGE_INVALID_MESSAGE',
  OriginNotAllowed: 'BRIDGE_ORIGIN_NOT_ALLOWED',
  ConnectionTimeout: 'BRIDGE_CONNECTION_TIMEOUT',
  CallTimeout: 'BRIDGE_CALL_TIMEOUT',
  Destroyed: 'BRIDGE_DESTROYED',
  // A host refused before any message, one code per refusing layer (the host SDK tells them apart).
  FrameAncestors: 'BRIDGE_FRAME_ANCESTORS',
  AssetsCors: 'BRIDGE_ASSETS_CORS',
  ApiCors: 'BRIDGE_API_CORS',
  ProductNotRegistered: 'BRIDGE_PRODUCT_NOT_REGISTERED',
} as const;
export type BridgeErrorCode = (typeof BridgeErrorCode)[keyof typeof BridgeErrorCode];

export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  /** For a refusal of the host: the layer that refused and the setting to change. */
  readonly layer?: string;
  readonly setting?: string | null;
  constructor(code: BridgeErrorCode, message: string, refusal?: { layer: string; setting: string | null }) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
    if (refusal) {
      this.layer = refusal.layer;
      this.setting = refusal.setting;
    }
  }
}
