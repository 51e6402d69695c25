/**
 * The coupon field: checked before sending (a blank code sends nothing), then the spec's two
 * messages — 'The coupon has been added successfully.' (a notice) or 'The coupon has failed due to
 * the incorrect response status.' shown under the field.
 */
import { css, type Theme } from '@emotion/react';
import { couponCodeSchema } from '@marketplace/domain/entities/cart';
import { useId, useState, type FormEvent } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import { quietButton } from '../ui/buttons.ts';

const form = (t: Theme) => css`
  display: grid;
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

/** Shown when Apply is pressed on an empty field (the spec has no message for it). */
export const emptyCouponMessage = 'Enter a coupon code.';

export function CouponForm({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const coupon = useMarketplaceStore((s) => s.coupon);
  const applied = useMarketplaceStore((s) => s.cart?.coupon ?? null);
  const addCoupon = useMarketplaceStore((s) => s.addCoupon);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = couponCodeSchema.safeParse(code);
    if (!checked.success) {
      setProblem(emptyCouponMessage);
      return;
    }
    setProblem(null);
    if (await addCoupon(checked.data)) setCode('');
  };

  const error = problem ?? coupon.error;
  return (
    <form css={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Coupon">
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
        <button type="submit" css={quietButton} disabled={disabled || coupon.fetching}>
          {coupon.fetching ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
      {applied && !error && (
        <p className="applied">
          Coupon {applied.code} applied: {applied.percent} % off every line.
        </p>
      )}
    </form>
  );
}
