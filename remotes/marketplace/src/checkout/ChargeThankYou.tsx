/**
 * Thank-you pages of a paid charge (spec 2): the recurrent charge ('Renews on {date}' or 'Free
 * trial ends {date}'), the external direct charge (its icon and description read from the query),
 * and the own-app purchase at /checkout/{slug}/thank-you. A charge that does not exist, or an app
 * the account did not buy, sends the user home with 'This transaction doesn't exist.'. An account
 * without the product's billing rights is told who may see it; a charge that cannot be read says so.
 */
import { isWebAddress } from '@marketplace/domain/web-address';
import { checkoutTitles } from '@marketplace/domain/checkout-pages';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { cycleOfCharge } from '@marketplace/domain/billing-cycles';
import { afterPurchaseText, billingStartLine, sentence } from '@marketplace/domain/billing-text';
import { isBilledNow } from '@marketplace/domain/cart-summary';
import { catalogueMessage } from '@marketplace/domain/errors';
import { formatPrice } from '@marketplace/domain/pricing';
import { paths } from '@marketplace/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { NotFound } from '../app-shell/NotFound.tsx';
import { usePageTitle } from '../app-shell/page-title.ts';
import { sessionBillingRefusal } from '../data/billing-access.ts';
import { useCharge } from '../data/charge-writes.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useSigningIn } from '../sign-in/use-signing-in.ts';
import { useInstalledApps } from '../data/use-installed-apps.ts';
import { queryKeys } from '../data/query-client.ts';
import { pageHeading } from '../ui/page-styles.ts';
import { usePublishedApps } from '../data/use-published-apps.ts';
import { NextSteps } from './NextSteps.tsx';
import { appHead, card, column } from './styles.ts';

/** Only web addresses are shown as the external charge's icon (the query is anyone's to write). */
const safeIcon = (value: string | null): string | null => (value !== null && isWebAddress(value) ? value : null);

/** A thank-you page: its purchase, then the next steps (Open, Set up, My apps) and the way back to the apps. */
function Done({ title, app, children }: { title: string; app: AppSummary | null; children: React.ReactNode }) {
  return (
    <div css={column}>
      <h1 css={pageHeading}>{title}</h1>
      {children}
      <NextSteps app={app} label="Next steps" />
      <div>
        <Link to={paths.apps()}>Browse more apps</Link>
      </div>
    </div>
  );
}

/** Signed out, a purchase's page still says what it is. */
function SignInToSee() {
  return (
    <>
      <h1 css={pageHeading}>Your purchase</h1>
      <p>Sign in to see your purchase.</p>
    </>
  );
}

export function ChargeThankYou({ kind, chargeId }: { kind: 'direct_charge' | 'recurrent_charge'; chargeId: string }) {
  usePageTitle(checkoutTitles[kind === 'direct_charge' ? 'direct-charge-thank-you' : 'recurrent-charge-thank-you']);
  const { product } = useMarketplaceOptions();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const payingFor = useMarketplaceStore((s) => s.payingFor);
  const item = payingFor?.app ?? null;
  const [query] = useSearchParams();
  const [now] = useState(() => new Date());
  const { apps } = usePublishedApps(authorized);
  const chargeProduct = payingFor?.product ?? product;
  // An account that may not read the product's charges is told so instead of waiting for one (the platform answers 403).
  const refusal = useMarketplaceStore((s) => sessionBillingRefusal(s.session, chargeProduct)?.message ?? null);
  const read = useCharge(chargeProduct, kind, chargeId, authorized && refusal === null);
  const charge = read.data ?? null;
  const unreadable = read.isError;
  const clientId = charge?.order_client_id ?? null;
  const chargedApp = clientId === null ? null : apps.find((each) => each.id === clientId || each.authorization?.clientId === clientId);

  if (!authorized) return <SignInToSee />;
  if (refusal !== null || unreadable) {
    return (
      <Done title="Your purchase" app={null}>
        <p role="alert">{refusal ?? 'Your purchase could not be loaded. Please reload the page or contact our support.'}</p>
      </Done>
    );
  }
  if (charge === null) return <p role="status">Loading your purchase…</p>;
  const icon = safeIcon(query.get('icon')) ?? item?.icon ?? null;
  const description = query.get('description') ?? item?.shortDescription ?? null;
  const cycle = cycleOfCharge(kind, charge.months);
  const renewal = afterPurchaseText(cycle, charge.trial_days, now);
  // The price with the taxes of the buyer's address: what the payment recorded, or will record when billing starts.
  const amount = charge.taxes?.total_price ?? charge.price * charge.quantity;
  const paidNow = isBilledNow({ billingCycle: cycle, trialDays: charge.trial_days });
  // The app the charge is for: the one just paid for, or the catalogue's app of the charge's client.
  const app = item !== null && (item.id === charge.order_client_id || item.authorization?.clientId === charge.order_client_id) ? item : (chargedApp ?? null);
  return (
    <Done title="Thank you for your purchase!" app={app}>
      <section css={card} aria-label="Your purchase">
        <div css={appHead}>
          {icon ? <img src={icon} alt="" width={56} height={56} /> : <span />}
          <div>
            <h2>{charge.name}</h2>
            {description && <p>{description}</p>}
          </div>
        </div>
        <p>{catalogueMessage('purchaseSuccess')}</p>
        <p data-testid="charged-amount">
          {paidNow ? `Charged ${formatPrice(amount)}` : `Nothing charged today · ${sentence(billingStartLine(cycle, charge.trial_days, now, amount))}`}
          {charge.taxes && charge.taxes.tax_value > 0 ? ` (incl. ${formatPrice(charge.taxes.tax_value)} tax)` : ''}
          {renewal ? ` · ${renewal}` : ''}
        </p>
      </section>
    </Done>
  );
}

/**
 * /checkout/{slug}/thank-you: the app bought through its own checkout. It thanks only for a
 * purchase of the signed-in account's organisation: a paid app it has (a paid app is installed by
 * its purchase alone). An unknown app is the 404 page; an app not bought here is the spec's
 * 'This transaction doesn't exist.' and the way home.
 */
export function AppThankYou({ slug }: { slug: string }) {
  usePageTitle(checkoutTitles['app-thank-you']);
  const store = useMarketplaceStoreApi();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const signingIn = useSigningIn({ untilFirstEnds: true });
  const { ids: installedAppIds, known: installedRead } = useInstalledApps();
  const app = useQuery(store.reads.publishedApp(slug)).data;
  const bought = app != null && app.payment !== null && installedAppIds.includes(app.id);
  const settled = authorized && installedRead && app !== undefined;
  const told = useRef(false);

  useEffect(() => {
    // What the platform has now: the purchase installed the app.
    if (authorized) void store.queries.invalidateQueries({ queryKey: queryKeys.allInstalledApps() });
  }, [authorized, store]);
  useEffect(() => {
    if (!settled || app === null || bought || told.current) return;
    told.current = true;
    store.getState().notify('chargeNotFound');
  }, [settled, app, bought, store]);

  if (!authorized) return signingIn ? <p role="status">Loading your purchase…</p> : <SignInToSee />;
  if (!settled) return <p role="status">Loading your purchase…</p>;
  if (app === null) return <NotFound />;
  if (!bought) return <Navigate to={paths.afterSignOut()} replace />;
  return (
    <Done title="Thank you for your purchase!" app={app}>
      <section css={card} aria-label="Your purchase">
        <div css={appHead}>
          <img src={app.icon} alt="" width={56} height={56} />
          <div>
            <h2>{app.name}</h2>
            <p>{app.shortDescription}</p>
          </div>
        </div>
        <p>{catalogueMessage('purchaseSuccess')}</p>
      </section>
    </Done>
  );
}
