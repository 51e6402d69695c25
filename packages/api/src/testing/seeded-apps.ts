/** Picking seeded apps for a test through the public API (what a test needs, not a rule). */
import type { App } from '@marketplace/domain/entities/app';
import type { LazyApi } from '../lazy-api.ts';

/** Listed, not under maintenance, installable, chat product, no plan or owner limits, not a service. */
export const isPlainApp = (app: App): boolean =>
  !app.hidden &&
  !app.underMaintenance &&
  app.installable &&
  (app.product === '' || app.product === null || app.product === undefined || app.product === 'livechat') &&
  app.customProps.isPremium !== 'true' &&
  app.customProps.isTeamPlan !== 'true' &&
  app.customProps.onlyOwnerCanInstall !== 'true' &&
  app.customProps.isService !== 'true';

export async function findApps(api: LazyApi, predicate: (app: App) => boolean, count = 1): Promise<App[]> {
  const found = (await api.marketplace.getPublishedApps()).filter(predicate).slice(0, count);
  if (found.length < count) throw new Error('the seed has no such app');
  return found;
}

/** A plain paid app without a trial, sold once (a direct charge) or monthly per organisation (a recurrent charge). */
export const isPaidOnceApp = (app: App): boolean => isPlainApp(app) && app.payment?.frequency === 'direct_charge' && app.payment.trialDays === 0;
export const isPaidMonthlyApp = (app: App): boolean => isPlainApp(app) && app.payment?.months === 1 && app.payment.trialDays === 0 && !app.payment.perAccount;
/** A help-desk app sold once, otherwise plain: the developer's organisation has no help-desk card to pay it with. */
export const isHelpDeskOnceApp = (app: App): boolean => isPaidOnceApp({ ...app, product: 'livechat' }) && app.product === 'helpdesk';

/**
 * Seeded apps matching `predicate` and installed nowhere in the organisation of `api`, handed out
 * one per test so that no test meets another's charges or installs.
 */
export function appPool(api: () => Promise<LazyApi>, predicate: (app: App) => boolean): { next(): Promise<App> } {
  let apps: App[] | null = null;
  let taken = 0;
  return {
    async next() {
      if (apps === null) {
        const client = await api();
        const installed = await client.marketplace.getInstalledApps();
        apps = (await client.marketplace.getPublishedApps()).filter((app) => predicate(app) && !installed.includes(app.id));
      }
      const app = apps[taken++];
      if (app === undefined) throw new Error('the seed has no more such apps');
      return app;
    },
  };
}
