import type { Platform } from '@assess/lti';
import type { Database, Queryable } from '../../db/index.js';
import { STUDENT_NAME_SQL } from '../shared/submissions.js';

// The area's other files hold a database or a transaction only to pass it here: they take its types from here.
export type { Database, Queryable };

type PlatformRow = {
  id: string;
  name: string;
  issuer: string;
  client_id: string;
  auth_url: string;
  token_url: string;
  jwks_url: string;
  registered_via: 'dynamic' | 'manual';
  created_at: string;
};

const platformOf = (row: PlatformRow): Platform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.client_id,
  authUrl: row.auth_url,
  tokenUrl: row.token_url,
  jwksUrl: row.jwks_url,
});

export async function platformsFor(db: Queryable, issuer: string): Promise<Platform[]> {
  const { rows } = await db.query<PlatformRow>('SELECT * FROM lti_platforms WHERE issuer = $1 ORDER BY created_at', [issuer]);
  return rows.map(platformOf);
}

export async function platformById(db: Queryable, id: string): Promise<Platform | undefined> {
  const { rows } = await db.query<PlatformRow>('SELECT * FROM lti_platforms WHERE id = $1', [id]);
  return rows[0] && platformOf(rows[0]);
}

export interface PlatformFields {
  name: string;
  issuer: string;
  clientId: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  deploymentIds: string[];
}

/** Adds a platform, or updates the one with the same issuer and client ID (an administrator's act). */
export async function saveManualPlatform(db: Queryable, fields: PlatformFields): Promise<Platform> {
  const { rows } = await db.query<PlatformRow>(
    `INSERT INTO lti_platforms (name, issuer, client_id, auth_url, token_url, jwks_url, registered_via)
     VALUES ($1, $2, $3, $4, $5, $6, 'manual')
     ON CONFLICT (issuer, client_id) DO UPDATE SET name = EXCLUDED.name, auth_url = EXCLUDED.auth_url,
       token_url = EXCLUDED.token_url, jwks_url = EXCLUDED.jwks_url
     RETURNING *`,
    [fields.name, fields.issuer, fields.clientId, fields.authUrl, fields.tokenUrl, fields.jwksUrl],
  );
  return platformOf(rows[0]!);
}

/** Adds a platform that registered itself; undefined when one with the same issuer and client ID is registered already. */
export async function addDynamicPlatform(db: Queryable, fields: PlatformFields): Promise<Platform | undefined> {
  const { rows } = await db.query<PlatformRow>(
    `INSERT INTO lti_platforms (name, issuer, client_id, auth_url, token_url, jwks_url, registered_via)
     VALUES ($1, $2, $3, $4, $5, $6, 'dynamic')
     ON CONFLICT (issuer, client_id) DO NOTHING
     RETURNING *`,
    [fields.name, fields.issuer, fields.clientId, fields.authUrl, fields.tokenUrl, fields.jwksUrl],
  );
  return rows[0] && platformOf(rows[0]);
}

export async function addDeployments(db: Queryable, platform: Platform, deploymentIds: string[]): Promise<void> {
  for (const deploymentId of deploymentIds) {
    await db.query('INSERT INTO lti_deployments (platform_id, deployment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [platform.id, deploymentId]);
  }
}

/** Removes a platform; its issuer and client ID, where there was one. */
export async function removePlatform(db: Queryable, id: string): Promise<{ issuer: string; client_id: string } | undefined> {
  const { rows } = await db.query<{ issuer: string; client_id: string }>('DELETE FROM lti_platforms WHERE id = $1 RETURNING issuer, client_id', [id]);
  return rows[0];
}

/** The registered platforms as the LTI provider takes them, the oldest first. */
export async function platformsToAdopt(db: Queryable): Promise<{ name: string; issuer: string; client_id: string; auth_url: string; token_url: string; jwks_url: string }[]> {
  const { rows } = await db.query<{ name: string; issuer: string; client_id: string; auth_url: string; token_url: string; jwks_url: string }>(
    'SELECT name, issuer, client_id, auth_url, token_url, jwks_url FROM lti_platforms ORDER BY created_at',
  );
  return rows;
}

export async function deploymentKnown(db: Queryable, platform: Platform, deploymentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM lti_deployments WHERE platform_id = $1 AND deployment_id = $2', [platform.id, deploymentId]);
  return rows.length > 0;
}

export type PlatformListing = PlatformRow & { deployment_ids: string[] };

export async function listPlatforms(db: Queryable): Promise<PlatformListing[]> {
  const { rows } = await db.query<PlatformListing>(
    `SELECT p.id, p.name, p.issuer, p.client_id, p.auth_url, p.token_url, p.jwks_url, p.registered_via,
       COALESCE(array_agg(d.deployment_id ORDER BY d.created_at) FILTER (WHERE d.deployment_id IS NOT NULL), '{}') AS deployment_ids,
       to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM lti_platforms p LEFT JOIN lti_deployments d ON d.platform_id = p.id
     GROUP BY p.id ORDER BY p.created_at`,
  );
  return rows;
}

/** The origins of every registered platform: the pages that may show Assess in a frame. */
export async function platformOrigins(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ issuer: string; auth_url: string }>('SELECT issuer, auth_url FROM lti_platforms');
  const origins = new Set<string>();
  for (const row of rows) {
    for (const value of [row.issuer, row.auth_url]) if (URL.canParse(value)) origins.add(new URL(value).origin);
  }
  return [...origins];
}

// What the launcher's pages show of the rest of Assess.

/** An assessment a teacher may choose for a course link: their own, made by upload or by the generator. */
export type Choice = {
  id: string;
  title: string;
  total_marks: number | null;
  status: string;
};

/** The assessments a teacher may choose for a course link, the newest first. */
export async function choicesOf(db: Queryable, userId: string): Promise<Choice[]> {
  const { rows } = await db.query<Choice>(
    `SELECT id, title, total_marks::float8 AS total_marks, status FROM assessments
     WHERE creator_id = $1 AND source IN ('upload', 'ai_generated') ORDER BY created_at DESC LIMIT 200`,
    [userId],
  );
  return rows;
}

export async function assessmentTitle(db: Queryable, assessmentId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ title: string }>('SELECT title FROM assessments WHERE id = $1', [assessmentId]);
  return rows[0]?.title;
}

export async function className(db: Queryable, classId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM classes WHERE id = $1', [classId]);
  return rows[0]?.name;
}

/** The account's e-mail address (null for an account without one); undefined when there is no such account. */
export async function accountEmail(db: Queryable, userId: string): Promise<{ email: string | null } | undefined> {
  const { rows } = await db.query<{ email: string | null }>('SELECT email FROM auth.users WHERE id = $1', [userId]);
  return rows[0];
}

/** The student whose submission a gradebook passback sends. */
export async function studentOfPassback(db: Queryable, passbackId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ student_id: string }>(
    'SELECT sa.student_id FROM lti_grade_passbacks p JOIN student_assessments sa ON sa.id = p.student_assessment_id WHERE p.id = $1',
    [passbackId],
  );
  return rows[0]?.student_id;
}

/** A passback to be sent again: pending, its last error cleared. */
export async function markPassbackPending(db: Queryable, passbackId: string): Promise<void> {
  await db.query(`UPDATE lti_grade_passbacks SET status = 'pending', last_error = NULL, updated_at = now() WHERE id = $1`, [passbackId]);
}

// Logins, resource links and their launches.

/** Records a login's state and nonce (and forgets logins long past their lifetime). */
export async function addLogin(db: Queryable, login: { state: string; nonce: string; platformId: string; initiation: object }, keepSeconds: number): Promise<void> {
  await db.query('DELETE FROM lti_logins WHERE created_at < now() - make_interval(secs => $1)', [keepSeconds]);
  await db.query('INSERT INTO lti_logins (state, nonce, platform_id, initiation) VALUES ($1, $2, $3, $4)', [login.state, login.nonce, login.platformId, login.initiation]);
}

/** Uses up the login of this state (once only): its nonce, its initiation and whether it outlived its lifetime. */
export async function useLoginOf<Initiation>(db: Queryable, state: string, lifetimeSeconds: number): Promise<{ nonce: string; initiation: Initiation; expired: boolean } | undefined> {
  const { rows } = await db.query<{ nonce: string; initiation: Initiation; expired: boolean }>(
    `UPDATE lti_logins SET used_at = now() WHERE state = $1 AND used_at IS NULL
     RETURNING nonce, initiation, created_at < now() - make_interval(secs => $2) AS expired`,
    [state, lifetimeSeconds],
  );
  return rows[0];
}

export async function loginKnown(db: Queryable, state: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM lti_logins WHERE state = $1', [state]);
  return rows.length > 0;
}

/** A resource link's assessment and line item, where the link is known. */
export async function resourceLinkOf(db: Queryable, platformId: string, linkId: string): Promise<{ assessment_id: string | null; lineitem_url: string | null } | undefined> {
  const { rows } = await db.query<{ assessment_id: string | null; lineitem_url: string | null }>(
    'SELECT assessment_id, lineitem_url FROM lti_resource_links WHERE platform_id = $1 AND resource_link_id = $2',
    [platformId, linkId],
  );
  return rows[0];
}

/** Whether the assessment (an id as the platform sent it) is one of the class teacher's own. */
export async function isClassTeachersAssessment(db: Queryable, assessmentId: string, classId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM assessments a JOIN classes c ON c.teacher_id = a.creator_id WHERE a.id::text = $1 AND c.id = $2', [assessmentId, classId]);
  return rows.length > 0;
}

export async function saveResourceLink(db: Queryable, link: { platformId: string; linkId: string; contextId: string | null; assessmentId: string }): Promise<void> {
  await db.query(
    `INSERT INTO lti_resource_links (platform_id, resource_link_id, context_id, assessment_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (platform_id, resource_link_id) DO UPDATE SET assessment_id = EXCLUDED.assessment_id`,
    [link.platformId, link.linkId, link.contextId, link.assessmentId],
  );
}

/** Sets the assessment for the class, as its teacher would (kept as it is when it is set already). */
export async function setForClass(db: Queryable, classId: string, assessmentId: string): Promise<void> {
  await db.query(
    `INSERT INTO class_assessments (class_id, assessment_id, assigned_by) SELECT $1, $2, teacher_id FROM classes WHERE id = $1
     ON CONFLICT (class_id, assessment_id) DO NOTHING`,
    [classId, assessmentId],
  );
}

export async function recordLaunchOfLink(db: Queryable, platformId: string, linkId: string, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO lti_link_launches (platform_id, resource_link_id, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (platform_id, resource_link_id, user_id) DO UPDATE SET last_launched_at = now()`,
    [platformId, linkId, userId],
  );
}

export async function saveLineItem(db: Queryable, platformId: string, linkId: string, lineitemUrl: string): Promise<void> {
  await db.query('UPDATE lti_resource_links SET lineitem_url = $3 WHERE platform_id = $1 AND resource_link_id = $2', [platformId, linkId, lineitemUrl]);
}

/** An assessment's title and total marks (a numeric's text), for its gradebook column. */
export async function assessmentTotals(db: Queryable, assessmentId: string): Promise<{ title: string; total_marks: string | null } | undefined> {
  const { rows } = await db.query<{ title: string; total_marks: string | null }>('SELECT title, total_marks FROM assessments WHERE id = $1', [assessmentId]);
  return rows[0];
}

// Account links: a course account offered to, and linked with, an account someone owns.

/** Who a course account is, as its link keeps it (hashes only of the link's token and of the launch's cookie). */
export interface AccountLinkFields {
  tokenHash: string;
  issuer: string;
  subject: string;
  userId: string;
  role: 'student' | 'teacher';
  platformName: string;
  courseTitle: string;
  personName: string;
  launchBindingHash: string;
}

const liveLink = (lifetimeParam: string) => `created_at > now() - make_interval(secs => ${lifetimeParam})`;

/** Keeps a link a launch offers (and forgets links long past their lifetime). */
export async function addAccountLink(db: Queryable, link: AccountLinkFields): Promise<void> {
  await db.query(`DELETE FROM lti_account_links WHERE created_at < now() - interval '1 hour'`);
  await db.query(
    `INSERT INTO lti_account_links (token_hash, issuer, subject, user_id, course_role, platform_name, course_title, person_name, launch_binding_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [link.tokenHash, link.issuer, link.subject, link.userId, link.role, link.platformName, link.courseTitle, link.personName, link.launchBindingHash],
  );
}

/** The hash of the launch's cookie of a link still live; undefined when there is no such link. */
export async function launchBindingOf(db: Queryable, tokenHash: string, lifetimeSeconds: number): Promise<string | undefined> {
  const { rows } = await db.query<{ launch_binding_hash: string }>(
    `SELECT launch_binding_hash FROM lti_account_links WHERE token_hash = $1 AND ${liveLink('$2')}`,
    [tokenHash, lifetimeSeconds],
  );
  return rows[0]?.launch_binding_hash;
}

export async function setAccountLinkHandoff(db: Queryable, tokenHash: string, handoffHash: string): Promise<void> {
  await db.query('UPDATE lti_account_links SET handoff_hash = $2 WHERE token_hash = $1', [tokenHash, handoffHash]);
}

/** Binds a live link handed off with this code to the window's cookie (the code is spent); whose link it is. */
export async function claimAccountLinkRow(
  db: Queryable,
  tokenHash: string,
  handoffHash: string,
  windowBindingHash: string,
  lifetimeSeconds: number,
): Promise<{ platform_name: string; course_title: string; person_name: string; course_role: 'student' | 'teacher' } | undefined> {
  const { rows } = await db.query<{ platform_name: string; course_title: string; person_name: string; course_role: 'student' | 'teacher' }>(
    `UPDATE lti_account_links SET handoff_hash = NULL, window_binding_hash = $3 WHERE token_hash = $1 AND handoff_hash = $2 AND ${liveLink('$4')}
     RETURNING platform_name, course_title, person_name, course_role`,
    [tokenHash, handoffHash, windowBindingHash, lifetimeSeconds],
  );
  return rows[0];
}

export async function accountLinkLive(db: Queryable, tokenHash: string, lifetimeSeconds: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM lti_account_links WHERE token_hash = $1 AND ${liveLink('$2')}`, [tokenHash, lifetimeSeconds]);
  return rows.length > 0;
}

/** A live link, locked for the rest of the transaction. */
export async function lockAccountLink(
  tx: Queryable,
  tokenHash: string,
  lifetimeSeconds: number,
): Promise<{ issuer: string; subject: string; user_id: string; course_role: 'student' | 'teacher'; window_binding_hash: string | null } | undefined> {
  const { rows } = await tx.query<{ issuer: string; subject: string; user_id: string; course_role: 'student' | 'teacher'; window_binding_hash: string | null }>(
    `SELECT issuer, subject, user_id, course_role, window_binding_hash FROM lti_account_links WHERE token_hash = $1 AND ${liveLink('$2')} FOR UPDATE`,
    [tokenHash, lifetimeSeconds],
  );
  return rows[0];
}

/** The account a platform user has now, locked for the rest of the transaction. */
export async function lockPlatformUser(tx: Queryable, issuer: string, subject: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM lti_users WHERE issuer = $1 AND subject = $2 FOR UPDATE', [issuer, subject]);
  return rows[0]?.user_id;
}

/** Whether the account holds any work: submissions, assessments, classes, students or files. */
export async function accountHasWork(tx: Queryable, userId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM student_assessments WHERE student_id = $1) OR EXISTS (SELECT 1 FROM assessments WHERE creator_id = $1)
       OR EXISTS (SELECT 1 FROM classes WHERE teacher_id = $1) OR EXISTS (SELECT 1 FROM students WHERE teacher_id = $1)
       OR EXISTS (SELECT 1 FROM files WHERE uploaded_by = $1)`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * Gives the platform user the owner's account: their place in classes and the links they launched move along, and
 * the course account (which held nothing) goes, with its sessions and its links in flight.
 */
export async function moveCourseAccount(tx: Queryable, platformUser: { issuer: string; subject: string }, courseAccountId: string, ownerId: string): Promise<void> {
  await tx.query('UPDATE lti_users SET user_id = $3 WHERE issuer = $1 AND subject = $2', [platformUser.issuer, platformUser.subject, ownerId]);
  await tx.query('UPDATE students SET user_id = $2, updated_at = now() WHERE user_id = $1', [courseAccountId, ownerId]);
  await tx.query(
    `UPDATE lti_link_launches l SET user_id = $2 WHERE user_id = $1
     AND NOT EXISTS (SELECT 1 FROM lti_link_launches o WHERE o.user_id = $2 AND o.platform_id = l.platform_id AND o.resource_link_id = l.resource_link_id)`,
    [courseAccountId, ownerId],
  );
  await tx.query('DELETE FROM auth.users WHERE id = $1', [courseAccountId]);
}

// Platform users' accounts and the courses' classes.

/** The account of a platform user (by the platform's issuer and the user's subject) and its role. */
export async function platformUserOf(tx: Queryable, issuer: string, subject: string): Promise<{ user_id: string; role: string } | undefined> {
  const { rows } = await tx.query<{ user_id: string; role: string }>(
    `SELECT l.user_id, COALESCE(r.role, 'student') AS role FROM lti_users l LEFT JOIN user_roles r ON r.user_id = l.user_id
     WHERE l.issuer = $1 AND l.subject = $2`,
    [issuer, subject],
  );
  return rows[0];
}

export async function makeTeacher(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`UPDATE user_roles SET role = 'teacher' WHERE user_id = $1`, [userId]);
  await tx.query(`UPDATE users SET role = 'teacher', updated_at = now() WHERE id = $1`, [userId]);
}

export async function addPlatformUser(tx: Queryable, issuer: string, subject: string, userId: string): Promise<void> {
  await tx.query('INSERT INTO lti_users (issuer, subject, user_id) VALUES ($1, $2, $3)', [issuer, subject, userId]);
}

/** The class a course is, where it has one. */
export async function courseClassOf(tx: Queryable, platformId: string, contextId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ class_id: string }>('SELECT class_id FROM lti_contexts WHERE platform_id = $1 AND context_id = $2', [platformId, contextId]);
  return rows[0]?.class_id;
}

export async function renameClass(tx: Queryable, classId: string, name: string): Promise<void> {
  await tx.query('UPDATE classes SET name = $2, updated_at = now() WHERE id = $1 AND name <> $2', [classId, name]);
}

export async function setMembershipsUrl(tx: Queryable, platformId: string, contextId: string, membershipsUrl: string): Promise<void> {
  await tx.query('UPDATE lti_contexts SET memberships_url = $3 WHERE platform_id = $1 AND context_id = $2', [platformId, contextId, membershipsUrl]);
}

/** Makes the class of a course, in its teacher's school; its id. */
export async function addCourseClass(
  tx: Queryable,
  course: { platformId: string; contextId: string; name: string; description: string; teacherId: string; membershipsUrl: string | null },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO classes (name, description, teacher_id, school_id) VALUES ($1, $2, $3, (SELECT school_id FROM users WHERE id = $3)) RETURNING id`,
    [course.name, course.description, course.teacherId],
  );
  const classId = rows[0]!.id;
  await tx.query('INSERT INTO lti_contexts (platform_id, context_id, class_id, memberships_url) VALUES ($1, $2, $3, $4)', [
    course.platformId,
    course.contextId,
    classId,
    course.membershipsUrl,
  ]);
  return classId;
}

export async function classTeacher(tx: Queryable, classId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ teacher_id: string }>('SELECT teacher_id FROM classes WHERE id = $1', [classId]);
  return rows[0]?.teacher_id;
}

/** The teacher's (oldest) student record of the account, where there is one. */
export async function studentRecordOf(tx: Queryable, teacherId: string, userId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM students WHERE teacher_id = $1 AND user_id = $2 ORDER BY created_at LIMIT 1', [teacherId, userId]);
  return rows[0]?.id;
}

export async function moveStudentRecord(tx: Queryable, recordId: string, classId: string, name: string): Promise<void> {
  await tx.query('UPDATE students SET class_id = $2, name = $3, updated_at = now() WHERE id = $1', [recordId, classId, name]);
}

/** A student record with the class's teacher (in the teacher's school), linked to the account and accepted. */
export async function addStudentRecord(tx: Queryable, record: { teacherId: string; classId: string; name: string; email: string | null; userId: string }): Promise<void> {
  await tx.query(
    `INSERT INTO students (teacher_id, school_id, class_id, name, email, user_id, invitation_status)
     VALUES ($1, (SELECT school_id FROM users WHERE id = $1), $2, $3, $4, $5, 'accepted')`,
    [record.teacherId, record.classId, record.name, record.email, record.userId],
  );
}

export async function takeOutOfClass(tx: Queryable, classId: string, userId: string): Promise<void> {
  await tx.query('UPDATE students SET class_id = NULL, updated_at = now() WHERE class_id = $1 AND user_id = $2', [classId, userId]);
}

/** A course's class and its membership list's address (NRPS), where the course has a class. */
export async function courseContextOf(db: Queryable, platformId: string, contextId: string): Promise<{ class_id: string; memberships_url: string | null } | undefined> {
  const { rows } = await db.query<{ class_id: string; memberships_url: string | null }>(
    'SELECT class_id, memberships_url FROM lti_contexts WHERE platform_id = $1 AND context_id = $2',
    [platformId, contextId],
  );
  return rows[0];
}

/** The accounts of this platform's users in the class other than those present. */
export async function platformUsersInClassBut(tx: Queryable, classId: string, issuer: string, present: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT s.user_id FROM students s JOIN lti_users u ON u.user_id = s.user_id AND u.issuer = $2
     WHERE s.class_id = $1 AND NOT (s.user_id = ANY($3::uuid[]))`,
    [classId, issuer, present],
  );
  return rows.map((row) => row.user_id);
}

export async function markRosterSynced(tx: Queryable, platformId: string, contextId: string): Promise<void> {
  await tx.query('UPDATE lti_contexts SET roster_synced_at = now() WHERE platform_id = $1 AND context_id = $2', [platformId, contextId]);
}

// Registration links: an administrator's one-time links for dynamic registration (only their tokens' hashes kept).

/** Keeps a registration link lasting this long (and forgets links long used or expired); when it expires. */
export async function addRegistrationLink(db: Queryable, tokenHash: string, adminId: string, lifetimeSeconds: number): Promise<string> {
  const { rows } = await db.query<{ expires_at: string }>(
    `INSERT INTO lti_registration_links (token_hash, created_by, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     RETURNING to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at`,
    [tokenHash, adminId, lifetimeSeconds],
  );
  // Links long used or expired are of no further use.
  await db.query(`DELETE FROM lti_registration_links WHERE expires_at < now() - interval '30 days'`);
  return rows[0]!.expires_at;
}

/** Claims an unused, unexpired link for one registration, unless another claimed it in the last two minutes. */
export async function claimRegistrationLinkRow(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE lti_registration_links SET claimed_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND (claimed_at IS NULL OR claimed_at < now() - interval '2 minutes')
     RETURNING token_hash`,
    [tokenHash],
  );
  return rows.length > 0;
}

/** Whether a link is used or expired; undefined when there is no such link. */
export async function registrationLinkState(db: Queryable, tokenHash: string): Promise<{ used: boolean; expired: boolean } | undefined> {
  const { rows } = await db.query<{ used: boolean; expired: boolean }>(
    'SELECT used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM lti_registration_links WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0];
}

export async function completeRegistrationLink(db: Queryable, tokenHash: string, platformId: string): Promise<void> {
  await db.query('UPDATE lti_registration_links SET used_at = now(), platform_id = $2 WHERE token_hash = $1', [tokenHash, platformId]);
}

export async function releaseRegistrationLink(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE lti_registration_links SET claimed_at = NULL WHERE token_hash = $1 AND used_at IS NULL', [tokenHash]);
}

// Gradebook passbacks: the scores releases send to the platforms' gradebooks (AGS).

/**
 * Records the scores a release sends to learning platforms: one for the line item of each resource link through
 * which the student launched the assessment. Other links that open the same assessment (placed twice, or in
 * another course) are other gradebook columns, and get no score the student did not earn through them. A release
 * changed later records the new score again (the same row, pending anew). Called inside the release's transaction; returns the rows to queue once it commits.
 */
export async function recordGradePassbacks(tx: Queryable, studentAssessmentId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO lti_grade_passbacks (student_assessment_id, platform_id, lineitem_url, subject, status)
     SELECT DISTINCT ON (l.lineitem_url) sa.id, l.platform_id, l.lineitem_url, u.subject, 'pending'
     FROM student_assessments sa
     JOIN lti_resource_links l ON l.assessment_id = sa.assessment_id AND l.lineitem_url IS NOT NULL
     JOIN lti_link_launches launched ON launched.platform_id = l.platform_id AND launched.resource_link_id = l.resource_link_id
       AND launched.user_id = sa.student_id
     JOIN lti_platforms p ON p.id = l.platform_id
     JOIN lti_users u ON u.issuer = p.issuer AND u.user_id = sa.student_id
     WHERE sa.id = $1
     ON CONFLICT (student_assessment_id, lineitem_url) DO UPDATE SET status = 'pending', attempts = 0, last_error = NULL, updated_at = now()
     RETURNING id`,
    [studentAssessmentId],
  );
  return rows.map((row) => row.id);
}

/** A recorded passback: the submission, where its score goes, and how far it got. */
export async function passbackOf(
  db: Queryable,
  passbackId: string,
): Promise<{ student_assessment_id: string; platform_id: string; lineitem_url: string; subject: string; status: string } | undefined> {
  const { rows } = await db.query<{ student_assessment_id: string; platform_id: string; lineitem_url: string; subject: string; status: string }>(
    'SELECT student_assessment_id, platform_id, lineitem_url, subject, status FROM lti_grade_passbacks WHERE id = $1',
    [passbackId],
  );
  return rows[0];
}

type ReleasedScore = {
  score_given: number;
  score_maximum: number;
  comment: string | null;
};

/** The released marks of a submission, by the same rule as reports (effective_student_results), and its feedback. */
export async function releasedScore(db: Queryable, studentAssessmentId: string): Promise<ReleasedScore | undefined> {
  const { rows } = await db.query<ReleasedScore>(
    `SELECT COALESCE(e.marks_obtained, 0)::float8 AS score_given, COALESCE(e.total_marks, 0)::float8 AS score_maximum,
       COALESCE(sa.teacher_feedback, sa.overall_comment) AS comment
     FROM student_assessments sa JOIN effective_student_results e ON e.student_assessment_id = sa.id
     WHERE sa.id = $1 AND sa.review_state = 'released'`,
    [studentAssessmentId],
  );
  return rows[0];
}

export async function markPassbackSent(db: Queryable, passbackId: string, score: Pick<ReleasedScore, 'score_given' | 'score_maximum'>): Promise<void> {
  await db.query(
    `UPDATE lti_grade_passbacks SET status = 'sent', attempts = attempts + 1, last_error = NULL, score_given = $2, score_maximum = $3,
       sent_at = now(), updated_at = now() WHERE id = $1`,
    [passbackId, score.score_given, score.score_maximum],
  );
}

/** A failed attempt, its error kept for the teacher to see. */
export async function markPassbackFailed(db: Queryable, passbackId: string, message: string): Promise<void> {
  await db.query(
    `UPDATE lti_grade_passbacks SET status = 'failed', attempts = attempts + 1, last_error = $2, updated_at = now() WHERE id = $1`,
    [passbackId, message],
  );
}

export type PassbackView = {
  id: string;
  student_assessment_id: string;
  student_name: string;
  platform: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  score_given: number | null;
  score_maximum: number | null;
  updated_at: string;
};

/** The gradebook passbacks of an assessment's submissions, with their students, by student name. */
export async function passbacksOfAssessment(db: Queryable, assessmentId: string): Promise<(PassbackView & { student_id: string })[]> {
  const { rows } = await db.query<PassbackView & { student_id: string }>(
    `SELECT p.id, p.student_assessment_id, sa.student_id, ${STUDENT_NAME_SQL} AS student_name,
       pl.name AS platform, p.status, p.attempts, p.last_error, p.score_given::float8 AS score_given, p.score_maximum::float8 AS score_maximum,
       to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
     FROM lti_grade_passbacks p
     JOIN student_assessments sa ON sa.id = p.student_assessment_id
     JOIN users u ON u.id = sa.student_id
     JOIN lti_platforms pl ON pl.id = p.platform_id
     WHERE sa.assessment_id = $1 ORDER BY student_name, p.created_at`,
    [assessmentId],
  );
  return rows;
}
