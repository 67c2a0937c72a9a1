-- Dynamic registration starts with an administrator: a one-time registration link, made on /lti/admin, valid for
-- one platform and a short time. Only a SHA-256 of the link's token is kept.
CREATE TABLE lti_registration_links (
  token_hash text PRIMARY KEY,
  created_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set while a registration with the link is under way, so that two cannot use it at once.
  claimed_at timestamptz,
  used_at timestamptz,
  platform_id uuid REFERENCES lti_platforms (id) ON DELETE SET NULL
);

-- Which resource links each user launched: a released score goes to the line item of the link the student
-- launched, not to every link that opens the same assessment.
CREATE TABLE lti_link_launches (
  platform_id uuid NOT NULL,
  resource_link_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  first_launched_at timestamptz NOT NULL DEFAULT now(),
  last_launched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform_id, resource_link_id, user_id),
  FOREIGN KEY (platform_id, resource_link_id) REFERENCES lti_resource_links (platform_id, resource_link_id) ON DELETE CASCADE
);
CREATE INDEX lti_link_launches_user_idx ON lti_link_launches (user_id);
