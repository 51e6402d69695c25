/** Carts (spec 7): create, recent, read, close, add (one or many), remove, plan, checkout, purchase, coupon. */
import {
  addManyQuerySchema,
  addToCartBodySchema,
  cartAppParamsSchema,
  cartCouponParamsSchema,
  cartIdParamsSchema,
  cartPlanParamsSchema,
  cartResponseSchema,
  createCartBodySchema,
  purchaseCartBodySchema,
} from '@marketplace/domain/calls/carts';
import { readCart } from '../commerce/carts.ts';
import { purchaseCart } from '../commerce/cart-purchase.ts';
import {
  addApp,
  addApps,
  applyCoupon,
  changeLinePlan,
  closeCart,
  createCart,
  recentCart,
  rejectCheckout,
  removeApp,
  removeCoupon,
  startCheckout,
} from '../commerce/cart-writes.ts';
import { idempotent } from '../commerce/idempotency.ts';
import { noContent, route } from '../http/route.ts';
import type { RoutePlugin } from '../http/route.ts';

export const cartRoutes: RoutePlugin = async (app, { ctx }) => {
  const base = '/v2/products-carts';

  route(app, ctx, { method: 'POST', url: base, access: 'token', body: createCartBodySchema, response: cartResponseSchema, status: 201 }, async ({ body, session }) =>
    createCart(ctx, session, body.name),
  );

  route(app, ctx, { method: 'GET', url: `${base}/recent`, access: 'token', response: cartResponseSchema }, async ({ session }) => recentCart(ctx, session));

  route(app, ctx, { method: 'GET', url: `${base}/:id`, access: 'token', params: cartIdParamsSchema, response: cartResponseSchema }, async ({ params, session }) =>
    readCart(ctx, ctx.db, session, params.id),
  );

  route(app, ctx, { method: 'DELETE', url: `${base}/:id`, access: 'token', params: cartIdParamsSchema, response: noContent, status: 204 }, async ({ params, session }) => {
    await closeCart(ctx, session, params.id);
    return null;
  });

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/applications/:appId`, access: 'token', params: cartAppParamsSchema, body: addToCartBodySchema, response: cartResponseSchema },
    async ({ params, body, session }) => addApp(ctx, session, params.id, params.appId, body.plan_id),
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/applications`, access: 'token', params: cartIdParamsSchema, query: addManyQuerySchema, response: cartResponseSchema },
    async ({ params, query, session }) => addApps(ctx, session, params.id, query.id),
  );

  route(
    app,
    ctx,
    { method: 'DELETE', url: `${base}/:id/applications/:appId`, access: 'token', params: cartAppParamsSchema, response: cartResponseSchema },
    async ({ params, session }) => removeApp(ctx, session, params.id, params.appId),
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/applications/:appId/plans/:planId`, access: 'token', params: cartPlanParamsSchema, response: cartResponseSchema },
    async ({ params, session }) => changeLinePlan(ctx, session, params.id, params.appId, params.planId),
  );

  route(app, ctx, { method: 'PATCH', url: `${base}/:id/checkout`, access: 'token', params: cartIdParamsSchema, response: cartResponseSchema }, async ({ params, session }) =>
    startCheckout(ctx, session, params.id),
  );

  route(app, ctx, { method: 'DELETE', url: `${base}/:id/checkout`, access: 'token', params: cartIdParamsSchema, response: cartResponseSchema }, async ({ params, session }) =>
    rejectCheckout(ctx, session, params.id),
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/purchase`, access: 'token', params: cartIdParamsSchema, body: purchaseCartBodySchema, response: cartResponseSchema },
    async ({ params, body, session, request, reply }) => {
      const outcome = await idempotent(ctx, request, session, async (tx) => ({ status: 200, body: await purchaseCart(ctx, tx, session, params.id, body) }));
      reply.code(outcome.status);
      return outcome.body;
    },
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/coupon/:coupon`, access: 'token', params: cartCouponParamsSchema, response: cartResponseSchema, rateLimit: 'coupon' },
    async ({ params, session }) => applyCoupon(ctx, session, params.id, params.coupon),
  );

  // Ours: the spec adds a coupon only; the cart shows what a coupon takes off and lets it be removed.
  route(app, ctx, { method: 'DELETE', url: `${base}/:id/coupon`, access: 'token', params: cartIdParamsSchema, response: cartResponseSchema }, async ({ params, session }) =>
    removeCoupon(ctx, session, params.id),
  );
};
