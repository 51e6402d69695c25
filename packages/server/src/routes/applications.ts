/** Marketplace API: app lists, one published app, installed apps, resources (spec 7). */
import {
  appIdParamsSchema,
  appListResponseSchema,
  appResourcesResponseSchema,
  appSummaryListResponseSchema,
  publishedAppParamsSchema,
  publishedAppResponseSchema,
} from '@marketplace/domain/calls/marketplace';
import { appResources, discountBoundaries, findApp, isPublished, publishedRecords, toApp } from '../catalogue/apps.ts';
import { sendPrepared, type AppPatch } from '../catalogue/prepared.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const applicationRoutes: RoutePlugin = async (app, { ctx }) => {
  // Served from bytes prepared once per catalogue version (catalogue/prepared.ts): no input to
  // validate, and the answer was parsed against its schema when it was prepared.
  /** The one app in a variant's body of every published app, as `shape` writes each (its counters changed). */
  const patchOne =
    (shape: (app: unknown) => unknown): AppPatch =>
    async (body, appId) => {
      const record = await findApp(ctx.db, { id: appId });
      const apps = body.value as Array<{ id: string }>;
      const at = apps.findIndex((app) => app.id === appId);
      if (!record || !isPublished(record) || at === -1) return null;
      const next = apps.slice();
      next[at] = shape(toApp(ctx, record)) as { id: string };
      return { value: next, boundaries: body.boundaries };
    };
  const published = async () => {
    const rows = await publishedRecords(ctx.db);
    return { apps: appListResponseSchema.parse(rows.map((row) => toApp(ctx, row))), boundaries: discountBoundaries(rows) };
  };
  app.get('/v2/applications/published', async (request, reply) =>
    sendPrepared(
      request,
      reply,
      await ctx.prepared.get(
        'published',
        async () => {
          const { apps, boundaries } = await published();
          return { value: apps, boundaries };
        },
        patchOne((app) => appListResponseSchema.parse([app])[0]),
      ),
    ),
  );
  // The first view's list: what cards, listings and search read, prepared the same way.
  app.get('/v2/applications/published/summary', async (request, reply) =>
    sendPrepared(
      request,
      reply,
      await ctx.prepared.get(
        'published-summary',
        async () => {
          const { apps, boundaries } = await published();
          return { value: appSummaryListResponseSchema.parse(apps), boundaries };
        },
        patchOne((app) => appSummaryListResponseSchema.parse([app])[0]),
      ),
    ),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/:slug/published', access: 'public', params: publishedAppParamsSchema, response: publishedAppResponseSchema },
    async ({ params }) => {
      const record = await findApp(ctx.db, { slug: params.slug });
      if (!record || !isPublished(record)) throw notFound('Application not found.');
      return toApp(ctx, record);
    },
  );

  route(
    app,
    ctx,
    // Optional sign-in: the owners of a private or in-review app read its resources on its page too.
    { method: 'GET', url: '/v2/applications/:id/resources', access: 'optional', params: appIdParamsSchema, response: appResourcesResponseSchema },
    async ({ params, session }) => {
      const resources = await appResources(ctx.db, params.id, session);
      if (resources === null) throw notFound('Application not found.');
      return resources;
    },
  );
};
