-- A sign-up's password and profile wait on its confirmation link and become the account's only when that link is
-- used, so a second sign-up of an unconfirmed address cannot leave the first person's password working.
ALTER TABLE auth.one_time_tokens ADD COLUMN password_hash text;
ALTER TABLE auth.one_time_tokens ADD COLUMN user_metadata jsonb;

UPDATE auth.one_time_tokens t SET password_hash = u.encrypted_password, user_metadata = u.raw_user_meta_data
FROM auth.users u
WHERE t.user_id = u.id AND t.token_type = 'confirmation' AND u.email_confirmed_at IS NULL;

UPDATE auth.users SET encrypted_password = NULL WHERE email_confirmed_at IS NULL;

-- A session's absolute end (SESSIONS_TIMEBOX); NULL when sessions are not time-boxed.
ALTER TABLE auth.sessions ADD COLUMN not_after timestamptz;
