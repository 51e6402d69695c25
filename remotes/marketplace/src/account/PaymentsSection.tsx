/**
 * My apps' payments: what the organisation paid for each app, as the platform's ledger records it
 * (taxes included, a refund as a negative amount), newest first.
 */
import { css, type Theme } from '@emotion/react';
import { formatDate } from '@marketplace/domain/dates';
import { formatPrice } from '@marketplace/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { usePublishedAppsById } from '../data/use-published-apps.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { sectionHeading } from '../ui/page-styles.ts';

const sourceWords = { direct_charge: 'One-time charge', recurrent_charge: 'Subscription', cart: 'Cart', refund: 'Refund' } as const;

// A phone scrolls the table inside its own box, never the page sideways.
const scroller = css`
  max-width: 100%;
  overflow-x: auto;
  margin: 0 0 32px;
`;

const table = (t: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 12px;
    @media (max-width: 480px) {
      padding: 8px 6px;
    }
    border-bottom: 1px solid ${t.color.border};
    text-align: left;
  }
  td:last-of-type,
  th:last-of-type {
    text-align: right;
  }
`;

export function PaymentsSection() {
  const { reads } = useMarketplaceStoreApi();
  const account = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  const payments = useQuery({ ...reads.payments(account ?? ''), enabled: account !== null }).data ?? [];
  const apps = usePublishedAppsById();
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="my-payments">
      <div css={sectionHeading}>
        <h2 id="my-payments">Payments</h2>
      </div>
      <div css={scroller} role="region" aria-labelledby="my-payments" tabIndex={0}>
        <table css={table} aria-labelledby="my-payments">
          <thead>
            <tr>
              <th scope="col">App</th>
              <th scope="col">Paid by</th>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={`${payment.source}:${payment.sourceId}:${payment.appId ?? ''}:${payment.createdAt}`} data-app-id={payment.appId ?? ''}>
                <td>{payment.appId === null ? '—' : (apps.get(payment.appId)?.name ?? `App ${payment.appId}`)}</td>
                <td>{sourceWords[payment.source]}</td>
                <td>{formatDate(payment.createdAt)}</td>
                <td>{formatPrice(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
