/**
 * The cart as the page shows it: each product with its app (name, icon, slug) from the published
 * catalogue, the products its lines bill, and the summary figures of the domain rule.
 */
import { summaryFigures, summaryLineOf, type SummaryFigures } from '@marketplace/domain/cart-summary';
import { cartStateOf, type CartState } from '@marketplace/domain/cart-machine';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import type { App } from '@marketplace/domain/entities/app';
import type { CartProduct } from '@marketplace/domain/entities/cart';
import { licensedProductSchema, type LicensedProduct } from '@marketplace/domain/entities/product';
import { useMemo } from 'react';
import { usePublishedAppsById } from '../data/use-published-apps.ts';

export interface CartLineView {
  product: CartProduct;
  app: App | null;
}

export interface CartView {
  cart: CartResponse;
  state: CartState;
  lines: CartLineView[];
  figures: SummaryFigures;
  /** Licensed products billed by the lines: each needs its card. */
  billedProducts: LicensedProduct[];
}

export function cartView(cart: CartResponse, appsById: ReadonlyMap<string, App>, now: Date): CartView {
  const lines = cart.products.map((product) => ({ product, app: appsById.get(product.id) ?? null }));
  const figures = summaryFigures(cart.products.map(summaryLineOf));
  const billedProducts = [...new Set(cart.products.map((product) => product.productType))].flatMap((product) => {
    const licensed = licensedProductSchema.safeParse(product);
    return licensed.success ? [licensed.data] : [];
  });
  return { cart, state: cartStateOf(cart, now), lines, figures, billedProducts };
}

/** `now` is the page's ticking clock, so a lock that runs out opens the cart again. */
export function useCartView(now: Date, cart: CartResponse | null): CartView | null {
  const appsById = usePublishedAppsById();
  return useMemo(() => (cart === null ? null : cartView(cart, appsById, now)), [cart, appsById, now]);
}
