import { createHash } from 'node:crypto';
import type { AssessRole, LaunchMessage, Member, Platform } from '@assess/lti';
import { createUser } from '../../auth/users.js';
import {
  addCourseClass,
  addPlatformUser,
  addStudentRecord,
  classTeacher,
  courseClassOf,
  makeTeacher,
  moveStudentRecord,
  platformUserOf,
  renameClass,
  setMembershipsUrl,
  studentRecordOf,
  takeOutOfClass,
  type Queryable,
} from './repository.js';

/** Someone a platform knows: from a launch, or from the course's membership list (NRPS). */
export interface PlatformPerson {
  subject: string;
  name: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  role: AssessRole;
}

export function personOfLaunch(message: LaunchMessage): PlatformPerson {
  return {
    subject: message.subject,
    name: message.name,
    ...(message.givenName ? { givenName: message.givenName } : {}),
    ...(message.familyName ? { familyName: message.familyName } : {}),
    ...(message.email ? { email: message.email } : {}),
    role: message.role,
  };
}

export function personOfMember(member: Member, role: AssessRole): PlatformPerson {
  const name = member.name ?? ([member.given_name, member.family_name].filter(Boolean).join(' ') || member.email || 'Course member');
  return {
    subject: member.user_id,
    name,
    ...(member.given_name ? { givenName: member.given_name } : {}),
    ...(member.family_name ? { familyName: member.family_name } : {}),
    ...(member.email ? { email: member.email } : {}),
    role,
  };
}

/**
 * The address of an account a platform user gets. A platform's e-mail claim is never proof of owning the address:
 * made the account's address (and confirmed), it would let the address's real owner recover the account later and
 * share it with the platform user, or take an address someone has yet to sign up with. So every platform user's
 * account has an address of its own, and the claim is kept only as what the platform said.
 */
function platformAddress(platform: Pick<Platform, 'issuer'>, subject: string): string {
  const digest = createHash('sha256').update(`${platform.issuer}\n${subject}`).digest('hex').slice(0, 24);
  return `lti-${digest}${PLATFORM_ADDRESS_DOMAIN}`;
}

const PLATFORM_ADDRESS_DOMAIN = '@lti.invalid';

/** Whether an account's address is one a platform user got (a course account), not an address someone owns. */
export function isPlatformAddress(email: string | null | undefined): boolean {
  return !email || email.endsWith(PLATFORM_ADDRESS_DOMAIN);
}

/**
 * The Assess account of a platform user, found by the platform's issuer and the user's subject only; made on first sight.
 * A teacher in the course becomes a teacher in Assess; someone who already is a teacher or an administrator keeps
 * that role when they take a course as a learner.
 */
export async function accountOf(tx: Queryable, platform: Platform, person: PlatformPerson): Promise<string> {
  const known = await platformUserOf(tx, platform.issuer, person.subject);
  if (known) {
    if (person.role === 'teacher' && ['student', 'independent_student'].includes(known.role)) await makeTeacher(tx, known.user_id);
    return known.user_id;
  }
  const user = await createUser(tx, {
    email: platformAddress(platform, person.subject),
    passwordHash: null,
    userMetadata: {
      full_name: person.name,
      ...(person.givenName ? { first_name: person.givenName } : {}),
      ...(person.familyName ? { last_name: person.familyName } : {}),
      role: person.role,
    },
    provider: 'lti',
    providerId: `${platform.issuer}#${person.subject}`,
    // Confirmed: the address is Assess's own (.invalid receives no mail), not one the platform vouched for.
    identityData: { sub: person.subject, iss: platform.issuer, name: person.name, ...(person.email ? { email: person.email, email_verified: false } : {}) },
    confirmed: true,
    role: person.role,
  });
  await addPlatformUser(tx, platform.issuer, person.subject, user.id);
  return user.id;
}

/** The class a course is: made by the first teacher who launches from it, renamed when the course is. */
export async function classOfCourse(
  tx: Queryable,
  platform: Platform,
  context: { id: string; title?: string; label?: string },
  teacherId: string | undefined,
  membershipsUrl: string | undefined,
): Promise<string | undefined> {
  const known = await courseClassOf(tx, platform.id, context.id);
  const title = context.title ?? context.label ?? context.id;
  if (known) {
    await renameClass(tx, known, title);
    if (membershipsUrl) await setMembershipsUrl(tx, platform.id, context.id, membershipsUrl);
    return known;
  }
  if (!teacherId) return undefined;
  return addCourseClass(tx, { platformId: platform.id, contextId: context.id, name: title, description: `Course in ${platform.name}`, teacherId, membershipsUrl: membershipsUrl ?? null });
}

/** Puts a student's account in the class: their record with the class's teacher, linked to the account. */
export async function enrol(tx: Queryable, classId: string, userId: string, person: PlatformPerson): Promise<void> {
  const teacherId = await classTeacher(tx, classId);
  if (!teacherId || teacherId === userId) return;
  const recordId = await studentRecordOf(tx, teacherId, userId);
  if (recordId) {
    await moveStudentRecord(tx, recordId, classId, person.name);
    return;
  }
  await addStudentRecord(tx, { teacherId, classId, name: person.name, email: person.email?.toLowerCase() ?? null, userId });
}

/** Takes a student who left the course out of the class (their record and work stay with the teacher). */
export async function unenrol(tx: Queryable, classId: string, userId: string): Promise<void> {
  await takeOutOfClass(tx, classId, userId);
}
