import { createHash, randomBytes } from 'node:crypto';
import { LtiError } from '@assess/lti';
import type { Queryable } from '../../db/index.js';

// Dynamic registration is something an Assess administrator starts: they make a one-time registration link on
// /lti/admin and paste it into the platform (Moodle's "Tool URL", Canvas's dynamic registration URL), which opens
// it with its openid_configuration and registration_token added. A link registers one platform, within an hour.

/** How long a registration link may wait for the platform. */
export const REGISTRATION_LINK_LIFETIME_SECONDS = 3600;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a registration link's token for an administrator; only its hash is kept. */
export async function createRegistrationLink(db: Queryable, adminId: string): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ expires_at: string }>(
    `INSERT INTO lti_registration_links (token_hash, created_by, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     RETURNING to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at`,
    [hashOf(token), adminId, REGISTRATION_LINK_LIFETIME_SECONDS],
  );
  // Links long used or expired are of no further use.
  await db.query(`DELETE FROM lti_registration_links WHERE expires_at < now() - interval '30 days'`);
  return { token, expiresAt: rows[0]!.expires_at };
}

const ASK_FOR_A_LINK =
  'Ask an Assess administrator for a new registration link: they make one on the LTI page of Assess (/lti/admin), and you paste it into the platform as the tool URL (registration URL). Each link registers one platform, within an hour.';

/** A registration without a link: refused, saying how registration starts. */
export function registrationLinkRequired(): LtiError {
  return new LtiError('registration_link_required', 'Assess registers a platform only from a one-time registration link made by an Assess administrator.', ASK_FOR_A_LINK, 403);
}

/**
 * Takes a registration link for one registration: refused when unknown, used, expired, or under way in another
 * request. Returns a release for a registration that did not complete, so that the administrator can try again.
 */
export async function claimRegistrationLink(db: Queryable, token: string): Promise<{ complete(platformId: string): Promise<void>; release(): Promise<void> }> {
  const hash = hashOf(token);
  const { rows } = await db.query<{ token_hash: string }>(
    `UPDATE lti_registration_links SET claimed_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND (claimed_at IS NULL OR claimed_at < now() - interval '2 minutes')
     RETURNING token_hash`,
    [hash],
  );
  if (!rows[0]) {
    const { rows: known } = await db.query<{ used: boolean; expired: boolean }>(
      'SELECT used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM lti_registration_links WHERE token_hash = $1',
      [hash],
    );
    const link = known[0];
    const problem = !link
      ? 'This registration link is not one Assess made.'
      : link.used
        ? 'This registration link has already registered a platform; each link registers one.'
        : link.expired
          ? 'This registration link has expired (links last an hour).'
          : 'A registration with this link is already under way.';
    throw new LtiError('registration_link_required', problem, ASK_FOR_A_LINK, 403);
  }
  return {
    complete: async (platformId) => {
      await db.query('UPDATE lti_registration_links SET used_at = now(), platform_id = $2 WHERE token_hash = $1', [hash, platformId]);
    },
    release: async () => {
      await db.query('UPDATE lti_registration_links SET claimed_at = NULL WHERE token_hash = $1 AND used_at IS NULL', [hash]);
    },
  };
}
