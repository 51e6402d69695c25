/** Finding seeded apps by what a test needs, through the public API. */
import type { App } from '@marketplace/domain/entities/app';
import { appListResponseSchema } from '@marketplace/domain/calls/marketplace';
import type { TestPlatform } from './harness.ts';

/** A plain app: listed, not under maintenance, no plan or owner limits, for the chat product. */
export const isPlain = (app: App): boolean =>
  !app.hidden &&
  !app.underMaintenance &&
  app.installable &&
  (app.product === '' || app.product === 'livechat') &&
  app.customProps.isPremium !== 'true' &&
  app.customProps.isTeamPlan !== 'true' &&
  app.customProps.onlyOwnerCanInstall !== 'true' &&
  app.customProps.isService !== 'true';

export async function publishedApps(platform: TestPlatform): Promise<App[]> {
  const { body } = await platform.call('GET', '/v2/applications/published');
  return appListResponseSchema.parse(body);
}

export async function findApps(platform: TestPlatform, predicate: (app: App) => boolean, count = 1): Promise<App[]> {
  const found = (await publishedApps(platform)).filter(predicate).slice(0, count);
  if (found.length < count) throw new Error('the seed has no such app');
  return found;
}

/** Seeded apps handed out one per test, installed nowhere yet, so that no test sees another's installs or charges. */
export function appPool(platform: () => TestPlatform, predicate: (app: App) => boolean): { next(): Promise<App> } {
  let apps: App[] | null = null;
  let taken = 0;
  return {
    async next() {
      if (apps === null) {
        const installed = new Set((await platform().db.query<{ app_id: string }>('SELECT DISTINCT app_id FROM installs')).map((r) => r.app_id));
        apps = (await publishedApps(platform())).filter((app) => predicate(app) && !installed.has(app.id));
      }
      const app = apps[taken++];
      if (app === undefined) throw new Error('the seed has no more such apps');
      return app;
    },
  };
}

/** A free plain app of the chat product. */
export const isFree = (app: App): boolean => isPlain(app) && app.payment === null;

/** A paid app of the chat product sold once (a direct charge) or monthly per organisation (a recurrent charge), no trial. */
export const isPaidOnce = (app: App): boolean => isPlain(app) && app.payment?.frequency === 'direct_charge' && app.payment.trialDays === 0;
export const isPaidMonthly = (app: App): boolean => isPlain(app) && app.payment?.months === 1 && app.payment.trialDays === 0 && !app.payment.perAccount;
