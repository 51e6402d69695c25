/**
 * The simulated payment provider: a charge succeeds when the organisation has a card for the
 * product that does not decline, or when nothing is due now. Every successful charge writes one
 * ledger row; the ledger's unique key makes a second write of the same charge impossible.
 */
import { billedProduct } from '@marketplace/domain/entities/products';
import type { Queryable } from '../db/database.ts';

export type ChargeSource = 'cart' | 'direct_charge' | 'recurrent_charge';

/** The organisation's card for a product: none on file, one that declines (the test card), or one that works. */
export type CardState = 'none' | 'declines' | 'valid';

export async function cardState(db: Queryable, organizationId: string, product: string): Promise<CardState> {
  const rows = await db.query<{ declines: boolean }>('SELECT declines FROM cards WHERE organization_id = $1 AND product = $2', [organizationId, billedProduct(product)]);
  const card = rows[0];
  return card === undefined ? 'none' : card.declines ? 'declines' : 'valid';
}

export async function canCharge(db: Queryable, organizationId: string, product: string): Promise<boolean> {
  return (await cardState(db, organizationId, product)) === 'valid';
}

/** Records money moved; returns false when this charge was already recorded (never charged twice). */
export async function recordCharge(
  db: Queryable,
  entry: { organizationId: string; source: ChargeSource; sourceId: string; appId: string | null; entitlementId: string | null; amount: number; at: Date; period?: number },
): Promise<boolean> {
  // A payment for an app names the entitlement it pays for (commerce/entitlements.ts) and its period: one payment each.
  const rows = await db.query(
    `INSERT INTO ledger (organization_id, source, source_id, app_id, entitlement_id, amount, created_at, period) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (source, source_id, app_id, period) DO NOTHING RETURNING id`,
    [entry.organizationId, entry.source, entry.sourceId, entry.appId ?? '', entry.entitlementId, entry.amount, entry.at.toISOString(), entry.period ?? 0],
  );
  return rows.length > 0;
}

/**
 * Pays back the payment a charge made (domain/charge-machines isRefundedOnCancel): a ledger row of
 * the negative amount for the same entitlement; returns false when there was nothing to pay back
 * or it was paid back already (the ledger's keys allow one refund per charge and per entitlement).
 */
export async function refundCharge(db: Queryable, source: ChargeSource, sourceId: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO ledger (organization_id, source, source_id, app_id, entitlement_id, amount, created_at)
     SELECT organization_id, 'refund', source_id, app_id, entitlement_id, -amount, $3 FROM ledger WHERE source = $1 AND source_id = $2 AND amount > 0 AND period = 0
     ON CONFLICT (source, source_id, app_id, period) DO NOTHING RETURNING id`,
    [source, sourceId, at.toISOString()],
  );
  return rows.length > 0;
}

/** Installs an app for an organisation (idempotent) and counts the installation. */
export async function installApp(db: Queryable, input: { organizationId: string; appId: string; product: string; accountId: string; metrics: object; at: Date }): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (organization_id, app_id) DO NOTHING RETURNING app_id`,
    [input.organizationId, input.appId, input.product, input.accountId, JSON.stringify(input.metrics), input.at.toISOString()],
  );
  if (rows.length === 0) return false;
  await db.query('UPDATE apps SET installations = installations + 1 WHERE id = $1', [input.appId]);
  // Installing grants the app's OAuth client consent for the organisation; uninstalling withdraws it.
  await db.query(
    `INSERT INTO consents (client_id, account_id, organization_id, coverage, granted_at)
     SELECT document->'authorization'->>'clientId', $2, $3, 'organization', $4 FROM apps
      WHERE id = $1 AND document->'authorization'->>'clientId' IS NOT NULL
     ON CONFLICT (client_id, account_id) DO UPDATE SET coverage = 'organization', granted_at = EXCLUDED.granted_at, withdrawn_at = NULL`,
    [input.appId, input.accountId, input.organizationId, input.at.toISOString()],
  );
  return true;
}
