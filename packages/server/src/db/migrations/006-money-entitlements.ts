/**
 * Nothing is ever charged twice, by the database rather than by a check before a write.
 *
 * An entitlement is one paid period of an app for an organisation: opened when its charge is
 * accepted or its cart line purchased, ended when the app is uninstalled. The partial unique index
 * allows one open entitlement per organisation and app, whichever cart, charge or account opens it.
 * Two transactions racing to open one both try to insert the same index key: Postgres makes the
 * second wait for the first to commit and then refuses it (ON CONFLICT DO NOTHING returns no row, a
 * plain INSERT fails with unique_violation), so no isolation level, lock order or second API node
 * can get around it. Every ledger row of an app names its entitlement (checked for new rows), and
 * the ledger holds at most one row per entitlement: one payment per paid period.
 */
export const sql = `
CREATE TABLE entitlements (
  id text PRIMARY KEY,
  organization_id text NOT NULL,
  app_id text NOT NULL,
  source text NOT NULL,
  source_id text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE UNIQUE INDEX entitlements_one_active ON entitlements (organization_id, app_id) WHERE ended_at IS NULL;

ALTER TABLE ledger ADD COLUMN entitlement_id text REFERENCES entitlements(id);
CREATE UNIQUE INDEX ledger_one_payment_per_entitlement ON ledger (entitlement_id);
ALTER TABLE ledger ADD CONSTRAINT ledger_app_payment_has_entitlement CHECK (app_id IS NULL OR app_id = '' OR entitlement_id IS NOT NULL) NOT VALID;

-- Amounts stay far from the int4 limit: prices and quantities are bounded at the edge as well.
ALTER TABLE direct_charges ADD CONSTRAINT direct_charges_amount_bounded CHECK (price >= 0 AND quantity > 0 AND price::bigint * quantity <= 100000000) NOT VALID;
ALTER TABLE recurrent_charges ADD CONSTRAINT recurrent_charges_amount_bounded CHECK (price >= 0 AND quantity > 0 AND price::bigint * quantity <= 100000000) NOT VALID
`;
