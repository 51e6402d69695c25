/**
 * Screens loaded on demand: app detail (with DOMPurify), cart and checkout are not part of the
 * catalogue's first view, so their code is fetched only when a route shows them.
 * The catalogue, partners and 404 screens stay in the main chunk: they are what a visitor lands on.
 *
 * A server-rendered page that shows one of them loads its code before hydrating
 * (`prepareHydration`), and the screen then renders at once: a screen still loading during
 * hydration would stay server HTML that ignores clicks until its code arrived.
 */
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

export type Screen = 'app-detail' | 'cart' | 'checkout';

interface LazyScreen {
  load(): Promise<ComponentType>;
  Component: ComponentType;
}

/**
 * A lazy component whose code, once loaded, renders without suspending: React reads a thenable
 * that resolves synchronously as already resolved.
 */
function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (loaded === null) return loadOnce().then((component) => ({ default: component }));
    const component = loaded;
    return { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: component }) } as Promise<{ default: ComponentType }>;
  });
  return { load: loadOnce, Component };
}

const screens: Record<Screen, LazyScreen> = {
  'app-detail': lazyScreen(() => import('../app-detail/AppDetail.tsx').then((module) => module.AppDetailScreen)),
  cart: lazyScreen(() => import('../cart/Cart.tsx').then((module) => module.CartScreen)),
  checkout: lazyScreen(() => import('../checkout/Checkout.tsx').then((module) => module.CheckoutScreen)),
};

/** Fetches a screen's code ahead of a navigation (prefetching, spec 9); once per page. */
export function loadScreen(screen: Screen): Promise<ComponentType> {
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

export function CartScreen() {
  const { Component } = screens.cart;
  return (
    <Mark screen="cart" fallback={loading}>
      <Component />
    </Mark>
  );
}

export function CheckoutScreen() {
  const { Component } = screens.checkout;
  return (
    <Mark screen="checkout" fallback={loading}>
      <Component />
    </Mark>
  );
}
