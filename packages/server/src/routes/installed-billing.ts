/** Ours: what the organisation pays for each installed app (My apps); the caller's organisation decides whose apps, its billing rights which products' apps. */
import { installedAppsBillingResponseSchema } from '@marketplace/domain/installed-app-billing';
import { requireBillingProducts } from '../commerce/authorization.ts';
import { installedAppsBilling } from '../commerce/installed-billing.ts';
import { settleDuePayments } from '../commerce/schedules.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const installedBillingRoutes: RoutePlugin = async (app, { ctx }) => {
  route(app, ctx, { method: 'GET', url: '/v2/applications/installed/billing', access: 'token', response: installedAppsBillingResponseSchema }, async ({ session }) =>
    ctx.db.transaction(async (tx) => {
      const products = requireBillingProducts(session);
      await settleDuePayments(ctx, tx, session.organizationId);
      return installedAppsBilling(tx, session.organizationId, products, ctx.now());
    }),
  );
};
