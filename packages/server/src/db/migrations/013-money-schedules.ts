/**
 * Payments that fall due later: a trial's first payment when the trial ends, and a recurring
 * plan's renewals. An entitlement (one paid period of an app) keeps its billing schedule
 * (domain/billing-schedule): when billing starts, the months between payments (null once) and
 * the amounts with taxes, and when billing stopped (its recurring charge cancelled). The ledger numbers each payment of an entitlement by its period (0 the
 * first, n the n-th renewal), and the unique keys move from one payment per entitlement to one per
 * period: a period is still never paid twice, whichever node or request settles it.
 */
export const sql = `
ALTER TABLE entitlements ADD COLUMN bills_from timestamptz;
ALTER TABLE entitlements ADD COLUMN cycle_months integer;
ALTER TABLE entitlements ADD COLUMN first_amount integer;
ALTER TABLE entitlements ADD COLUMN renewal_amount integer;
ALTER TABLE entitlements ADD COLUMN bills_until timestamptz;
-- A purchased cart line keeps its plan's price (after the cart's coupon), whatever it charged today.
ALTER TABLE cart_products ADD COLUMN price integer;
ALTER TABLE ledger ADD COLUMN period integer NOT NULL DEFAULT 0;
ALTER TABLE ledger DROP CONSTRAINT ledger_source_source_id_app_id_key;
ALTER TABLE ledger ADD CONSTRAINT ledger_one_row_per_period UNIQUE (source, source_id, app_id, period);
DROP INDEX ledger_one_payment_per_entitlement;
CREATE UNIQUE INDEX ledger_one_payment_per_entitlement ON ledger (entitlement_id, period) WHERE amount > 0
`;
