/**
 * My apps (/my-apps/): what the organisation has installed, each with what it pays for it (plan,
 * price, cycle, renewal or trial end, cancellation, status), change plan, settings and uninstall,
 * and the subscription of each licensed product (plan, trial, cancelled or expired, card), the
 * account state the buttons and the checkout depend on. A visitor is asked to sign in first.
 */
import { css, type Theme } from '@emotion/react';
import { appDetailPath, paths } from '@marketplace/domain/routes';
import type { LicensedProduct } from '@marketplace/domain/entities/product';
import { productNames } from '@marketplace/domain/entities/product';
import { planTierName } from '@marketplace/domain/entities/product-names';
import { pageCopy } from '@marketplace/domain/page-copy';
import { appSpendForecast, type InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import { formatPrice } from '@marketplace/domain/pricing';
import type { Subscription } from '@marketplace/domain/entities/subscription';
import { subscriptionState, type SubscriptionState } from '@marketplace/domain/subscription-status';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AppActions } from '../app-actions/AppActions.tsx';
import { primaryAction } from '../app-actions/styles.ts';
import { useAccountStateForActions } from '../app-actions/use-app-actions.ts';
import { usePageTitle } from '../app-shell/page-title.ts';
import { PaymentsSection } from './PaymentsSection.tsx';
import { SubscriptionsSection } from './SubscriptionsSection.tsx';
import { SignInLink } from '../app-shell/SignInLink.tsx';
import { useSignIn } from '../app-shell/use-sign-in.ts';
import { usePublishedApps } from '../data/use-published-apps.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { InstalledAppBillingPanel } from './InstalledAppBilling.tsx';
import { AppCard } from '../ui/AppCard.tsx';
import { describeCard } from '../ui/CardDetails.tsx';
import { cardGrid, pageHeading, sectionHeading, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';

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

function cardText(subscription: Subscription): string {
  return (subscription.hasCard ? describeCard(subscription.cardDetails) : null) ?? 'No card';
}

/** Above the list: what every running subscription and trial will take in the next 30 days and 12 months. */
function SpendForecast({ billings, now }: { billings: readonly InstalledAppBilling[]; now: Date }) {
  if (!billings.some((billing) => billing.paid !== null)) return null;
  const forecast = appSpendForecast(billings, now);
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
      </dl>
      <p>Taxes included: what every app's renewals and ending trials will take, as the platform charges them.</p>
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

function Plans() {
  const subscriptions = useMarketplaceStore((s) => s.subscriptions);
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
              <dd>{cardText(subscription)}</dd>
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
  const signingIn = useMarketplaceStore((s) => s.signIn.status === 'pending');
  const installedIds = useMarketplaceStore((s) => s.installedAppIds);
  const installedStatus = useMarketplaceStore((s) => s.installedAppsRequest.status);
  const { apps: published, loaded: listLoaded } = usePublishedApps();
  const signIn = useSignIn();
  useAccountStateForActions();

  const account = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  const store = useMarketplaceStoreApi();
  const { reads } = store;
  // Read afresh on arrival: an app bought a moment ago (the thank-you page's My apps) is listed.
  useEffect(() => {
    if (authorized) void store.getState().loadInstalledApps();
  }, [authorized, store]);
  const billing = useQuery({ ...reads.installedBilling(account ?? '', installedIds), enabled: account !== null });
  const billingOf = useMemo(() => new Map((billing.data ?? []).map((entry) => [entry.appId, entry])), [billing.data]);
  // Renewals and days left are counted from the time the page was opened.
  const [now] = useState(() => new Date());

  const subscriptions = useMarketplaceStore((s) => s.subscriptions);
  /** The product's subscription in the spec's derived words (trial, cancelled or expired...), where the app is installed. */
  const licenceOf = (product: string | undefined): string | null => {
    const entry = (Object.entries(subscriptions) as Array<[LicensedProduct, Subscription]>).find(([name]) => name === product);
    return entry ? `${productNames[entry[0]]}: ${stateWords[subscriptionState(entry[1])]}` : null;
  };

  const installed = useMemo(() => {
    const byId = new Map(published.map((app) => [app.id, app]));
    return installedIds.flatMap((id) => byId.get(id) ?? []);
  }, [published, installedIds]);

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
  } else if (installedStatus !== 'fulfilled' || !listLoaded) {
    body = installedStatus === 'rejected' ? <p role="alert">Your apps could not be loaded. Please reload the page.</p> : <SkeletonCards count={3} label="Loading your apps" />;
  } else {
    body = (
      <>
        <Plans />
        <SpendForecast billings={billing.data ?? []} now={now} />
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
                    href={appDetailPath(app)}
                    actions={(titleId) => (
                      <>
                        <AppActions app={app} variant="compact" describedBy={titleId} />
                        <InstalledAppBillingPanel app={app} billing={billingOf.get(app.id)} now={now} titleId={titleId} licence={licenceOf(billingOf.get(app.id)?.product)} />
                      </>
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <SubscriptionsSection apps={installed} billings={billing.data ?? []} now={now} />
        <PaymentsSection />
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
