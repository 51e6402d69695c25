/**
 * Payments that fall due after purchase (migrations 013, 016 and 018): a trial's first payment when it ends and
 * a recurring plan's renewals, an app's or those of a recurrent charge naming no app. The platform has no timers: an organisation's due payments are
 * settled when its money is next read or changed (payments, My apps, uninstall), each dated when it
 * fell due, so the ledger reads the same whenever it is asked. Every payment is one ledger row per
 * entitlement and period: concurrent settlements write it once.
 */
import { reactivationNeedsCard, resumedSchedule, unpaidPayments, unpaidStop, type BillingSchedule, type Pause } from '@marketplace/domain/billing-schedule';
import { nextRecurrentStatus } from '@marketplace/domain/charge-machines';
import { recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import { catalogueMessage, errorCatalogue } from '@marketplace/domain/errors';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { cardState, recordCharge, type ChargeSource } from './charging.ts';

/** Sets when an entitlement's payments fall due and what each charges (with taxes). */
export async function scheduleBilling(db: Queryable, entitlementId: string, schedule: BillingSchedule & { billsFrom: Date }): Promise<void> {
  await db.query('UPDATE entitlements SET bills_from = $2, cycle_months = $3, first_amount = $4, renewal_amount = $5 WHERE id = $1', [
    entitlementId,
    schedule.billsFrom.toISOString(),
    schedule.cycleMonths,
    schedule.firstAmount,
    schedule.renewalAmount,
  ]);
}

/**
 * The open paid period a recurring charge bills: its app's (whichever payment opened it), or, for a
 * charge naming no app of the catalogue, the charge's own.
 */
export interface BilledBy {
  organizationId: string;
  appId: string | null;
  source: ChargeSource;
  sourceId: string;
}

const OPEN_PERIOD_OF = `organization_id = $1 AND ended_at IS NULL AND (app_id = $2 OR ($2::text IS NULL AND app_id IS NULL AND source = $3 AND source_id = $4))`;
const periodParams = (by: BilledBy) => [by.organizationId, by.appId, by.source, by.sourceId];

/**
 * No payment falls due after `at` for the open period (its recurring charge was cancelled, declined
 * or frozen). Stopped by its charge, it no longer waits for a card to resume (a period frozen for
 * want of one keeps the date it stopped at).
 */
export async function stopBilling(db: Queryable, by: BilledBy, at: Date): Promise<void> {
  await db.query(`UPDATE entitlements SET bills_until = COALESCE(bills_until, $5), awaits_card = false WHERE ${OPEN_PERIOD_OF}`, [...periodParams(by), at.toISOString()]);
}

interface StoppedPeriod {
  id: string;
  bills_from: Date;
  bills_until: Date;
  pauses: Pause[];
}

/** Bills a stopped period again from `at`, the spell since it stopped kept as a pause (domain/billing-schedule resumedSchedule). */
async function resumePeriod(db: Queryable, row: StoppedPeriod, at: Date): Promise<void> {
  const resumed = resumedSchedule({ billsFrom: row.bills_from, cycleMonths: null, firstAmount: 0, renewalAmount: 0, until: row.bills_until, pauses: row.pauses }, at);
  // On the date it stopped at: a second resume of the same spell (a concurrent settlement) changes nothing.
  await db.query('UPDATE entitlements SET bills_until = NULL, awaits_card = false, pauses = $2 WHERE id = $1 AND bills_until = $3', [
    row.id,
    JSON.stringify(resumed.pauses ?? []),
    new Date(row.bills_until).toISOString(),
  ]);
}

/**
 * A frozen recurring charge reactivated at `at`: the open period bills again on its own dates.
 * Refused (422 card_required) when a payment stays owed and no working card is on file to take it
 * (domain/billing-schedule reactivationNeedsCard): the next settlement would freeze it again at once.
 */
export async function resumeBilling(db: Queryable, by: BilledBy, at: Date): Promise<void> {
  const rows = await db.query<StoppedPeriod & { product: string | null; cycle_months: number | null; first_amount: number; renewal_amount: number }>(
    `SELECT e.id, e.bills_from, e.bills_until, e.pauses, e.cycle_months, e.first_amount, e.renewal_amount, COALESCE(a.document->>'product', rc.product) AS product
       FROM entitlements e LEFT JOIN apps a ON a.id = e.app_id
       LEFT JOIN recurrent_charges rc ON e.source = 'recurrent_charge' AND rc.id = e.source_id
      WHERE e.id IN (SELECT id FROM entitlements WHERE ${OPEN_PERIOD_OF})
        AND e.bills_until IS NOT NULL AND e.bills_from IS NOT NULL FOR UPDATE OF e`,
    periodParams(by),
  );
  for (const row of rows) {
    const paid = (await db.query<{ period: number }>('SELECT period FROM ledger WHERE entitlement_id = $1 AND amount > 0', [row.id])).map((payment) => payment.period);
    const schedule = scheduleOfRow({ ...row, stops_at: row.bills_until });
    const card = await cardState(db, by.organizationId, row.product ?? 'livechat');
    if (reactivationNeedsCard(schedule, paid, at, card === 'valid'))
      throw new HttpError(errorCatalogue.reactivationNeedsCard.status, errorCatalogue.reactivationNeedsCard.serverCode, catalogueMessage('reactivationNeedsCard'));
    await resumePeriod(db, row, at);
  }
}

/** Moves the period's recurrent charge, if it has one and the charge's table allows it (spec 4: active to frozen and back). */
async function moveRecurrentCharge(db: Queryable, row: ScheduledRow, action: 'freeze' | 'activate', at: Date): Promise<void> {
  if (row.source !== 'recurrent_charge' || row.charge_status === null) return;
  const next = nextRecurrentStatus(recurrentChargeStatusSchema.parse(row.charge_status), action);
  if (next === null) return;
  await db.query('UPDATE recurrent_charges SET status = $3, updated_at = $4 WHERE id = $1 AND status = $2', [row.source_id, row.charge_status, next, at.toISOString()]);
}

interface ScheduledRow {
  id: string;
  organization_id: string;
  app_id: string | null;
  source: ChargeSource;
  source_id: string;
  product: string | null;
  bills_from: Date;
  cycle_months: number | null;
  first_amount: number;
  renewal_amount: number;
  stops_at: Date | null;
  bills_until: Date | null;
  ended_at: Date | null;
  awaits_card: boolean;
  charge_status: string | null;
  pauses: Pause[];
}

/**
 * Records every payment of the organisation that has fallen due by now and is not in the ledger.
 * A payment is taken from a working card of the app's product; without one it stays due and is
 * taken once a card is on file. A recurring plan without one is frozen after its first unpaid
 * period (domain/billing-schedule unpaidStop), its recurrent charge with it; the card, once on file,
 * takes what is owed and resumes both. Returns how many payments were recorded.
 */
export async function settleDuePayments(ctx: ServerContext, db: Queryable, organizationId: string): Promise<number> {
  const now = ctx.now();
  const rows = await db.query<ScheduledRow>(
    `SELECT e.id, e.organization_id, e.app_id, e.source, e.source_id, COALESCE(a.document->>'product', rc.product) AS product, e.bills_from, e.cycle_months,
            e.first_amount, e.renewal_amount, LEAST(e.ended_at, e.bills_until) AS stops_at, e.bills_until, e.ended_at, e.awaits_card,
            rc.status AS charge_status, e.pauses
       FROM entitlements e LEFT JOIN apps a ON a.id = e.app_id
       LEFT JOIN recurrent_charges rc ON e.source = 'recurrent_charge' AND rc.id = e.source_id
      WHERE e.organization_id = $1 AND e.bills_from IS NOT NULL AND e.bills_from <= $2
        AND (LEAST(e.ended_at, e.bills_until) IS NULL OR LEAST(e.ended_at, e.bills_until) > e.bills_from)
        AND (e.cycle_months IS NOT NULL OR NOT EXISTS (SELECT 1 FROM ledger l WHERE l.entitlement_id = e.id AND l.amount > 0))
      ORDER BY e.bills_from, e.id`,
    [organizationId, now.toISOString()],
  );
  let recorded = 0;
  for (const row of rows) {
    const paid = new Set((await db.query<{ period: number }>('SELECT period FROM ledger WHERE entitlement_id = $1 AND amount > 0', [row.id])).map((payment) => payment.period));
    const due = unpaidPayments(scheduleOfRow(row), [...paid], now);
    if (due.length === 0) continue;
    if ((await cardState(db, organizationId, row.product ?? 'livechat')) !== 'valid') {
      const stop = row.bills_until === null && row.ended_at === null ? unpaidStop(scheduleOfRow(row), [...paid], now) : null;
      if (stop !== null) {
        await db.query('UPDATE entitlements SET bills_until = $2, awaits_card = true WHERE id = $1 AND bills_until IS NULL', [row.id, stop.toISOString()]);
        await moveRecurrentCharge(db, row, 'freeze', now);
      }
      continue;
    }
    for (const payment of due) {
      const wrote = await recordCharge(db, {
        organizationId,
        source: row.source,
        sourceId: row.source_id,
        appId: row.app_id,
        entitlementId: row.id,
        amount: payment.amount,
        at: payment.at,
        period: payment.period,
      });
      if (wrote) recorded += 1;
    }
    if (row.awaits_card && row.bills_until !== null && row.ended_at === null) {
      await resumePeriod(db, { id: row.id, bills_from: row.bills_from, bills_until: row.bills_until, pauses: row.pauses }, now);
      await moveRecurrentCharge(db, row, 'activate', now);
    }
  }
  return recorded;
}

/** An entitlement's billing schedule as its row holds it. */
export const scheduleOfRow = (row: Pick<ScheduledRow, 'bills_from' | 'cycle_months' | 'first_amount' | 'renewal_amount' | 'stops_at' | 'pauses'>): BillingSchedule => ({
  billsFrom: row.bills_from,
  cycleMonths: row.cycle_months,
  firstAmount: row.first_amount,
  renewalAmount: row.renewal_amount,
  until: row.stops_at,
  pauses: row.pauses,
});
