/** Experts (partners) and developer profiles (spec 7): public reads; messages and reviews need a token. */
import {
  developerListResponseSchema,
  developerParamsSchema,
  developerProfileResponseSchema,
  expertListResponseSchema,
  expertMessageBodySchema,
  expertParamsSchema,
  expertResponseSchema,
  expertReviewBodySchema,
  expertVisitBodySchema,
} from '@marketplace/domain/calls/experts';
import { loadDevelopers } from '../catalogue/developers.ts';
import { notFound } from '../http/errors.ts';
import { noContent, route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';
import { loadExperts, messageExpert, recordExpertVisit, reviewExpert } from '../partners/experts.ts';

export const expertRoutes: RoutePlugin = async (app, { ctx }) => {
  const base = '/v2/partners/experts_marketplace';
  route(app, ctx, { method: 'GET', url: base, access: 'public', response: expertListResponseSchema }, async () => loadExperts(ctx, ctx.db, null));

  route(app, ctx, { method: 'GET', url: `${base}/:id`, access: 'public', params: expertParamsSchema, response: expertResponseSchema }, async ({ params }) => {
    const [expert] = await loadExperts(ctx, ctx.db, params.id);
    if (!expert) throw notFound('Expert not found.');
    return expert;
  });

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: `${base}/:id/message`,
      access: 'token',
      params: expertParamsSchema,
      body: expertMessageBodySchema,
      response: noContent,
      status: 204,
      rateLimit: 'expert-message',
    },
    async ({ params, body, session }) => {
      await messageExpert(ctx, session, params.id, body);
      return null;
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: `${base}/:id/comment`,
      access: 'token',
      params: expertParamsSchema,
      body: expertReviewBodySchema,
      response: noContent,
      status: 204,
      rateLimit: 'expert-review',
    },
    async ({ params, body, session }) => {
      await reviewExpert(ctx, session, params.id, body);
      return null;
    },
  );

  route(
    app,
    ctx,
    { method: 'POST', url: '/v2/partners/experts/visits', access: 'optional', body: expertVisitBodySchema, response: noContent, status: 204, rateLimit: 'expert-visit' },
    async ({ body, session }) => {
      await recordExpertVisit(ctx.db, session, body.expert_id, body.visited_at);
      return null;
    },
  );

  route(app, ctx, { method: 'GET', url: '/v2/developers', access: 'public', response: developerListResponseSchema }, async () => loadDevelopers(ctx, null));
  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/developers/:id/profile', access: 'public', params: developerParamsSchema, response: developerProfileResponseSchema },
    async ({ params }) => {
      const [developer] = await loadDevelopers(ctx, params.id);
      if (!developer) throw notFound('Developer not found.');
      return developer;
    },
  );
};
