/** Marketplace API: app lists, one published app, installed apps, resources (spec 7). */
import {
  appIdParamsSchema,
  appListResponseSchema,
  appResourcesResponseSchema,
  appSummaryListResponseSchema,
  publishedAppParamsSchema,
  publishedAppResponseSchema,
} from '@marketplace/domain/calls/marketplace';
import { appColumns, discountBoundaries, findApp, isPublished, toApp, visibleTo } from '../catalogue/apps.ts';
import { sendPrepared } from '../catalogue/prepared.ts';
import type { AppRecord } from '../catalogue/apps.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const applicationRoutes: RoutePlugin = async (app, { ctx }) => {
  // Served from bytes prepared once per catalogue version (catalogue/prepared.ts): no input to
  // validate, and the answer was parsed against its schema when it was prepared.
  const published = async () => {
    const rows = await ctx.db.query<AppRecord>(`SELECT ${appColumns} FROM apps WHERE publication_state = 'PUBLISHED' ORDER BY position`);
    return { apps: appListResponseSchema.parse(rows.map((row) => toApp(ctx, row))), boundaries: discountBoundaries(rows) };
  };
  app.get('/v2/applications/published', async (request, reply) =>
    sendPrepared(
      request,
      reply,
      await ctx.prepared.get('published', async () => {
        const { apps, boundaries } = await published();
        return { value: apps, boundaries };
      }),
    ),
  );
  // The first view's list: what cards, listings and search read, prepared the same way.
  app.get('/v2/applications/published/summary', async (request, reply) =>
    sendPrepared(
      request,
      reply,
      await ctx.prepared.get('published-summary', async () => {
        const { apps, boundaries } = await published();
        return { value: appSummaryListResponseSchema.parse(apps), boundaries };
      }),
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
      const rows = await ctx.db.query<Pick<AppRecord, 'developer_id' | 'document'> & { resources: Record<string, unknown> }>(
        'SELECT developer_id, document, resources FROM apps WHERE id = $1',
        [params.id],
      );
      const row = rows[0];
      if (!row || !visibleTo(row, session)) throw notFound('Application not found.');
      return row.resources;
    },
  );
};
