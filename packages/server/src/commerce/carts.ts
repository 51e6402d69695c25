/**
 * Carts in the database and as the Cart entity. Prices, plans and states come from domain
 * (pricing, cart-machine); this file only reads rows and shapes them.
 */
import { hash } from 'node:crypto';
import type { CartResponse } from '@marketplace/domain/calls/carts';
import { productOfApp } from '@marketplace/domain/apps';
import { cartStateOf, cartTransition } from '@marketplace/domain/cart-machine';
import type { CartEvent } from '@marketplace/domain/cart-machine';
import type { BillingCycle, CartProduct, Plan, Taxes } from '@marketplace/domain/entities/cart';
import { catalogueMessage, serverErrorCodes } from '@marketplace/domain/errors';
import { billingCyclesOffered, discountedPrice, planTotal } from '@marketplace/domain/pricing';
import type { Caller } from '../auth/session.ts';
import { pricingColumns, toPricedApp } from '../catalogue/apps.ts';
import type { PricedApp, PricingRecord } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { couponPercent } from './coupons.ts';

export interface CartRow {
  id: string;
  organization_id: string;
  account_id: string;
  name: string;
  license: string;
  seats: number;
  coupon: string | null;
  created_at: Date;
  checked_out_until: Date | null;
  purchased_at: Date | null;
  closed_at: Date | null;
  accepted_until: Date | null;
}

export interface CartProductRow {
  app_id: string;
  plan_id: BillingCycle;
  purchased_at: Date | null;
  note: string | null;
  /** Set at purchase: what the line charged before tax (0 during a trial), its tax and the rate. */
  charged?: number | null;
  tax_value?: number | null;
  tax_rate?: number | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * A cart of the caller's own account (in its organisation), optionally locked FOR UPDATE; 404 when
 * not theirs: another member of the organisation is refused as another organisation is, so a cart
 * id alone neither reads nor changes someone else's cart.
 */
export async function loadCart(db: Queryable, session: Caller, id: string, lock: boolean): Promise<CartRow> {
  const rows = await db.query<CartRow>(`SELECT * FROM carts WHERE id = $1 AND organization_id = $2 AND account_id = $3${lock ? ' FOR UPDATE' : ''}`, [
    id,
    session.organizationId,
    session.accountId,
  ]);
  const cart = rows[0];
  if (!cart) throw new HttpError(404, 'PRODUCTS_CART_NOT_FOUND', catalogueMessage('cartLoad'));
  return cart;
}

export function cartDates(cart: CartRow): { closedAt: string | null; purchasedAt: string | null; checkedOutUntil: string | null } {
  return { closedAt: iso(cart.closed_at), purchasedAt: iso(cart.purchased_at), checkedOutUntil: iso(cart.checked_out_until) };
}

/**
 * Refuses an event the cart machine does not allow in the cart's state: a locked cart answers
 * 400 PRODUCTS_CART_CHECKOUT_STARTED (spec 8); purchased or closed carts 409.
 */
export function assertTransition(ctx: ServerContext, cart: CartRow, event: CartEvent): void {
  const state = cartStateOf(cartDates(cart), ctx.now());
  const result = cartTransition(state, event);
  if (result.ok) return;
  switch (result.reason) {
    case 'locked':
      throw new HttpError(400, serverErrorCodes.cartCheckoutStarted, catalogueMessage('cartLocked'));
    case 'already-purchased':
      throw new HttpError(409, 'PRODUCTS_CART_PURCHASED', catalogueMessage(result.code));
    case 'closed':
      throw new HttpError(409, 'PRODUCTS_CART_CLOSED', catalogueMessage(result.code));
    case 'checkout-not-started':
      throw new HttpError(400, 'PRODUCTS_CART_CHECKOUT_NOT_STARTED', catalogueMessage(result.code));
  }
}

/** The plan of an app in a cycle (the plan id is the cycle), priced by domain/pricing. */
export function planOf(app: Omit<PricedApp, 'id'>, cycle: BillingCycle, seats: number, couponPercentOff: number | null, extra: Partial<Plan> = {}): Plan {
  const payment = app.payment;
  const gross = payment === null ? 0 : planTotal(payment, cycle, seats);
  return {
    id: cycle,
    name: app.name,
    billingCycle: cycle,
    price: { total: couponPercentOff === null ? gross : discountedPrice(gross, couponPercentOff) },
    trialDays: payment?.trialDays ?? 0,
    productType: productOfApp(app),
    per_account: payment?.perAccount ?? false,
    ...extra,
  };
}

export function offeredCycles(app: Pick<PricedApp, 'payment'>): BillingCycle[] {
  return billingCyclesOffered(app.payment);
}

export async function cartProducts(db: Queryable, cartId: string): Promise<CartProductRow[]> {
  return db.query<CartProductRow>('SELECT app_id, plan_id, purchased_at, note FROM cart_products WHERE cart_id = $1 ORDER BY added_at, app_id', [cartId]);
}

/** A cart line with what prices its app, or only the organisation's agents when the cart is empty. */
export type RenderRow = CartProductRow & Partial<Omit<PricingRecord, 'id'>> & { id: string | null; agents: { product: string; agents: string[] }[] };

/**
 * Lines, what prices their apps (not their whole documents) and the organisation's agents in one
 * statement (a cart read is on every page of the checkout): one row per line, or one row of
 * agents alone for an empty cart.
 */
const renderSql = `
  SELECT ag.agents, l.*
    FROM (SELECT coalesce(json_agg(json_build_object('product', g.product, 'agents', g.agents) ORDER BY g.product), '[]'::json) AS agents
            FROM (SELECT r->>'product' AS product, array_agg(a.name ORDER BY a.name) AS agents
                    FROM accounts a, jsonb_array_elements(a.roles) r
                   WHERE a.organization_id = $2 AND r->>'product' IN ('livechat', 'helpdesk')
                   GROUP BY r->>'product') g) ag
    LEFT JOIN LATERAL (
      SELECT cp.app_id, cp.plan_id, cp.purchased_at, cp.note, cp.charged, cp.tax_value, cp.tax_rate, cp.added_at, ${pricingColumns('ap')}
        FROM cart_products cp JOIN apps ap ON ap.id = cp.app_id
       WHERE cp.cart_id = $1) l ON true
   ORDER BY l.added_at, l.app_id`;

/** The checksum of what the user is buying: lines, plans, totals and coupon. */
export function checksumOf(products: readonly CartProduct[], coupon: string | null): string {
  const text = products.map((p) => `${p.id}:${p.plan.billingCycle}:${p.plan.price.total}`).join('|') + `#${coupon ?? ''}`;
  return hash('sha256', text, 'hex').slice(0, 24);
}

/** The rows a cart renders from (see renderSql), for a write that answers the cart it changed without reading it again. */
export async function renderRows(db: Queryable, cart: CartRow): Promise<RenderRow[]> {
  return db.query<RenderRow>(renderSql, [cart.id, cart.organization_id]);
}

export async function renderCart(ctx: ServerContext, db: Queryable, cart: CartRow): Promise<CartResponse> {
  return shapeCart(ctx, cart, await renderRows(db, cart));
}

/** The cart's columns as JSON (row_to_json) back in the row's own types. */
function cartFromJson(json: Record<string, unknown>): CartRow {
  const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));
  return {
    ...(json as unknown as CartRow),
    created_at: date(json['created_at']) ?? new Date(Number.NaN),
    checked_out_until: date(json['checked_out_until']),
    purchased_at: date(json['purchased_at']),
    closed_at: date(json['closed_at']),
    accepted_until: date(json['accepted_until']),
  };
}

/**
 * A cart read in one statement: the caller's own cart with its
 * lines, their apps and the organisation's agents; 404 when the cart is not theirs.
 */
export async function readCart(ctx: ServerContext, db: Queryable, session: Caller, id: string): Promise<CartResponse> {
  const rows = await db.query<RenderRow & { cart_row: Record<string, unknown> }>(
    `SELECT row_to_json(c) AS cart_row, rendered.*
       FROM carts c CROSS JOIN LATERAL (${renderSql}) rendered
      WHERE c.id = $1 AND c.organization_id = $2 AND c.account_id = $3
      ORDER BY rendered.added_at, rendered.app_id`,
    [id, session.organizationId, session.accountId],
  );
  const first = rows[0];
  if (!first) throw new HttpError(404, 'PRODUCTS_CART_NOT_FOUND', catalogueMessage('cartLoad'));
  return shapeCart(ctx, cartFromJson(first.cart_row), rows);
}

/** A cart locked for a write of one line, with what renders it: see loadCartForLine. */
export interface CartForLine {
  cart: CartRow;
  /** The line's app, null when that app is not in the cart. */
  lineApp: PricedApp | null;
  /** The cart as it answers once the line's plan is `planId` (the write's own change). */
  renderWithPlan: (planId: BillingCycle) => CartResponse;
}

/**
 * The caller's own cart locked FOR UPDATE, with its lines, their apps and the
 * organisation's agents, in one statement: a line's plan change then needs only
 * its UPDATE, and answers the cart from what this statement read and the plan it wrote.
 */
export async function loadCartForLine(ctx: ServerContext, db: Queryable, session: Caller, id: string, appId: string): Promise<CartForLine> {
  const rows = await db.query<RenderRow & { cart_row: Record<string, unknown> }>(
    `SELECT row_to_json(c) AS cart_row, rendered.*
       FROM carts c CROSS JOIN LATERAL (${renderSql}) rendered
      WHERE c.id = $1 AND c.organization_id = $2 AND c.account_id = $3
      ORDER BY rendered.added_at, rendered.app_id
        FOR UPDATE OF c`,
    [id, session.organizationId, session.accountId],
  );
  const first = rows[0];
  if (!first) throw new HttpError(404, 'PRODUCTS_CART_NOT_FOUND', catalogueMessage('cartLoad'));
  const cart = cartFromJson(first.cart_row);
  const line = rows.find((row) => row.id !== null && row.app_id === appId);
  return {
    cart,
    lineApp: line ? toPricedApp(ctx, { ...(line as PricingRecord), id: appId }) : null,
    renderWithPlan: (planId) =>
      shapeCart(
        ctx,
        cart,
        rows.map((row) => (row.app_id === appId ? { ...row, plan_id: planId } : row)),
      ),
  };
}

/** What a purchased line charged, with its tax (the ledger row holds total_price); null before purchase. */
function chargedTaxes(row: CartProductRow): Taxes | null {
  if (row.charged === null || row.charged === undefined) return null;
  const taxValue = row.tax_value ?? 0;
  return { total_price: row.charged + taxValue, tax_value: taxValue, tax_rate: Number(row.tax_rate ?? 0) };
}

/** The Cart entity from the cart's row and its render rows (lines with their apps, agents). */
export function shapeCart(ctx: ServerContext, cart: CartRow, rows: readonly RenderRow[]): CartResponse {
  const percent = cart.coupon === null ? null : couponPercent(cart.coupon);
  const products: CartProduct[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    const app = toPricedApp(ctx, row as PricingRecord);
    const purchasedAt = iso(row.purchased_at);
    products.push({
      id: app.id,
      productType: productOfApp(app),
      payment: app.payment,
      plan: planOf(app, row.plan_id, cart.seats, percent, { note: row.note, purchasedAt, taxes: chargedTaxes(row) }),
      plans: offeredCycles(app).map((cycle) => planOf(app, cycle, cart.seats, percent)),
      trialDays: app.payment?.trialDays ?? 0,
      purchasedAt,
      note: row.note,
    });
  }
  const agents = rows[0]?.agents ?? [];
  const lines = products.map((p) => p.plan);
  return {
    id: cart.id,
    name: cart.name,
    license: cart.license,
    seats: cart.seats,
    products,
    agents: agents.map((a) => ({ product: a.product === 'helpdesk' ? 'helpdesk' : 'livechat', agents: a.agents })),
    summary: {
      oneTime: lines.filter((l) => l.billingCycle === 'pay-once'),
      recurrent: lines.filter((l) => l.billingCycle !== 'pay-once'),
    },
    createdAt: new Date(cart.created_at).toISOString(),
    acceptedUntil: iso(cart.accepted_until),
    ...cartDates(cart),
    checksum: checksumOf(products, cart.coupon),
    coupon: cart.coupon === null || percent === null ? null : { code: cart.coupon, percent },
  };
}
