/**
 * Screens loaded on demand: app detail (with DOMPurify), cart and checkout are not part of the
 * catalogue's first view, so their code is fetched only when a route shows them (issue 15).
 * The catalogue, partners and 404 screens stay in the main chunk: they are what a visitor lands on.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { AppDetailSkeleton } from '../app-detail/AppDetailSkeleton.tsx';

const LazyAppDetail = lazy(() => import('../app-detail/AppDetail.tsx').then((module) => ({ default: module.AppDetailScreen })));
const LazyCart = lazy(() => import('../cart/Cart.tsx').then((module) => ({ default: module.CartScreen })));
const LazyCheckout = lazy(() => import('../checkout/Checkout.tsx').then((module) => ({ default: module.CheckoutScreen })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>;
}

export function AppDetailScreen() {
  return (
    <Suspense fallback={<AppDetailSkeleton />}>
      <LazyAppDetail />
    </Suspense>
  );
}

export function CartScreen() {
  return (
    <Loading>
      <LazyCart />
    </Loading>
  );
}

export function CheckoutScreen() {
  return (
    <Loading>
      <LazyCheckout />
    </Loading>
  );
}
