/**
 * The total, always in view: Checkout on an open cart; once the checkout is started (the cart is
 * locked) the live countdown to checkedOutUntil, Pay and Back to cart. The button pressed is
 * replaced by the next step's, so the focus follows it there (Pay, or Back to cart when Pay is
 * blocked; Checkout after Back) instead of falling back to the top of the page.
 */
import { toDate } from '@marketplace/domain/dates';
import { timeLeftInWords } from '@marketplace/domain/time-left';
import { formatPrice } from '@marketplace/domain/pricing';
import { useEffect, useRef } from 'react';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { stickyBar } from './styles.ts';

export interface CheckoutBarProps {
  total: number;
  /** Nothing is billed now: Pay starts the trials instead. */
  startsTrial: boolean;
  locked: boolean;
  checkedOutUntil: string | null;
  now: Date;
  /** Why Pay is not possible yet (no card), or null. */
  payBlockedBy: string | null;
  /** Why this cart cannot be checked out at all (a ghost login), or null: Checkout is then not offered. */
  refusedBecause: string | null;
  processing: boolean;
  empty: boolean;
  onCheckout: () => void;
  onPay: () => void;
  onBack: () => void;
}

export function CheckoutBar(props: CheckoutBarProps) {
  const { total, locked, processing } = props;
  const pay = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const checkout = useRef<HTMLButtonElement>(null);
  // The locked state a press of this bar asked for; null when none is awaited.
  const awaited = useRef<boolean | null>(null);
  useEffect(() => {
    if (awaited.current === null || processing) return;
    const reached = awaited.current === locked;
    awaited.current = null;
    // Only a focus the replaced button dropped is moved; a user who went elsewhere stays there.
    const active = document.activeElement;
    if (!reached || (active !== null && active !== document.body)) return;
    const target = locked ? (pay.current?.disabled === false ? pay.current : back.current) : checkout.current;
    target?.focus();
  }, [locked, processing]);
  return (
    <div css={stickyBar} role="region" aria-label="Checkout">
      <div>
        <div className="total">Total {formatPrice(total)}</div>
        {locked && (
          <div role="timer" aria-live="off" aria-label="Time left to finish the checkout">
            Time left to pay: {timeLeftInWords(toDate(props.checkedOutUntil), props.now)}
          </div>
        )}
        {locked && props.payBlockedBy && <div>{props.payBlockedBy}</div>}
        {props.refusedBecause !== null && <div>{props.refusedBecause}</div>}
      </div>
      <div className="actions">
        {props.refusedBecause !== null ? null : locked ? (
          <>
            <button
              ref={back}
              type="button"
              css={quietButton}
              onClick={() => {
                awaited.current = false;
                props.onBack();
              }}
              disabled={processing}
            >
              Back to cart
            </button>
            <button ref={pay} type="button" css={primaryButton} onClick={props.onPay} disabled={processing || props.payBlockedBy !== null} aria-busy={processing}>
              {processing ? 'Paying…' : props.startsTrial ? 'Start free trial' : `Pay ${formatPrice(total)}`}
            </button>
          </>
        ) : (
          <button
            ref={checkout}
            type="button"
            css={primaryButton}
            onClick={() => {
              awaited.current = true;
              props.onCheckout();
            }}
            disabled={processing || props.empty}
          >
            {processing ? 'Starting checkout…' : 'Checkout'}
          </button>
        )}
      </div>
    </div>
  );
}
