/**
 * Installs and the caller's own lists (spec 4 install and uninstall flows, spec 7 marketplace API):
 * private and in-review apps, installed apps, install, uninstall, instance, create-charge.
 */
import { z } from 'zod';
import { appInstanceResponseSchema, createChargeBodySchema, createChargeResponseSchema } from '@marketplace/domain/calls/billing';
import {
  appIdParamsSchema,
  appListResponseSchema,
  installBodySchema,
  installedAppsQuerySchema,
  installedAppsResponseSchema,
  installResponseSchema,
  uninstallBodySchema,
  uninstallResponseSchema,
} from '@marketplace/domain/calls/marketplace';
import { ownApps } from '../catalogue/own-apps.ts';
import { idempotent } from '../commerce/idempotency.ts';
import { appInstance, createAppCharge, installedApps, installFreeApp, uninstallApp } from '../commerce/installs.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const installRoutes: RoutePlugin = async (app, { ctx }) => {
  /** GET /applications: the caller's private apps (in development). */
  route(app, ctx, { method: 'GET', url: '/v2/applications', access: 'token', response: appListResponseSchema }, async ({ session }) => ownApps(ctx, session, ['IN_DEVELOPMENT']));
  /** GET /applications/reviewed: the caller's apps in review, and those accepted but not yet published. */
  route(app, ctx, { method: 'GET', url: '/v2/applications/reviewed', access: 'token', response: appListResponseSchema }, async ({ session }) =>
    ownApps(ctx, session, ['IN_REVIEW', 'ACCEPTED']),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/installed', access: 'token', query: installedAppsQuerySchema, response: installedAppsResponseSchema },
    async ({ query, session }) => installedApps(ctx.db, session.organizationId, query.product ?? null),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/:id/instance', access: 'token', params: appIdParamsSchema, response: appInstanceResponseSchema },
    async ({ params, session }) => appInstance(ctx, session, params.id),
  );

  route(
    app,
    ctx,
    { method: 'PUT', url: '/v2/applications/:id/install', access: 'token', params: appIdParamsSchema, body: installBodySchema, response: installResponseSchema },
    async ({ params, body, session }) => installFreeApp(ctx, session, params.id, body.metrics),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/v2/applications/:id/install',
      access: 'token',
      params: appIdParamsSchema,
      query: z.object({ reason: z.string().max(2000).optional() }),
      body: uninstallBodySchema,
      response: uninstallResponseSchema,
    },
    async ({ params, query, body, session }) => uninstallApp(ctx, session, params.id, body.reason ?? query.reason ?? ''),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/v2/applications/:id/create-charge',
      access: 'token',
      params: appIdParamsSchema,
      body: createChargeBodySchema,
      response: createChargeResponseSchema,
      status: 201,
    },
    async ({ params, body, session, request, reply }) => {
      // A double click or a retried request with the same Idempotency-Key gets the first charge back, never a
      // second one: the key's row (primary key account + key) is claimed in the charge's own transaction.
      const outcome = await idempotent(ctx, request, session, async (tx) => ({ status: 201, body: await createAppCharge(ctx, tx, session, params.id, body) }));
      reply.code(outcome.status);
      return outcome.body;
    },
  );
};
