/**
 * Entitlements: one paid period of an app for an organisation (migration 006), or of a recurrent
 * charge that names no app (migration 018: nothing to re-check, it renews all the same). Opening one is the
 * re-check, under the database's own lock on the unique index key, that the app is not already
 * paid for: a concurrent purchase through another cart, charge or account waits for ours to commit
 * and then finds the key taken.
 */
import { catalogueMessage } from '@marketplace/domain/errors';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { ChargeSource } from './charging.ts';

export const alreadyInstalled = (): HttpError => new HttpError(409, 'already_installed', catalogueMessage('alreadyInstalled'));

/** The unique indexes whose violation means 'this app is already paid for' (see http/error-handler.ts). */
export const entitlementConstraints: readonly string[] = ['entitlements_one_active', 'ledger_one_payment_per_entitlement'];

/** Opens the organisation's entitlement to an app; null when one is open already (nothing written). */
export async function openEntitlement(
  db: Queryable,
  input: { id: string; organizationId: string; appId: string | null; source: ChargeSource; sourceId: string; at: Date },
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO entitlements (id, organization_id, app_id, source, source_id, started_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (organization_id, app_id) WHERE ended_at IS NULL DO NOTHING RETURNING id`,
    [input.id, input.organizationId, input.appId, input.source, input.sourceId, input.at.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/** The open entitlement a charge opened, if any (a charge is accepted once, so it opens at most one). */
export async function entitlementOf(db: Queryable, source: ChargeSource, sourceId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>('SELECT id FROM entitlements WHERE source = $1 AND source_id = $2 AND ended_at IS NULL', [source, sourceId]);
  return rows[0]?.id ?? null;
}

/** Ends the organisation's entitlement to an app (uninstall, or a charge that failed to settle). */
export async function endEntitlement(db: Queryable, organizationId: string, appId: string, at: Date): Promise<void> {
  await db.query('UPDATE entitlements SET ended_at = $3 WHERE organization_id = $1 AND app_id = $2 AND ended_at IS NULL', [organizationId, appId, at.toISOString()]);
}
