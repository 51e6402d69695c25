/**
 * Checkout pages under /checkout/ (spec 2): the cart's thank-you and review-order pages, the
 * external direct charge page, the charges' thank-you pages, the own-app thank-you and the
 * one-app checkout. Paths are matched on the location itself, so the screen works inside
 * `./Marketplace` and exposed alone (`./Checkout`).
 */
import { css, type Theme } from '@emotion/react';
import { paths } from '@marketplace/domain/routes';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
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
  const match = (pattern: string) => matchPath({ path: pattern, end: true }, pathname.replace(/\/+$/, ''));
  const thankYou = match('/checkout/cart/:cartId/thank-you');
  if (thankYou?.params.cartId) return <CartResult key={thankYou.params.cartId} cartId={thankYou.params.cartId} page="thank-you" />;
  const review = match('/checkout/cart/:cartId/review-order');
  if (review?.params.cartId) return <CartResult key={review.params.cartId} cartId={review.params.cartId} page="review-order" />;
  const recurrent = match('/checkout/charge/:id/recurrent_charge/thank-you');
  if (recurrent?.params.id) return <ChargeThankYou kind="recurrent_charge" chargeId={recurrent.params.id} />;
  const direct = match('/checkout/charge/:chargeId/direct_charge/thank-you');
  if (direct?.params.chargeId) return <ChargeThankYou kind="direct_charge" chargeId={direct.params.chargeId} />;
  const external = match('/checkout/charge/:chargeId/direct_charge');
  if (external?.params.chargeId) return <ExternalCharge key={external.params.chargeId} chargeId={external.params.chargeId} />;
  const own = match('/checkout/:slug/thank-you');
  if (own?.params.slug) return <AppThankYou slug={own.params.slug} />;
  const app = match('/checkout/:slug');
  if (app?.params.slug && app.params.slug !== 'cart' && app.params.slug !== 'charge') return <AppCheckout key={app.params.slug} slug={app.params.slug} />;
  return <Navigate to={paths.cart()} replace />;
}

export function CheckoutScreen() {
  return (
    <section css={page}>
      <CheckoutRoute />
    </section>
  );
}

export default exposeScreen(CheckoutScreen);
