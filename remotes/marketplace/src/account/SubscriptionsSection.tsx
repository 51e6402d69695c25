/**
 * My apps' subscriptions: every recurrent charge of the organisation on each licensed product, with
 * its status in words (domain/charge-machines), what one period takes, the next payment's date
 * (from its installed app's billing, or its own period's for a charge naming no app), what is owed when a payment fell due without a card on
 * file, and the actions the spec allows: accept or decline a pending charge, reactivate a frozen one,
 * cancel one that runs (a frozen one too).
 */
import { css, type Theme } from '@emotion/react';
import { cycleOfCharge, cyclePeriods } from '@marketplace/domain/billing-cycles';
import { recurrentChargeAmount, recurrentChargeStatusWords, subscriptionActions } from '@marketplace/domain/charge-machines';
import type { InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import { installedAppBillingView } from '@marketplace/domain/installed-app-billing';
import type { App } from '@marketplace/domain/entities/app';
import type { RecurrentCharge } from '@marketplace/domain/entities/charges';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { licensedProducts } from '@marketplace/domain/entities/products';
import { productNames } from '@marketplace/domain/entities/product-names';
import { formatPrice } from '@marketplace/domain/pricing';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useWrites } from '../data/writes.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { quietButton } from '../ui/buttons.ts';
import { sectionHeading } from '../ui/page-styles.ts';

const actionWords = { accept: 'Accept', decline: 'Decline', activate: 'Reactivate', cancel: 'Cancel' } as const;

const list = (t: Theme) => css`
  display: grid;
  gap: 8px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    padding: 12px 16px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
  }
  .name {
    flex: 1 1 200px;
    font-weight: ${t.font.weight.medium};
  }
  [data-status='frozen'],
  [data-status='declined'],
  [data-status='cancelled'],
  .owed {
    color: ${t.color.danger};
  }
`;

export function SubscriptionsSection({ apps, billings, now }: { apps: readonly App[]; billings: readonly InstalledAppBilling[]; now: Date }) {
  const { reads } = useMarketplaceStoreApi();
  const account = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  const products: readonly LicensedProduct[] = licensedProducts;
  const answers = useQueries({ queries: products.map((product) => ({ ...reads.recurrentCharges(account ?? '', product), enabled: account !== null })) });
  const act = useMutation(useWrites().recurrentChargeAction(account ?? ''));
  const charges = products.flatMap((product, index) => (answers[index]?.data ?? []).filter((charge) => !charge.test).map((charge) => ({ product, charge })));
  if (charges.length === 0) return null;

  /** The installed app a charge pays for (by its client id), for its name and next payment. */
  const appOf = (charge: RecurrentCharge) => apps.find((app) => app.id === charge.order_client_id || app.authorization?.clientId === charge.order_client_id) ?? null;
  return (
    <section aria-labelledby="my-subscriptions">
      <div css={sectionHeading}>
        <h2 id="my-subscriptions">Subscriptions</h2>
      </div>
      <ul css={list} aria-labelledby="my-subscriptions">
        {charges.map(({ product, charge }) => {
          const app = appOf(charge);
          // A charge naming no app has a period of its own; an app's charge shows its app's.
          const billing =
            billings.find((entry) => entry.appId === null && entry.paid?.sourceId === charge.id) ?? (app === null ? undefined : billings.find((entry) => entry.appId === app.id));
          const view = billing ? installedAppBillingView(billing, now) : null;
          const next = view && charge.status === 'active' ? view.nextCharge : null;
          const period = cyclePeriods[cycleOfCharge('recurrent_charge', charge.months)];
          return (
            <li key={`${product}:${charge.id}`} data-testid="subscription" data-charge-id={charge.id}>
              <span className="name">
                {charge.name} <small>({productNames[product]})</small>
              </span>
              <span data-testid="subscription-status" data-status={charge.status}>
                {recurrentChargeStatusWords[charge.status]}
              </span>
              <span data-testid="subscription-amount">
                {formatPrice(recurrentChargeAmount(charge))} {period}
              </span>
              <span data-testid="subscription-next">{next ? `Next payment ${next.text}` : 'No payment ahead'}</span>
              {view?.owed && (
                <span data-testid="subscription-owed" className="owed">
                  {view.owed.text}
                </span>
              )}
              {subscriptionActions(charge.status).map((action) => (
                <button
                  key={action}
                  type="button"
                  css={quietButton}
                  disabled={act.isPending}
                  onClick={() => act.mutate({ product, chargeId: charge.id, action })}
                  aria-label={`${actionWords[action]} ${charge.name}`}
                >
                  {actionWords[action]}
                </button>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
