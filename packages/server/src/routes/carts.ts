/** Carts (spec 7): create, recent, read, close, add (one or many), remove, plan, checkout, purchase, coupon. */
import type { FastifyInstance } from 'fastify';
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
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { productOfApp } from '@marketplace/domain/apps';
import { productSchema } from '@marketplace/domain/entities/product';
import type { Product } from '@marketplace/domain/entities/product';
import { catalogueMessage, serverErrorCodes } from '@marketplace/domain/errors';
import type { ErrorCode } from '@marketplace/domain/errors';
import { BILLING_ERROR_NOTE_MARKER, NOT_INSTALLED_NOTE_MARKER, PRODUCT_INACTIVE_NOTE_MARKER } from '@marketplace/domain/install-notes';
import { purchaseRefusal } from '@marketplace/domain/installability';
import type { RefusalReason } from '@marketplace/domain/installability';
import { isCardNeeded } from '@marketplace/domain/trial';
import { dueNowOf, taxesAt } from '@marketplace/domain/cart-summary';
import { monthsOfCycle } from '@marketplace/domain/billing-cycles';
import { CHECKOUT_LOCK_MINUTES, MAX_PRICE_CENTS } from '@marketplace/domain/constants';
import type { Caller } from '../auth/session.ts';
import { findApp, isPublished, toApp } from '../catalogue/apps.ts';
import { assertTransition, cartProducts, loadCart, loadCartForLine, offeredCycles, readCart, renderCart } from '../commerce/carts.ts';
import type { CartRow } from '../commerce/carts.ts';
import { authorizeMoney } from '../commerce/authorization.ts';
import { AMOUNT_TOO_LARGE } from '../commerce/charge-terms.ts';
import { insertCharge } from '../commerce/charges.ts';
import { canCharge, installApp, recordCharge } from '../commerce/charging.ts';
import { organizationSeats } from '../commerce/charge-terms.ts';
import { taxRate } from '../billing/taxes.ts';
import { couponPercent } from '../commerce/coupons.ts';
import { openEntitlement } from '../commerce/entitlements.ts';
import { idempotent } from '../commerce/idempotency.ts';
import { installContext } from '../commerce/organization.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { noContent, route } from '../http/route.ts';

/** Refusals that stop an app from entering a cart; the others surface as notes at purchase. */
const refusedAtAdd: readonly RefusalReason[] = ['not-installable', 'already-installed', 'own-app', 'not-signed-in', 'maintenance'];

const cartWithSession = async (ctx: ServerContext, db: Queryable, cart: CartRow): Promise<CartResponse> => renderCart(ctx, db, cart);

async function addLine(ctx: ServerContext, tx: Queryable, session: Caller, cart: CartRow, appId: string, planId: string | undefined, failure: ErrorCode): Promise<void> {
  const record = await findApp(tx, { id: appId });
  if (!record || !isPublished(record)) throw new HttpError(404, 'not_found', catalogueMessage(failure));
  const app = toApp(ctx, record);
  const refusal = purchaseRefusal(await installContext(tx, session, app));
  if (refusal && refusedAtAdd.includes(refusal.reason)) {
    throw new HttpError(422, refusal.reason.replace(/-/g, '_'), refusal.message ?? catalogueMessage(failure));
  }
  const cycles = offeredCycles(app);
  const plan = planId ?? cycles[0];
  if (plan === undefined || !cycles.some((c) => c === plan)) throw new HttpError(422, 'plan_not_offered', catalogueMessage(failure));
  await tx.query(
    `INSERT INTO cart_products (cart_id, app_id, plan_id, added_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cart_id, app_id) DO UPDATE SET plan_id = EXCLUDED.plan_id`,
    [cart.id, app.id, plan, ctx.now().toISOString()],
  );
}

/** The products whose money a cart's purchase moves: each line's app's product. */
async function cartLineProducts(tx: Queryable, cartId: string): Promise<Product[]> {
  const rows = await tx.query<{ product: string | null }>(
    `SELECT DISTINCT a.document->>'product' AS product FROM cart_products c JOIN apps a ON a.id = c.app_id WHERE c.cart_id = $1`,
    [cartId],
  );
  return [...new Set(rows.map((r) => productOfApp({ product: productSchema.safeParse(r.product).data ?? '' })))];
}

/** Buys every line of a cart whose checkout has started; writes a note on each line it cannot buy. */
async function purchase(ctx: ServerContext, tx: Queryable, session: Caller, cart: CartRow, rate: number): Promise<void> {
  const now = ctx.now();
  for (const line of await cartProducts(tx, cart.id)) {
    if (line.purchased_at !== null) continue;
    const record = await findApp(tx, { id: line.app_id });
    if (!record) continue;
    const app = toApp(ctx, record);
    const product = productOfApp(app);
    const refusal = purchaseRefusal(await installContext(tx, session, app));
    const rendered = await renderCart(ctx, tx, cart);
    const plan = rendered.products.find((p) => p.id === app.id)?.plan;
    const total = plan?.price.total ?? 0;
    // What is billed now is the domain's rule, as on the screens: a recurring line in its trial pays later.
    const dueNow = plan === undefined ? 0 : dueNowOf(plan);
    const charged = taxesAt(dueNow, rate);
    let note: string | null = null;
    if (refusal?.reason === 'license-inactive') note = `${PRODUCT_INACTIVE_NOTE_MARKER}: ${refusal.message ?? ''}`.trim();
    else if (refusal) note = `${NOT_INSTALLED_NOTE_MARKER}: ${refusal.reason}`;
    // A yearly or per-agent total of a dear plan can pass the bound of every stored amount.
    else if (total > MAX_PRICE_CENTS) note = `${BILLING_ERROR_NOTE_MARKER}: ${AMOUNT_TOO_LARGE}`;
    else if ((dueNow > 0 || isCardNeeded(app.payment)) && !(await canCharge(tx, session.organizationId, product))) {
      note = `${BILLING_ERROR_NOTE_MARKER}: ${catalogueMessage('cardChargeFailed')}`;
    }
    if (note !== null) {
      await tx.query('UPDATE cart_products SET note = $3 WHERE cart_id = $1 AND app_id = $2', [cart.id, app.id, note]);
      continue;
    }
    // The database's re-check that the app is not paid for already, by another cart, charge or account:
    // a concurrent purchase waits on the entitlement's unique key and then finds it taken.
    const entitlementId = await openEntitlement(tx, { id: ctx.newId(), organizationId: session.organizationId, appId: app.id, source: 'cart', sourceId: cart.id, at: now });
    if (entitlementId === null) {
      await tx.query('UPDATE cart_products SET note = $3 WHERE cart_id = $1 AND app_id = $2', [cart.id, app.id, `${NOT_INSTALLED_NOTE_MARKER}: already-installed`]);
      continue;
    }
    if (dueNow > 0)
      await recordCharge(tx, { organizationId: session.organizationId, source: 'cart', sourceId: cart.id, appId: app.id, entitlementId, amount: charged.total, at: now });
    await installApp(tx, { organizationId: session.organizationId, appId: app.id, product, accountId: session.accountId, metrics: { source_id: 'cart' }, at: now });
    if (line.plan_id !== 'pay-once' && app.payment !== null) {
      // A recurring line becomes an active recurrent charge: uninstalling the app cancels it.
      await insertCharge(tx, 'recurrent_charge', {
        id: ctx.newId(),
        product,
        organization_id: session.organizationId,
        account_id: session.accountId,
        app_id: app.id,
        name: app.name,
        price: total,
        quantity: 1,
        return_url: `${ctx.publicOrigin}/marketplace/cart/`,
        trial_days: app.payment.trialDays,
        months: monthsOfCycle(line.plan_id),
        per_account: app.payment.perAccount,
        test: false,
        order_client_id: app.authorization?.clientId ?? app.id,
        status: 'active',
        tax_rate: rate,
        at: now,
      });
    }
    await tx.query('UPDATE cart_products SET purchased_at = $3, note = NULL, charged = $4, tax_value = $5, tax_rate = $6 WHERE cart_id = $1 AND app_id = $2', [
      cart.id,
      app.id,
      now.toISOString(),
      dueNow,
      charged.taxValue,
      rate,
    ]);
  }
  await tx.query('UPDATE carts SET purchased_at = $2, checked_out_until = NULL WHERE id = $1', [cart.id, now.toISOString()]);
}

export function registerCartRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const base = '/v2/products-carts';

  route(app, ctx, { method: 'POST', url: base, access: 'token', body: createCartBodySchema, response: cartResponseSchema, status: 201 }, async ({ body, session }) =>
    ctx.db.transaction(async (tx) => {
      const seats = await organizationSeats(tx, session.organizationId);
      const id = ctx.newId();
      await tx.query('INSERT INTO carts (id, organization_id, account_id, name, license, seats, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        id,
        session.organizationId,
        session.accountId,
        body.name ?? 'Cart',
        session.organizationId,
        seats,
        ctx.now().toISOString(),
      ]);
      return cartWithSession(ctx, tx, await loadCart(tx, session, id, false));
    }),
  );

  route(app, ctx, { method: 'GET', url: `${base}/recent`, access: 'token', response: cartResponseSchema }, async ({ session }) => {
    const rows = await ctx.db.query<CartRow>(
      `SELECT * FROM carts WHERE organization_id = $1 AND account_id = $2 AND purchased_at IS NULL AND closed_at IS NULL
       ORDER BY created_at DESC, id LIMIT 1`,
      [session.organizationId, session.accountId],
    );
    const cart = rows[0];
    if (!cart) throw new HttpError(404, 'PRODUCTS_CART_NOT_FOUND', 'No recent cart.');
    return renderCart(ctx, ctx.db, cart);
  });

  route(app, ctx, { method: 'GET', url: `${base}/:id`, access: 'token', params: cartIdParamsSchema, response: cartResponseSchema }, async ({ params, session }) =>
    readCart(ctx, ctx.db, session, params.id),
  );

  route(app, ctx, { method: 'DELETE', url: `${base}/:id`, access: 'token', params: cartIdParamsSchema, response: noContent, status: 204 }, async ({ params, session }) =>
    ctx.db.transaction(async (tx) => {
      const cart = await loadCart(tx, session, params.id, true);
      assertTransition(ctx, cart, 'close');
      await tx.query('UPDATE carts SET closed_at = $2, checked_out_until = NULL WHERE id = $1', [cart.id, ctx.now().toISOString()]);
      return null;
    }),
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/applications/:appId`, access: 'token', params: cartAppParamsSchema, body: addToCartBodySchema, response: cartResponseSchema },
    async ({ params, body, session }) =>
      ctx.db.transaction(async (tx) => {
        const cart = await loadCart(tx, session, params.id, true);
        assertTransition(ctx, cart, 'add');
        await addLine(ctx, tx, session, cart, params.appId, body.plan_id, 'cartAdd');
        return renderCart(ctx, tx, cart);
      }),
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/applications`, access: 'token', params: cartIdParamsSchema, query: addManyQuerySchema, response: cartResponseSchema },
    async ({ params, query, session }) =>
      ctx.db.transaction(async (tx) => {
        const cart = await loadCart(tx, session, params.id, true);
        assertTransition(ctx, cart, 'addMultiple');
        // All or nothing: one refused app rolls the whole addition back.
        for (const appId of query.id) await addLine(ctx, tx, session, cart, appId, undefined, 'cartAddMany');
        return renderCart(ctx, tx, cart);
      }),
  );

  route(
    app,
    ctx,
    { method: 'DELETE', url: `${base}/:id/applications/:appId`, access: 'token', params: cartAppParamsSchema, response: cartResponseSchema },
    async ({ params, session }) =>
      ctx.db.transaction(async (tx) => {
        const cart = await loadCart(tx, session, params.id, true);
        assertTransition(ctx, cart, 'remove');
        const removed = await tx.query('DELETE FROM cart_products WHERE cart_id = $1 AND app_id = $2 RETURNING app_id', [cart.id, params.appId]);
        if (removed.length === 0) throw new HttpError(404, 'not_found', catalogueMessage('cartRemove'));
        return renderCart(ctx, tx, cart);
      }),
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/applications/:appId/plans/:planId`, access: 'token', params: cartPlanParamsSchema, response: cartResponseSchema },
    async ({ params, session }) =>
      ctx.db.transaction(async (tx) => {
        const { cart, lineApp: record, renderWithPlan } = await loadCartForLine(ctx, tx, session, params.id, params.appId);
        assertTransition(ctx, cart, 'updatePlan');
        if (!record) throw new HttpError(404, 'not_found', catalogueMessage('cartPlanUpdate'));
        if (!offeredCycles(record).includes(params.planId)) throw new HttpError(422, 'plan_not_offered', catalogueMessage('cartPlanUpdate'));
        await tx.query('UPDATE cart_products SET plan_id = $3 WHERE cart_id = $1 AND app_id = $2', [cart.id, params.appId, params.planId]);
        return renderWithPlan(params.planId);
      }),
  );

  route(app, ctx, { method: 'PATCH', url: `${base}/:id/checkout`, access: 'token', params: cartIdParamsSchema, response: cartResponseSchema }, async ({ params, session }) =>
    ctx.db.transaction(async (tx) => {
      const cart = await loadCart(tx, session, params.id, true);
      assertTransition(ctx, cart, 'startCheckout');
      const lines = await cartProducts(tx, cart.id);
      if (lines.length === 0) throw new HttpError(422, 'PRODUCTS_CART_EMPTY', catalogueMessage('cartTransactionFailed'));
      const until = new Date(ctx.now().getTime() + CHECKOUT_LOCK_MINUTES * 60_000).toISOString();
      const updated = await tx.query<CartRow>('UPDATE carts SET checked_out_until = $2 WHERE id = $1 RETURNING *', [cart.id, until]);
      return renderCart(ctx, tx, updated[0] ?? cart);
    }),
  );

  route(app, ctx, { method: 'DELETE', url: `${base}/:id/checkout`, access: 'token', params: cartIdParamsSchema, response: cartResponseSchema }, async ({ params, session }) =>
    ctx.db.transaction(async (tx) => {
      const cart = await loadCart(tx, session, params.id, true);
      assertTransition(ctx, cart, 'rejectCheckout');
      const updated = await tx.query<CartRow>('UPDATE carts SET checked_out_until = NULL WHERE id = $1 RETURNING *', [cart.id]);
      return renderCart(ctx, tx, updated[0] ?? cart);
    }),
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/purchase`, access: 'token', params: cartIdParamsSchema, body: purchaseCartBodySchema, response: cartResponseSchema },
    async ({ params, body, session, request, reply }) => {
      const outcome = await idempotent(ctx, request, session, async (tx) => {
        // The row lock serialises concurrent purchases of one cart: the second sees it purchased.
        const cart = await loadCart(tx, session, params.id, true);
        assertTransition(ctx, cart, 'purchase');
        for (const product of await cartLineProducts(tx, cart.id)) authorizeMoney(session, 'purchase-cart', product);
        if (body.checksum !== undefined && body.checksum !== (await renderCart(ctx, tx, cart)).checksum) {
          throw new HttpError(400, serverErrorCodes.cartChecksum, catalogueMessage('cartTransactionFailed'));
        }
        await purchase(ctx, tx, session, cart, body.country === undefined ? 0 : taxRate(body.country, body.zip));
        return { status: 200, body: await renderCart(ctx, tx, await loadCart(tx, session, cart.id, false)) };
      });
      reply.code(outcome.status);
      return outcome.body;
    },
  );

  route(
    app,
    ctx,
    { method: 'PATCH', url: `${base}/:id/coupon/:coupon`, access: 'token', params: cartCouponParamsSchema, response: cartResponseSchema },
    async ({ params, session }) =>
      ctx.db.transaction(async (tx) => {
        const cart = await loadCart(tx, session, params.id, true);
        assertTransition(ctx, cart, 'addCoupon');
        if (couponPercent(params.coupon) === null) throw new HttpError(404, 'PRODUCTS_CART_COUPON_INVALID', catalogueMessage('couponFailed'));
        const updated = await tx.query<CartRow>('UPDATE carts SET coupon = $2 WHERE id = $1 RETURNING *', [cart.id, params.coupon.trim().toUpperCase()]);
        return renderCart(ctx, tx, updated[0] ?? cart);
      }),
  );
}
