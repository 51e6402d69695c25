/**
 * Catalogue changes by app: an update of an app's counters alone (installations, rating votes and
 * sum: an install, an uninstall, a rating) notifies `catalogue_changes` with `app:{id}`, so each
 * node refreshes that app's entry and the pages that list it instead of reading the whole
 * catalogue again; every other write still notifies the table's name (the whole catalogue).
 */
export const sql = `
DROP TRIGGER apps_catalogue_changes ON apps;

CREATE TRIGGER apps_catalogue_changes AFTER INSERT OR DELETE OR TRUNCATE ON apps
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();

CREATE FUNCTION notify_catalogue_app_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'installations' - 'rating_votes' - 'rating_sum') = (to_jsonb(NEW) - 'installations' - 'rating_votes' - 'rating_sum') THEN
    PERFORM pg_notify('catalogue_changes', 'app:' || NEW.id);
  ELSE
    PERFORM pg_notify('catalogue_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER apps_catalogue_row_changes AFTER UPDATE ON apps
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_app_change();
`;
