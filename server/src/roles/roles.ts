import type { Queryable } from '../db/index.js';
import { hasRole, roleOf, ROLES, type Role } from '../auth/users.js';

export { hasRole, roleOf, ROLES, type Role };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export class RoleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sets a user's role (each user has one). Only an administrator may (grantedBy null means the server itself,
 * e.g. demo data). users.role mirrors it for the fallback read.
 */
export async function grantRole(db: Queryable, grantedBy: string | null, userId: string, role: Role): Promise<Role> {
  if (!isRole(role)) throw new RoleError(400, `Unknown role: ${String(role)}`);
  if (grantedBy !== null && !(await hasRole(db, grantedBy, 'admin'))) {
    throw new RoleError(403, 'Only an administrator can grant roles');
  }
  if (grantedBy !== null && grantedBy === userId && role !== 'admin') {
    throw new RoleError(400, 'Administrators cannot remove their own admin role');
  }
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  if (rows.length === 0) throw new RoleError(404, 'User not found');
  await db.query(
    `INSERT INTO user_roles (user_id, role, granted_by) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, granted_by = EXCLUDED.granted_by`,
    [userId, role, grantedBy],
  );
  await db.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [userId, role]);
  return role;
}

export async function createSchool(db: Queryable, name: string): Promise<{ id: string; name: string }> {
  const { rows } = await db.query<{ id: string; name: string }>('INSERT INTO schools (name) VALUES ($1) RETURNING id, name', [name]);
  return rows[0]!;
}

export type SchoolMemberRole = 'school_admin' | 'teacher' | 'student';

export async function addSchoolMember(db: Queryable, schoolId: string, userId: string, role: SchoolMemberRole): Promise<void> {
  await db.query(
    `INSERT INTO school_members (school_id, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (school_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
    [schoolId, userId, role],
  );
  await db.query('UPDATE users SET school_id = $2, updated_at = now() WHERE id = $1', [userId, schoolId]);
}

export async function schoolMembers(db: Queryable, schoolId: string): Promise<{ user_id: string; email: string; role: SchoolMemberRole }[]> {
  const { rows } = await db.query<{ user_id: string; email: string; role: SchoolMemberRole }>(
    `SELECT m.user_id, u.email, m.role FROM school_members m JOIN users u ON u.id = m.user_id
     WHERE m.school_id = $1 ORDER BY u.email`,
    [schoolId],
  );
  return rows;
}
