/**
 * Under each installed app on My apps: what the organisation pays for it — plan and its price
 * before tax, billing cycle, coupon, what was last taken and what the next payment takes (taxes
 * included, as Payments lists them), what is owed when a payment fell due without a card on file
 * (the forecast above the list offers the card that pays it), trial end with the days left, cancellation date and status —
 * with the way to change its plan (ChangePlan.tsx). The rules are the domain's (installed-app-billing).
 */
import { css, type Theme } from '@emotion/react';
import { paymentText } from '@marketplace/domain/billing-text';
import { formatDate } from '@marketplace/domain/dates';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { daysLeftText, installedAppBillingView, installedAppStatusWords, type InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import { formatPrice } from '@marketplace/domain/pricing';
import { planChangeTargets } from '@marketplace/domain/plan-change';
import { ChangePlan } from './ChangePlan.tsx';

const panel = (t: Theme) => css`
  margin-top: 8px;
  padding: 12px 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.subtle};
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0 0 12px;
  }
  dt {
    color: ${t.color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${t.font.weight.medium};
  }
  .status[data-status='cancelled'],
  .status[data-status='declined'],
  .status[data-status='frozen'],
  .status[data-status='owed'],
  .owed {
    color: ${t.color.danger};
  }
`;

export function InstalledAppBillingPanel({
  app,
  billing,
  now,
  titleId,
  licence,
}: {
  app: AppSummary;
  billing: InstalledAppBilling | undefined;
  now: Date;
  titleId: string;
  /** The licence of the product the app is installed on, in the spec's derived status words. */
  licence: string | null;
}) {
  if (!billing) return null;
  const view = installedAppBillingView(billing, now);
  return (
    <div css={panel} data-testid="installed-app-billing" aria-labelledby={titleId}>
      <dl>
        <dt>Status</dt>
        <dd className="status" data-status={view.status} data-testid="billing-status">
          {installedAppStatusWords[view.status]}
        </dd>
        <dt>Plan</dt>
        <dd data-testid="billing-plan">{view.plan ?? 'Free'}</dd>
        {view.price !== null && (
          <>
            <dt>Plan price (before tax)</dt>
            <dd data-testid="billing-price">{formatPrice(view.price)}</dd>
          </>
        )}
        {view.billingCycle !== null && (
          <>
            <dt>Billing cycle</dt>
            <dd data-testid="billing-cycle">{view.cycleLabel ?? paymentText('pay-once', 0)}</dd>
          </>
        )}
        {view.coupon && (
          <>
            <dt>Coupon</dt>
            <dd data-testid="billing-coupon">{view.coupon}</dd>
          </>
        )}
        {view.status !== 'free' && (
          <>
            <dt>Last charged (with tax)</dt>
            <dd data-testid="billing-last-charge">{view.lastCharge?.text ?? 'Nothing yet'}</dd>
          </>
        )}
        {view.owed && (
          <>
            <dt>Owed (with tax)</dt>
            <dd data-testid="billing-owed" className="owed">
              {view.owed.text}
            </dd>
          </>
        )}
        {view.nextCharge && (
          <>
            <dt>Next charge (with tax)</dt>
            <dd data-testid="billing-next-charge">
              <time dateTime={view.nextCharge.date}>{view.nextCharge.text}</time>
            </dd>
          </>
        )}
        {view.next && (
          <>
            <dt>{view.next.kind === 'trial-end' ? 'Trial' : 'Next renewal'}</dt>
            <dd data-testid="billing-next">
              <time dateTime={view.next.date}>{view.next.text}</time> ({daysLeftText(view.next.daysLeft)})
            </dd>
          </>
        )}
        {licence && (
          <>
            <dt>Licence</dt>
            <dd data-testid="billing-licence">{licence}</dd>
          </>
        )}
        {view.cancelledAt && (
          <>
            <dt>Cancelled</dt>
            <dd data-testid="billing-cancelled">
              <time dateTime={view.cancelledAt}>{formatDate(view.cancelledAt)}</time>
            </dd>
          </>
        )}
      </dl>
      {view.status !== 'free' && planChangeTargets(app.payment, view.billingCycle).length > 0 && <ChangePlan app={app} />}
    </div>
  );
}
