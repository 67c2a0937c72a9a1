-- Every server keeps a short cache of the sessions it has found live (src/auth/live-sessions.ts). A session that
-- ends (sign-out, a password change, the end of a refresh-token family, an account deleted) or whose time-box
-- changes is announced on the channel auth_session_changes, with its id, to every server listening on the database,
-- which forget it at once.
CREATE FUNCTION auth.announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_session_changes', OLD.id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_announce_end AFTER DELETE ON auth.sessions
  FOR EACH ROW EXECUTE FUNCTION auth.announce_session_change();
CREATE TRIGGER sessions_announce_time_box AFTER UPDATE OF not_after ON auth.sessions
  FOR EACH ROW WHEN (OLD.not_after IS DISTINCT FROM NEW.not_after) EXECUTE FUNCTION auth.announce_session_change();
