/**
 * A frozen recurring charge that is reactivated renews again (domain/billing-schedule
 * resumedSchedule): its entitlement keeps each frozen spell, from the freeze to the reactivation,
 * and nothing falls due inside one. The periods keep their numbers, so the ledger's one row per
 * period still holds.
 */
export const sql = `
ALTER TABLE entitlements ADD COLUMN pauses jsonb NOT NULL DEFAULT '[]'::jsonb
`;
