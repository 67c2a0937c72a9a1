-- Resumable (tus) uploads in progress: their state in the database and their bytes in the file store, as chunks,
-- so that an upload begun through one server can go on through any other.
CREATE TABLE resumable_uploads (
  id text PRIMARY KEY,
  upload_length bigint,
  upload_offset bigint NOT NULL DEFAULT 0,
  -- The tus metadata as JSON text (text keeps any escaped character the client sent).
  metadata text NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resumable_uploads_created_at_idx ON resumable_uploads (created_at);

CREATE TABLE resumable_upload_chunks (
  upload_id text NOT NULL REFERENCES resumable_uploads (id) ON DELETE CASCADE,
  start_offset bigint NOT NULL,
  length bigint NOT NULL,
  path text NOT NULL,
  PRIMARY KEY (upload_id, start_offset)
);
