/**
 * The total, always in view: Checkout on an open cart; once the checkout is started (the cart is
 * locked) the live countdown to checkedOutUntil, Pay and Back to cart.
 */
import { countdownText } from '@marketplace/domain/cart-summary';
import { toDate } from '@marketplace/domain/dates';
import { formatPrice } from '@marketplace/domain/pricing';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { stickyBar } from './styles.ts';

export interface CheckoutBarProps {
  total: number;
  locked: boolean;
  checkedOutUntil: string | null;
  now: Date;
  /** Why Pay is not possible yet (no card), or null. */
  payBlockedBy: string | null;
  processing: boolean;
  empty: boolean;
  onCheckout: () => void;
  onPay: () => void;
  onBack: () => void;
}

export function CheckoutBar(props: CheckoutBarProps) {
  const { total, locked, processing } = props;
  return (
    <div css={stickyBar} role="region" aria-label="Checkout">
      <div>
        <div className="total">Total {formatPrice(total)}</div>
        {locked && (
          <div role="timer" aria-live="off" aria-label="Time left to finish the checkout">
            Checkout reserved for {countdownText(toDate(props.checkedOutUntil), props.now)} more minutes
          </div>
        )}
        {locked && props.payBlockedBy && <div>{props.payBlockedBy}</div>}
      </div>
      <div className="actions">
        {locked ? (
          <>
            <button type="button" css={quietButton} onClick={props.onBack} disabled={processing}>
              Back to cart
            </button>
            <button type="button" css={primaryButton} onClick={props.onPay} disabled={processing || props.payBlockedBy !== null} aria-busy={processing}>
              {processing ? 'Paying…' : `Pay ${formatPrice(total)}`}
            </button>
          </>
        ) : (
          <button type="button" css={primaryButton} onClick={props.onCheckout} disabled={processing || props.empty}>
            {processing ? 'Starting checkout…' : 'Checkout'}
          </button>
        )}
      </div>
    </div>
  );
}
