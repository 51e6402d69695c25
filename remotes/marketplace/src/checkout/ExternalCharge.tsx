/**
 * The external direct charge page (spec 2): an app created a one-time charge on its own and sends
 * its user here to pay it. The charge comes from the platform; its icon and description come from
 * the address the app wrote, and go on to the thank-you page. Only a pending charge can be paid or
 * declined (spec 4); a charge already paid links to its thank-you.
 */
import { isWebAddress } from '@marketplace/domain/web-address';
import { checkoutTitles } from '@marketplace/domain/checkout-pages';
import { afterPurchaseText, paymentText } from '@marketplace/domain/billing-text';
import { isProcessable } from '@marketplace/domain/charge-machines';
import { formatPrice } from '@marketplace/domain/pricing';
import { paths } from '@marketplace/domain/routes';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { usePageTitle } from '../app-shell/page-title.ts';
import { SignInLink } from '../sign-in/SignInLink.tsx';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { chargeKeys, payingNow, useCharge, useChargeWrites } from '../data/charge-writes.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { pageHeading } from '../ui/page-styles.ts';
import { appHead, card, column } from './styles.ts';

/** Only web addresses are shown as the charge's icon (the query is anyone's to write). */
const safeIcon = (value: string | null): string | null => (value !== null && isWebAddress(value) ? value : null);

export function ExternalCharge({ chargeId }: { chargeId: string }) {
  usePageTitle(checkoutTitles['external-charge']);
  const store = useMarketplaceStoreApi();
  const { product } = useMarketplaceOptions();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const charge = useCharge(product, 'direct_charge', chargeId, authorized).data ?? null;
  const processing = useIsMutating({ mutationKey: chargeKeys.paying }) > 0;
  const writes = useChargeWrites();
  const payCharge = useMutation(writes.payCharge);
  const decline = useMutation(writes.declineDirectCharge);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [declined, setDeclined] = useState(false);
  const icon = safeIcon(query.get('icon'));
  const description = query.get('description');
  const details = { ...(icon === null ? {} : { icon }), ...(description === null ? {} : { description }) };

  if (!authorized) {
    return (
      <div css={column}>
        <h1 css={pageHeading}>{checkoutTitles['external-charge']}</h1>
        <p>Sign in with your account to pay this charge.</p>
        <div>
          <SignInLink css={primaryButton} onSignIn={() => void signIn()}>
            Sign in to pay
          </SignInLink>
        </div>
      </div>
    );
  }
  if (charge === null) return <p role="status">Loading the charge…</p>;

  const pending = isProcessable(charge);
  const paid = charge.status === 'success';
  const renewal = afterPurchaseText('pay-once', charge.trial_days, new Date());
  return (
    <div css={column}>
      <h1 css={pageHeading}>{checkoutTitles['external-charge']}</h1>
      <section css={card} aria-label="The charge">
        <div css={appHead}>
          {icon ? <img src={icon} alt="" width={56} height={56} /> : <span />}
          <div>
            <h2>{charge.name}</h2>
            {description && <p>{description}</p>}
          </div>
        </div>
        <p>
          {formatPrice(charge.price * charge.quantity)} · {paymentText('pay-once', charge.trial_days)}
          {charge.trial_days > 0 && renewal ? ` · ${renewal}` : ''}
        </p>
        {pending && !declined && (
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <button
              type="button"
              css={primaryButton}
              disabled={processing}
              aria-busy={processing}
              onClick={() => {
                if (!payingNow(store)) payCharge.mutate({ product, chargeType: 'direct_charge', chargeId, thankYouDetails: details });
              }}
            >
              {processing ? 'Paying…' : `Pay ${formatPrice(charge.price * charge.quantity)}`}
            </button>
            <button type="button" css={quietButton} disabled={processing} onClick={() => decline.mutate({ product, chargeId }, { onSuccess: () => setDeclined(true) })}>
              Decline
            </button>
          </div>
        )}
        {(declined || charge.status === 'failed') && <p role="status">This charge was declined. Nothing was paid.</p>}
        {paid && (
          <p>
            This charge is paid. <Link to={paths.directChargeThankYou(chargeId, details)}>See your purchase</Link>
          </p>
        )}
        {!pending && !paid && !declined && charge.status !== 'failed' && <p role="status">This charge is being processed.</p>}
      </section>
      <div>
        <button type="button" css={quietButton} onClick={() => void navigate(paths.home())}>
          Back to the marketplace
        </button>
      </div>
    </div>
  );
}
