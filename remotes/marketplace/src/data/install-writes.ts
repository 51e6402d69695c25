/**
 * Installing and uninstalling (spec 3 and 4) as mutation options: a screen runs one with
 * useMutation and reads what is under way with useIsMutating of its key, so no slice tracks it.
 * Install: the domain's refusal first (already installed, not signed in, ghost login, role,
 * plan...), then the call. Uninstall: the platform cancels an active recurrent charge; the consent
 * is withdrawn, the install deleted with its reasons, and after the spec's 1 s wait the app is
 * removed. When the platform has answered, each updates what its call changed: the installed apps,
 * the app's own record (its installation count), what My apps bills, and the payments an
 * uninstall refunds; says it once (a toast) and tells the host once (host-outbox.ts).
 */
import { isApiError } from '@marketplace/api/api-error';
import type { InstallBody } from '@marketplace/domain/calls/marketplace';
import { UNINSTALL_WAIT_MS } from '@marketplace/domain/constants';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { productOfApp } from '@marketplace/domain/apps';
import { productNames } from '@marketplace/domain/entities/product-names';
import { installRefusal, installSuccessCode, uninstallSuccessCode } from '@marketplace/domain/installability';
import { utmMetrics } from '@marketplace/domain/utm';
import { failureMessage, Refused } from './failure.ts';
import { mutationOptions } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { perStore } from './per-store.ts';
import { queryKeys } from './query-client.ts';
import { accountOf, installedIdsOf, keepInstalled } from './use-installed-apps.ts';
import { subscriptionsOf } from './use-subscriptions.ts';

export interface InstallOptions {
  /** Where the install came from (source_url, source_id); the visit's utm fields go with it. */
  metrics?: InstallBody['metrics'];
  /** The app's published record, when the app is a private or in-review copy. */
  publishedApp?: AppSummary | null;
}

/** The keys of the writes under way for an app: the buttons read them with useIsMutating. */
export const installKeys = {
  install: (appId: string) => ['install', appId] as const,
  uninstall: (appId: string) => ['uninstall', appId] as const,
};

function createInstallWrites(store: MarketplaceStore) {
  const { api, queries, product, utm, scheduler, hostOutbox } = store;
  const notices = () => store.getState();
  /** The app's record (installation count) and what My apps bills are read again. */
  const refreshAppAndBilling = (app: AppSummary) => {
    const account = accountOf(store);
    void queries.invalidateQueries({ queryKey: queryKeys.publishedApp(app.slug) });
    if (account !== null) void queries.invalidateQueries({ queryKey: queryKeys.installedBillingOf(account) });
    return account;
  };

  return {
    install: (app: AppSummary) =>
      mutationOptions({
        mutationKey: installKeys.install(app.id),
        mutationFn: async (options: InstallOptions = {}) => {
          const { session } = store.getState();
          const refusal = installRefusal({
            app,
            publishedApp: options.publishedApp ?? null,
            installedAppIds: installedIdsOf(store),
            session,
            subscriptions: subscriptionsOf(store),
          });
          if (refusal !== null) {
            if (refusal.code !== null) notices().notify(refusal.code, { params: { product: productNames[productOfApp(app)] } });
            throw new Refused();
          }
          await api.marketplace.install(app.id, { product, metrics: { ...utmMetrics(utm), ...options.metrics } });
        },
        onSuccess: () => {
          keepInstalled(store, { add: [app.id] });
          refreshAppAndBilling(app);
          notices().notify(installSuccessCode(app));
          hostOutbox.post({ type: 'app_installed', appId: app.id, slug: app.slug }, { type: 'refresh_installed_apps' });
        },
        onError: (error) => {
          if (error instanceof Refused) return;
          // The platform's own 'already installed': this list was behind it, so it is read again.
          if (isApiError(error) && error.status === 409) {
            void queries.invalidateQueries({ queryKey: queryKeys.allInstalledApps() });
            notices().notify('alreadyInstalled');
          } else notices().notifyFailure('installFailed', error, { params: { reason: failureMessage(error) } });
        },
      }),

    uninstall: (app: AppSummary) =>
      mutationOptions({
        mutationKey: installKeys.uninstall(app.id),
        mutationFn: async (reason: string | undefined) => {
          const clientId = app.authorization?.clientId;
          if (clientId) {
            // No consent to withdraw (404) is not a failure of the uninstall.
            await api.accounts.withdrawConsent(clientId, 'organization').catch((error: unknown) => {
              if (!(isApiError(error) && error.status === 404)) throw error;
            });
          }
          await api.marketplace.uninstall(app.id, reason);
          await scheduler.sleep(UNINSTALL_WAIT_MS);
        },
        onSuccess: () => {
          keepInstalled(store, { remove: [app.id] });
          const account = refreshAppAndBilling(app);
          // An active recurrent charge was cancelled with it.
          if (account !== null) void queries.invalidateQueries({ queryKey: queryKeys.payments(account) });
          notices().notify(uninstallSuccessCode(app));
          hostOutbox.post({ type: 'app_removed', appId: app.id, slug: app.slug }, { type: 'refresh_installed_apps' });
        },
        onError: (error) => void notices().notifyFailure('uninstallFailed', error),
      }),
  };
}

type InstallWrites = ReturnType<typeof createInstallWrites>;

/** The install writes of one marketplace. */
export const installWritesOf: (store: MarketplaceStore) => InstallWrites = perStore(createInstallWrites);

export const useInstallWrites = (): InstallWrites => installWritesOf(useMarketplaceStoreApi());
