/** Installs, carts, charges, the money ledger and idempotency keys. */
export const sql = `
CREATE TABLE installs (
  organization_id text NOT NULL REFERENCES organizations(id),
  app_id text NOT NULL REFERENCES apps(id),
  product text NOT NULL,
  account_id text NOT NULL,
  metrics jsonb NOT NULL,
  installed_at timestamptz NOT NULL,
  PRIMARY KEY (organization_id, app_id)
);

CREATE TABLE uninstalls (
  id serial PRIMARY KEY,
  organization_id text NOT NULL,
  app_id text NOT NULL,
  account_id text NOT NULL,
  reasons text NOT NULL,
  uninstalled_at timestamptz NOT NULL
);

CREATE TABLE carts (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  account_id text NOT NULL,
  name text NOT NULL,
  license text NOT NULL,
  seats integer NOT NULL,
  coupon text,
  created_at timestamptz NOT NULL,
  checked_out_until timestamptz,
  purchased_at timestamptz,
  closed_at timestamptz,
  accepted_until timestamptz
);
CREATE INDEX carts_recent ON carts (organization_id, account_id, created_at DESC);

CREATE TABLE cart_products (
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  app_id text NOT NULL REFERENCES apps(id),
  plan_id text NOT NULL,
  added_at timestamptz NOT NULL,
  purchased_at timestamptz,
  note text,
  PRIMARY KEY (cart_id, app_id)
);

CREATE TABLE direct_charges (
  id text PRIMARY KEY,
  product text NOT NULL,
  organization_id text NOT NULL,
  account_id text NOT NULL,
  app_id text,
  name text NOT NULL,
  price integer NOT NULL,
  quantity integer NOT NULL,
  return_url text NOT NULL,
  trial_days integer NOT NULL,
  months integer,
  per_account boolean NOT NULL,
  test boolean NOT NULL,
  order_client_id text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  archived_at timestamptz
);
CREATE INDEX direct_charges_org ON direct_charges (organization_id, product, order_client_id);

CREATE TABLE recurrent_charges (
  id text PRIMARY KEY,
  product text NOT NULL,
  organization_id text NOT NULL,
  account_id text NOT NULL,
  app_id text,
  name text NOT NULL,
  price integer NOT NULL,
  quantity integer NOT NULL,
  return_url text NOT NULL,
  trial_days integer NOT NULL,
  months integer NOT NULL,
  per_account boolean NOT NULL,
  test boolean NOT NULL,
  order_client_id text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  archived_at timestamptz
);
CREATE INDEX recurrent_charges_org ON recurrent_charges (organization_id, product, order_client_id);

-- Every movement of money, one row each: tests count these to prove nothing is charged twice.
CREATE TABLE ledger (
  id serial PRIMARY KEY,
  organization_id text NOT NULL,
  source text NOT NULL,
  source_id text NOT NULL,
  app_id text,
  amount integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (source, source_id, app_id)
);

CREATE TABLE idempotency_keys (
  key text NOT NULL,
  account_id text NOT NULL,
  route text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, key)
);
`;
