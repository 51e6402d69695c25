/** The cart at /cart/. (Lines, plans, coupon and checkout grow here in the cart feature.) */
import { css, type Theme } from '@emotion/react';
import { usePageTitle } from '../app-shell/page-title.ts';
import { exposeScreen } from '../app-shell/standalone.tsx';

const page = (t: Theme) => css`
  max-width: ${t.layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px;
  font-family: ${t.font.family};
`;

export function CartScreen() {
  usePageTitle('Cart');
  return (
    <section css={page} aria-labelledby="cart-title">
      <h1 id="cart-title">Cart</h1>
      <p>Sign in to see the apps in your cart.</p>
    </section>
  );
}

export default exposeScreen(CartScreen);
