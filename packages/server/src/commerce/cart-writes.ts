/**
 * A cart's writes short of its purchase (cart-purchase.ts): create, close, lines and their plans,
 * the checkout lock and the coupon. Each runs in one transaction, checks the event against the cart
 * machine (assertTransition) and answers the cart as it now is.
 */
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { CHECKOUT_LOCK_MINUTES } from '@marketplace/domain/constants';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { ErrorCode } from '@marketplace/domain/errors';
import { purchaseRefusal } from '@marketplace/domain/installability';
import type { RefusalReason } from '@marketplace/domain/installability';
import type { Caller } from '../auth/session.ts';
import { findApp, isPublished, toApp } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { assertTransition, cartProducts, loadCart, loadCartForLine, offeredCycles, renderCart } from './carts.ts';
import type { CartRow } from './carts.ts';
import { organizationSeats } from './charge-terms.ts';
import { couponPercent } from './coupons.ts';
import { installContext } from './organization.ts';

/** Refusals that stop an app from entering a cart; the others surface as notes at purchase. */
const refusedAtAdd: readonly RefusalReason[] = ['not-installable', 'already-installed', 'own-app', 'not-signed-in', 'maintenance'];

export async function createCart(ctx: ServerContext, session: Caller, name: string | undefined): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const seats = await organizationSeats(tx, session.organizationId);
    const id = ctx.newId();
    await tx.query('INSERT INTO carts (id, organization_id, account_id, name, license, seats, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      session.organizationId,
      session.accountId,
      name ?? 'Cart',
      session.organizationId,
      seats,
      ctx.now().toISOString(),
    ]);
    return renderCart(ctx, tx, await loadCart(tx, session, id, false));
  });
}

/** The caller's latest cart that is neither purchased nor closed. */
export async function recentCart(ctx: ServerContext, session: Caller): Promise<CartResponse> {
  const rows = await ctx.db.query<CartRow>(
    `SELECT * FROM carts WHERE organization_id = $1 AND account_id = $2 AND purchased_at IS NULL AND closed_at IS NULL
     ORDER BY created_at DESC, id LIMIT 1`,
    [session.organizationId, session.accountId],
  );
  const cart = rows[0];
  if (!cart) throw new HttpError(404, 'PRODUCTS_CART_NOT_FOUND', 'No recent cart.');
  return renderCart(ctx, ctx.db, cart);
}

export async function closeCart(ctx: ServerContext, session: Caller, cartId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    assertTransition(ctx, cart, 'close');
    await tx.query('UPDATE carts SET closed_at = $2, checked_out_until = NULL WHERE id = $1', [cart.id, ctx.now().toISOString()]);
  });
}

async function addLine(ctx: ServerContext, tx: Queryable, session: Caller, cart: CartRow, appId: string, planId: BillingCycle | undefined, failure: ErrorCode): Promise<void> {
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

export async function addApp(ctx: ServerContext, session: Caller, cartId: string, appId: string, planId: BillingCycle | undefined): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    assertTransition(ctx, cart, 'add');
    await addLine(ctx, tx, session, cart, appId, planId, 'cartAdd');
    return renderCart(ctx, tx, cart);
  });
}

/** All or nothing: one refused app rolls the whole addition back. */
export async function addApps(ctx: ServerContext, session: Caller, cartId: string, appIds: readonly string[]): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    assertTransition(ctx, cart, 'addMultiple');
    for (const appId of appIds) await addLine(ctx, tx, session, cart, appId, undefined, 'cartAddMany');
    return renderCart(ctx, tx, cart);
  });
}

export async function removeApp(ctx: ServerContext, session: Caller, cartId: string, appId: string): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    assertTransition(ctx, cart, 'remove');
    const removed = await tx.query('DELETE FROM cart_products WHERE cart_id = $1 AND app_id = $2 RETURNING app_id', [cart.id, appId]);
    if (removed.length === 0) throw new HttpError(404, 'not_found', catalogueMessage('cartRemove'));
    return renderCart(ctx, tx, cart);
  });
}

export async function changeLinePlan(ctx: ServerContext, session: Caller, cartId: string, appId: string, planId: BillingCycle): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const { cart, lineApp, renderWithPlan } = await loadCartForLine(ctx, tx, session, cartId, appId);
    assertTransition(ctx, cart, 'updatePlan');
    if (!lineApp) throw new HttpError(404, 'not_found', catalogueMessage('cartPlanUpdate'));
    if (!offeredCycles(lineApp).includes(planId)) throw new HttpError(422, 'plan_not_offered', catalogueMessage('cartPlanUpdate'));
    await tx.query('UPDATE cart_products SET plan_id = $3 WHERE cart_id = $1 AND app_id = $2', [cart.id, appId, planId]);
    return renderWithPlan(planId);
  });
}

/** Locks the cart for checkout for the domain's lock minutes; an empty cart cannot be checked out. */
export async function startCheckout(ctx: ServerContext, session: Caller, cartId: string): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    assertTransition(ctx, cart, 'startCheckout');
    const lines = await cartProducts(tx, cart.id);
    if (lines.length === 0) throw new HttpError(422, 'PRODUCTS_CART_EMPTY', catalogueMessage('cartTransactionFailed'));
    const until = new Date(ctx.now().getTime() + CHECKOUT_LOCK_MINUTES * 60_000).toISOString();
    const updated = await tx.query<CartRow>('UPDATE carts SET checked_out_until = $2 WHERE id = $1 RETURNING *', [cart.id, until]);
    return renderCart(ctx, tx, updated[0] ?? cart);
  });
}

export async function rejectCheckout(ctx: ServerContext, session: Caller, cartId: string): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    assertTransition(ctx, cart, 'rejectCheckout');
    const updated = await tx.query<CartRow>('UPDATE carts SET checked_out_until = NULL WHERE id = $1 RETURNING *', [cart.id]);
    return renderCart(ctx, tx, updated[0] ?? cart);
  });
}

export async function applyCoupon(ctx: ServerContext, session: Caller, cartId: string, coupon: string): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    assertTransition(ctx, cart, 'addCoupon');
    if (couponPercent(coupon) === null) throw new HttpError(404, 'PRODUCTS_CART_COUPON_INVALID', catalogueMessage('couponFailed'));
    const updated = await tx.query<CartRow>('UPDATE carts SET coupon = $2 WHERE id = $1 RETURNING *', [cart.id, coupon.trim().toUpperCase()]);
    return renderCart(ctx, tx, updated[0] ?? cart);
  });
}

/** Ours: takes the coupon off an open cart (the coupon field's Remove); the lines go back to their plan prices. */
export async function removeCoupon(ctx: ServerContext, session: Caller, cartId: string): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, session, cartId, true);
    // Changing the coupon is refused by a started checkout as adding one is.
    assertTransition(ctx, cart, 'addCoupon');
    const updated = await tx.query<CartRow>('UPDATE carts SET coupon = NULL WHERE id = $1 RETURNING *', [cart.id]);
    return renderCart(ctx, tx, updated[0] ?? cart);
  });
}
