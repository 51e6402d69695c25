import { describe, expect, it } from 'vitest';
import { appCheckoutTitle, checkoutPageOf, checkoutTitles } from './checkout-pages.ts';
import { paths } from './routes.ts';

describe('checkoutPageOf reads the checkout pages of spec 2', () => {
  it('reads every page the marketplace links to, with or without a trailing slash', () => {
    expect(checkoutPageOf(paths.cartThankYou('c-1'))).toEqual({ kind: 'cart-thank-you', cartId: 'c-1' });
    expect(checkoutPageOf(`${paths.cartReviewOrder('c-1')}/`)).toEqual({ kind: 'cart-review-order', cartId: 'c-1' });
    expect(checkoutPageOf(paths.recurrentChargeThankYou('r-1'))).toEqual({ kind: 'recurrent-charge-thank-you', chargeId: 'r-1' });
    expect(checkoutPageOf(paths.directChargeThankYou('d-1', { icon: 'x' }))).toEqual({ kind: 'direct-charge-thank-you', chargeId: 'd-1' });
    expect(checkoutPageOf(paths.externalDirectCharge('d-1'))).toEqual({ kind: 'external-charge', chargeId: 'd-1' });
    expect(checkoutPageOf(paths.ownAppThankYou('shop-sync'))).toEqual({ kind: 'app-thank-you', slug: 'shop-sync' });
    expect(checkoutPageOf(paths.checkout('shop-sync', true))).toEqual({ kind: 'app-checkout', slug: 'shop-sync' });
  });

  it('decodes segments and matches the fixed words in any case', () => {
    expect(checkoutPageOf('/Checkout/Cart/a%20b/Thank-You/')).toEqual({ kind: 'cart-thank-you', cartId: 'a b' });
  });

  it('is none of them for other paths, reserved folders and undecodable segments', () => {
    for (const path of [
      '/',
      '/cart/',
      '/checkout/',
      '/checkout/cart/',
      '/checkout/cart/c-1/',
      '/checkout/charge/d-1/',
      '/checkout/cart/thank-you/',
      '/checkout/a/b/c/',
      '/checkout/%E0%A4%A/',
      '/apps/checkout/x/',
    ]) {
      expect(checkoutPageOf(path), path).toBeNull();
    }
  });
});

describe('checkout titles', () => {
  it("titles an app's checkout with its name once known", () => {
    expect(appCheckoutTitle('Shop Sync')).toBe('Checkout: Shop Sync');
    expect(appCheckoutTitle(null)).toBe(checkoutTitles['app-checkout']);
  });
});
