/**
 * The plans a paid app is sold in, as selectable cards (radiogroup 'Choose a plan'): pay once, or
 * monthly and yearly (yearly at the 15 % factor), each with its price and billing text.
 */
import { css, type Theme } from '@emotion/react';
import { cycleTitle, cycleUnits } from '@marketplace/domain/billing-cycles';
import { paymentText } from '@marketplace/domain/billing-text';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { billingCyclesOffered, formatPrice, organisationTotalText, planTotal } from '@marketplace/domain/pricing';
import { useId } from 'react';
import { useBilledSeats } from '../ui/use-billed-seats.ts';

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
  // Signed in, a per-agent plan shows the organisation's total and its agents; otherwise the price per agent.
  const seats = useBilledSeats(app.payment?.perAccount === true);
  if (app.payment === null) return null;
  // The platform's payment is the charged one: a running discount is already applied, once.
  const payment = app.payment;
  const offered = billingCyclesOffered(payment);
  return (
    <div css={group} role="radiogroup" aria-labelledby={titleId}>
      <p className="title" id={titleId}>
        Choose a plan
      </p>
      {offered.map((cycle) => (
        <label key={cycle}>
          <input type="radio" name={name} value={cycle} checked={value === cycle} onChange={() => onChange(cycle)} />
          <span>
            {cycleTitle(cycle, offered)}: <span className="price">{formatPrice(planTotal(payment, cycle, seats ?? 1))}</span>
            {cycleUnits[cycle]}
            {payment.perAccount && seats === null && ' per agent'}
          </span>
          <span className="text">
            {paymentText(cycle, payment.trialDays)}
            {payment.perAccount && seats !== null ? ` · ${organisationTotalText(payment, cycle, seats)}` : ''}
          </span>
        </label>
      ))}
    </div>
  );
}
