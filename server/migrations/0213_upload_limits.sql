-- Resumable uploads in progress, whatever store holds their bytes: a user may have only a few open at once, and
-- their declared lengths count towards the user's storage quota until they finish, are cancelled or expire.
CREATE TABLE open_uploads (
  id text PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  length bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX open_uploads_owner_idx ON open_uploads (owner_id, created_at);
