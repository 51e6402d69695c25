/**
 * The operator's endpoints: embedders registered and removed while the platform runs
 * (docs/embedding.md). Every node reads the stored list every few seconds (embedders/registry.ts).
 */
import { embedderEntryBodySchema, embedderOriginQuerySchema, operatorEmbeddersResponseSchema, storedEmbedderSchema } from '@marketplace/domain/calls/operator';
import { EMBEDDERS_SETTING } from '@marketplace/domain/page-runtime-config';
import { EMBEDDERS_REFRESH_MS } from '../embedders/registry.ts';
import { notFound } from '../http/errors.ts';
import { noContent, route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const OPERATOR_EMBEDDERS_PATH = '/v2/operator/embedders';

export const operatorRoutes: RoutePlugin = async (app, { ctx }) => {
  route(app, ctx, { method: 'GET', url: OPERATOR_EMBEDDERS_PATH, access: 'operator', response: operatorEmbeddersResponseSchema }, async ({ reply }) => {
    // What the table holds now, not what this node read up to a refresh ago.
    await ctx.embedders.refresh();
    void reply.header('cache-control', 'no-store');
    return { fromEnvironment: [...ctx.embedders.fromEnvironment], stored: [...ctx.embedders.stored()], refreshSeconds: EMBEDDERS_REFRESH_MS / 1000 };
  });

  route(app, ctx, { method: 'PUT', url: OPERATOR_EMBEDDERS_PATH, access: 'operator', body: embedderEntryBodySchema, response: storedEmbedderSchema }, async ({ body, reply }) => {
    const { entry, created } = await ctx.embedders.put(body, ctx.now());
    if (created) void reply.code(201);
    return entry;
  });

  route(app, ctx, { method: 'DELETE', url: OPERATOR_EMBEDDERS_PATH, access: 'operator', query: embedderOriginQuerySchema, response: noContent, status: 204 }, async ({ query }) => {
    if (await ctx.embedders.remove(query.origin)) return null;
    const fromEnvironment = ctx.embedders.fromEnvironment.some((entry) => entry.origin === query.origin);
    throw notFound(
      fromEnvironment
        ? `${query.origin} is registered by ${EMBEDDERS_SETTING}, not here: remove it from that setting and restart.`
        : `${query.origin} is not registered here (GET ${OPERATOR_EMBEDDERS_PATH} lists what is).`,
    );
  });
};
