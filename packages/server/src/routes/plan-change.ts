/**
 * Ours: an installed app's plan (My apps' Change plan). GET answers the plans it can move to with
 * what each costs now; PUT moves it (commerce/plan-change.ts), honouring Idempotency-Key. The
 * signed-in caller's organisation is the one whose app changes, never a field of the body.
 */
import { appIdParamsSchema } from '@marketplace/domain/calls/marketplace';
import { planChangeBodySchema, planChangedResponseSchema, planChoicesResponseSchema } from '@marketplace/domain/plan-change';
import { changePlan, planChoices } from '../commerce/plan-change.ts';
import { idempotent } from '../commerce/idempotency.ts';
import { route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const planChangeRoutes: RoutePlugin = async (app, { ctx }) => {
  route(
    app,
    ctx,
    { method: 'GET', url: '/v2/applications/:id/plan', access: 'token', params: appIdParamsSchema, response: planChoicesResponseSchema },
    async ({ params, session }) => planChoices(ctx, ctx.db, session, params.id),
  );

  route(
    app,
    ctx,
    { method: 'PUT', url: '/v2/applications/:id/plan', access: 'token', params: appIdParamsSchema, body: planChangeBodySchema, response: planChangedResponseSchema },
    async ({ params, body, session, request, reply }) => {
      const outcome = await idempotent(ctx, request, session, async (tx) => ({ status: 200, body: await changePlan(ctx, tx, session, params.id, body.plan_id) }));
      reply.code(outcome.status);
      return outcome.body;
    },
  );
};
