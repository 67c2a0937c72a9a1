import { createHash, randomBytes } from 'node:crypto';
import { isPlatformAddress } from './accounts.js';
import type { Database, Queryable } from '../../db/index.js';
import { roleOf, type Role } from '../../roles/roles.js';
import { ApiError } from '../shared/errors.js';

// A platform user has an Assess account of their own (issuer and subject): their course account. Someone who already
// has an Assess account may have the platform's launches open that account instead, once they prove they own it:
// they sign in to it and confirm the link. A platform's e-mail claim never does this.
//
// Linking is account linking as OAuth thinks of it: both sides must be proved in one browser, by one person. The
// launch proves the platform user; a link made by a launch is bound to the browser that launched (a cookie the launch
// sets, of which only a hash is kept), lasts 10 minutes and is used once, so an address sent to someone else, signed
// in to Assess in their own browser, links nothing. The link page is a window of its own that no one may frame; the
// launch page, where the launch's cookie is, hands the link over to the window it opens (a one-time code, by
// postMessage to that window alone), and the window gets a cookie of its own for it. A link never reaches a role
// the course did not give: a learner's course account links only to a student's account, a teacher's only to a
// teacher's.

export const LINK_LIFETIME_SECONDS = 600;

export const LINK_EXPIRED = 'This link has expired (after 10 minutes) or is not valid. Open Assess from the course again to get a new one.';
export const LINK_OTHER_BROWSER = 'This link works only in the browser that opened Assess from the course, within 10 minutes. Open Assess from the course again.';
export const LINK_HAS_WORK =
  'This course account already has work in Assess (submissions, assessments, classes or files), so it cannot be linked to another account.';
export const LINK_SAME = 'This course account is already linked to your account.';
export const LINK_NOT_ALLOWED = 'Course accounts cannot be linked to each other; sign in with your own Assess account.';

type CourseRole = 'student' | 'teacher';

const WHOSE: Record<Role, string> = {
  admin: "an administrator's",
  school_admin: "a school administrator's",
  teacher: "a teacher's",
  student: "a student's",
  independent_student: "an independent student's",
};

/** Why a course account of this role does not link to an account of that one (only the same role does). */
export function linkRoleRefusal(courseRole: CourseRole, ownerRole: Role | undefined): string {
  return `This course account is ${WHOSE[courseRole]}: it can be linked only to ${WHOSE[courseRole]} Assess account, and yours is ${ownerRole ? WHOSE[ownerRole] : 'an account without a role'}.`;
}

/** Whose course account a launch offers to link, as the link page names it. */
export interface CourseAccount {
  issuer: string;
  subject: string;
  /** The account the launch opened. */
  userId: string;
  role: CourseRole;
  platformName: string;
  courseTitle: string;
  personName: string;
}

/** What the link window shows of the course account, before its owner confirms. */
export interface LinkDetails {
  platform: string;
  course: string;
  name: string;
  role: CourseRole;
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const LIVE = `created_at > now() - make_interval(secs => ${LINK_LIFETIME_SECONDS})`;

/**
 * Makes the link a launch offers: its token (for the page's address) and the secret of the launch's cookie.
 */
export async function startAccountLink(db: Queryable, account: CourseAccount): Promise<{ token: string; launchSecret: string }> {
  const token = newSecret();
  const launchSecret = newSecret();
  await db.query(`DELETE FROM lti_account_links WHERE created_at < now() - interval '1 hour'`);
  await db.query(
    `INSERT INTO lti_account_links (token_hash, issuer, subject, user_id, course_role, platform_name, course_title, person_name, launch_binding_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [hashOf(token), account.issuer, account.subject, account.userId, account.role, account.platformName, account.courseTitle, account.personName, hashOf(launchSecret)],
  );
  return { token, launchSecret };
}

/** Whether one of the cookie values a request carries is the secret whose hash was kept. */
const holdsSecret = (values: string[], hash: string | null) => hash !== null && values.some((value) => hashOf(value) === hash);

/**
 * The launch page hands a link to the window it opened: with the launch's cookie, it gets a one-time code for it.
 * Asked again (the window reloaded), it gets a new code.
 */
export async function handOffAccountLink(db: Queryable, token: string, launchCookies: string[]): Promise<string> {
  const { rows } = await db.query<{ launch_binding_hash: string }>(`SELECT launch_binding_hash FROM lti_account_links WHERE token_hash = $1 AND ${LIVE}`, [hashOf(token)]);
  if (!rows[0]) throw new ApiError(400, LINK_EXPIRED);
  if (!holdsSecret(launchCookies, rows[0].launch_binding_hash)) throw new ApiError(403, LINK_OTHER_BROWSER);
  const code = newSecret();
  await db.query('UPDATE lti_account_links SET handoff_hash = $2 WHERE token_hash = $1', [hashOf(token), hashOf(code)]);
  return code;
}

/** The link window claims the link with the code it was handed: it gets the secret of its own cookie, and whose link it is. */
export async function claimAccountLink(db: Queryable, token: string, code: string): Promise<{ windowSecret: string; details: LinkDetails }> {
  const windowSecret = newSecret();
  const { rows } = await db.query<{ platform_name: string; course_title: string; person_name: string; course_role: CourseRole }>(
    `UPDATE lti_account_links SET handoff_hash = NULL, window_binding_hash = $3 WHERE token_hash = $1 AND handoff_hash = $2 AND ${LIVE}
     RETURNING platform_name, course_title, person_name, course_role`,
    [hashOf(token), hashOf(code), hashOf(windowSecret)],
  );
  const claimed = rows[0];
  if (!claimed) {
    const { rows: live } = await db.query(`SELECT 1 FROM lti_account_links WHERE token_hash = $1 AND ${LIVE}`, [hashOf(token)]);
    throw live.length > 0 ? new ApiError(403, LINK_OTHER_BROWSER) : new ApiError(400, LINK_EXPIRED);
  }
  return { windowSecret, details: { platform: claimed.platform_name, course: claimed.course_title, name: claimed.person_name, role: claimed.course_role } };
}

/**
 * Links the platform user of a link to the signed-in account (its owner has just proved owning it by signing in),
 * from the link window that claimed it, and removes the account the platform user had, which must hold nothing
 * yet. Their place in classes moves along.
 */
export async function linkPlatformAccount(db: Database, token: string, windowCookies: string[], ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows: links } = await tx.query<{ issuer: string; subject: string; user_id: string; course_role: CourseRole; window_binding_hash: string | null }>(
      `SELECT issuer, subject, user_id, course_role, window_binding_hash FROM lti_account_links WHERE token_hash = $1 AND ${LIVE} FOR UPDATE`,
      [hashOf(token)],
    );
    const link = links[0];
    if (!link) throw new ApiError(400, LINK_EXPIRED);
    if (!holdsSecret(windowCookies, link.window_binding_hash)) throw new ApiError(403, LINK_OTHER_BROWSER);
    const { issuer, subject, user_id: placeholderId } = link;
    const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM lti_users WHERE issuer = $1 AND subject = $2 FOR UPDATE', [issuer, subject]);
    const current = rows[0]?.user_id;
    // A session a launch gave is no proof of owning an Assess account: only an account with an address of its own.
    const { rows: owner } = await tx.query<{ email: string | null }>('SELECT email FROM auth.users WHERE id = $1', [ownerId]);
    if (isPlatformAddress(owner[0]?.email)) throw new ApiError(409, LINK_NOT_ALLOWED);
    if (current === ownerId) throw new ApiError(409, LINK_SAME);
    // The link names the account the launch had: if the platform user was linked since, the link is spent.
    if (current !== placeholderId) throw new ApiError(400, LINK_EXPIRED);
    const ownerRole = await roleOf(tx, ownerId);
    if (ownerRole !== link.course_role) throw new ApiError(409, linkRoleRefusal(link.course_role, ownerRole));
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
    // The course account held nothing: it goes, with its sessions and its links in flight (this one is spent).
    await tx.query('DELETE FROM auth.users WHERE id = $1', [current]);
  });
}
