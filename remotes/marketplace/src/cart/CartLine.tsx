/**
 * One app in the cart: icon, name, plan selector, price, trial and billing texts, Remove, and why
 * the platform would not buy it (domain/installability), said before anyone pays.
 */
import { cycleNames } from '@marketplace/domain/billing-cycles';
import { billedLabel, billingStartText, paymentText } from '@marketplace/domain/billing-text';
import { NOT_IN_TOTAL, priceBeforeCoupon } from '@marketplace/domain/cart-summary';
import { billingCycleSchema } from '@marketplace/domain/entities/cart';
import type { Refusal } from '@marketplace/domain/installability';
import { formatPrice, seatsText } from '@marketplace/domain/pricing';
import { appDetailPath } from '@marketplace/domain/routes';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useCartChangesUnderWay, useCartWrites } from '../data/cart-writes.ts';
import { quietButton } from '../ui/buttons.ts';
import { selectControl } from '../ui/page-styles.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { lineRow } from './styles.ts';
import type { CartLineView } from './use-cart-view.ts';

/** `frozen`: no change may be made (the cart is locked, or a ghost login browses it). */
/** `onRemoveRefused`: how a line that cannot be bought is taken out of the cart (null while nothing may change). */
export function CartLine({
  line,
  frozen,
  refusal,
  seats,
  now,
  coupon = null,
  onRemoveRefused = null,
}: {
  line: CartLineView;
  frozen: boolean;
  refusal: Refusal | null;
  seats: number;
  now: Date;
  /** The cart's coupon: the line shows its price before it, struck through. */
  coupon?: { code: string; percent: number } | null;
  onRemoveRefused?: (() => void) | null;
}) {
  const { product, app } = line;
  const id = useId();
  const changing = useCartChangesUnderWay('changing').has(product.id);
  const writes = useCartWrites();
  const updateCartPlan = useMutation(writes.updatePlan);
  const removeFromCart = useMutation(writes.remove);
  const name = app?.name ?? `App ${product.id}`;
  const plans = product.plans ?? [product.plan];
  const cycle = product.plan.billingCycle;
  const before = priceBeforeCoupon(product, seats, coupon);
  const texts = [
    paymentText(cycle, product.trialDays),
    billedLabel(cycle),
    // The cart prices a per-agent app for its seats: say how many, as the total is billed.
    product.payment ? seatsText(product.payment, cycle, seats) : null,
    product.trialDays > 0 ? billingStartText(cycle, product.trialDays, now) : null,
  ].filter((text): text is string => text !== null);

  return (
    <li css={lineRow} aria-busy={changing}>
      {app ? <img src={app.icon} alt="" width={48} height={48} /> : <span />}
      <div>
        <h2 id={`${id}-name`}>{app ? <Link to={appDetailPath(app)}>{name}</Link> : name}</h2>
        <p className="meta">{texts.join(' · ')}</p>
        {refusal && (
          <>
            <p className="refusal" id={`${id}-refusal`} data-testid="line-refusal">
              {refusal.message ? `${refusal.message} ` : ''}
              {NOT_IN_TOTAL}.
            </p>
            {onRemoveRefused && (
              <button type="button" css={quietButton} onClick={onRemoveRefused}>
                Remove {name} from the cart
              </button>
            )}
          </>
        )}
      </div>
      <div className="controls">
        <label htmlFor={`${id}-plan`} css={visuallyHidden}>
          Plan for {name}
        </label>
        <select
          id={`${id}-plan`}
          css={selectControl}
          value={cycle}
          disabled={frozen || changing || plans.length < 2}
          onChange={(event) => {
            const next = billingCycleSchema.safeParse(event.target.value);
            if (next.success) updateCartPlan.mutate({ appIds: [product.id], planId: next.data });
          }}
        >
          {plans.map((plan) => (
            <option key={plan.billingCycle} value={plan.billingCycle}>
              {cycleNames[plan.billingCycle]} – {formatPrice(plan.price.total)}
            </option>
          ))}
        </select>
        {before !== null && !refusal && (
          <s className="price" data-testid="line-price-before-coupon" aria-label={`${formatPrice(before)} before the coupon`}>
            {formatPrice(before)}
          </s>
        )}
        <span className="price" data-testid="line-price" aria-describedby={refusal ? `${id}-refusal` : undefined}>
          {refusal ? <s>{formatPrice(product.plan.price.total)}</s> : formatPrice(product.plan.price.total)}
        </span>
        <button type="button" css={quietButton} disabled={frozen || changing} aria-label={`Remove ${name}`} onClick={() => removeFromCart.mutate({ appIds: [product.id] })}>
          Remove
        </button>
      </div>
    </li>
  );
}
