-- Servers keep recently verified sessions in memory (modules/auth/session-cache.ts). Whatever ends a session or
-- changes what a session says about its user — sign-out, a ban, a password change, a role or name change, a
-- deleted account — from any instance, route, Better Auth itself or hand-run SQL, names the user here, and every
-- server forgets that user's sessions at once. NOTIFY goes out at commit and repeats of one user in a
-- transaction are sent once.
CREATE FUNCTION session_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Two statements, not one CASE: each is planned only for the table whose row has that column.
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('khela_session_revoked', OLD.user_id);
  ELSE
    PERFORM pg_notify('khela_session_revoked', OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_revoked_notify();
--> statement-breakpoint
-- Better Auth moves a session's end later as it is used; an earlier end, or any other change, is a revocation.
CREATE TRIGGER sessions_shortened AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.token IS DISTINCT FROM NEW.token OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION session_revoked_notify();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_revoked_notify();
--> statement-breakpoint
CREATE TRIGGER users_session_facts_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.banned IS DISTINCT FROM NEW.banned OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires
    OR OLD.role IS DISTINCT FROM NEW.role OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION session_revoked_notify();
