/** Checkout pages under /checkout/. (Charges, taxes and thank-you pages grow here.) */
import { css, type Theme } from '@emotion/react';
import { usePageTitle } from '../app-shell/page-title.ts';
import { exposeScreen } from '../app-shell/standalone.tsx';

const page = (t: Theme) => css`
  max-width: ${t.layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px;
  font-family: ${t.font.family};
`;

export function CheckoutScreen() {
  usePageTitle('Checkout');
  return (
    <section css={page} aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <p>Sign in to complete your purchase.</p>
    </section>
  );
}

export default exposeScreen(CheckoutScreen);
