/**
 * Refunds: a recurrent charge cancelled after accept but before it was ever activated
 * was paid for a period the organisation never had, so its payment is paid back as a ledger row of
 * the negative amount, naming the same entitlement. One payment and one refund per entitlement,
 * each by its own partial unique index: a second refund of a period is as impossible as a second
 * payment (a racing one waits on the index key and is then refused).
 */
export const sql = `
DROP INDEX ledger_one_payment_per_entitlement;
CREATE UNIQUE INDEX ledger_one_payment_per_entitlement ON ledger (entitlement_id) WHERE amount > 0;
CREATE UNIQUE INDEX ledger_one_refund_per_entitlement ON ledger (entitlement_id) WHERE amount < 0
`;
