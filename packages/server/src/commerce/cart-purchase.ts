/**
 * A cart's purchase, in the caller's transaction: every line is bought or gets a note saying why
 * not. The cart is rendered once: its prices decide what each line charges and, with what the
 * purchase wrote, make the answer.
 */
import { AMOUNT_TOO_LARGE } from '@marketplace/domain/calls/charge-body';
import type { CartResponse, purchaseCartBodySchema } from '@marketplace/domain/calls/carts';
import { productOfApp } from '@marketplace/domain/apps';
import { monthsOfCycle } from '@marketplace/domain/billing-cycles';
import { billingStartsAt } from '@marketplace/domain/billing-schedule';
import { dueNowOf, taxesAt } from '@marketplace/domain/cart-summary';
import { MAX_PRICE_CENTS } from '@marketplace/domain/constants';
import { catalogueMessage, serverErrorCodes } from '@marketplace/domain/errors';
import { BILLING_ERROR_NOTE_MARKER, NOT_INSTALLED_NOTE_MARKER, PRODUCT_INACTIVE_NOTE_MARKER } from '@marketplace/domain/install-notes';
import { purchaseRefusal } from '@marketplace/domain/installability';
import { isCardNeeded } from '@marketplace/domain/trial';
import type { z } from 'zod';
import type { Caller } from '../auth/session.ts';
import { taxRate } from '../billing/taxes.ts';
import { findApp, toApp } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { authorizeMoney } from './authorization.ts';
import { assertTransition, loadCart, renderRows, shapeCart } from './carts.ts';
import type { CartRow, RenderRow } from './carts.ts';
import { insertCharge } from './charges.ts';
import { canCharge, installApp, recordCharge } from './charging.ts';
import { openEntitlement } from './entitlements.ts';
import { installContext } from './organization.ts';
import { scheduleBilling } from './schedules.ts';

/** What the purchase wrote on a line: a note alone (not bought), or the purchase with what it charged. */
type LineOutcome = Pick<RenderRow, 'note'> & Partial<Pick<RenderRow, 'purchased_at' | 'charged' | 'tax_value' | 'tax_rate'>>;

async function noteLine(tx: Queryable, cart: CartRow, appId: string, note: string): Promise<LineOutcome> {
  await tx.query('UPDATE cart_products SET note = $3 WHERE cart_id = $1 AND app_id = $2', [cart.id, appId, note]);
  return { note };
}

/** Buys one line (a row of the cart's render), or writes a note on it saying why it cannot be bought. */
async function purchaseLine(
  ctx: ServerContext,
  tx: Queryable,
  session: Caller,
  cart: CartRow,
  line: RenderRow,
  rendered: CartResponse,
  rate: number,
  now: Date,
): Promise<LineOutcome | null> {
  const record = await findApp(tx, { id: line.app_id });
  if (!record) return null;
  const app = toApp(ctx, record);
  const product = productOfApp(app);
  const refusal = purchaseRefusal(await installContext(tx, session, app));
  const plan = rendered.products.find((p) => p.id === app.id)?.plan;
  const total = plan?.price.total ?? 0;
  // What is billed now is the domain's rule, as on the screens: a recurring line in its trial pays later.
  const dueNow = plan === undefined ? 0 : dueNowOf(plan);
  const charged = taxesAt(dueNow, rate);
  if (refusal?.reason === 'license-inactive') return noteLine(tx, cart, app.id, `${PRODUCT_INACTIVE_NOTE_MARKER}: ${refusal.message ?? ''}`.trim());
  if (refusal) return noteLine(tx, cart, app.id, `${NOT_INSTALLED_NOTE_MARKER}: ${refusal.reason}`);
  // A yearly or per-agent total of a dear plan can pass the bound of every stored amount.
  if (total > MAX_PRICE_CENTS) return noteLine(tx, cart, app.id, `${BILLING_ERROR_NOTE_MARKER}: ${AMOUNT_TOO_LARGE}`);
  if ((dueNow > 0 || isCardNeeded(app.payment)) && !(await canCharge(tx, session.organizationId, product))) {
    return noteLine(tx, cart, app.id, `${BILLING_ERROR_NOTE_MARKER}: ${catalogueMessage('cardChargeFailed')}`);
  }
  // The database's re-check that the app is not paid for already, by another cart, charge or account:
  // a concurrent purchase waits on the entitlement's unique key and then finds it taken.
  const entitlementId = await openEntitlement(tx, { id: ctx.newId(), organizationId: session.organizationId, appId: app.id, source: 'cart', sourceId: cart.id, at: now });
  if (entitlementId === null) return noteLine(tx, cart, app.id, `${NOT_INSTALLED_NOTE_MARKER}: already-installed`);
  // Its payments: now, or when its trial ends, then every cycle of a recurring plan (a coupon's discount kept).
  const amount = taxesAt(total, rate).total;
  await scheduleBilling(tx, entitlementId, {
    billsFrom: dueNow > 0 ? now : billingStartsAt(now, plan?.trialDays ?? 0),
    cycleMonths: monthsOfCycle(line.plan_id),
    firstAmount: amount,
    renewalAmount: amount,
  });
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
  await tx.query('UPDATE cart_products SET purchased_at = $3, note = NULL, charged = $4, tax_value = $5, tax_rate = $6, price = $7 WHERE cart_id = $1 AND app_id = $2', [
    cart.id,
    app.id,
    now.toISOString(),
    dueNow,
    charged.taxValue,
    rate,
    total,
  ]);
  return { note: null, purchased_at: now, charged: dueNow, tax_value: charged.taxValue, tax_rate: rate };
}

/**
 * Buys every line of a cart whose checkout has started and answers the cart as purchased. The row
 * lock serialises concurrent purchases of one cart: the second sees it purchased.
 */
export async function purchaseCart(ctx: ServerContext, tx: Queryable, session: Caller, cartId: string, body: z.output<typeof purchaseCartBodySchema>): Promise<CartResponse> {
  const cart = await loadCart(tx, session, cartId, true);
  assertTransition(ctx, cart, 'purchase');
  const rows = await renderRows(tx, cart);
  const rendered = shapeCart(ctx, cart, rows);
  for (const product of new Set(rendered.products.map((p) => p.productType))) authorizeMoney(session, 'purchase-cart', product);
  if (body.checksum !== undefined && body.checksum !== rendered.checksum) {
    throw new HttpError(400, serverErrorCodes.cartChecksum, catalogueMessage('cartTransactionFailed'));
  }
  const rate = body.country === undefined ? 0 : taxRate(body.country, body.zip);
  const now = ctx.now();
  const outcomes = new Map<string, LineOutcome>();
  for (const line of rows) {
    if (line.id === null || line.purchased_at !== null) continue;
    const outcome = await purchaseLine(ctx, tx, session, cart, line, rendered, rate, now);
    if (outcome !== null) outcomes.set(line.app_id, outcome);
  }
  await tx.query('UPDATE carts SET purchased_at = $2, checked_out_until = NULL WHERE id = $1', [cart.id, now.toISOString()]);
  return shapeCart(
    ctx,
    { ...cart, purchased_at: now, checked_out_until: null },
    rows.map((row) => ({ ...row, ...outcomes.get(row.app_id) })),
  );
}
