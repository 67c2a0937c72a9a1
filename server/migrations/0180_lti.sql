-- The LTI 1.3 launcher: the tool's signing key, the learning platforms registered with it and their deployments,
-- the logins in flight, who each platform user is in Assess, which class a course is, which assessment a
-- resource link opens, and the scores sent (or waiting to be sent) to each platform's gradebook.
CREATE TABLE lti_tool_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lti_platforms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  issuer text NOT NULL,
  client_id text NOT NULL,
  auth_url text NOT NULL,
  token_url text NOT NULL,
  jwks_url text NOT NULL,
  registered_via text NOT NULL CHECK (registered_via IN ('dynamic', 'manual')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, client_id)
);

CREATE TABLE lti_deployments (
  platform_id uuid NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  deployment_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform_id, deployment_id)
);

-- One OpenID login: its state and nonce are used once, within ten minutes.
CREATE TABLE lti_logins (
  state text PRIMARY KEY,
  nonce text NOT NULL,
  platform_id uuid NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  -- The login initiation's parameters, to start the same login again in a new window.
  initiation jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX lti_logins_created_idx ON lti_logins (created_at);

-- A platform user (issuer and subject, whichever client of the issuer launched) is one Assess account; an e-mail
-- address alone never links them.
CREATE TABLE lti_users (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX lti_users_user_idx ON lti_users (user_id);

-- A course is a class, kept by the teacher who first launched from it.
CREATE TABLE lti_contexts (
  platform_id uuid NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  context_id text NOT NULL,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  memberships_url text,
  roster_synced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform_id, context_id)
);

-- A resource link opens one assessment; its line item takes the scores.
CREATE TABLE lti_resource_links (
  platform_id uuid NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  resource_link_id text NOT NULL,
  context_id text,
  assessment_id uuid REFERENCES assessments (id) ON DELETE CASCADE,
  lineitem_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform_id, resource_link_id)
);
CREATE INDEX lti_resource_links_assessment_idx ON lti_resource_links (assessment_id);

-- Scores for a platform's gradebook: one row a released submission and line item, sent from the job queue.
CREATE TABLE lti_grade_passbacks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  student_assessment_id uuid NOT NULL REFERENCES student_assessments (id) ON DELETE CASCADE,
  platform_id uuid NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  lineitem_url text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  score_given numeric,
  score_maximum numeric,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_assessment_id, lineitem_url)
);
