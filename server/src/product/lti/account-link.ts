import { isPlatformAddress } from './accounts.js';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/index.js';
import { ApiError } from '../shared/errors.js';

// A platform user has an Assess account of their own (issuer and subject). Someone who already has an Assess account
// may have the platform's launches open that account instead, once they prove they own it: they sign in to it and
// confirm the link, from a launch (the launch page gives a link token for its own platform user, valid 10 minutes).
// A platform's e-mail claim never does this.

const LINK_LIFETIME = '10m';

export const LINK_EXPIRED = 'This link has expired (after 10 minutes) or is not valid. Open Assess from the course again to get a new one.';
export const LINK_HAS_WORK =
  'This course account already has work in Assess (submissions, assessments, classes or files), so it cannot be linked to another account.';
export const LINK_SAME = 'This course account is already linked to your account.';
export const LINK_NOT_ALLOWED = 'Course accounts cannot be linked to each other; sign in with your own Assess account.';

const keyOf = (secret: string) => new TextEncoder().encode(`${secret}:lti-account-link`);

/** A link token for the platform user of a launch: who they are on the platform, and their account now. */
export async function accountLinkToken(secret: string, identity: { issuer: string; subject: string; userId: string }): Promise<string> {
  return new SignJWT({ iss_lti: identity.issuer, sub_lti: identity.subject, uid: identity.userId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(LINK_LIFETIME)
    .sign(keyOf(secret));
}

/**
 * Links the platform user of a token to the signed-in account (its owner has just proved owning it by signing in),
 * and removes the account the platform user had, which must hold nothing yet. Their place in classes moves along.
 */
export async function linkPlatformAccount(db: Database, secret: string, token: string, ownerId: string): Promise<void> {
  let claims: { iss_lti?: unknown; sub_lti?: unknown; uid?: unknown };
  try {
    claims = (await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] })).payload as typeof claims;
  } catch {
    throw new ApiError(400, LINK_EXPIRED);
  }
  const { iss_lti: issuer, sub_lti: subject, uid: placeholderId } = claims;
  if (typeof issuer !== 'string' || typeof subject !== 'string' || typeof placeholderId !== 'string') throw new ApiError(400, LINK_EXPIRED);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM lti_users WHERE issuer = $1 AND subject = $2 FOR UPDATE', [issuer, subject]);
    const current = rows[0]?.user_id;
    // A session a launch gave is no proof of owning an Assess account: only an account with an address of its own.
    const { rows: owner } = await tx.query<{ email: string | null }>('SELECT email FROM auth.users WHERE id = $1', [ownerId]);
    if (isPlatformAddress(owner[0]?.email)) throw new ApiError(409, LINK_NOT_ALLOWED);
    if (current === ownerId) throw new ApiError(409, LINK_SAME);
    // The token names the account the launch had: if the platform user was linked since, the token is spent.
    if (current !== placeholderId) throw new ApiError(400, LINK_EXPIRED);
    const { rows: work } = await tx.query(
      `SELECT 1 WHERE EXISTS (SELECT 1 FROM student_assessments WHERE student_id = $1) OR EXISTS (SELECT 1 FROM assessments WHERE creator_id = $1)
         OR EXISTS (SELECT 1 FROM classes WHERE teacher_id = $1) OR EXISTS (SELECT 1 FROM students WHERE teacher_id = $1)
         OR EXISTS (SELECT 1 FROM files WHERE uploaded_by = $1)`,
      [current],
    );
    if (work.length > 0) throw new ApiError(409, LINK_HAS_WORK);
    await tx.query('UPDATE lti_users SET user_id = $3 WHERE issuer = $1 AND subject = $2', [issuer, subject, ownerId]);
    await tx.query('UPDATE students SET user_id = $2, updated_at = now() WHERE user_id = $1', [current, ownerId]);
    await tx.query(
      `UPDATE lti_link_launches l SET user_id = $2 WHERE user_id = $1
       AND NOT EXISTS (SELECT 1 FROM lti_link_launches o WHERE o.user_id = $2 AND o.platform_id = l.platform_id AND o.resource_link_id = l.resource_link_id)`,
      [current, ownerId],
    );
    // The course account held nothing: it goes, with its sessions.
    await tx.query('DELETE FROM auth.users WHERE id = $1', [current]);
  });
}
