/**
 * The cart link of the header with its item count ('Cart 3 items' to assistive technology): the
 * signed-in user's cart entry of the query cache, read on any page.
 */
import { css, type Theme } from '@emotion/react';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { useCart } from '../data/cart.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { quietButton } from '../ui/buttons.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const count = (t: Theme) => css`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  box-sizing: border-box;
  border-radius: ${t.radius.pill}px;
  background: ${t.color.accent};
  color: ${t.color.accentText};
  font-size: 12px;
  font-weight: ${t.font.weight.bold};
  line-height: 20px;
  text-align: center;
`;

/** Lines still to buy: a purchased cart counts none. */
export const cartItemCount = (cart: { purchasedAt?: string | null; products: readonly unknown[] } | null): number => (cart === null || cart.purchasedAt ? 0 : cart.products.length);

export function CartBadge() {
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const items = cartItemCount(useCart().cart);
  // The name comes from the visible words plus a hidden ' items' ('Cart 3 items'): an aria-label
  // that differs from the visible text ('Cart, 3 items' over 'Cart 3') fails WCAG 2.5.3.
  return (
    <Link to={paths.cart()} css={quietButton}>
      Cart{' '}
      {authorized && (
        <>
          <span css={count}>{items}</span>
          <span css={visuallyHidden}> {items === 1 ? 'item' : 'items'}</span>
        </>
      )}
    </Link>
  );
}
