/**
 * Ours: what the organisation pays for each installed app (My apps). For each install, the payment
 * that opened its current paid period (a cart line, a direct charge or a recurring charge) with
 * its plan, the price as charged, the trial and the charge's status. The signed-in caller's
 * organisation decides whose apps, never a field of the request.
 */
import { billingCycleOf } from '@marketplace/domain/billing-text';
import { billingCycleSchema } from '@marketplace/domain/entities/cart';
import { recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import type { installedAppsBillingResponseSchema, InstalledAppBilling } from '@marketplace/domain/installed-app-billing';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';

interface Row {
  app_id: string;
  product: string;
  installed_at: Date;
  source: 'cart' | 'direct_charge' | 'recurrent_charge' | null;
  started_at: Date | null;
  charged: number | null;
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
  app_trial_days: number | null;
}

const iso = (value: Date) => new Date(value).toISOString();

function paidOf(row: Row): InstalledAppBilling['paid'] {
  if (row.source === null || row.started_at === null) return null;
  if (row.source === 'recurrent_charge' && row.rc_price !== null) {
    const status = recurrentChargeStatusSchema.parse(row.rc_status);
    return {
      source: row.source,
      billingCycle: billingCycleOf({ months: row.rc_months }),
      price: row.rc_price * (row.rc_quantity ?? 1),
      trialDays: row.rc_trial_days ?? 0,
      startedAt: iso(row.started_at),
      chargeStatus: status,
      cancelledAt: status === 'cancelled' && row.rc_updated_at ? iso(row.rc_updated_at) : null,
    };
  }
  if (row.source === 'direct_charge' && row.dc_price !== null) {
    return {
      source: row.source,
      billingCycle: billingCycleOf({ months: row.dc_months }),
      price: row.charged ?? row.dc_price * (row.dc_quantity ?? 1),
      trialDays: row.dc_trial_days ?? 0,
      startedAt: iso(row.started_at),
      chargeStatus: null,
      cancelledAt: null,
    };
  }
  if (row.source === 'cart') {
    const cycle = billingCycleSchema.safeParse(row.cart_plan);
    if (!cycle.success) return null;
    return {
      source: row.source,
      billingCycle: cycle.data,
      // The cart's payment for this line, as the ledger recorded it.
      price: row.charged ?? 0,
      trialDays: row.app_trial_days ?? 0,
      startedAt: iso(row.started_at),
      chargeStatus: null,
      cancelledAt: null,
    };
  }
  return null;
}

/** The billing of the organisation's installs on `products` (those whose billing data the caller may read). */
export async function installedAppsBilling(db: Queryable, organizationId: string, products: readonly string[]): Promise<z.input<typeof installedAppsBillingResponseSchema>> {
  const rows = await db.query<Row>(
    `SELECT i.app_id, i.product, i.installed_at, e.source, e.started_at,
            (SELECT sum(l.amount)::int FROM ledger l WHERE l.entitlement_id = e.id AND l.amount > 0) AS charged,
            rc.price AS rc_price, rc.quantity AS rc_quantity, rc.months AS rc_months, rc.trial_days AS rc_trial_days, rc.status AS rc_status, rc.updated_at AS rc_updated_at,
            dc.price AS dc_price, dc.quantity AS dc_quantity, dc.months AS dc_months, dc.trial_days AS dc_trial_days,
            cp.plan_id AS cart_plan, (a.document->'payment'->>'trialDays')::int AS app_trial_days
     FROM installs i
     JOIN apps a ON a.id = i.app_id
     LEFT JOIN LATERAL (
       SELECT * FROM entitlements e WHERE e.organization_id = i.organization_id AND e.app_id = i.app_id AND (e.ended_at IS NULL OR e.ended_at >= i.installed_at)
       ORDER BY e.ended_at IS NULL DESC, e.started_at DESC LIMIT 1
     ) e ON true
     LEFT JOIN recurrent_charges rc ON e.source = 'recurrent_charge' AND rc.id = e.source_id
     LEFT JOIN direct_charges dc ON e.source = 'direct_charge' AND dc.id = e.source_id
     LEFT JOIN cart_products cp ON e.source = 'cart' AND cp.cart_id = e.source_id AND cp.app_id = i.app_id
     WHERE i.organization_id = $1 AND i.product = ANY(string_to_array($2, ','))
     ORDER BY i.installed_at DESC, i.app_id`,
    [organizationId, products.join(',')],
  );
  return rows.map((row) => ({ appId: row.app_id, product: row.product, installedAt: iso(row.installed_at), paid: paidOf(row) }));
}
