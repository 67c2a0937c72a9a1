import type { Role } from '../../schemas/role.js';

export const MANAGEMENT_ROLES: readonly Role[] = ['teacher', 'admin', 'school_admin'];
export const MANAGEMENT_ACCESS_DENIED = 'You do not have permission to access the management section';

/** The management area is for teachers, admins and school admins, whatever the role's case (spec 02 §6). */
export function canAccessManagement(role: string | null | undefined): boolean {
  const value = (role ?? '').trim().toLowerCase();
  return (MANAGEMENT_ROLES as readonly string[]).includes(value);
}
