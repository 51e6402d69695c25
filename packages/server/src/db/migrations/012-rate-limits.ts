/**
 * Rate-limit counters, one row per limit and caller: every node counts in the same row (one
 * atomic upsert per request), so N nodes behind a load balancer keep one budget.
 */
export const sql = `
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at)
`;
