/** Notification service (spec 7): POST /awaiting_apps asks the licence's active owners for an app. */
import { awaitingAppsBodySchema, awaitingAppsResponseSchema } from '@marketplace/domain/calls/notifications';
import { activeOwners } from '@marketplace/domain/organization-accounts';
import { organizationAccounts, requestAwaitingApp } from '../accounts/directory.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const notificationRoutes: RoutePlugin = async (app, { ctx }) => {
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/notifications/awaiting_apps',
      access: 'token',
      body: awaitingAppsBodySchema,
      response: awaitingAppsResponseSchema,
      status: 201,
      rateLimit: 'notify-owners',
    },
    async ({ body, session }) => {
      const owners = activeOwners(await organizationAccounts(ctx.db, session.organizationId), body.product);
      await requestAwaitingApp(ctx.db, { accountId: session.accountId, payload: body, recipients: owners.map((o) => o.account_id), at: ctx.now() });
      return { ok: true as const, recipients: owners.length };
    },
  );
};
