/**
 * Taxes are part of what is charged: a charge keeps the tax rate of the buyer's billing address,
 * and its payment (the ledger row) is the price with that tax. A purchased cart line keeps what it
 * charged and its tax, so its thank-you page shows the amount the ledger holds even after the
 * app's price changes.
 */
export const sql = `
ALTER TABLE direct_charges ADD COLUMN tax_rate double precision NOT NULL DEFAULT 0;
ALTER TABLE recurrent_charges ADD COLUMN tax_rate double precision NOT NULL DEFAULT 0;
ALTER TABLE cart_products ADD COLUMN charged integer;
ALTER TABLE cart_products ADD COLUMN tax_value integer;
ALTER TABLE cart_products ADD COLUMN tax_rate double precision
`;
