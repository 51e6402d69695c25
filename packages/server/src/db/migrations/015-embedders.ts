/**
 * Embedders an operator registers at run time (calls/operator.ts), beside those of
 * MARKETPLACE_EMBEDDERS: one row per origin with its products and its sign-in's return paths
 * (none: its root page only). Every node reads the table every few seconds (embedders/registry.ts).
 */
export const sql = `
CREATE TABLE embedders (
  origin text PRIMARY KEY,
  products text[] NOT NULL CHECK (cardinality(products) > 0),
  callback_paths text[] NOT NULL DEFAULT '{}',
  added_at timestamptz NOT NULL DEFAULT now()
)
`;
