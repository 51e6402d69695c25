/**
 * The store's side of the host protocol, in one place (spec 7 "Messages posted to the host").
 * The writes tell the host what they did themselves, once, when the platform answered (an app
 * installed or bought, a charge's step: host-outbox.ts); `cartMessages` says what a change of the
 * cart means, whoever changed it; `hostMessagesFor` what a store change means (a host token
 * refused). `applyHostEvent` turns each host event into one action. The bridge carries both; nothing here touches a window.
 */
import type { HostEvent, MarketplaceMessageInput } from '@marketplace/bridge/protocol';
import { collections } from '@marketplace/domain/collections';
import { categorySlugs } from '@marketplace/domain/entities/app-fields';
import { decodedSegment } from '@marketplace/domain/routes';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import type { MarketplaceState } from './marketplace-store.ts';

/** The parts of the store the host hears about: the host's token refused or revoked. */
export type HostVisibleState = Pick<MarketplaceState, 'hostCredentialsRefused'>;

/**
 * What a change of the cart means for the host (data/cart.ts watches it). The first read of the
 * cart (at load, or made for a user who had none) is no change: one cart event per change, none at
 * load whatever the cart holds. Each change is also posted as marketplace_cart_update (spec 7
 * lists it among the messages posted to the host), right after.
 */
export function cartMessages(before: CartResponse | null, after: CartResponse | null): MarketplaceMessageInput[] {
  if (after === null || before === null || before === after) return [];
  const ids = (cart: CartResponse) => cart.products.map((product) => product.id).join(',');
  const messages: MarketplaceMessageInput[] = [];
  if (before.id !== after.id || ids(before) !== ids(after)) {
    const change = { cartId: after.id, itemsCount: after.products.length };
    messages.push({ type: 'cart_updated', ...change }, { type: 'marketplace_cart_update', ...change });
  }
  const cycles = (cart: CartResponse) => new Map(cart.products.map((product) => [product.id, product.plan.billingCycle]));
  if (before.id === after.id) {
    const was = cycles(before);
    for (const [appId, cycle] of cycles(after)) {
      if (was.has(appId) && was.get(appId) !== cycle) messages.push({ type: 'billing', event: 'update_billing_cycle', detail: `${appId}:${cycle}` });
    }
  }
  return messages;
}

/** The host's token was refused by the platform (or revoked by a sign-out here): the host forgets it. */
function credentialsMessages(previous: HostVisibleState, next: HostVisibleState): MarketplaceMessageInput[] {
  return next.hostCredentialsRefused > previous.hostCredentialsRefused ? [{ type: 'credentials', refused: true }] : [];
}

/**
 * The key of a message that tells of a moment which happens once (a purchase, a charge reaching a
 * status), or null for a message that may be repeated (a route, a cart count, a refresh request).
 */
export function momentOf(message: MarketplaceMessageInput): string | null {
  if (message.type === 'app_purchased') return `app_purchased:${message.appId}`;
  if (message.type === 'cart_purchased') return `cart_purchased:${message.cartId}`;
  if (message.type === 'billing' && message.chargeId !== undefined) return `billing:${message.event}:${message.chargeId}`;
  return null;
}

/**
 * The messages not yet sent, by their moment: a host hears of each purchase and each charge's
 * step once, however many store changes (or subscriptions made again after a navigation) read it.
 * `sent` keeps the moments already told.
 */
export function untoldMessages(messages: readonly MarketplaceMessageInput[], sent: Set<string>): MarketplaceMessageInput[] {
  return messages.filter((message) => {
    const moment = momentOf(message);
    if (moment === null) return true;
    if (sent.has(moment)) return false;
    sent.add(moment);
    return true;
  });
}

/** What the host hears about a store change (empty when nothing it cares about changed). */
export function hostMessagesFor(previous: HostVisibleState, next: HostVisibleState): MarketplaceMessageInput[] {
  return credentialsMessages(previous, next);
}

/** What a host event may ask of the marketplace: the query cache's reads and the cart it sends (data/). */
export type HostEventActions = Pick<MarketplaceState, 'session'> & {
  /** The cart the host sends is the cart now. */
  setCart: (cart: CartResponse) => void;
  /** Reads the cart again. */
  loadCart: () => Promise<void>;
  /** Reads the subscriptions again, past the platform's cache when asked. */
  loadSubscriptions: (options: { noCache: boolean }) => Promise<void>;
  /** Reads the installed apps again (the query cache's). */
  refreshInstalledApps: () => Promise<void>;
  preloadCatalogue: () => Promise<void>;
  preloadApp: (slug: string) => Promise<void>;
};

/** The cart's schema (with zod) loads with the first cart a host sends: a host's data is checked where it enters. */
const cartChecks = () => import('@marketplace/domain/calls/carts');

/** The app a marketplace path shows (/apps/{slug}/), or null for a listing, a collection or another screen. */
function appSlugOf(pathname: string): string | null {
  const segment = /^\/apps\/([^/?#]+)\/?(?:[?#].*)?$/.exec(pathname)?.[1];
  if (segment === undefined) return null;
  const listing = (categorySlugs as readonly string[]).includes(segment) || (collections as readonly string[]).includes(segment);
  return listing ? null : decodedSegment(segment);
}

/**
 * One host event → one store action. Navigation events (navigate, route) belong to the router and
 * are handled beside it; this answers false for them.
 */
export function applyHostEvent(event: HostEvent, actions: HostEventActions): boolean {
  // The account's reads need an account: a signed-out visitor's host asking for them gets nothing
  // read (the platform would answer 401, which signs out and goes home with the logged-out toast).
  const signedIn = actions.session.isAuthorized;
  switch (event.type) {
    case 'refresh_installed_apps':
      if (signedIn) void actions.refreshInstalledApps();
      return true;
    case 'cart_updated': {
      // A full cart is taken as it is; a reference to one is read again from the platform.
      void cartChecks().then(({ cartResponseSchema }) => {
        const cart = cartResponseSchema.safeParse(event.cart);
        if (cart.success) actions.setCart(cart.data);
        else if (signedIn) void actions.loadCart();
      });
      return true;
    }
    case 'refresh_cart':
      if (signedIn) void actions.loadCart();
      return true;
    case 'refresh_subscription_info':
      if (signedIn) void actions.loadSubscriptions({ noCache: event.omitCache ?? false });
      return true;
    case 'preload': {
      // The host expects this page next (a marketplace path): its data is read ahead.
      const slug = appSlugOf(event.pathname);
      // Reading ahead is a hint: a failure shows (with its retry) when the page itself loads.
      void (slug === null ? actions.preloadCatalogue() : actions.preloadApp(slug)).catch(() => undefined);
      return true;
    }
    default:
      return false;
  }
}
