/** `./Marketplace`: the whole router, for React hosts. */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { Route, Routes } from 'react-router-dom';
import { HashScroll } from './app-shell/HashScroll.tsx';
import { Layout } from './app-shell/Layout.tsx';
// The host bridge's and the static site's code load after the first view.
import { LazyHostBridge, LazyStaticSite } from './app-shell/after-hydration.tsx';
// Every screen beside the catalogue loads on demand: the catalogue's first view does not need them.
import { AppDetailScreen, CartScreen, CheckoutScreen, MyAppsScreen } from './app-shell/lazy-screens.tsx';
// A host hydrating a server-rendered page calls it first.
export { prepareHydration } from './app-shell/lazy-screens.tsx';
import { MarketplaceRouter } from './app-shell/MarketplaceRouter.tsx';
import { MarketplaceProviders } from './app-shell/MarketplaceProviders.tsx';
import { NotFound } from './app-shell/NotFound.tsx';
import { Notifications } from './app-shell/Notifications.tsx';
import { RouterNavigation } from './app-shell/router-navigation.tsx';
import { homeOf, RoutesErrorBoundary, ScreenErrorBoundary } from './app-shell/ScreenErrorBoundary.tsx';
import { SignInCallback } from './sign-in/SignInCallback.tsx';
import { StartupSignIn } from './sign-in/StartupSignIn.tsx';
import { catalogueRoutes } from './catalogue/catalogue-routes.tsx';
import { compareRoutes } from './compare/compare-routes.tsx';
import { developerConsoleRoutes } from './developer-console/developer-console-routes.tsx';
import { developersRoutes } from './developers/developers-routes.tsx';
import { expertsRoutes } from './experts/experts-routes.tsx';
import { myReviewsRoutes } from './my-reviews/my-reviews-routes.tsx';
import type { ServerRender } from './server-render/page-data.ts';

export function MarketplaceRoutes() {
  return (
    <Routes>
      {catalogueRoutes(<AppDetailScreen />)}
      {expertsRoutes()}
      {developersRoutes()}
      {compareRoutes()}
      {myReviewsRoutes()}
      {developerConsoleRoutes()}
      <Route path="/services/:slug" element={<AppDetailScreen />} />
      <Route path="/embedded-apps/:slug" element={<AppDetailScreen />} />
      <Route path="/private-apps/:slug" element={<AppDetailScreen />} />
      <Route path="/embedded-private-apps/:slug" element={<AppDetailScreen />} />
      <Route path="/in-review-apps/:slug" element={<AppDetailScreen />} />
      <Route path="/my-apps/*" element={<MyAppsScreen />} />
      <Route path="/sign-in/callback/*" element={<SignInCallback />} />
      <Route path="/cart/*" element={<CartScreen />} />
      <Route path="/checkout/*" element={<CheckoutScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** `server` is given only when the server renders the page; hosts pass the options alone. */
export default function Marketplace({ server, ...options }: MarketplaceOptions & { server?: ServerRender }) {
  return (
    <ScreenErrorBoundary area="marketplace" home={homeOf(options.basename)}>
      <MarketplaceProviders options={options} pageData={server?.pageData}>
        <MarketplaceRouter basename={options.basename} embedding={options.embedding} location={server?.location}>
          <RouterNavigation />
          <StartupSignIn />
          <LazyHostBridge />
          <HashScroll />
          {options.staticSite ? <LazyStaticSite buildHash={options.staticSite.buildHash} /> : null}
          <Layout>
            <RoutesErrorBoundary>
              <MarketplaceRoutes />
            </RoutesErrorBoundary>
          </Layout>
          <Notifications />
        </MarketplaceRouter>
      </MarketplaceProviders>
    </ScreenErrorBoundary>
  );
}
