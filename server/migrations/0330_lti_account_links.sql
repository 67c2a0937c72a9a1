-- A link of a course account (a platform user's) to someone's own Assess account, in flight: made by a launch, good
-- for 10 minutes and used once, in the browser that launched only. Of its token and of the secrets that bind it to
-- that browser, only SHA-256 hashes are kept.
CREATE TABLE lti_account_links (
  token_hash text PRIMARY KEY,
  issuer text NOT NULL,
  subject text NOT NULL,
  -- The course account the launch opened: the link is spent once the platform user opens another.
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  -- The launch's role in its course (the only role the account linked may have), and whose course account it is,
  -- as the link page names it.
  course_role text NOT NULL CHECK (course_role IN ('student', 'teacher')),
  platform_name text NOT NULL,
  course_title text NOT NULL,
  person_name text NOT NULL,
  -- The cookie the launch set where it ran, the one-time code that page hands to the link window it opens, and the
  -- cookie the link window got for it.
  launch_binding_hash text NOT NULL,
  handoff_hash text,
  window_binding_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lti_account_links_created_idx ON lti_account_links (created_at);
