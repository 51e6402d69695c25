/**
 * Reviews people can use: the helpful votes of each review (one per account, counted on the
 * rating so the most-helpful order reads an index), the developer's reply, and the indexes that
 * page an app's reviews by date, stars and votes.
 */
export const sql = `
ALTER TABLE ratings ADD COLUMN helpful integer NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN reply text;
ALTER TABLE ratings ADD COLUMN reply_created_at timestamptz;
ALTER TABLE ratings ADD COLUMN reply_updated_at timestamptz;

CREATE TABLE review_votes (
  app_id text NOT NULL,
  author_id text NOT NULL,
  voter_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, author_id, voter_id),
  FOREIGN KEY (app_id, author_id) REFERENCES ratings (app_id, account_id) ON DELETE CASCADE
);

CREATE INDEX ratings_app_recent ON ratings (app_id, updated_at DESC);
CREATE INDEX ratings_app_rate ON ratings (app_id, rate, updated_at DESC);
CREATE INDEX ratings_app_helpful ON ratings (app_id, helpful DESC, updated_at DESC);
`;
