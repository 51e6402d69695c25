/**
 * Changing an installed app's plan (domain/plan-change): the plans it can move to with what each
 * costs now, and the change itself, in one transaction. The change ends the current paid period
 * (compare-and-swap on its open entitlement), cancels its recurring charge, inserts the new plan's
 * charge already settled, opens the new period and records its one payment. Two changes racing
 * both try to end the same entitlement: the second waits on its row and then finds it ended; and
 * the database's keys (one open entitlement per app, one payment per entitlement) would refuse a
 * second payment anyway. A retried click replays the first answer (Idempotency-Key).
 */
import { AMOUNT_TOO_LARGE } from '@marketplace/domain/calls/charge-body';
import { productOfApp } from '@marketplace/domain/apps';
import { chargeTypeOf, cycleOfCharge, monthsOfCycle } from '@marketplace/domain/billing-cycles';
import { nextRecurrentStatus } from '@marketplace/domain/charge-machines';
import { MAX_PRICE_CENTS } from '@marketplace/domain/constants';
import { billingCycleSchema, type BillingCycle } from '@marketplace/domain/entities/cart';
import type { App, AppPayment } from '@marketplace/domain/entities/app';
import { recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import { catalogueMessage } from '@marketplace/domain/errors';
import { planChangeMessages, planChangeOption, planChangeRefusal, planChangeTargets, type PlanChanged, type PlanChoices } from '@marketplace/domain/plan-change';
import { planTotal } from '@marketplace/domain/pricing';
import type { Caller } from '../auth/session.ts';
import { findApp, isPublished, toApp } from '../catalogue/apps.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { authorizeMoney, refusalError } from './authorization.ts';
import { chargeParties, organizationSeats, planNotOffered } from './charge-terms.ts';
import { cardState, recordCharge } from './charging.ts';
import { chargeTaxes, insertCharge, moveCharge, type ChargeRow } from './charges.ts';
import { openEntitlement } from './entitlements.ts';
import { installContext } from './organization.ts';
import { scheduleBilling, settleDuePayments } from './schedules.ts';

/** The app's open paid period: what pays for it now, and at which tax rate. */
interface CurrentPeriod {
  id: string;
  source: 'cart' | 'direct_charge' | 'recurrent_charge';
  sourceId: string;
  startedAt: Date;
  planId: BillingCycle | null;
  taxRate: number;
}

interface PeriodRow {
  id: string;
  source: CurrentPeriod['source'];
  source_id: string;
  started_at: Date;
  rc_months: number | null;
  rc_tax: number | null;
  dc_tax: number | null;
  cart_plan: string | null;
  cart_tax: number | null;
}

async function currentPeriod(db: Queryable, organizationId: string, appId: string, lock: boolean): Promise<CurrentPeriod | null> {
  const rows = await db.query<PeriodRow>(
    `SELECT e.id, e.source, e.source_id, e.started_at, rc.months AS rc_months, rc.tax_rate AS rc_tax, dc.tax_rate AS dc_tax,
            cp.plan_id AS cart_plan, cp.tax_rate AS cart_tax
     FROM entitlements e
     LEFT JOIN recurrent_charges rc ON e.source = 'recurrent_charge' AND rc.id = e.source_id
     LEFT JOIN direct_charges dc ON e.source = 'direct_charge' AND dc.id = e.source_id
     LEFT JOIN cart_products cp ON e.source = 'cart' AND cp.cart_id = e.source_id AND cp.app_id = e.app_id
     WHERE e.organization_id = $1 AND e.app_id = $2 AND e.ended_at IS NULL${lock ? ' FOR UPDATE OF e' : ''}`,
    [organizationId, appId],
  );
  const row = rows[0];
  if (!row) return null;
  const planId =
    row.source === 'recurrent_charge'
      ? cycleOfCharge('recurrent_charge', row.rc_months)
      : row.source === 'direct_charge'
        ? 'pay-once'
        : (billingCycleSchema.safeParse(row.cart_plan).data ?? null);
  return {
    id: row.id,
    source: row.source,
    sourceId: row.source_id,
    startedAt: new Date(row.started_at),
    planId,
    taxRate: Number(row.rc_tax ?? row.dc_tax ?? row.cart_tax ?? 0),
  };
}

/** The installed app the caller's organisation may change the plan of, with the period it pays for now. */
async function changeableApp(
  ctx: ServerContext,
  db: Queryable,
  session: Caller,
  appId: string,
  lock: boolean,
): Promise<{ app: App; payment: AppPayment; period: CurrentPeriod | null }> {
  const record = await findApp(db, { id: appId });
  if (!record || (!isPublished(record) && record.developer_id !== session.developerId)) throw notFound('Application not found.');
  const app = toApp(ctx, record);
  if (lock) await db.query('SELECT 1 FROM installs WHERE organization_id = $1 AND app_id = $2 FOR UPDATE', [session.organizationId, app.id]);
  const refusal = planChangeRefusal(await installContext(db, session, app));
  if (refusal)
    throw refusal.reason === 'not-installable' ? new HttpError(409, 'not_installed', planChangeMessages.notInstalled) : refusalError(refusal, 'The plan cannot be changed.');
  authorizeMoney(session, 'create-charge', productOfApp(app));
  if (app.payment === null) throw new HttpError(422, 'free_app', 'This application is free: it has no plan to change.');
  return { app, payment: app.payment, period: await currentPeriod(db, session.organizationId, app.id, lock) };
}

/** The plans the app can move to and what each costs now (the same sums `changePlan` charges). */
export async function planChoices(ctx: ServerContext, db: Queryable, session: Caller, appId: string): Promise<PlanChoices> {
  const { app, payment, period } = await changeableApp(ctx, db, session, appId, false);
  const seats = await organizationSeats(db, session.organizationId);
  const current = period?.planId ?? null;
  const options = planChangeTargets(payment, current).map((planId) => planChangeOption(planId, planTotal(payment, planId, seats), period?.taxRate ?? 0));
  return { appId: app.id, current, since: period?.startedAt.toISOString() ?? null, options: options.filter((option) => option.price <= MAX_PRICE_CENTS) };
}

/** Cancels the replaced period's recurring charge, if it still runs (spec 4: cancel replaces the item). */
async function cancelReplacedCharge(ctx: ServerContext, tx: Queryable, period: CurrentPeriod): Promise<void> {
  if (period.source !== 'recurrent_charge') return;
  const row = (await tx.query<ChargeRow>('SELECT * FROM recurrent_charges WHERE id = $1 FOR UPDATE', [period.sourceId]))[0];
  if (row === undefined) return;
  const next = nextRecurrentStatus(recurrentChargeStatusSchema.parse(row.status), 'cancel');
  if (next !== null) await moveCharge(tx, 'recurrent_charge', row, next, ctx.now());
}

/** Moves the app to `planId`, charging the new plan now; run inside the request's transaction. */
export async function changePlan(ctx: ServerContext, tx: Queryable, session: Caller, appId: string, planId: BillingCycle): Promise<PlanChanged> {
  // What fell due before the change is paid before its period ends.
  await settleDuePayments(ctx, tx, session.organizationId);
  const { app, payment, period } = await changeableApp(ctx, tx, session, appId, true);
  if (period?.planId === planId) throw new HttpError(409, 'plan_unchanged', planChangeMessages.unchanged);
  if (!planChangeTargets(payment, period?.planId ?? null).includes(planId)) throw planNotOffered(planId);
  const product = productOfApp(app);
  const option = planChangeOption(planId, planTotal(payment, planId, await organizationSeats(tx, session.organizationId)), period?.taxRate ?? 0);
  if (option.price > MAX_PRICE_CENTS) throw new HttpError(422, 'amount_too_large', AMOUNT_TOO_LARGE);
  if (option.amount > 0 && (await cardState(tx, session.organizationId, product)) !== 'valid') throw new HttpError(402, 'card_charge_failed', catalogueMessage('cardChargeFailed'));

  const now = ctx.now();
  if (period) {
    const ended = await tx.query('UPDATE entitlements SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL RETURNING id', [period.id, now.toISOString()]);
    if (ended.length === 0) throw new HttpError(409, 'plan_changed_meanwhile', planChangeMessages.changedMeanwhile);
    await cancelReplacedCharge(ctx, tx, period);
  }
  const kind = chargeTypeOf(planId);
  const charge = await insertCharge(tx, kind, {
    ...chargeParties(ctx, session, app),
    product,
    name: app.name,
    price: option.price,
    quantity: 1,
    trial_days: 0,
    months: monthsOfCycle(planId),
    per_account: payment.perAccount,
    test: false,
    tax_rate: period?.taxRate ?? 0,
    // Settled at once: the card was checked above and the payment is recorded below, in this transaction.
    status: kind === 'direct_charge' ? 'success' : 'active',
    at: now,
  });
  const entitlementId = await openEntitlement(tx, { id: ctx.newId(), organizationId: session.organizationId, appId: app.id, source: kind, sourceId: charge.id, at: now });
  if (entitlementId === null) throw new HttpError(409, 'plan_changed_meanwhile', planChangeMessages.changedMeanwhile);
  const amount = chargeTaxes(charge).total_price;
  const recorded = await recordCharge(tx, { organizationId: session.organizationId, source: kind, sourceId: charge.id, appId: app.id, entitlementId, amount, at: now });
  if (!recorded) throw new HttpError(409, 'plan_changed_meanwhile', planChangeMessages.changedMeanwhile);
  await scheduleBilling(tx, entitlementId, { billsFrom: now, cycleMonths: monthsOfCycle(planId), firstAmount: amount, renewalAmount: amount });
  return { appId: app.id, planId, chargeId: charge.id, amount };
}
