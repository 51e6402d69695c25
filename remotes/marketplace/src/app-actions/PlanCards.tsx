/**
 * The plans a paid app is sold in, as selectable cards (radiogroup 'Choose a plan'): pay once, or
 * monthly and yearly (yearly at the 15 % factor), each with its price and billing text.
 */
import { css, type Theme } from '@emotion/react';
import { paymentText } from '@marketplace/domain/billing-text';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { billingCyclesOffered, formatPrice, planTotal } from '@marketplace/domain/pricing';
import { useId } from 'react';

export const cycleNames: Readonly<Record<BillingCycle, string>> = {
  'pay-once': 'Pay once',
  'pay-monthly': 'Pay monthly',
  'pay-yearly': 'Pay yearly',
};

const cycleUnits: Readonly<Record<BillingCycle, string>> = { 'pay-once': '', 'pay-monthly': ' / month', 'pay-yearly': ' / year' };

const group = (t: Theme) => css`
  display: grid;
  gap: 8px;
  width: 100%;
  .title {
    margin: 0;
    font-weight: ${t.font.weight.medium};
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    align-items: center;
    padding: 10px 12px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${t.color.accent};
    background: ${t.color.accentSoft};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${t.color.focus};
    outline-offset: 2px;
  }
  input {
    margin: 0;
    accent-color: ${t.color.accent};
  }
  .price {
    font-weight: ${t.font.weight.bold};
  }
  .text {
    grid-column: 2;
    font-size: 14px;
    color: ${t.color.muted};
  }
`;

export function PlanCards({ app, value, onChange }: { app: AppSummary; value: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const titleId = useId();
  const name = useId();
  if (app.payment === null) return null;
  // The platform's payment is the charged one: a running discount is already applied, once.
  const payment = app.payment;
  return (
    <div css={group} role="radiogroup" aria-labelledby={titleId}>
      <p className="title" id={titleId}>
        Choose a plan
      </p>
      {billingCyclesOffered(payment).map((cycle) => (
        <label key={cycle}>
          <input type="radio" name={name} value={cycle} checked={value === cycle} onChange={() => onChange(cycle)} />
          <span>
            {cycleNames[cycle]}: <span className="price">{formatPrice(planTotal(payment, cycle, 1))}</span>
            {cycleUnits[cycle]}
            {payment.perAccount && ' per agent'}
          </span>
          <span className="text">{paymentText(cycle, payment.trialDays)}</span>
        </label>
      ))}
    </div>
  );
}
