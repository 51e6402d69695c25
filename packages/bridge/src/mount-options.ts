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
   * Where the marketplace's toasts appear: at the 'top' of the window (its own page, the default)
   * or at the 'bottom', for a host whose own bar sits at the top.
   */
  notifications?: 'top' | 'bottom';
  /**
   * The host handles navigation requests: destinations it owns (open an app, its settings, the
   * subscription page) reach it as `navigation_request` messages instead of target=_top links.
   * Framed, the host asks for it with `hostNavigationQueryFlag` on the frame's address.
   */
  hostNavigation?: boolean;
}

/** On a framed marketplace's first address: the host handles navigation requests (MarketplaceOptions.hostNavigation). */
export const hostNavigationQueryFlag = 'host-navigation';

/** `./mount`: renders the marketplace into an element and returns the function that removes it. */
export type MountMarketplace = (element: HTMLElement, options: MarketplaceOptions) => () => void;
