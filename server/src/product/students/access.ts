import type { Queryable } from '../../db/index.js';
import { roleOf } from '../../roles/roles.js';
import { forbidden } from '../docs/errors.js';

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
