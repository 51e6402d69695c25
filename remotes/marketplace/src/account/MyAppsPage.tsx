/**
 * My apps (/my-apps/): what the organisation has installed, each with what it pays for it (plan,
 * price, cycle, renewal or trial end, cancellation, status), change plan, settings and uninstall,
 * and the subscription of each licensed product (plan, trial, cancelled or expired, card), the
 * account state the buttons and the checkout depend on. A visitor is asked to sign in first.
 * What it pays, the payments and the card's digits are shown only for the products whose billing
 * data the account may read; for the others a sentence says who can see them.
 */
import { css, type Theme } from '@emotion/react';
import { cardLabel } from '@marketplace/domain/card-label';
import { appDetailPath, paths } from '@marketplace/domain/routes';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { productNames } from '@marketplace/domain/entities/product';
import { billingDataAudience } from '@marketplace/domain/money-authorization';
import { planTierName } from '@marketplace/domain/entities/product-names';
import { pageCopy } from '@marketplace/domain/page-copy';
import { appSpendForecast, owedOf, type InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import { billedProduct } from '@marketplace/domain/entities/products';
import { formatPrice } from '@marketplace/domain/pricing';
import type { Subscription } from '@marketplace/domain/entities/subscription';
import { subscriptionState, type SubscriptionState } from '@marketplace/domain/subscription-status';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AppActions } from '../app-actions/AppActions.tsx';
import { primaryAction } from '../app-actions/styles.ts';
import { useSubscriptions } from '../data/use-subscriptions.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { useBillingAccess } from '../data/billing-access.ts';
import { PaymentsSection } from './PaymentsSection.tsx';
import { SignInLink } from '../sign-in/SignInLink.tsx';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import { SubscriptionsSection } from './SubscriptionsSection.tsx';
import { usePublishedApps } from '../data/use-published-apps.ts';
import { useInstalledApps } from '../data/use-installed-apps.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useSigningIn } from '../sign-in/use-signing-in.ts';
import { InstalledAppBillingPanel } from './InstalledAppBilling.tsx';
import { AppCard } from '../ui/AppCard.tsx';
import { cardGrid, pageHeading, sectionHeading, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';
import { CardDetails } from '../ui/CardDetails.tsx';

const stateWords: Readonly<Record<SubscriptionState, string>> = {
  trial: 'Free trial',
  'cancelled-or-expired': 'Cancelled or expired',
  active: 'Active',
  inactive: 'Inactive',
};

const plans = (t: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: 12px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  li {
    padding: 16px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${t.color.muted};
  }
  dd {
    margin: 0;
  }
`;

const billingNote = (t: Theme) => css`
  margin: -16px 0 24px;
  color: ${t.color.muted};
`;

function cardText(subscription: Subscription, readable: boolean): string {
  if (!readable) return 'Shown to billing accounts only';
  const card = subscription.cardDetails;
  if (!subscription.hasCard) return 'No card';
  return cardLabel(card) ?? 'No card';
}

/**
 * Above the list: what every running subscription and trial will take in the next 30 days and 12
 * months, and what is owed, with each uninstalled app that still owes (no card of its own shows it).
 */
function SpendForecast({ billings, now, appName }: { billings: readonly InstalledAppBilling[]; now: Date; appName: (id: string) => string }) {
  if (!billings.some((billing) => billing.paid !== null)) return null;
  const forecast = appSpendForecast(billings, now);
  const uninstalledOwing = billings.flatMap((billing) => {
    const owed = billing.installedAt === null && billing.appId !== null ? owedOf(billing.paid?.owed ?? []) : null;
    return owed === null || billing.appId === null ? [] : [{ appId: billing.appId, owed }];
  });
  // The card that pays what is owed: the one of each product whose apps owe something.
  const owedProducts = [...new Set(billings.filter((billing) => (billing.paid?.owed.length ?? 0) > 0).map((billing) => billedProduct(billing.product)))];
  return (
    <section aria-labelledby="my-spend" data-testid="app-spend-forecast">
      <div css={sectionHeading}>
        <h2 id="my-spend">App spend ahead</h2>
      </div>
      <dl css={spend}>
        <dt>Next 30 days</dt>
        <dd data-testid="spend-30-days">{formatPrice(forecast.next30Days)}</dd>
        <dt>Next 12 months</dt>
        <dd data-testid="spend-12-months">{formatPrice(forecast.next12Months)}</dd>
        {forecast.owed > 0 && (
          <>
            <dt>Owed now (no card on file)</dt>
            <dd data-testid="spend-owed">{formatPrice(forecast.owed)}</dd>
          </>
        )}
      </dl>
      <p>Taxes included: what every app's renewals and ending trials will take, as the platform charges them.</p>
      {uninstalledOwing.length > 0 && (
        <ul aria-label="Owed by uninstalled apps">
          {uninstalledOwing.map(({ appId, owed }) => (
            <li key={`${appId}:${owed.since}`} data-testid="uninstalled-owed">
              {appName(appId)} (uninstalled): {owed.text}
            </li>
          ))}
        </ul>
      )}
      {forecast.owed > 0 && <p>What fell due while no card was on file is taken, dated when it fell due, as soon as you add one.</p>}
      {owedProducts.map((product) => (
        <CardDetails key={product} product={product} />
      ))}
    </section>
  );
}

const spend = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0 0 8px;
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

function Plans({ readable }: { readable: readonly LicensedProduct[] }) {
  const { subscriptions } = useSubscriptions();
  const entries = Object.entries(subscriptions) as Array<[LicensedProduct, Subscription]>;
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="my-plans">
      <div css={sectionHeading}>
        <h2 id="my-plans">Your plans</h2>
      </div>
      <ul css={plans}>
        {entries.map(([product, subscription]) => (
          <li key={product}>
            <h3>{productNames[product]}</h3>
            <dl>
              <dt>Plan</dt>
              <dd>{subscription.plan === null ? 'None yet' : planTierName(subscription.plan)}</dd>
              <dt>Status</dt>
              <dd>{stateWords[subscriptionState(subscription)]}</dd>
              <dt>Card</dt>
              <dd>{cardText(subscription, readable.includes(product))}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyAppsPage() {
  usePageTitle(pageCopy.myApps.title);
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const signingIn = useSigningIn();
  const { ids: installedIds, known: installedKnown, failed: installedFailed } = useInstalledApps();
  const { apps: published, loaded: listLoaded } = usePublishedApps();
  const signIn = useSignIn();

  const account = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  const { reads } = useMarketplaceStoreApi();
  // Billing data only for the products the account may read (the platform refuses the others with 403).
  const billingAccess = useBillingAccess();
  const readsBilling = billingAccess.readable.length > 0;
  const billing = useQuery({ ...reads.installedBilling(account ?? '', installedIds), enabled: account !== null && readsBilling });
  const billingOf = useMemo(() => new Map((billing.data ?? []).map((entry) => [entry.appId, entry])), [billing.data]);
  // Renewals and days left are counted from the time the page was opened.
  const [now] = useState(() => new Date());

  const { subscriptions } = useSubscriptions();
  /** The product's subscription in the spec's derived words (trial, cancelled or expired...), where the app is installed. */
  const licenceOf = (product: string | undefined): string | null => {
    const entry = (Object.entries(subscriptions) as Array<[LicensedProduct, Subscription]>).find(([name]) => name === product);
    return entry ? `${productNames[entry[0]]}: ${stateWords[subscriptionState(entry[1])]}` : null;
  };

  // The organisation's private apps it installed are its apps too, shown with their private page.
  const privateApps = useQuery({ ...reads.privateApps(account ?? ''), enabled: account !== null });
  const privateIds = useMemo(() => new Set((privateApps.data ?? []).map((app) => app.id)), [privateApps.data]);
  const installed = useMemo(() => {
    const byId = new Map([...(privateApps.data ?? []), ...published].map((app) => [app.id, app]));
    return installedIds.flatMap((id) => byId.get(id) ?? []);
  }, [published, privateApps.data, installedIds]);
  const areaOf = (app: { id: string }) => (privateIds.has(app.id) ? ('private' as const) : ('published' as const));

  let body;
  if (!authorized) {
    body = signingIn ? (
      <SkeletonCards count={3} label="Signing in" />
    ) : (
      <div css={statePanel}>
        <p>Sign in to see the apps your organization has installed.</p>
        <SignInLink css={primaryAction} onSignIn={() => void signIn()}>
          Sign in to see your apps
        </SignInLink>
      </div>
    );
  } else if (!installedKnown || !listLoaded || privateApps.isPending) {
    body = installedFailed ? <p role="alert">Your apps could not be loaded. Please reload the page.</p> : <SkeletonCards count={3} label="Loading your apps" />;
  } else {
    body = (
      <>
        <Plans readable={billingAccess.readable} />
        {billingAccess.hidden.map((product) => (
          <p key={product} css={billingNote} data-testid="billing-hidden">
            {billingDataAudience(product)}
          </p>
        ))}
        {readsBilling && <SpendForecast billings={billing.data ?? []} now={now} appName={(id) => published.find((app) => app.id === id)?.name ?? `App ${id}`} />}
        <section aria-labelledby="my-installed">
          <div css={sectionHeading}>
            <h2 id="my-installed">Installed apps</h2>
          </div>
          {installed.length === 0 ? (
            <div css={statePanel}>
              <p>Your organization has not installed any apps yet.</p>
              <Link to={paths.apps()}>Browse all apps</Link>
            </div>
          ) : (
            <ul css={cardGrid(280)} aria-label="Installed apps">
              {installed.map((app) => (
                <li key={app.id}>
                  <AppCard
                    app={app}
                    href={appDetailPath(app, { area: areaOf(app) })}
                    actions={(titleId) => (
                      <>
                        <AppActions app={app} variant="compact" area={areaOf(app)} describedBy={titleId} />
                        <InstalledAppBillingPanel app={app} billing={billingOf.get(app.id)} now={now} titleId={titleId} licence={licenceOf(billingOf.get(app.id)?.product)} />
                      </>
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {readsBilling && <SubscriptionsSection apps={installed} billings={billing.data ?? []} now={now} />}
        {readsBilling && <PaymentsSection />}
      </>
    );
  }
  return (
    <section aria-labelledby="my-apps-title">
      <h1 id="my-apps-title" css={pageHeading}>
        My apps
      </h1>
      {body}
    </section>
  );
}
