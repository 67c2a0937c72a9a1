import { createHash } from 'node:crypto';
import type { AssessRole, LaunchMessage, Member, Platform } from '@assess/lti';
import type { Queryable } from '../../db/index.js';
import { createUser } from '../../auth/users.js';

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
  const { rows } = await tx.query<{ user_id: string; role: string }>(
    `SELECT l.user_id, COALESCE(r.role, 'student') AS role FROM lti_users l LEFT JOIN user_roles r ON r.user_id = l.user_id
     WHERE l.issuer = $1 AND l.subject = $2`,
    [platform.issuer, person.subject],
  );
  const known = rows[0];
  if (known) {
    if (person.role === 'teacher' && ['student', 'independent_student'].includes(known.role)) {
      await tx.query(`UPDATE user_roles SET role = 'teacher' WHERE user_id = $1`, [known.user_id]);
      await tx.query(`UPDATE users SET role = 'teacher', updated_at = now() WHERE id = $1`, [known.user_id]);
    }
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
  await tx.query('INSERT INTO lti_users (issuer, subject, user_id) VALUES ($1, $2, $3)', [platform.issuer, person.subject, user.id]);
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
  const { rows } = await tx.query<{ class_id: string }>('SELECT class_id FROM lti_contexts WHERE platform_id = $1 AND context_id = $2', [platform.id, context.id]);
  const title = context.title ?? context.label ?? context.id;
  if (rows[0]) {
    await tx.query('UPDATE classes SET name = $2, updated_at = now() WHERE id = $1 AND name <> $2', [rows[0].class_id, title]);
    if (membershipsUrl) await tx.query('UPDATE lti_contexts SET memberships_url = $3 WHERE platform_id = $1 AND context_id = $2', [platform.id, context.id, membershipsUrl]);
    return rows[0].class_id;
  }
  if (!teacherId) return undefined;
  const { rows: created } = await tx.query<{ id: string }>(
    `INSERT INTO classes (name, description, teacher_id, school_id) VALUES ($1, $2, $3, (SELECT school_id FROM users WHERE id = $3)) RETURNING id`,
    [title, `Course in ${platform.name}`, teacherId],
  );
  const classId = created[0]!.id;
  await tx.query('INSERT INTO lti_contexts (platform_id, context_id, class_id, memberships_url) VALUES ($1, $2, $3, $4)', [platform.id, context.id, classId, membershipsUrl ?? null]);
  return classId;
}

/** Puts a student's account in the class: their record with the class's teacher, linked to the account. */
export async function enrol(tx: Queryable, classId: string, userId: string, person: PlatformPerson): Promise<void> {
  const { rows: classes } = await tx.query<{ teacher_id: string }>('SELECT teacher_id FROM classes WHERE id = $1', [classId]);
  const teacherId = classes[0]?.teacher_id;
  if (!teacherId || teacherId === userId) return;
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM students WHERE teacher_id = $1 AND user_id = $2 ORDER BY created_at LIMIT 1', [teacherId, userId]);
  if (rows[0]) {
    await tx.query('UPDATE students SET class_id = $2, name = $3, updated_at = now() WHERE id = $1', [rows[0].id, classId, person.name]);
    return;
  }
  await tx.query(
    `INSERT INTO students (teacher_id, school_id, class_id, name, email, user_id, invitation_status)
     VALUES ($1, (SELECT school_id FROM users WHERE id = $1), $2, $3, $4, $5, 'accepted')`,
    [teacherId, classId, person.name, person.email?.toLowerCase() ?? null, userId],
  );
}

/** Takes a student who left the course out of the class (their record and work stay with the teacher). */
export async function unenrol(tx: Queryable, classId: string, userId: string): Promise<void> {
  await tx.query('UPDATE students SET class_id = NULL, updated_at = now() WHERE class_id = $1 AND user_id = $2', [classId, userId]);
}
