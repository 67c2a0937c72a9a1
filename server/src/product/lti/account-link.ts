import { createHash, randomBytes } from 'node:crypto';
import { isPlatformAddress } from './accounts.js';
import { roleOf, type Role } from '../../roles/roles.js';
import { ApiError } from '../shared/errors.js';
import {
  accountEmail,
  accountHasWork,
  accountLinkLive,
  addAccountLink,
  claimAccountLinkRow,
  launchBindingOf,
  lockAccountLink,
  lockPlatformUser,
  moveCourseAccount,
  setAccountLinkHandoff,
  type Database,
  type Queryable,
} from './repository.js';

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

/**
 * Makes the link a launch offers: its token (for the page's address) and the secret of the launch's cookie.
 */
export async function startAccountLink(db: Queryable, account: CourseAccount): Promise<{ token: string; launchSecret: string }> {
  const token = newSecret();
  const launchSecret = newSecret();
  await addAccountLink(db, {
    tokenHash: hashOf(token),
    issuer: account.issuer,
    subject: account.subject,
    userId: account.userId,
    role: account.role,
    platformName: account.platformName,
    courseTitle: account.courseTitle,
    personName: account.personName,
    launchBindingHash: hashOf(launchSecret),
  });
  return { token, launchSecret };
}

/** Whether one of the cookie values a request carries is the secret whose hash was kept. */
const holdsSecret = (values: string[], hash: string | null) => hash !== null && values.some((value) => hashOf(value) === hash);

/**
 * The launch page hands a link to the window it opened: with the launch's cookie, it gets a one-time code for it.
 * Asked again (the window reloaded), it gets a new code.
 */
export async function handOffAccountLink(db: Queryable, token: string, launchCookies: string[]): Promise<string> {
  const launchBinding = await launchBindingOf(db, hashOf(token), LINK_LIFETIME_SECONDS);
  if (launchBinding === undefined) throw new ApiError(400, LINK_EXPIRED);
  if (!holdsSecret(launchCookies, launchBinding)) throw new ApiError(403, LINK_OTHER_BROWSER);
  const code = newSecret();
  await setAccountLinkHandoff(db, hashOf(token), hashOf(code));
  return code;
}

/** The link window claims the link with the code it was handed: it gets the secret of its own cookie, and whose link it is. */
export async function claimAccountLink(db: Queryable, token: string, code: string): Promise<{ windowSecret: string; details: LinkDetails }> {
  const windowSecret = newSecret();
  const claimed = await claimAccountLinkRow(db, hashOf(token), hashOf(code), hashOf(windowSecret), LINK_LIFETIME_SECONDS);
  if (!claimed) {
    throw (await accountLinkLive(db, hashOf(token), LINK_LIFETIME_SECONDS)) ? new ApiError(403, LINK_OTHER_BROWSER) : new ApiError(400, LINK_EXPIRED);
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
    const link = await lockAccountLink(tx, hashOf(token), LINK_LIFETIME_SECONDS);
    if (!link) throw new ApiError(400, LINK_EXPIRED);
    if (!holdsSecret(windowCookies, link.window_binding_hash)) throw new ApiError(403, LINK_OTHER_BROWSER);
    const { issuer, subject, user_id: placeholderId } = link;
    const current = await lockPlatformUser(tx, issuer, subject);
    // A session a launch gave is no proof of owning an Assess account: only an account with an address of its own.
    if (isPlatformAddress((await accountEmail(tx, ownerId))?.email)) throw new ApiError(409, LINK_NOT_ALLOWED);
    if (current === ownerId) throw new ApiError(409, LINK_SAME);
    // The link names the account the launch had: if the platform user was linked since, the link is spent.
    if (current !== placeholderId) throw new ApiError(400, LINK_EXPIRED);
    const ownerRole = await roleOf(tx, ownerId);
    if (ownerRole !== link.course_role) throw new ApiError(409, linkRoleRefusal(link.course_role, ownerRole));
    if (await accountHasWork(tx, current)) throw new ApiError(409, LINK_HAS_WORK);
    // The course account held nothing: it goes, with its sessions and its links in flight (this one is spent).
    await moveCourseAccount(tx, { issuer, subject }, current, ownerId);
  });
}
