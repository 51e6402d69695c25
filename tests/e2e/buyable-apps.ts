/**
 * The seeded published apps that the buying suites (cart, checkout, keyboard checkout) may buy.
 * Each test takes its own app from a pool, so no two tests buy the same one.
 */
import { inject } from 'vitest';

/** The fields of a published app (GET /v2/applications/published) that the buying suites read. */
export interface PublishedApp {
  id: string;
  name: string;
  slug: string;
  product?: string | null;
  payment: { price: number; months?: number | null; trialDays: number; creditCardRequired: boolean } | null;
  hidden: boolean;
  underMaintenance?: boolean;
  installable: boolean;
  organizationId?: string | null;
  customProps: Record<string, string | undefined>;
}

/**
 * Paid apps anyone with billing rights may buy: not under maintenance, no plan or owner limits, not a service, and not
 * the developer organisation's own (buying your own app is refused). The seed installs free apps
 * only, so none of these is installed yet.
 */
export async function buyableApps(): Promise<PublishedApp[]> {
  // The product the suite started (its ports may be other than the defaults: PORT_*).
  const platform = new URL(inject('urls').publicShell).origin;
  const published = (await (await fetch(`${platform}/v2/applications/published`)).json()) as PublishedApp[];
  return published.filter(
    (app) =>
      app.payment !== null &&
      !app.hidden &&
      app.underMaintenance !== true &&
      app.installable &&
      app.customProps['isService'] !== 'true' &&
      app.customProps['isPremium'] !== 'true' &&
      app.customProps['isTeamPlan'] !== 'true' &&
      app.customProps['onlyOwnerCanInstall'] !== 'true' &&
      app.organizationId !== 'org-dev-1',
  );
}

/** A chat app (LiveChat, the default product). */
export const isChatApp = (app: PublishedApp): boolean => ['', 'livechat'].includes(app.product ?? '');

/** Removes and returns the first app of the pool that fits. */
export function takeApp(pool: PublishedApp[], predicate: (app: PublishedApp) => boolean): PublishedApp {
  const index = pool.findIndex(predicate);
  const [app] = index === -1 ? [] : pool.splice(index, 1);
  if (!app) throw new Error('no seeded app fits');
  return app;
}
