/**
 * Publication state from the app's dates: the separate `visibility` column could
 * disagree with the dates the App carries, so it goes. `publication_state` is generated from the
 * document's submittedAt, acceptedAt and publishedAt by the domain's rule (domain/publication.ts:
 * each step needs the previous ones; an empty date counts as none), and queries filter on it.
 * db/publication-state.test.ts checks that this expression and the domain's function agree.
 */
export const sql = `
ALTER TABLE apps ADD COLUMN publication_state text NOT NULL GENERATED ALWAYS AS (
  CASE
    WHEN NULLIF(document->>'submittedAt', '') IS NULL THEN 'IN_DEVELOPMENT'
    WHEN NULLIF(document->>'acceptedAt', '') IS NULL THEN 'IN_REVIEW'
    WHEN NULLIF(document->>'publishedAt', '') IS NULL THEN 'ACCEPTED'
    ELSE 'PUBLISHED'
  END
) STORED;
ALTER TABLE apps DROP COLUMN visibility;
CREATE INDEX apps_publication_state_position ON apps (publication_state, position)
`;
