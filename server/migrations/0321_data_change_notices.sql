-- A server answers a repeated read 304 from memory while nothing in the data it reads from has changed
-- (src/http/etag.ts): every write to a table of the public schema is announced, once a statement, on the channel
-- data_changes, to every server listening on the database.
CREATE FUNCTION public.announce_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', '');
  RETURN NULL;
END;
$$;

-- Adds the announcement to every table of the public schema that lacks it; the migration runner calls it after
-- each set of migrations, so tables made later announce their changes too.
CREATE FUNCTION public.announce_changes_of_every_table() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  FOR missing IN
    SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'announce_data_change')
  LOOP
    EXECUTE format('CREATE TRIGGER announce_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change()', missing.name);
  END LOOP;
END;
$$;
