import { createHash, randomBytes } from 'node:crypto';
import { LtiError } from '@assess/lti';
import {
  addRegistrationLink,
  claimRegistrationLinkRow,
  completeRegistrationLink,
  registrationLinkState,
  releaseRegistrationLink,
  type Queryable,
} from './repository.js';

// Dynamic registration is something an Assess administrator starts: they make a one-time registration link on
// /lti/admin and paste it into the platform (Moodle's "Tool URL", Canvas's dynamic registration URL), which opens
// it with its openid_configuration and registration_token added. A link registers one platform, within an hour.

/** How long a registration link may wait for the platform. */
export const REGISTRATION_LINK_LIFETIME_SECONDS = 3600;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a registration link's token for an administrator; only its hash is kept. */
export async function createRegistrationLink(db: Queryable, adminId: string): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  return { token, expiresAt: await addRegistrationLink(db, hashOf(token), adminId, REGISTRATION_LINK_LIFETIME_SECONDS) };
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
  if (!(await claimRegistrationLinkRow(db, hash))) {
    const link = await registrationLinkState(db, hash);
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
      await completeRegistrationLink(db, hash, platformId);
    },
    release: async () => {
      await releaseRegistrationLink(db, hash);
    },
  };
}
