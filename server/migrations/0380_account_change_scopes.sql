-- A change to an account (auth.users: an invitation accepted, an address confirmed or changed) shows in answers too:
-- the school's staff list says whether a member is invited or active, and teachers' lists show the addresses of the
-- students they keep. Its statements announce the account's readers as a change to public.users does (rule 'users'
-- in data_change_scopes: the user, the teachers who keep their records, and the students they keep), so an answer
-- remembered before the change is read again (src/http/etag.ts). The other tables of the auth schema (sessions,
-- tokens) appear in no answer.
CREATE TRIGGER announce_data_change_inserts AFTER INSERT ON auth.users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change_of_rows();
CREATE TRIGGER announce_data_change_updates AFTER UPDATE ON auth.users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change_of_rows();
CREATE TRIGGER announce_data_change_deletes AFTER DELETE ON auth.users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change_of_rows();
CREATE TRIGGER announce_data_change AFTER TRUNCATE ON auth.users
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change();
