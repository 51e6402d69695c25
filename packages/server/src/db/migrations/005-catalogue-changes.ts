/**
 * Catalogue changes: every write to apps or developers notifies `catalogue_changes`, so each API
 * node drops the responses it prepared from them (catalogue/prepared.ts), whichever node wrote.
 * Postgres delivers a notification after COMMIT, once per transaction however many rows changed.
 */
export const sql = `
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER apps_catalogue_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apps
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE TRIGGER developers_catalogue_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON developers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
`;
