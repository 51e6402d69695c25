/**
 * Session changes: every write to tokens or accounts notifies `session_changes`, so a process that
 * keeps callers in memory (auth/session.ts, PGlite only) drops them before the writing COMMIT returns.
 */
export const sql = `
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER tokens_session_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER accounts_session_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
`;
