/**
 * What a charge's actions do (accept, decline, activate, cancel) and the settling of a processed
 * direct charge, each in the caller's transaction behind the charge's row lock, a status
 * compare-and-swap (domain/charge-machines) and the ledger's unique key. Money moves on accept
 * (the first period of a recurrent charge, the whole direct charge).
 *
 * The one exception is a direct charge whose card is the declining test card: like a real
 * gateway's asynchronous capture, accept takes it without money moving, activation leaves it
 * processed, and the next read of the charge settles it — failed while the card still declines
 * (spec 4: polled until success or failed, 'Payment failed'), success if a working card was put on
 * file meanwhile (captured then, under the same lock, swap and ledger key).
 */
import { billingStartsAt } from '@marketplace/domain/billing-schedule';
import { cycleOfCharge, monthsOfCycle } from '@marketplace/domain/billing-cycles';
import { isBilledNow } from '@marketplace/domain/cart-summary';
import { chargeTransitionMessage, isRefundedOnCancel, nextDirectStatus, nextRecurrentStatus } from '@marketplace/domain/charge-machines';
import type { DirectChargeAction, RecurrentChargeAction } from '@marketplace/domain/charge-machines';
import { directChargeStatusSchema, recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import type { DirectChargeStatus, RecurrentChargeStatus } from '@marketplace/domain/entities/charges';
import type { Product } from '@marketplace/domain/entities/product';
import type { Caller } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { appSiteOrigin, checkReturnUrl } from './return-url.ts';
import { chargedApp, chargeTerms } from './charge-terms.ts';
import type { ClientChargeTerms } from './charge-terms.ts';
import { chargeTaxes, insertCharge, loadCharge, moveCharge } from './charges.ts';
import type { ChargeKind, ChargeRow } from './charges.ts';
import { cardState, installApp, recordCharge, refundCharge } from './charging.ts';
import { alreadyInstalled, endEntitlement, entitlementOf, openEntitlement } from './entitlements.ts';
import { resumeBilling, scheduleBilling, stopBilling } from './schedules.ts';

const refused = (row: ChargeRow, status: DirectChargeStatus | RecurrentChargeStatus, action: DirectChargeAction | RecurrentChargeAction): HttpError =>
  new HttpError(409, 'charge_transition_refused', chargeTransitionMessage(status, action));

function nextStatus(kind: ChargeKind, row: ChargeRow, action: string): string {
  if (kind === 'direct_charge') {
    const status = directChargeStatusSchema.parse(row.status);
    const next = nextDirectStatus(status, action as DirectChargeAction);
    if (next === null) throw refused(row, status, action as DirectChargeAction);
    return next;
  }
  const status = recurrentChargeStatusSchema.parse(row.status);
  const next = nextRecurrentStatus(status, action as RecurrentChargeAction);
  if (next === null) throw refused(row, status, action as RecurrentChargeAction);
  return next;
}

/**
 * Nothing is due now for a test charge, nor when the domain says the plan is not billed now (a
 * recurring plan in its trial): the same rule the screens show ('billing starts {date}').
 */
const nothingDue = (row: ChargeRow, kind: ChargeKind): boolean => row.test || !isBilledNow({ billingCycle: cycleOfCharge(kind, row.months), trialDays: row.trial_days });

/** Moves the charge's money to the ledger, as the one payment of the entitlement it opened. */
async function capture(ctx: ServerContext, tx: Queryable, kind: ChargeKind, row: ChargeRow, entitlementId: string | null): Promise<void> {
  await recordCharge(tx, {
    organizationId: row.organization_id,
    source: kind,
    sourceId: row.id,
    appId: row.app_id,
    entitlementId,
    // The price with the taxes of the buyer's address: what the checkout's Pay button said.
    amount: chargeTaxes(row).total_price,
    at: ctx.now(),
  });
}

/**
 * Opens the organisation's entitlement to the charge's app: the database's re-check, under the
 * unique index's lock, that the app is not paid for already (another cart, charge or account).
 * A recurrent charge naming no app opens a period of its own, for its renewals; a direct one is
 * paid once at accept and needs none.
 */
async function entitle(ctx: ServerContext, tx: Queryable, kind: ChargeKind, row: ChargeRow): Promise<string | null> {
  if (row.app_id === null && kind === 'direct_charge') return null;
  const id = await openEntitlement(tx, { id: ctx.newId(), organizationId: row.organization_id, appId: row.app_id, source: kind, sourceId: row.id, at: ctx.now() });
  // Its payments: the first now or when the trial ends, then every cycle of a recurrent charge. A test charge moves no money.
  if (id !== null && !row.test) {
    const amount = chargeTaxes(row).total_price;
    await scheduleBilling(tx, id, {
      billsFrom: billingStartsAt(ctx.now(), row.trial_days),
      cycleMonths: monthsOfCycle(cycleOfCharge(kind, row.months)),
      firstAmount: amount,
      renewalAmount: amount,
    });
  }
  return id;
}

/**
 * What accept does with the money: 'paid' (captured, or nothing due), 'refused' (no card, or a
 * declining card on a recurrent charge), or 'deferred': a direct charge on the declining test card
 * is taken uncaptured, so that its failure shows up when it settles, as a polled payment failure.
 * An app paid for already refuses the accept (409 'Application is already installed.'): the
 * transaction rolls back and no money moves.
 */
async function chargeDueNow(ctx: ServerContext, tx: Queryable, kind: ChargeKind, row: ChargeRow): Promise<'paid' | 'deferred' | 'refused'> {
  const card = nothingDue(row, kind) ? 'valid' : await cardState(tx, row.organization_id, row.product);
  if (kind === 'direct_charge' && card === 'declines') return 'deferred';
  if (card !== 'valid') return 'refused';
  if (row.app_id !== null && (await isInstalled(tx, row))) throw alreadyInstalled();
  const entitlementId = await entitle(ctx, tx, kind, row);
  if (entitlementId === null && row.app_id !== null) throw alreadyInstalled();
  if (!nothingDue(row, kind)) await capture(ctx, tx, kind, row, entitlementId);
  return 'paid';
}

/** Whether this charge's money has moved (or none was due): the ledger holds its row. */
async function isPaid(tx: Queryable, kind: ChargeKind, row: ChargeRow): Promise<boolean> {
  if (nothingDue(row, kind)) return true;
  const rows = await tx.query('SELECT 1 FROM ledger WHERE source = $1 AND source_id = $2', [kind, row.id]);
  return rows.length > 0;
}

async function installPaidApp(ctx: ServerContext, tx: Queryable, kind: ChargeKind, session: Caller, product: string, row: ChargeRow): Promise<void> {
  if (row.app_id === null) return;
  await installApp(tx, { organizationId: row.organization_id, appId: row.app_id, product, accountId: session.accountId, metrics: { source_id: kind }, at: ctx.now() });
}

async function isInstalled(tx: Queryable, row: ChargeRow): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM installs WHERE organization_id = $1 AND app_id = $2', [row.organization_id, row.app_id])).length > 0;
}

/** A direct charge waiting for billing's verdict: the one status the domain's table lets succeed (processed). */
export const awaitsSettlement = (row: ChargeRow): boolean => nextDirectStatus(directChargeStatusSchema.parse(row.status), 'succeed') !== null;

/**
 * Settles a processed direct charge when it is read: captured now if a working card is on file
 * (success, the app installed), failed otherwise. Row lock and compare-and-swap as for any action,
 * so concurrent reads settle it once; a charge settled meanwhile is returned as it is.
 */
export async function settleDirectCharge(ctx: ServerContext, tx: Queryable, session: Caller, product: string, id: string): Promise<ChargeRow> {
  const kind = 'direct_charge';
  const row = await loadCharge(tx, kind, session.organizationId, product, id, true);
  if (!awaitsSettlement(row)) return row;
  let paid = await isPaid(tx, kind, row);
  if (!paid && (await cardState(tx, row.organization_id, row.product)) === 'valid') {
    // Paid for meanwhile (another cart or charge): this one fails, capturing nothing.
    const entitlementId = await entitle(ctx, tx, kind, row);
    if (entitlementId !== null || row.app_id === null) {
      await capture(ctx, tx, kind, row, entitlementId);
      paid = true;
    }
  }
  if (!paid) return moveCharge(tx, kind, row, nextStatus(kind, row, 'fail'), ctx.now());
  const settled = await moveCharge(tx, kind, row, nextStatus(kind, row, 'succeed'), ctx.now());
  await installPaidApp(ctx, tx, kind, session, product, settled);
  return settled;
}

export async function actOnCharge(ctx: ServerContext, tx: Queryable, kind: ChargeKind, session: Caller, product: string, id: string, action: string): Promise<ChargeRow> {
  const now = ctx.now();
  let row = await loadCharge(tx, kind, session.organizationId, product, id, true);
  const target = nextStatus(kind, row, action);
  if (action === 'accept' && (await chargeDueNow(ctx, tx, kind, row)) === 'refused') {
    // The card was refused: the charge ends declined (recurrent) or failed (direct).
    return moveCharge(tx, kind, row, nextStatus(kind, row, 'decline'), now);
  }
  const refunded = action === 'cancel' && kind === 'recurrent_charge' && isRefundedOnCancel(recurrentChargeStatusSchema.parse(row.status));
  // A running recurrent charge that is cancelled or frozen renews no more: the app's period is billed up to now.
  const stops = kind === 'recurrent_charge' && (action === 'cancel' || action === 'freeze') && row.status !== 'pending';
  // A frozen one reactivated renews again on its own dates; what fell due while frozen is not taken.
  const resumes = kind === 'recurrent_charge' && action === 'activate' && row.status === 'frozen';
  row = await moveCharge(tx, kind, row, target, now);
  const billedBy = { organizationId: row.organization_id, appId: row.app_id, source: kind, sourceId: row.id };
  if (stops) await stopBilling(tx, billedBy, now);
  if (resumes) await resumeBilling(tx, billedBy, now);
  // A charge cancelled before it was ever activated leaves the app unpaid: its payment comes back and its entitlement ends.
  if (refunded) await refundCharge(tx, kind, row.id, now);
  if (action === 'cancel' && row.app_id !== null && (await entitlementOf(tx, kind, row.id)) !== null && !(await isInstalled(tx, row))) {
    await endEntitlement(tx, row.organization_id, row.app_id, now);
  }
  if (action === 'activate') {
    if (kind === 'direct_charge') {
      // Paid at accept: billing settles it at once. Uncaptured (the declining test card): it stays
      // processed, nothing installed, until a read settles it.
      if (!(await isPaid(tx, kind, row))) return row;
      row = await moveCharge(tx, kind, row, nextStatus(kind, row, 'succeed'), now);
    }
    await installPaidApp(ctx, tx, kind, session, product, row);
  }
  return row;
}

/** A charge an app's developer asks for: the body names the app (order_client_id); the price, trial and months are the app's plan (charge-terms.ts). */
export async function createCharge(ctx: ServerContext, session: Caller, kind: ChargeKind, product: Product, client: ClientChargeTerms): Promise<ChargeRow> {
  return ctx.db.transaction(async (tx) => {
    const record = await chargedApp(tx, session, client.order_client_id);
    checkReturnUrl(client.return_url, [...ctx.signInRedirectOrigins, appSiteOrigin(record.slug)]);
    return insertCharge(tx, kind, await chargeTerms(ctx, tx, session, { kind, product, record, client }));
  });
}

/** The organisation's charges of a kind for a product that are not archived, newest first. */
export async function listCharges(
  db: Queryable,
  session: Caller,
  kind: ChargeKind,
  product: string,
  filter: { orderClientId: string | null; status: string | null },
): Promise<ChargeRow[]> {
  return db.query<ChargeRow>(
    `SELECT * FROM ${kind}s WHERE organization_id = $1 AND product = $2 AND archived_at IS NULL
     AND ($3::text IS NULL OR order_client_id = $3) AND ($4::text IS NULL OR status = $4)
   ORDER BY created_at DESC, id`,
    [session.organizationId, product, filter.orderClientId, filter.status],
  );
}
