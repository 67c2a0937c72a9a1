import type { Queryable } from '../../db/index.js';
import { roleOf } from '../../roles/roles.js';
import { forbidden } from './errors.js';

/** The roles that may use the management section (spec 02 §6), compared in any letter case. */
export const MANAGEMENT_ROLES = ['teacher', 'admin', 'school_admin'] as const;

export const MANAGEMENT_FORBIDDEN = 'You do not have permission to access the management section';

/** The caller's role from the server's own records (decision 7), lower-cased; student when none is kept. */
export async function serverRoleOf(db: Queryable, userId: string): Promise<string> {
  return ((await roleOf(db, userId)) ?? 'student').toLowerCase();
}

export function isManagementRole(role: string): boolean {
  return (MANAGEMENT_ROLES as readonly string[]).includes(role.toLowerCase());
}

/** SQL: the lower-cased role `role` (a text expression) is a management role, by the rule of isManagementRole. */
export function isManagementRoleSql(role: string): string {
  return `${role} IN (${MANAGEMENT_ROLES.map((name) => `'${name}'`).join(', ')})`;
}

/** SQL: the user `viewer` (a uuid expression) has a management role, as serverRoleOf and isManagementRole read it. */
export function managementRoleSql(viewer: string): string {
  return `EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${viewer} AND ${isManagementRoleSql('lower(r.role)')})`;
}

/** SQL: the user's role as serverRoleOf reads it (lower-cased; student when none is kept). */
export function serverRoleSql(viewer: string): string {
  return `coalesce((SELECT lower(r.role) FROM user_roles r WHERE r.user_id = ${viewer}), 'student')`;
}

/** Throws the specification's 403 unless the role (serverRoleOf's reading) may manage classes and students. */
export function requireManagement(role: string): string {
  if (!isManagementRole(role)) throw forbidden(MANAGEMENT_FORBIDDEN);
  return role;
}

/** Throws the specification's 403 unless the user may manage classes and students; gives the role. */
export async function requireManagementRole(db: Queryable, userId: string): Promise<string> {
  return requireManagement(await serverRoleOf(db, userId));
}

/**
 * SQL for "the caller may see records owned by this teacher and kept in this school":
 * the owner, an administrator, or an administrator of the record's school.
 * Placeholders: $1 is the caller's id. `alias` is the table holding teacher_id and school_id.
 */
export function recordVisibleSql(alias: string, viewer = '$1'): string {
  return `(${alias}.teacher_id = ${viewer}
    OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${viewer} AND lower(r.role) = 'admin')
    OR EXISTS (SELECT 1 FROM school_members m JOIN user_roles r ON r.user_id = m.user_id
               WHERE m.user_id = ${viewer} AND m.role = 'school_admin' AND lower(r.role) = 'school_admin'
                 AND m.school_id = ${alias}.school_id))`;
}

/**
 * SQL selecting the user ids of students whose work the viewer may see (decision 15): the viewer's own id,
 * every linked account in a student record the viewer may see (their own records; for school
 * administrators, their school's records), and for administrators every user.
 */
export function visibleStudentUsersSql(viewer = '$1'): string {
  return `(SELECT ${viewer}::uuid
    UNION SELECT s.user_id FROM students s WHERE s.user_id IS NOT NULL AND ${recordVisibleSql('s', viewer)}
    UNION SELECT u.id FROM users u WHERE EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${viewer} AND lower(r.role) = 'admin'))`;
}

/**
 * Whether a viewer may see the submissions, reports and analytics of a student's account: their own,
 * a teacher whose student record is linked to that account, a school administrator of that record's school,
 * or an administrator.
 */
export async function maySeeStudentWork(db: Queryable, viewerId: string, studentUserId: string): Promise<boolean> {
  if (viewerId === studentUserId) return true;
  const { rows } = await db.query(`SELECT 1 WHERE $2::uuid IN ${visibleStudentUsersSql('$1::uuid')}`, [viewerId, studentUserId]);
  return rows.length > 0;
}

/**
 * Whether a viewer reviews a student's work (decision 14): a teacher, school administrator or administrator who
 * may see it, never the student themselves. Callers check maySeeStudentWork first.
 */
export async function reviewsStudentWork(db: Queryable, viewerId: string, studentUserId: string): Promise<boolean> {
  return studentUserId !== viewerId && isManagementRole(await serverRoleOf(db, viewerId));
}

/** SQL: the assessment aliased `alias` is set for a class holding a student record linked to the viewer. */
export function assignedToViewerSql(alias: string, viewer: string): string {
  return `EXISTS (SELECT 1 FROM class_assessments ca JOIN students st ON st.class_id = ca.class_id
    WHERE ca.assessment_id = ${alias}.id AND st.user_id = ${viewer})`;
}

/**
 * SQL: the accounts whose work the viewer sees (decision 15) as one uuid[], the viewer's own id first. A query
 * that reads it once (a materialised WITH list, or a sub-select PostgreSQL runs once) compares rows with
 * `= ANY(...)`, planned like a parameter of a few ids rather than as a join on an over-estimated sub-select.
 */
export function visibleStudentIdsSql(viewer: string): string {
  return `(ARRAY[${viewer}::uuid] || ARRAY(SELECT v FROM ${visibleStudentUsersSql(`${viewer}::uuid`)} AS visible(v) WHERE v <> ${viewer}::uuid))`;
}

/**
 * The accounts whose work the viewer sees (decision 15), their own first. Queries take this list as a
 * parameter rather than as a sub-select: PostgreSQL would otherwise over-estimate and JIT-compile small queries.
 */
export async function visibleStudentIds(db: Queryable, viewerId: string): Promise<string[]> {
  const { rows } = await db.query<{ ids: string[] }>(`SELECT ${visibleStudentIdsSql('$1')} AS ids`, [viewerId]);
  return rows[0]!.ids;
}

/**
 * Whether the viewer sees the assessment's work: its creator, a student who submitted it, or their teacher.
 * A student who sees it only because it is set for their class does not, until they submit.
 */
export async function seesAssessmentWork(db: Queryable, viewerId: string, assessmentId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM assessments a WHERE a.id = $2 AND (a.creator_id = ANY($1::uuid[])
       OR EXISTS (SELECT 1 FROM student_assessments sa WHERE sa.assessment_id = a.id AND sa.student_id = ANY($1::uuid[])))`,
    [await visibleStudentIds(db, viewerId), assessmentId],
  );
  return rows.length > 0;
}

/** Whether the viewer sees the assessment: its work (above), or as one set for their class. */
export async function canSeeAssessment(db: Queryable, viewerId: string, assessmentId: string): Promise<boolean> {
  if (await seesAssessmentWork(db, viewerId, assessmentId)) return true;
  const { rows } = await db.query(`SELECT 1 FROM assessments a WHERE a.id = $2 AND ${assignedToViewerSql('a', '$1::uuid')}`, [viewerId, assessmentId]);
  return rows.length > 0;
}

/** The files of an assessment that give its answers away: kept from a student until they have submitted it. */
export const ANSWER_FILE_TYPES: readonly string[] = ['mark_scheme', 'generated_mark_scheme', 'generated_solutions'];

export async function canSeeSubmission(db: Queryable, viewerId: string, studentAssessmentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM student_assessments WHERE id = $2 AND student_id = ANY($1::uuid[])', [
    await visibleStudentIds(db, viewerId),
    studentAssessmentId,
  ]);
  return rows.length > 0;
}
