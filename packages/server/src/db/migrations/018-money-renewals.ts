/**
 * A recurrent charge that names no app of the catalogue (an app's own subscription, created
 * outside the marketplace's checkout) renews as any recurrent charge does: its paid period is an
 * entitlement without an app, with the same schedule, pauses and one ledger row per period.
 */
export const sql = `
ALTER TABLE entitlements ALTER COLUMN app_id DROP NOT NULL
`;
