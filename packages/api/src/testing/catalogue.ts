/** Picking seeded apps for a test through the public API (what a test needs, not a rule). */
import type { App } from '@marketplace/domain/entities/app';
import type { Api } from '../api.ts';

/** Listed, installable, chat product, no plan or owner limits, not a service. */
export const isPlainApp = (app: App): boolean =>
  !app.hidden &&
  app.installable &&
  (app.product === '' || app.product === null || app.product === undefined || app.product === 'livechat') &&
  app.customProps.isPremium !== 'true' &&
  app.customProps.isTeamPlan !== 'true' &&
  app.customProps.onlyOwnerCanInstall !== 'true' &&
  app.customProps.isService !== 'true';

export async function findApps(api: Api, predicate: (app: App) => boolean, count = 1): Promise<App[]> {
  const found = (await api.marketplace.getPublishedApps()).filter(predicate).slice(0, count);
  if (found.length < count) throw new Error('the seed has no such app');
  return found;
}
