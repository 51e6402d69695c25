/**
 * The coupon field: checked before sending — Apply stays disabled until a code is typed, since the
 * spec has no message for a blank code and none is made up — then the spec's two messages: 'The
 * coupon has been added successfully.' (a notice) or 'The coupon has failed due to the incorrect
 * response status.' shown under the field.
 */
import { css, type Theme } from '@emotion/react';
import { couponRenewalText } from '@marketplace/domain/cart-summary';
import { couponCodeSchema } from '@marketplace/domain/entities/cart';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useCart } from '../data/cart.ts';
import { useCartWrites } from '../data/cart-writes.ts';
import { Refused } from '../data/failure.ts';
import { quietButton } from '../ui/buttons.ts';

const form = (t: Theme) => css`
  display: grid;
  /* The field shrinks to the summary's width (a 320 px phone): its own default width would push Apply past the edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  label {
    font-weight: ${t.font.weight.medium};
  }
  .row {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    width: 0;
    min-width: 0;
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    background: ${t.color.surface};
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
  .error {
    color: ${t.color.danger};
  }
  .applied {
    color: ${t.color.success};
  }
`;

export function CouponForm({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const applied = useCart().cart?.coupon ?? null;
  const writes = useCartWrites();
  const addCoupon = useMutation(writes.addCoupon);
  const removeCoupon = useMutation(writes.removeCoupon);
  const [code, setCode] = useState('');
  const checked = couponCodeSchema.safeParse(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a blank field: nothing to send (Apply is disabled for the same reason).
    if (!checked.success) return;
    addCoupon.mutate(checked.data, { onSuccess: () => setCode('') });
  };

  // A refusal said already (a locked cart) is no error of the field.
  const error = addCoupon.error instanceof Refused ? null : (addCoupon.error?.message ?? null);
  return (
    <form css={form} onSubmit={submit} noValidate aria-label="Coupon">
      <label htmlFor={`${id}-code`}>Coupon code</label>
      <div className="row">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
        />
        <button type="submit" css={quietButton} disabled={disabled || addCoupon.isPending || !checked.success}>
          {addCoupon.isPending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
      {applied && !error && (
        <div className="row">
          <p className="applied" data-testid="coupon-applied">
            Coupon {applied.code} applied: {applied.percent} % off every line. {couponRenewalText(applied)}
          </p>
          <button
            type="button"
            css={quietButton}
            disabled={disabled}
            onClick={() => removeCoupon.mutate(undefined, { onSuccess: () => addCoupon.reset() })}
            aria-label={`Remove coupon ${applied.code}`}
          >
            Remove
          </button>
        </div>
      )}
    </form>
  );
}
