/**
 * Ours: what the organisation pays for each installed app (My apps), for each recurrent charge
 * naming no app (My apps' subscriptions), and what an uninstalled app still owes (taken once a card is on file). For each install, the payment
 * that opened its current paid period (a cart line, a direct charge or a recurring charge) with
 * its plan, the price as charged, the trial and the charge's status. The signed-in caller's
 * organisation decides whose apps, never a field of the request.
 */
import { unpaidPayments, type Pause } from '@marketplace/domain/billing-schedule';
import { billingCycleOf } from '@marketplace/domain/billing-text';
import { billingCycleSchema } from '@marketplace/domain/entities/cart';
import { recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import type { installedAppsBillingResponseSchema, InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { couponPercent } from './coupons.ts';
import { scheduleOfRow } from './schedules.ts';

interface Row {
  app_id: string | null;
  product: string;
  installed_at: Date | null;
  source: 'cart' | 'direct_charge' | 'recurrent_charge' | null;
  source_id: string | null;
  started_at: Date | null;
  cart_price: number | null;
  rc_price: number | null;
  rc_quantity: number | null;
  rc_months: number | null;
  rc_trial_days: number | null;
  rc_status: string | null;
  rc_updated_at: Date | null;
  dc_price: number | null;
  dc_quantity: number | null;
  dc_months: number | null;
  dc_trial_days: number | null;
  cart_plan: string | null;
  cart_coupon: string | null;
  app_trial_days: number | null;
  last_amount: number | null;
  last_at: Date | null;
  bills_from: Date | null;
  cycle_months: number | null;
  first_amount: number | null;
  renewal_amount: number | null;
  stops_at: Date | null;
  pauses: Pause[] | null;
  paid_periods: number[] | null;
}

const iso = (value: Date) => new Date(value).toISOString();

/** What the period's ledger, schedule and coupon say at `now`, beside the terms of the payment that opened it. */
function periodFacts(row: Row, now: Date) {
  const percent = row.cart_coupon === null ? null : couponPercent(row.cart_coupon);
  const schedule =
    row.bills_from === null
      ? null
      : scheduleOfRow({
          bills_from: row.bills_from,
          cycle_months: row.cycle_months,
          first_amount: row.first_amount ?? 0,
          renewal_amount: row.renewal_amount ?? 0,
          stops_at: row.stops_at,
          pauses: row.pauses ?? [],
        });
  return {
    lastCharge: row.last_amount === null || row.last_at === null ? null : { amount: row.last_amount, at: iso(row.last_at) },
    schedule:
      row.bills_from === null
        ? null
        : {
            billsFrom: iso(row.bills_from),
            cycleMonths: row.cycle_months,
            firstAmount: row.first_amount ?? 0,
            renewalAmount: row.renewal_amount ?? 0,
            until: row.stops_at === null ? null : iso(row.stops_at),
            pauses: (row.pauses ?? []).map((pause) => ({ from: iso(new Date(pause.from)), until: iso(new Date(pause.until)) })),
          },
    // Read after settling: what is still due was not taken, no working card being on file.
    owed: schedule === null ? [] : unpaidPayments(schedule, row.paid_periods ?? [], now).map((payment) => ({ amount: payment.amount, at: iso(payment.at) })),
    coupon: row.cart_coupon === null || percent === null ? null : { code: row.cart_coupon, percent },
  };
}

function paidOf(row: Row, now: Date): InstalledAppBilling['paid'] {
  if (row.source === null || row.source_id === null || row.started_at === null) return null;
  const sourceId = row.source_id;
  if (row.source === 'recurrent_charge' && row.rc_price !== null) {
    const status = recurrentChargeStatusSchema.parse(row.rc_status);
    return {
      source: row.source,
      sourceId,
      billingCycle: billingCycleOf({ months: row.rc_months }),
      price: row.rc_price * (row.rc_quantity ?? 1),
      trialDays: row.rc_trial_days ?? 0,
      startedAt: iso(row.started_at),
      chargeStatus: status,
      cancelledAt: status === 'cancelled' && row.rc_updated_at ? iso(row.rc_updated_at) : null,
      ...periodFacts(row, now),
    };
  }
  if (row.source === 'direct_charge' && row.dc_price !== null) {
    return {
      source: row.source,
      sourceId,
      billingCycle: billingCycleOf({ months: row.dc_months }),
      price: row.dc_price * (row.dc_quantity ?? 1),
      trialDays: row.dc_trial_days ?? 0,
      startedAt: iso(row.started_at),
      chargeStatus: null,
      cancelledAt: null,
      ...periodFacts(row, now),
    };
  }
  if (row.source === 'cart') {
    const cycle = billingCycleSchema.safeParse(row.cart_plan);
    if (!cycle.success) return null;
    return {
      source: row.source,
      sourceId,
      billingCycle: cycle.data,
      // The line's plan price, the cart's coupon taken off (the ledger's payments add the tax).
      price: row.cart_price ?? 0,
      trialDays: row.app_trial_days ?? 0,
      startedAt: iso(row.started_at),
      chargeStatus: null,
      cancelledAt: null,
      ...periodFacts(row, now),
    };
  }
  return null;
}

/** What every row reads about its paid period `e` and the payment that opened it (`a` the app, if any). */
const PERIOD_COLUMNS = `e.source, e.source_id, e.started_at,
            last.amount AS last_amount, last.created_at AS last_at,
            e.bills_from, e.cycle_months, e.first_amount, e.renewal_amount, LEAST(e.ended_at, e.bills_until) AS stops_at, e.pauses,
            ARRAY(SELECT l.period FROM ledger l WHERE l.entitlement_id = e.id AND l.amount > 0) AS paid_periods,
            cp.price AS cart_price, c.coupon AS cart_coupon,
            rc.price AS rc_price, rc.quantity AS rc_quantity, rc.months AS rc_months, rc.trial_days AS rc_trial_days, rc.status AS rc_status, rc.updated_at AS rc_updated_at,
            dc.price AS dc_price, dc.quantity AS dc_quantity, dc.months AS dc_months, dc.trial_days AS dc_trial_days,
            cp.plan_id AS cart_plan, (a.document->'payment'->>'trialDays')::int AS app_trial_days`;
const PERIOD_JOINS = `LEFT JOIN recurrent_charges rc ON e.source = 'recurrent_charge' AND rc.id = e.source_id
     LEFT JOIN direct_charges dc ON e.source = 'direct_charge' AND dc.id = e.source_id
     LEFT JOIN cart_products cp ON e.source = 'cart' AND cp.cart_id = e.source_id AND cp.app_id = e.app_id
     LEFT JOIN carts c ON e.source = 'cart' AND c.id = e.source_id
     LEFT JOIN LATERAL (SELECT l.amount, l.created_at FROM ledger l WHERE l.entitlement_id = e.id AND l.amount > 0 ORDER BY l.period DESC LIMIT 1) last ON true`;

/**
 * The billing of the organisation's installs on `products` (those whose billing data the caller
 * may read), then of the open periods of its recurrent charges that name no app (they renew too),
 * then of the periods of uninstalled apps that owe money.
 */
export async function installedAppsBilling(
  db: Queryable,
  organizationId: string,
  products: readonly string[],
  now: Date,
): Promise<z.input<typeof installedAppsBillingResponseSchema>> {
  const installed = await db.query<Row>(
    `SELECT i.app_id, i.product, i.installed_at, ${PERIOD_COLUMNS}
     FROM installs i
     JOIN apps a ON a.id = i.app_id
     LEFT JOIN LATERAL (
       SELECT * FROM entitlements e WHERE e.organization_id = i.organization_id AND e.app_id = i.app_id AND (e.ended_at IS NULL OR e.ended_at >= i.installed_at)
       ORDER BY e.ended_at IS NULL DESC, e.started_at DESC LIMIT 1
     ) e ON true
     ${PERIOD_JOINS}
     WHERE i.organization_id = $1 AND i.product = ANY(string_to_array($2, ','))
     ORDER BY i.installed_at DESC, i.app_id`,
    [organizationId, products.join(',')],
  );
  // Periods no install holds: a charge's naming no app, and an uninstalled app's (only while it owes money).
  const withoutInstall = await db.query<Row>(
    `SELECT * FROM (
       SELECT e.app_id, CASE WHEN e.app_id IS NULL THEN rc.product ELSE COALESCE(NULLIF(a.document->>'product', ''), 'livechat') END AS product, NULL AS installed_at, ${PERIOD_COLUMNS}
       FROM entitlements e
       LEFT JOIN apps a ON a.id = e.app_id
       ${PERIOD_JOINS}
       WHERE e.organization_id = $1
         AND ((e.app_id IS NULL AND e.ended_at IS NULL)
           OR (e.ended_at IS NOT NULL AND e.bills_from IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM installs i WHERE i.organization_id = e.organization_id AND i.app_id = e.app_id AND i.installed_at <= e.ended_at)))
     ) p
     WHERE p.product = ANY(string_to_array($2, ','))
     ORDER BY p.started_at DESC, p.source_id`,
    [organizationId, products.join(',')],
  );
  const entries = [...installed, ...withoutInstall].map((row) => ({
    appId: row.app_id,
    product: row.product,
    installedAt: row.installed_at === null ? null : iso(row.installed_at),
    paid: paidOf(row, now),
  }));
  return entries.filter((entry) => entry.installedAt !== null || entry.appId === null || (entry.paid?.owed.length ?? 0) > 0);
}
