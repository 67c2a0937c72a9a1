-- Rate-limit windows kept in the database, so that every server behind a load balancer counts the same attempts
-- (sign-in failures per address, requests per client address, e-mails per address).
CREATE TABLE auth.rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON auth.rate_limits (reset_at);
