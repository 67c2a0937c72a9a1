// The demo accounts sit with the configuration, below auth (which keeps them local-only) and the demo seeding
// (which creates them); their roles are checked against auth's and roles' types where the seeding grants them.

export const DEMO_PASSWORD = 'Assess-demo-2026';
export const DEMO_SCHOOL = 'Demo School';

/** The demo accounts: their password is published, so they are a development feature, reachable from this machine only. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'admin', member: 'school_admin', firstName: 'Ada', lastName: 'Admin' },
  { email: 'teacher@demo.test', role: 'teacher', member: 'teacher', firstName: 'Tom', lastName: 'Teacher' },
  { email: 'student@demo.test', role: 'student', member: 'student', firstName: 'Sam', lastName: 'Student' },
  { email: 'student2@demo.test', role: 'student', member: 'student', firstName: 'Sasha', lastName: 'Student' },
] as const;

export function isDemoAccount(email: string): boolean {
  return DEMO_ACCOUNTS.some((account) => account.email === email);
}
