import { z } from 'zod/mini';

/** The roles a school administrator gives the school's members on the Staff screen. */
export const STAFF_ROLES = ['teacher', 'school_admin', 'student'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES).check(z.meta({ id: 'StaffRole', description: "A member's role in their school" }));
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The roles an invitation by e-mail may give: staff, never a student (students join with their teacher's code). */
export const INVITED_ROLES = ['teacher', 'school_admin'] as const satisfies readonly StaffRole[];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = { teacher: 'Teacher', school_admin: 'Administrator', student: 'Student' };

export const STAFF_MESSAGES = {
  onlyAdministrators: "Only a school's administrators can manage its staff",
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: 'Choose Teacher or Administrator',
  notMember: 'No member of your school has this id',
  ownRole: 'You cannot change your own role: ask another administrator',
  alreadyMember: (email: string) => `${email} is already a member of your school: change their role in the list`,
  alreadyRegistered: (email: string) => `${email} already has an Assess account outside your school`,
  invited: (email: string) => `Invitation sent to ${email}`,
  roleChanged: (name: string, role: StaffRole) => `${name} is now ${role === 'school_admin' ? 'an administrator' : `a ${role}`}`,
} as const;

/** POST /api/school/staff/invitations: invite a teacher or administrator by e-mail. */
export const staffInvitationRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, STAFF_MESSAGES.emailRequired), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, STAFF_MESSAGES.emailInvalid)),
  first_name: z._default(z.string().check(z.trim()), ''),
  last_name: z._default(z.string().check(z.trim()), ''),
  role: z.enum(INVITED_ROLES, STAFF_MESSAGES.roleInvalid),
}).check(z.meta({ id: 'StaffInvitationRequest', description: 'Invite a teacher or administrator to the school by e-mail' }));
export type StaffInvitationRequest = z.input<typeof staffInvitationRequestSchema>;

/** PUT /api/school/staff/{userId}/role. */
export const staffRoleRequestSchema = z.object({ role: staffRoleSchema }).check(z.meta({ id: 'StaffRoleRequest', description: "Change a member's role in the school" }));

export const staffMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: staffRoleSchema,
  status: z.enum(['active', 'invited']).check(z.describe('invited until the invitation is accepted')),
}).check(z.meta({ id: 'StaffMember', description: "A member of the administrator's school" }));
export type StaffMember = z.output<typeof staffMemberSchema>;

export const staffListSchema = z.object({
  school: z.object({ id: z.string(), name: z.string() }),
  members: z.array(staffMemberSchema),
}).check(z.meta({ id: 'StaffList', description: "The administrator's school and its members" }));
export type StaffList = z.output<typeof staffListSchema>;
