/**
 * Checkout pages under /checkout/ (spec 2): the cart's thank-you and review-order pages, the
 * external direct charge page, the charges' thank-you pages, the own-app thank-you and the
 * one-app checkout. Paths are read on the location itself (`checkoutPageOf`, which the server
 * also titles these pages with), so the screen works inside `./Marketplace` and exposed alone
 * (`./Checkout`).
 */
import { css, type Theme } from '@emotion/react';
import { checkoutPageOf } from '@marketplace/domain/checkout-pages';
import { paths } from '@marketplace/domain/routes';
import { Navigate, useLocation } from 'react-router-dom';
import { exposeScreen } from '../app-shell/standalone.tsx';
import { AppCheckout } from './AppCheckout.tsx';
import { CartResult } from './CartResult.tsx';
import { AppThankYou, ChargeThankYou } from './ChargeThankYou.tsx';
import { ExternalCharge } from './ExternalCharge.tsx';

const page = (t: Theme) => css`
  max-width: ${t.layout.maxWidth}px;
  margin: 0 auto;
  font-family: ${t.font.family};
`;

function CheckoutRoute() {
  const { pathname } = useLocation();
  const page = checkoutPageOf(pathname);
  switch (page?.kind) {
    case 'cart-thank-you':
      return <CartResult key={page.cartId} cartId={page.cartId} page="thank-you" />;
    case 'cart-review-order':
      return <CartResult key={page.cartId} cartId={page.cartId} page="review-order" />;
    case 'recurrent-charge-thank-you':
      return <ChargeThankYou kind="recurrent_charge" chargeId={page.chargeId} />;
    case 'direct-charge-thank-you':
      return <ChargeThankYou kind="direct_charge" chargeId={page.chargeId} />;
    case 'external-charge':
      return <ExternalCharge key={page.chargeId} chargeId={page.chargeId} />;
    case 'app-thank-you':
      return <AppThankYou slug={page.slug} />;
    case 'app-checkout':
      return <AppCheckout key={page.slug} slug={page.slug} />;
    case undefined:
      return <Navigate to={paths.cart()} replace />;
  }
}

export function CheckoutScreen() {
  return (
    <section css={page}>
      <CheckoutRoute />
    </section>
  );
}

export default exposeScreen(CheckoutScreen);
