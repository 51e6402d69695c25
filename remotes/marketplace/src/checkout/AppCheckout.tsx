/**
 * Buying one app at /checkout/{slug}: the app, the plan choice (pay once /
 * monthly / yearly at price × 0.85 × 12), the price preview with taxes for the buyer's country and
 * zip, the trial and billing start ('billing starts {date}' / 'billed now'), the card or an
 * add-card step, then Pay: create-charge, accept, activate and polling every 2 s (charges slice)
 * to the thank-you page or the failure message. The transaction is kept 30 minutes in session
 * storage: a reload in the middle of a payment resumes the same charge, and the per-action
 * Idempotency-Key makes the replayed accept and activate safe.
 */
import { appCheckoutTitle } from '@marketplace/domain/checkout-pages';
import { productOfApp } from '@marketplace/domain/apps';
import { cycleTitle } from '@marketplace/domain/billing-cycles';
import { billedLabel, billingStartLine, billingStartText, noCardAtTrialEndText, paymentText, sentence } from '@marketplace/domain/billing-text';
import { summaryFigures, taxesAt } from '@marketplace/domain/cart-summary';
import type { App } from '@marketplace/domain/entities/app';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { TransactionSnapshot } from '@marketplace/domain/entities/checkout-transaction';
import { licensedProductSchema } from '@marketplace/domain/entities/product';
import { purchaseRefusal } from '@marketplace/domain/installability';
import { billingCyclesOffered, formatPrice, planTotal, seatsText } from '@marketplace/domain/pricing';
import { appDetailPath, paths } from '@marketplace/domain/routes';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useBillingEvents } from '../app-shell/billing-events.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useInstalledApps } from '../data/use-installed-apps.ts';
import { queryKeys } from '../data/query-client.ts';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { chargeKeys, payingNow, useChargeWrites } from '../data/charge-writes.ts';
import { paymentFailureShown } from '../data/payment-failure.ts';
import { useSubscriptions } from '../data/use-subscriptions.ts';
import { primaryButton } from '../ui/buttons.ts';
import { CardDetails } from '../ui/CardDetails.tsx';
import { pageHeading } from '../ui/page-styles.ts';
import { PaymentFailureNotice } from '../ui/PaymentFailureNotice.tsx';
import { useBilledSeats } from '../ui/use-billed-seats.ts';
import { taxRows, useTaxPreview } from '../ui/TaxPreview.tsx';
import { alertBox, appHead, card, column, planChoice } from './styles.ts';
import { forgetTransaction, resumableTransaction, saveTransaction } from './transaction-storage.ts';

function CheckoutForm({ app, slug, plan }: { app: App; slug: string; plan: string | null }) {
  const id = useId();
  const store = useMarketplaceStoreApi();
  const report = useBillingEvents();
  const [now] = useState(() => new Date());
  // The platform's payment is the charged one: a running discount is already applied, once.
  const payment = app.payment ?? { price: 0, frequency: 'direct_charge', perAccount: false, trialDays: 0, creditCardRequired: false };
  const cycles = billingCyclesOffered(app.payment);
  // ?plan= carries the plan chosen on the app page's plan cards.
  const [cycle, setCycle] = useState<BillingCycle>(() => cycles.find((offered) => offered === plan) ?? cycles[0] ?? 'pay-once');
  const [failure, setFailure] = useState<string | null>(null);
  // A reload in the middle of a payment finds the stored transaction (within 30 minutes).
  const [stored] = useState(() => {
    const found = resumableTransaction(slug, new Date());
    return found !== null && found.appId === app.id ? found : null;
  });
  const [resuming, setResuming] = useState(stored !== null);
  const payApp = useMutation(useChargeWrites().payApp);
  const product = productOfApp(app);
  const licensed = licensedProductSchema.safeParse(product);
  const { subscriptions, known: subscriptionsLoaded } = useSubscriptions();
  const session = useMarketplaceStore((s) => s.session);
  const { ids: installedAppIds } = useInstalledApps();
  const processing = useIsMutating({ mutationKey: chargeKeys.paying }) > 0;
  const paymentFailure = paymentFailureShown(payApp.error).kind;
  const [replaceCard, setReplaceCard] = useState(0);
  // A per-agent plan is billed for every agent of the organisation, as the platform charges it.
  const billedSeats = useBilledSeats(payment.perAccount);
  const seats = billedSeats ?? 1;
  const priced = !payment.perAccount || billedSeats !== null;

  const total = planTotal(payment, cycle, seats);
  const figures = summaryFigures([{ billingCycle: cycle, price: { total }, trialDays: payment.trialDays, creditCardRequired: payment.creditCardRequired }]);
  const { taxes, fields, address } = useTaxPreview(product, figures.dueNowAmounts);
  const tax = taxRows(taxes);
  const dueNow = taxes?.total ?? figures.dueNow;
  // A plan in its trial (one-time too): what its first payment will be when billing starts.
  const chargedLater = figures.dueNow === 0 && taxes !== null ? taxesAt(total, taxes.rate).total : null;
  const hasCard = licensed.success ? subscriptions[licensed.data]?.hasCard === true : true;
  // Bought here a moment ago: installed by this purchase, which is no refusal to show ('already
  // installed' is said only before a purchase).
  const boughtHere = payApp.isSuccess;
  const refused = subscriptionsLoaded ? purchaseRefusal({ app, installedAppIds, session, subscriptions }) : null;
  const refusal = boughtHere && refused?.reason === 'already-installed' ? null : refused;
  const blocked = refused !== null || (figures.cardNeeded && !hasCard) || !priced || taxes === null;
  const startsTrial = figures.dueNow === 0 && payment.trialDays > 0;

  const pay = (resume: TransactionSnapshot | null) => {
    // A second click, or StrictMode's second run of the resume, while the payment runs does nothing.
    if (payingNow(store)) return;
    setFailure(null);
    if (resume !== null) report('register_transaction_pending', resume.chargeId);
    if (resume === null) store.getState().startPaying(app, product);
    let chargeId: string | undefined = resume?.chargeId;
    payApp.mutate(
      {
        app,
        product,
        planId: resume?.planId ?? cycle,
        address,
        resume,
        onCharge: (charge) => {
          chargeId = charge.chargeId;
          saveTransaction({ appId: app.id, slug, product, planId: cycle, ...charge, savedAt: new Date().toISOString() });
          report('register_transaction_pending', charge.chargeId);
        },
      },
      {
        onSuccess: (charge) => {
          forgetTransaction(slug);
          setResuming(false);
          report('success', charge.chargeId);
        },
        onError: (error) => {
          if (chargeId !== undefined) forgetTransaction(slug);
          setResuming(false);
          setFailure(paymentFailureShown(error).message);
          report('failure', chargeId);
        },
      },
    );
  };

  // Carry on with the stored charge: the replayed accept and activate are answered from their keys.
  const resume = useEffectEvent(() => {
    if (stored !== null) void pay(stored);
  });
  useEffect(() => {
    // After the render settles; StrictMode's second run finds the payment busy and does nothing.
    void Promise.resolve().then(resume);
  }, [stored]);

  return (
    <div css={column}>
      <div css={appHead}>
        <img src={app.icon} alt="" width={56} height={56} />
        <div>
          <h1>Checkout: {app.name}</h1>
          <p>{app.shortDescription}</p>
        </div>
      </div>
      {paymentFailure !== null ? (
        <PaymentFailureNotice kind={paymentFailure} title={failure} onRetry={() => void pay(null)} onUseAnotherCard={() => setReplaceCard((n) => n + 1)} />
      ) : (
        failure && (
          <p css={alertBox} role="alert">
            {failure}
          </p>
        )
      )}
      {resuming && <p role="status">Resuming your payment…</p>}
      {refusal?.message && (
        <p css={alertBox} role="alert">
          {refusal.message}
        </p>
      )}
      <section css={card}>
        <fieldset css={planChoice} disabled={processing}>
          <legend>Plan</legend>
          {cycles.map((offered) => (
            <label key={offered}>
              <input type="radio" name={`${id}-plan`} value={offered} checked={cycle === offered} onChange={() => setCycle(offered)} />
              <span>
                {cycleTitle(offered, cycles)}
                <br />
                <small>
                  {paymentText(offered, payment.trialDays)}
                  {billedLabel(offered) ? ` · ${billedLabel(offered)}` : ''}
                  {priced && seatsText(payment, offered, seats) ? ` · ${seatsText(payment, offered, seats)}` : ''}
                </small>
              </span>
              <span className="price">{priced ? formatPrice(planTotal(payment, offered, seats)) : 'Calculating…'}</span>
            </label>
          ))}
        </fieldset>
      </section>
      <section css={card} aria-labelledby={`${id}-billing`}>
        <h2 id={`${id}-billing`}>Billing</h2>
        {fields}
        <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 12px', dd: { margin: 0, textAlign: 'right' } }}>
          <dt>
            {app.name}
            {priced && seatsText(payment, cycle, seats) ? <small data-testid="checkout-seats"> ({seatsText(payment, cycle, seats)})</small> : null}
          </dt>
          <dd>{priced ? formatPrice(total) : 'Calculating…'}</dd>
          {figures.dueNow !== total && (
            <>
              <dt>Due today</dt>
              <dd>{formatPrice(figures.dueNow)}</dd>
            </>
          )}
          <dt>{tax.label}</dt>
          <dd>{tax.value}</dd>
          <dt>
            <strong>Total</strong>
          </dt>
          <dd>
            <strong data-testid="checkout-total">{priced && taxes !== null ? formatPrice(dueNow) : 'Calculating…'}</strong>
          </dd>
        </dl>
        <p data-testid="billing-start">
          {sentence(priced && taxes !== null ? billingStartLine(cycle, payment.trialDays, now, chargedLater ?? dueNow) : billingStartText(cycle, payment.trialDays, now))}
        </p>
        {figures.freeTrial && <p>No credit card required</p>}
        {figures.freeTrial && subscriptionsLoaded && !hasCard && <p data-testid="no-card-at-trial-end">{noCardAtTrialEndText(payment.trialDays, now)}</p>}
        {licensed.success && figures.cardNeeded && <CardDetails product={licensed.data} disabled={processing} replaceRequest={replaceCard} />}
      </section>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <button type="button" css={primaryButton} disabled={blocked || processing} aria-busy={processing} onClick={() => void pay(null)}>
          {processing ? 'Paying…' : startsTrial ? 'Start free trial' : `Pay ${priced && taxes !== null ? formatPrice(dueNow) : '…'}`}
        </button>
        <Link to={appDetailPath(app)}>Back to {app.name}</Link>
      </div>
    </div>
  );
}

export function AppCheckout({ slug }: { slug: string }) {
  const store = useMarketplaceStoreApi();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const app: App | null | undefined = useQuery(store.reads.publishedApp(slug)).data;
  const [query] = useSearchParams();
  usePageTitle(appCheckoutTitle(app ? app.name : null));

  useEffect(() => {
    if (!authorized) return;
    // A purchase in another tab may have installed it since.
    void store.queries.invalidateQueries({ queryKey: queryKeys.allInstalledApps() });
  }, [authorized, store]);

  if (app === undefined) return <p role="status">Loading checkout…</p>;
  // Spec 2: an unknown app falls back to /apps/; a free app has nothing to pay, its page installs it.
  if (app === null) return <Navigate to={paths.apps()} replace />;
  if (app.payment === null) return <Navigate to={appDetailPath(app)} replace />;
  if (!authorized) {
    return (
      <>
        <h1 css={pageHeading}>Checkout: {app.name}</h1>
        <p>Sign in to buy {app.name}.</p>
      </>
    );
  }
  return (
    <div data-embedded={query.get('embedded') === 'true' ? '' : undefined}>
      <CheckoutForm app={app} slug={slug} plan={query.get('plan')} />
    </div>
  );
}
