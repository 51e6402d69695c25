/**
 * A recurrent charge that names no app of the catalogue (an app's own subscription, created
 * outside the marketplace's checkout) renews as any recurrent charge does: its paid period is an
 * entitlement without an app, with the same schedule, pauses and one ledger row per period.
 *
 * A renewal that cannot be taken (no working card on file) freezes the period instead of piling up
 * debt (domain/billing-schedule unpaidStop): billing stops after the owed period and awaits_card
 * says why, so that a working card, once on file, takes what is owed and resumes it (a charge that
 * was cancelled or frozen on purpose is not resumed by a card).
 */
export const sql = `
ALTER TABLE entitlements ALTER COLUMN app_id DROP NOT NULL;
ALTER TABLE entitlements ADD COLUMN awaits_card boolean NOT NULL DEFAULT false
`;
