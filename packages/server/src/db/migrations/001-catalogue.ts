/** Catalogue: developers, apps (the App entity as a JSON document plus the columns we query by), experts. */
export const sql = `
CREATE TABLE developers (
  id text PRIMARY KEY,
  name text NOT NULL,
  profile jsonb NOT NULL
);

CREATE TABLE apps (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  developer_id text NOT NULL REFERENCES developers(id),
  -- published | in_review | private: which list of spec 3 the app belongs to
  visibility text NOT NULL,
  position integer NOT NULL,
  document jsonb NOT NULL,
  resources jsonb NOT NULL,
  installations integer NOT NULL DEFAULT 0,
  -- kept in step with ratings by the rating upsert, so listings need no aggregate
  rating_votes integer NOT NULL DEFAULT 0,
  rating_sum integer NOT NULL DEFAULT 0
);
CREATE INDEX apps_visibility_position ON apps (visibility, position);
CREATE INDEX apps_developer ON apps (developer_id);

CREATE TABLE experts (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  position integer NOT NULL,
  document jsonb NOT NULL
);
`;
