/**
 * Installed apps (spec 3 and 4): a list of ids, install and uninstall flows.
 * Install: check permission; reject if already installed; call install; mark installed; go to the
 * app settings unless the app is a service, a private app, or redirect is off.
 * Uninstall: the platform cancels an active recurrent charge; withdraw consent; delete the install
 * with an optional reasons string; wait 1 s; mark removed.
 */
import type { InstallBody } from '@marketplace/domain/calls/marketplace';
import { UNINSTALL_WAIT_MS } from '@marketplace/domain/constants';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { productOfApp } from '@marketplace/domain/apps';
import { productNames } from '@marketplace/domain/entities/product-names';
import { installRefusal, installSuccessCode, redirectsToSettingsAfterInstall, uninstallSuccessCode } from '@marketplace/domain/installability';
import { appSettingsPath } from '@marketplace/domain/routes';
import { utmMetrics } from '@marketplace/domain/utm';
import { isApiError } from '@marketplace/api/api-error';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, toSliceError, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface InstallOptions {
  /** A private app (by widget id, no settings redirect). */
  isPrivate?: boolean;
  /** An app in review: its settings path uses the id. */
  inReview?: boolean;
  /** Go to the app settings afterwards (default true). */
  redirect?: boolean;
  /** Where the install came from (source_url, source_id, utm fields). */
  metrics?: InstallBody['metrics'];
  /** The app's published record, when `app` is a private or in-review copy. */
  publishedApp?: AppSummary | null;
}

export interface InstalledAppsSlice {
  installedAppIds: string[];
  /** The slug of each app installed, removed or bought here, by id: what the host is told beside the id. */
  appSlugs: Readonly<Record<string, string>>;
  installedAppsRequest: RequestState;
  /** App ids with an install or uninstall under way. */
  installing: Readonly<Record<string, boolean>>;
  uninstalling: Readonly<Record<string, boolean>>;
  loadInstalledApps: () => Promise<void>;
  /** Resolves true when the app got installed. */
  installApp: (app: AppSummary, options?: InstallOptions) => Promise<boolean>;
  /** Resolves true when the app got uninstalled. */
  uninstallApp: (app: AppSummary, options?: { reason?: string }) => Promise<boolean>;
}

const without = (record: Readonly<Record<string, boolean>>, id: string): Record<string, boolean> => {
  const { [id]: _removed, ...rest } = record;
  return rest;
};

export const createInstalledAppsSlice: SliceCreator<InstalledAppsSlice> =
  ({ api, product, scheduler, redirect, utm }) =>
  (set, get) => ({
    installedAppIds: [],
    appSlugs: {},
    installedAppsRequest: idleRequest,
    installing: {},
    uninstalling: {},

    loadInstalledApps: async () => {
      set({ installedAppsRequest: pendingRequest });
      try {
        const ids = await api.marketplace.getInstalledApps(product);
        set({ installedAppIds: ids, installedAppsRequest: fulfilledRequest });
      } catch (error) {
        set({ installedAppsRequest: rejectedRequest(error) });
      }
    },

    installApp: async (app, options = {}) => {
      const state = get();
      const refusal = installRefusal({
        app,
        publishedApp: options.publishedApp ?? null,
        installedAppIds: state.installedAppIds,
        session: state.session,
        subscriptions: state.subscriptions,
      });
      if (refusal !== null) {
        if (refusal.code !== null) state.notify(refusal.code, { params: { product: productNames[productOfApp(app)] } });
        return false;
      }
      set((s) => ({ installing: { ...s.installing, [app.id]: true } }));
      try {
        // The visit's utm fields go with every install, under what the screen adds (source_url...).
        const metrics = { ...utmMetrics(utm), ...options.metrics };
        await api.marketplace.install(app.id, { product, metrics });
      } catch (error) {
        // The platform's own 'already installed' refusal reads as the catalogue's message.
        set((s) => ({ installing: without(s.installing, app.id) }));
        if (isApiError(error) && error.status === 409) get().notify('alreadyInstalled');
        else get().notifyFailure('installFailed', error, { params: { reason: toSliceError(error).message } });
        return false;
      }
      set((s) => ({
        installing: without(s.installing, app.id),
        appSlugs: { ...s.appSlugs, [app.id]: app.slug },
        installedAppIds: s.installedAppIds.includes(app.id) ? s.installedAppIds : [...s.installedAppIds, app.id],
      }));
      get().notify(installSuccessCode(app));
      if (redirectsToSettingsAfterInstall(app, { isPrivate: options.isPrivate ?? false, redirect: options.redirect ?? true })) {
        redirect(appSettingsPath(app, { inReview: options.inReview ?? false }));
      }
      return true;
    },

    uninstallApp: async (app, options = {}) => {
      set((s) => ({ uninstalling: { ...s.uninstalling, [app.id]: true } }));
      try {
        const clientId = app.authorization?.clientId;
        if (clientId) {
          // No consent to withdraw (404) is not a failure of the uninstall.
          await api.accounts.withdrawConsent(clientId, 'organization').catch((error: unknown) => {
            if (!(isApiError(error) && error.status === 404)) throw error;
          });
        }
        await api.marketplace.uninstall(app.id, options.reason);
        await scheduler.sleep(UNINSTALL_WAIT_MS);
      } catch (error) {
        set((s) => ({ uninstalling: without(s.uninstalling, app.id) }));
        get().notifyFailure('uninstallFailed', error);
        return false;
      }
      set((s) => ({
        uninstalling: without(s.uninstalling, app.id),
        appSlugs: { ...s.appSlugs, [app.id]: app.slug },
        installedAppIds: s.installedAppIds.filter((id) => id !== app.id),
      }));
      get().notify(uninstallSuccessCode(app));
      return true;
    },
  });
