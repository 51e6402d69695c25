/** Accounts, organisations' licences, OAuth clients, tokens, consents, cards. */
export const sql = `
CREATE TABLE organizations (
  id text PRIMARY KEY,
  name text NOT NULL,
  region text NOT NULL,
  -- per product: { livechat: { active, plan, partner_type }, helpdesk: {...} }
  licenses jsonb NOT NULL
);

CREATE TABLE accounts (
  account_id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  roles jsonb NOT NULL,
  properties jsonb NOT NULL,
  scopes text[] NOT NULL,
  -- shown on the sign-in page as a one-click demo account
  demo_label text,
  demo_position integer,
  can_ghost_login boolean NOT NULL DEFAULT false,
  developer_id text REFERENCES developers(id)
);

CREATE TABLE oauth_clients (
  client_id text PRIMARY KEY,
  name text NOT NULL,
  redirect_origins text[] NOT NULL
);

CREATE TABLE tokens (
  token text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(account_id),
  client_id text NOT NULL,
  ghost_of text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX tokens_account ON tokens (account_id);

CREATE TABLE authorization_codes (
  code text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(account_id),
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE consents (
  client_id text NOT NULL,
  account_id text NOT NULL,
  organization_id text NOT NULL,
  coverage text NOT NULL,
  granted_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  PRIMARY KEY (client_id, account_id)
);

CREATE TABLE cards (
  organization_id text NOT NULL REFERENCES organizations(id),
  product text NOT NULL,
  card_type text NOT NULL,
  first_six text NOT NULL,
  last_four text NOT NULL,
  -- a card that the (simulated) payment provider declines
  declines boolean NOT NULL DEFAULT false,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (organization_id, product)
);

CREATE TABLE invitation_requests (
  id serial PRIMARY KEY,
  account_id text NOT NULL,
  product text NOT NULL,
  created_at timestamptz NOT NULL
);
`;
