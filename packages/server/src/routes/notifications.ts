/** Notification service (spec 7): POST /awaiting_apps asks the licence's active owners for an app. */
import { awaitingAppsBodySchema, awaitingAppsResponseSchema } from '@marketplace/domain/calls/notifications';
import { activeOwners } from '@marketplace/domain/accounts';
import { accountSchema } from '@marketplace/domain/entities/user';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const notificationRoutes: RoutePlugin = async (app, { ctx }) => {
  route(
    app,
    ctx,
    { method: 'POST', url: '/notifications/awaiting_apps', access: 'token', body: awaitingAppsBodySchema, response: awaitingAppsResponseSchema, status: 201 },
    async ({ body, session }) => {
      const rows = await ctx.db.query('SELECT account_id, name, email, roles, properties FROM accounts WHERE organization_id = $1', [session.organizationId]);
      const owners = activeOwners(
        rows.map((r) => accountSchema.parse(r)),
        body.product,
      );
      await ctx.db.query('INSERT INTO awaiting_apps (account_id, payload, created_at) VALUES ($1, $2, $3)', [
        session.accountId,
        JSON.stringify({ ...body, recipients: owners.map((o) => o.account_id) }),
        ctx.now().toISOString(),
      ]);
      return { ok: true as const, recipients: owners.length };
    },
  );
};
