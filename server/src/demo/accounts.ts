import type { Role } from '../auth/users.js';
import type { SchoolMemberRole } from '../roles/roles.js';

export const DEMO_PASSWORD = 'Assess-demo-2026';
export const DEMO_SCHOOL = 'Demo School';

/** The demo accounts: their password is published, so they are a development feature, reachable from this machine only. */
export const DEMO_ACCOUNTS: { email: string; role: Role; member: SchoolMemberRole; firstName: string; lastName: string }[] = [
  { email: 'admin@demo.test', role: 'admin', member: 'school_admin', firstName: 'Ada', lastName: 'Admin' },
  { email: 'teacher@demo.test', role: 'teacher', member: 'teacher', firstName: 'Tom', lastName: 'Teacher' },
  { email: 'student@demo.test', role: 'student', member: 'student', firstName: 'Sam', lastName: 'Student' },
  { email: 'student2@demo.test', role: 'student', member: 'student', firstName: 'Sasha', lastName: 'Student' },
];

export function isDemoAccount(email: string): boolean {
  return DEMO_ACCOUNTS.some((account) => account.email === email);
}
