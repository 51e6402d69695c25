/** Finding seeded apps by what a test needs, through the public API. */
import type { App } from '@marketplace/domain/entities/app';
import { appListResponseSchema } from '@marketplace/domain/calls/marketplace';
import type { TestPlatform } from './harness.ts';

/** A plain app: listed, no plan or owner limits, for the chat product. */
export const isPlain = (app: App): boolean =>
  !app.hidden && app.installable && (app.product === '' || app.product === 'livechat') &&
  app.customProps.isPremium !== 'true' && app.customProps.isTeamPlan !== 'true' && app.customProps.onlyOwnerCanInstall !== 'true' &&
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
