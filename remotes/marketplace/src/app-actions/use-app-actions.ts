/**
 * The actions of one app for the signed-in user, as the domain decides them from the session and
 * the account's installed apps, subscriptions and cart (the query cache's, read for a signed-in
 * user by whichever screen shows actions first).
 */
import { appActions, type AppActions } from '@marketplace/domain/app-actions';
import { isCartLocked } from '@marketplace/domain/cart-machine';
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { AppArea } from '@marketplace/domain/routes';
import { callBases } from '@marketplace/domain/calls/bases';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { useMemo } from 'react';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { useMarketplaceStore } from '../store/context.tsx';
import { useCart } from '../data/cart.ts';
import { useInstalledApps } from '../data/use-installed-apps.ts';
import { useSubscriptions } from '../data/use-subscriptions.ts';

const noIds: readonly string[] = [];
const cartIdsCache = new WeakMap<object, readonly string[]>();
/** The app ids in the cart, stable per cart object. */
const cartAppIdsOf = (cart: CartResponse | null): readonly string[] => {
  if (!cart) return noIds;
  let ids = cartIdsCache.get(cart);
  if (!ids) {
    ids = cart.products.map((product) => product.id);
    cartIdsCache.set(cart, ids);
  }
  return ids;
};

export function useAppActions(app: AppSummary, area: AppArea = 'published'): AppActions {
  const { platformOrigin } = useMarketplaceOptions();
  const session = useMarketplaceStore((s) => s.session);
  const { ids: installedAppIds } = useInstalledApps();
  const { subscriptions } = useSubscriptions();
  const { cart } = useCart();
  const cartAppIds = cartAppIdsOf(cart);
  // Read when the buttons render: a lock that runs out is seen on the next render.
  const cartLocked = cart !== null && isCartLocked(cart, new Date());
  return useMemo(
    () =>
      appActions({
        app,
        area,
        session,
        installedAppIds,
        subscriptions,
        cartAppIds,
        cartLocked,
        accountsOrigin: `${platformOrigin}${callBases.accounts}/authorize`,
      }),
    [app, area, session, installedAppIds, subscriptions, cartAppIds, cartLocked, platformOrigin],
  );
}
