/**
 * Payments that fall due after purchase (migrations 013, 016 and 018): a trial's first payment when it ends and
 * a recurring plan's renewals, an app's or those of a recurrent charge naming no app. The platform has no timers: an organisation's due payments are
 * settled when its money is next read or changed (payments, My apps, uninstall), each dated when it
 * fell due, so the ledger reads the same whenever it is asked. Every payment is one ledger row per
 * entitlement and period: concurrent settlements write it once.
 */
import { resumedSchedule, unpaidPayments, type BillingSchedule, type Pause } from '@marketplace/domain/billing-schedule';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
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

/** No payment falls due after `at` for the open period (its recurring charge was cancelled, declined or frozen). */
export async function stopBilling(db: Queryable, by: BilledBy, at: Date): Promise<void> {
  await db.query(`UPDATE entitlements SET bills_until = $5 WHERE ${OPEN_PERIOD_OF} AND bills_until IS NULL`, [...periodParams(by), at.toISOString()]);
}

/**
 * A frozen recurring charge reactivated at `at`: the open period bills again on its own dates, the
 * frozen spell kept as a pause (domain/billing-schedule resumedSchedule).
 */
export async function resumeBilling(db: Queryable, by: BilledBy, at: Date): Promise<void> {
  const rows = await db.query<{ id: string; bills_from: Date; bills_until: Date; pauses: Pause[] }>(
    `SELECT id, bills_from, bills_until, pauses FROM entitlements WHERE ${OPEN_PERIOD_OF} AND bills_until IS NOT NULL AND bills_from IS NOT NULL FOR UPDATE`,
    periodParams(by),
  );
  for (const row of rows) {
    const resumed = resumedSchedule({ billsFrom: row.bills_from, cycleMonths: null, firstAmount: 0, renewalAmount: 0, until: row.bills_until, pauses: row.pauses }, at);
    await db.query('UPDATE entitlements SET bills_until = NULL, pauses = $2 WHERE id = $1', [row.id, JSON.stringify(resumed.pauses ?? [])]);
  }
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
  pauses: Pause[];
}

/**
 * Records every payment of the organisation that has fallen due by now and is not in the ledger.
 * A payment is taken from a working card of the app's product; without one it stays due and is
 * taken once a card is on file. Returns how many payments were recorded.
 */
export async function settleDuePayments(ctx: ServerContext, db: Queryable, organizationId: string): Promise<number> {
  const now = ctx.now();
  const rows = await db.query<ScheduledRow>(
    `SELECT e.id, e.organization_id, e.app_id, e.source, e.source_id, COALESCE(a.document->>'product', rc.product) AS product, e.bills_from, e.cycle_months,
            e.first_amount, e.renewal_amount, LEAST(e.ended_at, e.bills_until) AS stops_at, e.pauses
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
    if (due.length === 0 || (await cardState(db, organizationId, row.product ?? 'livechat')) !== 'valid') continue;
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
