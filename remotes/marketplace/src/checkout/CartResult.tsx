/**
 * After a cart purchase (spec 2 and 4): /checkout/cart/{id}/thank-you when everything was bought
 * (or only inactive-product notes failed), /checkout/cart/{id}/review-order when some products
 * failed — each with its note ('Payment failed', 'Was not installed, please activate {product}
 * first', 'Was not installed, please contact support'), the spec's only words for a failed line (no
 * banner of made-up words above them). The success sentence (singular or plural) shows only when
 * every line was bought, never beside a failed one. The page scrolls to and focuses the first failure.
 * A reload reads the cart again.
 */
import { checkoutTitles } from '@marketplace/domain/checkout-pages';
import { afterPurchaseText, billingStartLine, paymentText, sentence } from '@marketplace/domain/billing-text';
import { isBilledNow, taxesAt } from '@marketplace/domain/cart-summary';
import type { CartProduct } from '@marketplace/domain/entities/cart';
import { catalogueMessage, purchaseSuccessMessage } from '@marketplace/domain/errors';
import { installNote, sortPurchasedProducts } from '@marketplace/domain/install-notes';
import { formatPrice } from '@marketplace/domain/pricing';
import { paths } from '@marketplace/domain/routes';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { usePublishedApps, usePublishedAppsById } from '../data/use-published-apps.ts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../data/query-client.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { PaymentFailureNotice } from '../ui/PaymentFailureNotice.tsx';
import { pageHeading } from '../ui/page-styles.ts';
import { NextSteps } from './NextSteps.tsx';
import { alertBox, card, column, resultList } from './styles.ts';

function ProductRow({ product, failed, focusRef }: { product: CartProduct; failed: boolean; focusRef?: Ref<HTMLLIElement> | undefined }) {
  const app = usePublishedAppsById().get(product.id) ?? null;
  const note = installNote(product.note, product.productType);
  const cycle = product.plan.billingCycle;
  const detail = failed ? null : product.purchasedAt ? afterPurchaseText(cycle, product.trialDays, product.purchasedAt) : null;
  // A bought line shows what it charged with its tax (the ledger's amount); a failed one its price, uncharged.
  const charged = failed ? null : (product.plan.taxes ?? null);
  // A bought line in its trial: nothing taken today, the plan's price with the same tax when billing starts.
  const later =
    charged !== null && product.purchasedAt && !isBilledNow({ billingCycle: cycle, trialDays: product.trialDays })
      ? sentence(billingStartLine(cycle, product.trialDays, product.purchasedAt, taxesAt(product.plan.price.total, charged.tax_rate).total))
      : null;
  return (
    <li ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      {app ? <img src={app.icon} alt="" width={40} height={40} /> : <span />}
      <div>
        <strong>{app?.name ?? `App ${product.id}`}</strong>
        <p>
          {charged === null ? formatPrice(product.plan.price.total) : <span data-testid="line-charged">Charged {formatPrice(charged.total_price)}</span>}
          {charged !== null && charged.tax_value > 0 ? ` (incl. ${formatPrice(charged.tax_value)} tax)` : ''} · {paymentText(cycle, product.trialDays)}
          {detail ? ` · ${detail}` : ''}
          {later ? <span data-testid="line-billing-start"> · {later}</span> : null}
        </p>
        {note && <p className="note">{note.message}</p>}
        {!failed && product.purchasedAt && app && <NextSteps app={app} label={`Next steps for ${app.name}`} myApps={false} />}
      </div>
    </li>
  );
}

export function CartResult({ cartId, page }: { cartId: string; page: 'thank-you' | 'review-order' }) {
  usePageTitle(checkoutTitles[page === 'thank-you' ? 'cart-thank-you' : 'cart-review-order']);
  const { api } = useMarketplaceStoreApi();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  // The purchase put its cart here; a reload (or another tab) reads it.
  const read = useQuery({ queryKey: queryKeys.cartById(cartId), queryFn: () => api.carts.get(cartId), enabled: authorized });
  const cart = read.data ?? null;
  const firstFailure = useRef<HTMLLIElement>(null);
  // The apps' names and icons for the lines, once signed in.
  usePublishedApps(authorized);

  const sorted = useMemo(() => (cart === null ? null : sortPurchasedProducts(cart.products)), [cart]);
  const chargedToday = sorted?.purchased.reduce((total, product) => total + (product.plan.taxes?.total_price ?? 0), 0) ?? 0;
  const cardRefused = sorted?.notPurchased.some((product) => installNote(product.note, product.productType)?.kind === 'payment-failed') ?? false;
  const navigate = useNavigate();
  const failures = sorted?.notPurchased.length ?? 0;

  // Scroll to the first failure, so the user sees at once what went wrong.
  useEffect(() => {
    if (failures > 0) {
      firstFailure.current?.scrollIntoView?.({ block: 'center' });
      firstFailure.current?.focus({ preventScroll: true });
    }
  }, [failures]);

  if (!authorized) return <p>Sign in to see your order.</p>;
  if (sorted === null) {
    return read.isError ? (
      <p css={alertBox} role="alert">
        {catalogueMessage('cartLoad')}
      </p>
    ) : (
      <p role="status">Loading your order…</p>
    );
  }
  return (
    <div css={column}>
      <h1 css={pageHeading}>{page === 'thank-you' ? 'Thank you for your purchase!' : 'Review your order'}</h1>
      {sorted.notPurchased.length > 0 && (
        <section css={card} aria-labelledby="not-bought-title">
          <h2 id="not-bought-title">Not bought</h2>
          {cardRefused && <PaymentFailureNotice kind="card-refused" onUseAnotherCard={() => void navigate(paths.cart())} />}
          <ul css={resultList}>
            {sorted.notPurchased.map((product, index) => (
              <ProductRow key={product.id} product={product} failed focusRef={index === 0 ? firstFailure : undefined} />
            ))}
          </ul>
        </section>
      )}
      {sorted.purchased.length > 0 && (
        <section css={card} aria-labelledby="bought-title">
          <h2 id="bought-title">{sorted.notPurchased.length === 0 ? purchaseSuccessMessage(sorted.purchased.length) : 'Bought'}</h2>
          <ul css={resultList}>
            {sorted.purchased.map((product) => (
              <ProductRow key={product.id} product={product} failed={false} />
            ))}
          </ul>
          <p>
            <strong>
              Total charged today: <span data-testid="charged-today">{formatPrice(chargedToday)}</span>
            </strong>
          </p>
        </section>
      )}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {page === 'review-order' && (
          <Link to={paths.cart()} css={primaryButton}>
            Back to cart
          </Link>
        )}
        {sorted.purchased.length > 0 && (
          <Link to={paths.myApps()} css={page === 'review-order' ? quietButton : primaryButton}>
            My apps
          </Link>
        )}
        <Link to={paths.apps()} css={quietButton}>
          Browse more apps
        </Link>
      </div>
    </div>
  );
}
