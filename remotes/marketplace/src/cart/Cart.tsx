/**
 * The cart at /cart/: lines with plan, price, trial and Remove; apps added from
 * inside the cart; coupon; the summary of the domain rule with taxes; the card each product is
 * billed to; a sticky total with Checkout, then — the cart locked by the started checkout — the
 * live countdown, Pay and Back to cart. Paying buys the cart with the checksum the user saw and
 * goes to the thank-you or review-order page.
 */
import { css, type Theme } from '@emotion/react';
import { buyableFigures, couponDiscount, notBuyableText } from '@marketplace/domain/cart-summary';
import { serverErrorCodes } from '@marketplace/domain/errors';
import { minutesLeftToCheckout } from '@marketplace/domain/cart-machine';
import { ghostLoginRefusal, purchaseRefusal, type Refusal } from '@marketplace/domain/installability';
import { timeLeftInWords } from '@marketplace/domain/time-left';
import { toDate } from '@marketplace/domain/dates';
import { paths } from '@marketplace/domain/routes';
import { pageCopy } from '@marketplace/domain/page-copy';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBillingEvents } from '../app-shell/billing-events.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { exposeScreen } from '../app-shell/standalone.tsx';
import { usePublishedApps } from '../data/use-published-apps.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useInstalledApps } from '../data/use-installed-apps.ts';
import { isApiError } from '@marketplace/api/api-error';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { invalidateCart, useCart } from '../data/cart.ts';
import { cartKeys, checkingOutNow, useCartWrites } from '../data/cart-writes.ts';
import { failureMessage, Refused } from '../data/failure.ts';
import { PaymentFailed, paymentFailureShown } from '../data/payment-failure.ts';
import { useSubscriptions } from '../data/use-subscriptions.ts';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { CardDetails } from '../ui/CardDetails.tsx';
import { PaymentFailureNotice } from '../ui/PaymentFailureNotice.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { pageHeading, statePanel } from '../ui/page-styles.ts';
import { useTaxPreview } from '../ui/TaxPreview.tsx';
import { CartLine } from './CartLine.tsx';
import { CartSearch } from './CartSearch.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CheckoutBar } from './CheckoutBar.tsx';
import { CouponForm } from './CouponForm.tsx';
import { panel } from '../ui/panel.ts';
import { cartLayout, inlineAlert, lineList } from './styles.ts';
import { useCartView, type CartView } from './use-cart-view.ts';
import { useNow } from './use-now.ts';

const page = css`
  display: grid;
  gap: 16px;
`;

const lockedNote = (t: Theme) => css`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${t.radius.control}px;
  background: ${t.color.accentSoft};
`;

/** What the cart page needs once the user is known: the cart read anew, the catalogue, installs, cards. */
function useCartData(authorized: boolean) {
  const cart = useCart({ fresh: true });
  // The catalogue in full (the cart's lines and its search), through the query cache.
  usePublishedApps(authorized);
  return cart;
}

/**
 * Why the platform would not buy each line (domain/installability, as the platform asks it), once
 * the account's licences and installs are known: said on the line before anyone pays.
 */
function useLineRefusals(view: CartView): ReadonlyMap<string, Refusal> {
  const session = useMarketplaceStore((s) => s.session);
  const { subscriptions, known: subscriptionsKnown } = useSubscriptions();
  const installed = useInstalledApps();
  const installedAppIds = installed.ids;
  const known = subscriptionsKnown && installed.known;
  // A cart just bought installed its lines: that is no refusal to show beside them.
  const bought = view.cart.purchasedAt != null;
  return useMemo(() => {
    const refusals = new Map<string, Refusal>();
    if (!known || bought) return refusals;
    for (const { product, app } of view.lines) {
      const refusal = app === null ? null : purchaseRefusal({ app, installedAppIds, session, subscriptions });
      if (refusal !== null) refusals.set(product.id, refusal);
    }
    return refusals;
  }, [known, bought, view.lines, installedAppIds, session, subscriptions]);
}

function CartContent({ view, now }: { view: CartView; now: Date }) {
  const writes = useCartWrites();
  const startCheckout = useMutation(writes.startCheckout);
  const rejectCheckout = useMutation(writes.rejectCheckout);
  const purchase = useMutation(writes.purchase);
  const removeLine = useMutation(writes.remove);
  const processing = useIsMutating({ mutationKey: cartKeys.checkout }) > 0;
  const { subscriptions } = useSubscriptions();
  const store = useMarketplaceStoreApi();
  const session = useMarketplaceStore((s) => s.session);
  const ghost = ghostLoginRefusal(session);
  const refusals = useLineRefusals(view);
  const report = useBillingEvents();
  const [failure, setFailure] = useState<string | null>(null);
  const locked = view.state === 'checkout-started';
  // Nothing in the cart may change: a started checkout locks it, a ghost login only browses it.
  const frozen = locked || ghost !== null;
  const product = view.billedProducts[0] ?? 'livechat';
  // Only what can be bought counts: a refused line is in no total and not in Pay (the purchase leaves it unbought).
  const refused = useMemo(() => new Set(refusals.keys()), [refusals]);
  const figures = useMemo(() => buyableFigures(view.cart.products, refused), [view.cart.products, refused]);
  const refusedLines = view.lines.filter((line) => refused.has(line.product.id));
  const coupon = view.cart.coupon;
  const discount =
    coupon === null
      ? null
      : {
          ...coupon,
          amount: couponDiscount(
            view.cart.products.filter((each) => !refused.has(each.id)),
            view.cart.seats,
            coupon,
          ),
        };
  const { taxes, fields, address } = useTaxPreview(product, figures.dueNowAmounts);
  const paymentFailure = paymentFailureShown(purchase.error).kind;
  const [replaceCard, setReplaceCard] = useState(0);
  const missingCard = figures.cardNeeded && view.billedProducts.some((each) => !subscriptions[each]?.hasCard);
  const total = taxes?.total ?? figures.dueNow;
  const buyable = view.lines.length - refusedLines.length;

  // The lock runs out at checkedOutUntil: reload, and the cart is open again.
  const expired = locked === false && view.cart.checkedOutUntil !== null && minutesLeftToCheckout(view.cart, now) === 0;
  useEffect(() => {
    if (expired) void invalidateCart(store);
  }, [expired, store]);

  const pay = async () => {
    if (checkingOutNow(store)) return;
    setFailure(null);
    report('register_transaction_pending');
    let result;
    try {
      result = await purchase.mutateAsync(address);
    } catch (error) {
      if (error instanceof Refused) return;
      setFailure(paymentFailureShown(error).message);
      report('failure');
      // The cart changed under the checkout (checksum): back to an open cart to look again.
      const cause = error instanceof PaymentFailed ? error.cause : null;
      if (isApiError(cause) && cause.code === serverErrorCodes.cartChecksum) {
        await rejectCheckout.mutateAsync().catch(() => undefined);
        void invalidateCart(store);
      }
      return;
    }
    report(result.page === 'thank-you' ? 'success' : 'failure');
  };

  if (view.lines.length === 0) {
    return (
      <>
        <div css={statePanel}>
          {ghost?.message && <p>{ghost.message}</p>}
          <p>Your cart is empty.</p>
          <Link to={paths.apps()} css={primaryButton}>
            Browse apps
          </Link>
        </div>
        <section css={panel}>
          <CartSearch disabled={ghost !== null} />
        </section>
      </>
    );
  }

  return (
    <>
      {paymentFailure !== null ? (
        <PaymentFailureNotice kind={paymentFailure} onRetry={locked ? () => void pay() : undefined} onUseAnotherCard={() => setReplaceCard((n) => n + 1)} />
      ) : (
        failure && (
          <p css={inlineAlert} role="alert">
            {failure}
          </p>
        )
      )}
      {ghost?.message && <p css={lockedNote}>{ghost.message}</p>}
      {locked && <p css={lockedNote}>Checkout started: the cart is locked for {timeLeftInWords(toDate(view.cart.checkedOutUntil), now)} until you pay or go back to the cart.</p>}
      <div css={cartLayout}>
        <div css={page}>
          <ul css={lineList} aria-label="Apps in your cart">
            {view.lines.map((line) => (
              <CartLine
                key={line.product.id}
                line={line}
                frozen={frozen}
                refusal={ghost === null ? (refusals.get(line.product.id) ?? null) : null}
                onRemoveRefused={frozen ? null : () => removeLine.mutate({ appIds: [line.product.id] })}
                seats={view.cart.seats}
                coupon={view.cart.coupon}
                now={now}
              />
            ))}
          </ul>
          <section css={panel}>
            <CartSearch disabled={frozen} />
          </section>
        </div>
        <aside css={panel} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">Summary</h2>
          <CouponForm disabled={frozen} />
          {fields}
          {refusedLines.length > 0 && (
            <div css={lockedNote} data-testid="not-in-total">
              <p>{notBuyableText(refusedLines.length)}</p>
              <button
                type="button"
                css={quietButton}
                disabled={frozen}
                onClick={() => {
                  for (const line of refusedLines) removeLine.mutate({ appIds: [line.product.id] });
                }}
              >
                {refusedLines.length === 1 ? 'Remove it from the cart' : 'Remove them from the cart'}
              </button>
            </div>
          )}
          <CartSummary figures={figures} taxes={taxes} discount={discount} />
          {figures.cardNeeded && view.billedProducts.map((each) => <CardDetails key={each} product={each} replaceRequest={replaceCard} />)}
        </aside>
      </div>
      <CheckoutBar
        total={total}
        startsTrial={buyable > 0 && figures.dueNow === 0 && view.lines.every((line) => refused.has(line.product.id) || line.product.trialDays > 0)}
        locked={locked}
        checkedOutUntil={view.cart.checkedOutUntil}
        now={now}
        payBlockedBy={buyable === 0 ? notBuyableText(refusedLines.length) : missingCard ? 'Add a card to pay.' : null}
        refusedBecause={ghost?.message ?? null}
        processing={processing}
        empty={view.lines.length === 0}
        onCheckout={() => startCheckout.mutate()}
        onPay={() => void pay()}
        onBack={() => rejectCheckout.mutate()}
      />
    </>
  );
}

export function CartScreen() {
  usePageTitle(pageCopy.cart.title);
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const ghost = ghostLoginRefusal(useMarketplaceStore((s) => s.session));
  const { cart, query } = useCartData(authorized);
  const now = useNow((cart?.checkedOutUntil ?? null) !== null);
  const view = useCartView(now, cart);

  let body;
  if (!authorized) body = <p>Sign in to see the apps in your cart.</p>;
  else if (view === null && query.isError) body = <LoadError what="cart" message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (view === null && ghost !== null && query.isSuccess)
    body = (
      <div css={statePanel}>
        <p>{ghost.message}</p>
        <p>Your cart is empty.</p>
      </div>
    );
  else if (view === null) body = <p role="status">Loading your cart…</p>;
  else body = <CartContent view={view} now={now} />;

  return (
    <section css={page} aria-labelledby="cart-title">
      <h1 id="cart-title" css={pageHeading}>
        Cart
      </h1>
      {body}
    </section>
  );
}

export default exposeScreen(CartScreen);
