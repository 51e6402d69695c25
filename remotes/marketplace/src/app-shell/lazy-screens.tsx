/**
 * Screens loaded on demand: app detail (with DOMPurify), cart, checkout and every screen beside
 * the catalogue (search results, partners, developers, comparison, own apps and reviews, the developer console)
 * are not part of the catalogue's first view, so their code is fetched only when a route shows
 * them. The catalogue and 404 screens stay in the main chunk: they are what a visitor lands on.
 *
 * A server-rendered page that shows one of them loads its code before hydrating
 * (`prepareHydration`), and the screen then renders at once: a screen still loading during
 * hydration would stay server HTML that ignores clicks until its code arrived.
 */
import { loadOnce } from '@marketplace/api/load-once';
import { DELAYED_LOAD_NOTICE_MS } from '@marketplace/domain/constants';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AppDetailSkeleton } from '../app-detail/AppDetailSkeleton.tsx';

/** Said when a navigation still waits for its screen's code after a second (spec 9). */
export const DELAYED_LOAD_MESSAGE = 'This page is taking longer than usual to load…';

/**
 * What a waiting screen shows: its placeholder at once, and after DELAYED_LOAD_NOTICE_MS a notice
 * that the page is still on its way (announced as a status). Never on the server: a server render
 * does not wait for code.
 */
export function WaitingScreen({ children }: { children: ReactNode }) {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(true), DELAYED_LOAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {delayed ? <p role="status">{DELAYED_LOAD_MESSAGE}</p> : null}
      {children}
    </>
  );
}

interface LazyScreen<P extends object> {
  load(): Promise<ComponentType<P>>;
  Component: ComponentType<P>;
}

/**
 * A lazy component whose code, once loaded, renders without suspending: React reads a thenable
 * that resolves synchronously as already resolved.
 */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  const code = loadOnce(load);
  const Component = lazy(() => {
    const component = code.loaded();
    if (component === null) return code().then((loaded) => ({ default: loaded }));
    return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as Promise<{ default: ComponentType<P> }>;
  });
  return { load: code, Component };
}

const screens = {
  'app-detail': lazyScreen(() => import('../app-detail/AppDetail.tsx').then((module) => module.AppDetailScreen)),
  cart: lazyScreen(() => import('../cart/Cart.tsx').then((module) => module.CartScreen)),
  checkout: lazyScreen(() => import('../checkout/Checkout.tsx').then((module) => module.CheckoutScreen)),
  search: lazyScreen(() => import('../catalogue/SearchResultsPage.tsx').then((module) => module.SearchResultsPage)),
  partners: lazyScreen(() => import('../experts/PartnersPage.tsx').then((module) => module.PartnersPage)),
  expert: lazyScreen(() => import('../experts/ExpertPage.tsx').then((module) => module.ExpertPage)),
  developers: lazyScreen(() => import('../developers/DevelopersPage.tsx').then((module) => module.DevelopersPage)),
  developer: lazyScreen(() => import('../developers/DeveloperPage.tsx').then((module) => module.DeveloperPage)),
  compare: lazyScreen(() => import('../compare/ComparePage.tsx').then((module) => module.ComparePage)),
  'my-apps': lazyScreen(() => import('../account/MyAppsPage.tsx').then((module) => module.MyAppsPage)),
  'my-reviews': lazyScreen(() => import('../my-reviews/MyReviewsPage.tsx').then((module) => module.MyReviewsPage)),
  'developer-console': lazyScreen(() => import('../developer-console/DeveloperConsolePage.tsx').then((module) => module.DeveloperConsolePage)),
};

export type Screen = keyof typeof screens;

/** Fetches a screen's code ahead of a navigation (prefetching, spec 9); once per page. */
export function loadScreen(screen: Screen): Promise<unknown> {
  return screens[screen].load();
}

/** `display: contents`: the mark names the screen for `prepareHydration` and takes no box. */
function Mark({ screen, fallback, children }: { screen: Screen; fallback: ReactNode; children: ReactNode }) {
  return (
    <div data-lazy-screen={screen} style={{ display: 'contents' }}>
      <Suspense fallback={<WaitingScreen>{fallback}</WaitingScreen>}>{children}</Suspense>
    </div>
  );
}

/** Loads the code of the on-demand screens the server rendered into this page, before hydration. */
export async function prepareHydration(root: ParentNode = document): Promise<void> {
  const shown = [...root.querySelectorAll('[data-lazy-screen]')].map((element) => element.getAttribute('data-lazy-screen'));
  await Promise.all(shown.filter((name): name is Screen => name !== null && name in screens).map((name) => screens[name].load()));
}

const loading = <p role="status">Loading…</p>;

export function AppDetailScreen() {
  const { Component } = screens['app-detail'];
  return (
    <Mark screen="app-detail" fallback={<AppDetailSkeleton />}>
      <Component />
    </Mark>
  );
}

/** A screen shown by its route alone, with the props its route gives. */
function screenOf<P extends object>(screen: Screen, { Component }: LazyScreen<P>) {
  // The props are the route's for this very component (TypeScript cannot spread a generic's props).
  const Shown = Component as ComponentType<object>;
  return function OnDemandScreen(props: P) {
    return (
      <Mark screen={screen} fallback={loading}>
        <Shown {...props} />
      </Mark>
    );
  };
}

export const CartScreen = screenOf('cart', screens.cart);
export const CheckoutScreen = screenOf('checkout', screens.checkout);
export const SearchResultsScreen = screenOf('search', screens.search);
export const PartnersScreen = screenOf('partners', screens.partners);
export const ExpertScreen = screenOf('expert', screens.expert);
export const DevelopersScreen = screenOf('developers', screens.developers);
export const DeveloperScreen = screenOf('developer', screens.developer);
export const CompareScreen = screenOf('compare', screens.compare);
export const MyAppsScreen = screenOf('my-apps', screens['my-apps']);
export const MyReviewsScreen = screenOf('my-reviews', screens['my-reviews']);
export const DeveloperConsoleScreen = screenOf('developer-console', screens['developer-console']);
