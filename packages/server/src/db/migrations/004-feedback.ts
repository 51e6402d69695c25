/** Ratings and reviews of apps, expert messages, reviews and visits, awaiting-app notifications. */
export const sql = `
CREATE TABLE ratings (
  app_id text NOT NULL REFERENCES apps(id),
  account_id text NOT NULL,
  name text NOT NULL,
  rate integer NOT NULL CHECK (rate BETWEEN 1 AND 5),
  review text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, account_id)
);

CREATE TABLE expert_messages (
  id serial PRIMARY KEY,
  expert_id text NOT NULL REFERENCES experts(id),
  account_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE expert_reviews (
  expert_id text NOT NULL REFERENCES experts(id),
  user_email text NOT NULL,
  account_id text,
  name text NOT NULL,
  comment text NOT NULL,
  website text,
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (expert_id, user_email)
);

CREATE TABLE expert_visits (
  id serial PRIMARY KEY,
  expert_id text NOT NULL REFERENCES experts(id),
  account_id text,
  visited_at timestamptz NOT NULL
);

CREATE TABLE awaiting_apps (
  id serial PRIMARY KEY,
  account_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
`;
