/**
 * The cart's figures (domain cart-summary): one-time and recurrent totals, the monthly-equivalent
 * total, taxes on what is billed now for the buyer's address, and the free-trial qualification.
 */
import { MONTHLY_EQUIVALENT_NOTE, type SummaryFigures } from '@marketplace/domain/cart-summary';
import { billedLabel } from '@marketplace/domain/billing-text';
import { formatPrice } from '@marketplace/domain/pricing';
import { taxRows, type TaxFigures } from '../ui/TaxPreview.tsx';
import { figures as figuresStyle } from './styles.ts';

/** `discount`: what the cart's coupon takes off the lines in the totals, with its code. */
export function CartSummary({
  figures,
  taxes,
  discount = null,
}: {
  figures: SummaryFigures;
  taxes: TaxFigures | null;
  discount?: { code: string; percent: number; amount: number } | null;
}) {
  const tax = taxRows(taxes);
  return (
    <dl css={figuresStyle} aria-label="Order summary">
      {discount !== null && discount.amount > 0 && (
        <>
          <dt>
            Coupon {discount.code} ({discount.percent} % off)
          </dt>
          <dd data-testid="coupon-discount">−{formatPrice(discount.amount)}</dd>
        </>
      )}
      {figures.oneTime > 0 && (
        <>
          <dt>One-time payments</dt>
          <dd>{formatPrice(figures.oneTime)}</dd>
        </>
      )}
      {figures.monthly > 0 && (
        <>
          <dt>{billedLabel('pay-monthly')}</dt>
          <dd>{formatPrice(figures.monthly)}</dd>
        </>
      )}
      {figures.yearly > 0 && (
        <>
          <dt>{billedLabel('pay-yearly')}</dt>
          <dd>{formatPrice(figures.yearly)}</dd>
        </>
      )}
      <dt>
        Monthly equivalent
        <br />
        <small>{MONTHLY_EQUIVALENT_NOTE}</small>
      </dt>
      <dd>{formatPrice(figures.monthlyEquivalent)}</dd>
      <dt>Due today</dt>
      <dd>{formatPrice(figures.dueNow)}</dd>
      <dt>{tax.label}</dt>
      <dd>{tax.value}</dd>
      <dt className="total">Total due today</dt>
      <dd className="total" data-testid="total-due">
        {taxes === null ? formatPrice(figures.dueNow) : formatPrice(taxes.total)}
      </dd>
      {figures.freeTrial && (
        <>
          <dt>Free trial</dt>
          <dd>No credit card required</dd>
        </>
      )}
    </dl>
  );
}
