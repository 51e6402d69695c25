/**
 * What a host hands the marketplace when it renders it: the `./Marketplace` component's props and
 * the `./mount` function's options. Declared here because hosts may import only the bridge.
 */
import type { Product } from '@marketplace/domain/entities/product';
import type { MarketplaceEnd } from './ends.ts';

export interface MarketplaceOptions {
  /** The product the marketplace is opened in; its listing is restricted to it (spec 1). */
  product: Product;
  /** Origin of the platform API, e.g. http://localhost:4000. */
  platformOrigin: string;
  /** The path the host serves the marketplace under (router basename), e.g. '/marketplace'. */
  basename: string;
  /** How the marketplace is shown: inline in a host page, or framed inside the agent app. */
  embedding: 'inline' | 'framed';
  /** The marketplace's end of the bridge to its host; absent on a page of its own. */
  bridge?: MarketplaceEnd;
  /**
   * The public site's static-site behaviour (spec 9): links likely next are prefetched, and a
   * navigation that finds a new build reloads once. `buildHash` is the build this page came from.
   * Only the public shell sets it.
   */
  staticSite?: { buildHash?: string | undefined };
  /**
   * The host shows its own cart and account controls (agent app, help desk, text product): the
   * marketplace's header leaves its Cart and Sign in / Sign out out. The host still learns the
   * cart's count (`cart_updated`) and sign-ins (`credentials`) through the bridge. Framed, the
   * host asks for it with `hostChromeQueryFlag` on the frame's address.
   */
  hostChrome?: boolean;
  /**
   * Where the marketplace's toasts appear: at the 'top' of the window (its own page, the default),
   * at the 'bottom', for a host whose own bar sits at the top, or nowhere: 'events' hands each one
   * to the host as a `notification` message for it to show. Framed, the host asks with
   * `notificationsQueryFlag` on the frame's address.
   */
  notifications?: NotificationsPlace;
  /**
   * The host's font (a CSS font-family list) for what the marketplace draws over the host's page,
   * its toasts. Inline, they take the host page's own font without it. Framed, the host passes it
   * with `hostFontQueryFlag` (checked by `safeFontFamily`).
   */
  hostFont?: string;
  /**
   * The host handles navigation requests: destinations it owns (open an app, its settings, the
   * subscription page) reach it as `navigation_request` messages instead of target=_top links.
   * Framed, the host asks for it with `hostNavigationQueryFlag` on the frame's address.
   */
  hostNavigation?: boolean;
  /**
   * The vendor's host of each product, where the destinations a host owns open (the run-time
   * configuration's origins). A page our server wrote carries them; another company's inline page
   * does not, so the host SDK passes the platform's (GET /v2/embedding).
   */
  hostOrigins?: Partial<Record<'livechat' | 'helpdesk' | 'text', string>>;
}

export type NotificationsPlace = 'top' | 'bottom' | 'events';

/** On a framed marketplace's first address: where its toasts go (MarketplaceOptions.notifications). */
export const notificationsQueryFlag = 'notifications';

/** The value of `notificationsQueryFlag`, or null when absent or unknown. */
export function notificationsPlaceOf(value: string | null): NotificationsPlace | null {
  return value === 'top' || value === 'bottom' || value === 'events' ? value : null;
}

/** On a framed marketplace's first address: the host's font (MarketplaceOptions.hostFont). */
export const hostFontQueryFlag = 'host-font';

/** A font-family list as CSS takes it, or null: names, quotes, commas and spaces only, so nothing else reaches a style. */
export function safeFontFamily(value: string | null | undefined): string | null {
  return value && /^[\w\s,'"-]{1,300}$/.test(value) ? value : null;
}

/** On a framed marketplace's first address: the host handles navigation requests (MarketplaceOptions.hostNavigation). */
export const hostNavigationQueryFlag = 'host-navigation';

/** `./mount`: renders the marketplace into an element and returns the function that removes it. */
export type MountMarketplace = (element: HTMLElement, options: MarketplaceOptions) => () => void;

/**
 * Whether a container holds the first view a server rendered into it (the marketplace's root
 * element, there before any script ran): `./mount` hydrates it in place, so a host keeps it as it
 * is, with no loading state written over it.
 */
export function holdsFirstView(container: Element): boolean {
  return container.querySelector('[data-marketplace-root]') !== null;
}
