/**
 * An app's price as the platform charges it: the platform applies a running discount once (domain
 * applyDiscount) and sends the list price beside it as oldPrice, which is struck through here; the
 * billing text of spec 4 follows. Free apps say Free. Nothing here discounts again.
 */
import { css, type Theme } from '@emotion/react';
import { cyclePeriods } from '@marketplace/domain/billing-cycles';
import { billingCycleOf, paymentText } from '@marketplace/domain/billing-text';
import type { App } from '@marketplace/domain/entities/app';
import { formatPrice, organisationTotalText } from '@marketplace/domain/pricing';
import { visuallyHidden } from './visually-hidden.ts';
import { themed } from './themed.ts';

const tag = themed(
  (t: Theme) => css`
    display: inline-flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 8px;
    color: ${t.color.text};
    .price {
      font-size: 20px;
      font-weight: ${t.font.weight.bold};
    }
    .unit {
      font-size: 14px;
      color: ${t.color.muted};
    }
    s {
      color: ${t.color.muted};
    }
    .discount {
      padding: 2px 6px;
      border-radius: 4px;
      background: ${t.color.accent};
      color: ${t.color.accentText};
      font-size: 12px;
      font-weight: ${t.font.weight.bold};
    }
    .billing {
      flex-basis: 100%;
      font-size: 14px;
      color: ${t.color.muted};
    }
  `,
);

export interface PriceTagProps {
  /** The app as the platform sent it: its payment is the charged one. */
  app: Pick<App, 'payment'>;
  /** The signed-in organisation's billed agents (ui/use-billed-seats), or null: a per-agent price then also says their total. */
  seats?: number | null;
}

export function PriceTag({ app, seats = null }: PriceTagProps) {
  if (app.payment === null) {
    return (
      <span css={tag} data-testid="price-tag">
        <span className="price">Free</span>
      </span>
    );
  }
  const shown = app.payment;
  const cycle = billingCycleOf(shown);
  // A one-time price says so ('once'): '$198.00' alone reads like a monthly price.
  const unit = [shown.perAccount ? 'per agent' : null, cyclePeriods[cycle] ?? 'once'].filter(Boolean).join(' ');
  return (
    <span css={tag} data-testid="price-tag">
      <span className="price">{formatPrice(shown.price)}</span>
      {unit && <span className="unit">{unit}</span>}
      {shown.oldPrice !== undefined && (
        <>
          <s data-testid="old-price">
            <span css={visuallyHidden}>Old price </span>
            {formatPrice(shown.oldPrice)}
          </s>
          <span className="discount">{shown.discountPercent}% off</span>
        </>
      )}
      <span className="billing">{paymentText(cycle, shown.trialDays)}</span>
      {shown.perAccount && seats !== null && (
        <span className="billing" data-testid="organisation-total">
          {organisationTotalText(shown, cycle, seats)}
        </span>
      )}
    </span>
  );
}
