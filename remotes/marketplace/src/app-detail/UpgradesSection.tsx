/**
 * Plans an app can be bought in (domain billingCyclesOffered): one-time, monthly or yearly, each
 * with the price charged (yearly at price × 0.85 × 12) and billing label. The platform's payment
 * already carries a running discount (applied once, on the platform); the list price is struck through.
 */
import { css, type Theme } from '@emotion/react';
import { isTutorialOnly } from '@marketplace/domain/apps';
import { billedLabel, paymentText } from '@marketplace/domain/billing-text';
import type { App } from '@marketplace/domain/entities/app';
import { cycleTitle } from '@marketplace/domain/billing-cycles';
import { billingCyclesOffered, formatPrice, planTotal } from '@marketplace/domain/pricing';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { DetailSection } from './DetailSection.tsx';
import { sectionTitles } from './section-titles.ts';

const plans = (t: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 16px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
    background: ${t.color.subtle};
  }
  h3 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  .amount {
    font-size: 20px;
    font-weight: ${t.font.weight.bold};
  }
  p {
    margin: 4px 0 0;
    color: ${t.color.muted};
  }
`;

export function UpgradesSection({ app }: { app: App }) {
  const id = 'upgrades';
  if (isTutorialOnly(app) || app.payment === null) {
    return (
      <DetailSection id={id} title={sectionTitles[id]}>
        <p>{isTutorialOnly(app) ? 'This integration is set up by following its tutorial; it has no paid plans.' : 'This app is free: there are no paid plans.'}</p>
      </DetailSection>
    );
  }
  const payment = app.payment;
  const listPayment = payment.oldPrice === undefined ? null : { ...payment, price: payment.oldPrice };
  return (
    <DetailSection id={id} title={sectionTitles[id]}>
      <ul css={plans}>
        {billingCyclesOffered(payment).map((cycle, _, offered) => (
          <li key={cycle}>
            <h3>{cycleTitle(cycle, offered)}</h3>
            <span className="amount">{formatPrice(planTotal(payment, cycle, 1))}</span>
            {listPayment && (
              <s data-testid="old-price">
                <span css={visuallyHidden}>Old price </span>
                {formatPrice(planTotal(listPayment, cycle, 1))}
              </s>
            )}
            {payment.perAccount && <span> per agent</span>}
            <p>{billedLabel(cycle) ?? paymentText(cycle, 0)}</p>
            {payment.trialDays > 0 && <p>{paymentText(cycle, payment.trialDays)}</p>}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
