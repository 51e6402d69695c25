/**
 * The actions of one app for the signed-in user, as the domain decides them from the store's
 * session, installed apps, subscriptions and cart. Loads those once per store when a user is
 * signed in (each screen that shows actions may be the first one).
 */
import { appActions, type AppActions } from '@marketplace/domain/app-actions';
import { isCartLocked } from '@marketplace/domain/cart-machine';
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { AppArea } from '@marketplace/domain/routes';
import { callBases } from '@marketplace/domain/calls/bases';
import { useEffect, useMemo } from 'react';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceState } from '../store/marketplace-store.ts';
import { useInstalledApps } from '../data/use-installed-apps.ts';

const noIds: readonly string[] = [];
const cartIdsCache = new WeakMap<object, readonly string[]>();
/** The app ids in the cart, stable per cart object. */
const selectCartAppIds = (state: MarketplaceState): readonly string[] => {
  const cart = state.cart;
  if (!cart) return noIds;
  let ids = cartIdsCache.get(cart);
  if (!ids) {
    ids = cart.products.map((product) => product.id);
    cartIdsCache.set(cart, ids);
  }
  return ids;
};

/** Loads the account state the buttons depend on, once per sign-in. */
export function useAccountStateForActions(): void {
  const store = useMarketplaceStoreApi();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  useEffect(() => {
    if (!authorized) return;
    const state = store.getState();
    if (state.subscriptionsRequest.status === 'idle') void state.loadSubscriptions();
    if (state.cartRequest.status === 'idle' && state.cart === null) void state.loadCart();
  }, [authorized, store]);
}

export function useAppActions(app: AppSummary, area: AppArea = 'published'): AppActions {
  const { platformOrigin } = useMarketplaceOptions();
  const session = useMarketplaceStore((s) => s.session);
  const { ids: installedAppIds } = useInstalledApps();
  const subscriptions = useMarketplaceStore((s) => s.subscriptions);
  const cartAppIds = useMarketplaceStore(selectCartAppIds);
  // Read when the buttons render: a lock that runs out is seen on the next render.
  const cartLocked = useMarketplaceStore((s) => s.cart !== null && isCartLocked(s.cart, new Date()));
  useAccountStateForActions();
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
