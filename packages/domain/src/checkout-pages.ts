/**
 * The pages under /checkout/ (spec 2), read from a path once: the marketplace picks the screen
 * with it, and the server titles the page with it before that screen's code has loaded.
 */
import { decodedSegment } from './routes.ts';

export type CheckoutPage =
  | { kind: 'cart-thank-you'; cartId: string }
  | { kind: 'cart-review-order'; cartId: string }
  | { kind: 'recurrent-charge-thank-you'; chargeId: string }
  | { kind: 'direct-charge-thank-you'; chargeId: string }
  | { kind: 'external-charge'; chargeId: string }
  | { kind: 'app-thank-you'; slug: string }
  | { kind: 'app-checkout'; slug: string };

/** What each checkout page is titled; an app's checkout is titled with the app's name once known. */
export const checkoutTitles: Readonly<Record<CheckoutPage['kind'], string>> = {
  'cart-thank-you': 'Thank you',
  'cart-review-order': 'Review your order',
  'recurrent-charge-thank-you': 'Thank you',
  'direct-charge-thank-you': 'Thank you',
  'external-charge': 'Pay for your purchase',
  'app-thank-you': 'Thank you',
  'app-checkout': 'Checkout',
};

export function appCheckoutTitle(appName: string | null): string {
  return appName === null ? checkoutTitles['app-checkout'] : `Checkout: ${appName}`;
}

/** Folders under /checkout/ that are not an app's slug. */
const reserved = new Set(['cart', 'charge']);

/**
 * The checkout page a path (under the marketplace's base, e.g. '/checkout/cart/c-1/thank-you/')
 * shows, or null when it is none of them. Trailing slashes do not matter; segments are decoded.
 */
export function checkoutPageOf(pathname: string): CheckoutPage | null {
  const raw =
    pathname
      .split(/[?#]/)[0]
      ?.split('/')
      .filter((segment) => segment !== '') ?? [];
  const segments = raw.map(decodedSegment);
  if (segments.some((segment) => segment === null || segment === '')) return null;
  const [root, first, second, third, fourth, ...rest] = segments as string[];
  // The fixed words of a path match in any case, as the router matches them.
  const word = (segment: string | undefined) => segment?.toLowerCase();
  if (word(root) !== 'checkout' || first === undefined || rest.length > 0) return null;
  const folder = word(first) ?? '';
  if (folder === 'cart') {
    if (second === undefined || fourth !== undefined) return null;
    if (word(third) === 'thank-you') return { kind: 'cart-thank-you', cartId: second };
    if (word(third) === 'review-order') return { kind: 'cart-review-order', cartId: second };
    return null;
  }
  if (folder === 'charge') {
    if (second === undefined) return null;
    if (word(third) === 'recurrent_charge' && word(fourth) === 'thank-you') return { kind: 'recurrent-charge-thank-you', chargeId: second };
    if (word(third) === 'direct_charge' && word(fourth) === 'thank-you') return { kind: 'direct-charge-thank-you', chargeId: second };
    if (word(third) === 'direct_charge' && fourth === undefined) return { kind: 'external-charge', chargeId: second };
    return null;
  }
  if (reserved.has(folder) || third !== undefined) return null;
  if (word(second) === 'thank-you') return { kind: 'app-thank-you', slug: first };
  if (second === undefined) return { kind: 'app-checkout', slug: first };
  return null;
}
