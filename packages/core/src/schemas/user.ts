import { z } from 'zod';
import { SIGN_UP_ROLES, roleSchema } from './role.js';
import { maybe, maybeBoolean, maybeText } from './lenient.js';

/** The user metadata a session may carry; providers name the parts of a name differently. */
export const userMetadataSchema = z
  .looseObject({
    first_name: maybeText(),
    last_name: maybeText(),
    firstName: maybeText(),
    lastName: maybeText(),
    full_name: maybeText(),
    name: maybeText(),
    given_name: maybeText(),
    family_name: maybeText(),
    role: maybeText(),
    is_independent: maybeBoolean(),
    invitation_code: maybeText(),
  })
  .meta({ id: 'UserMetadata', description: 'Metadata kept with a user account' });
export type UserMetadata = z.output<typeof userMetadataSchema>;

/** A role record: user_roles (user_id, role), with users (id, role) as the fall-back. */
export const userRoleRecordSchema = z.object({ user_id: z.string(), role: roleSchema }).meta({ id: 'UserRoleRecord', description: 'A row of user_roles' });
export type UserRoleRecord = z.infer<typeof userRoleRecordSchema>;

/** The signed-in user as the screens see it: id, email, metadata and the role decided for display. */
export const userSessionSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  metadata: userMetadataSchema,
  role: maybe(roleSchema)
    .transform((role) => role ?? null)
    .pipe(roleSchema.nullable()),
});
export type UserSession = z.output<typeof userSessionSchema>;

/** A sign-up role: one of admin, teacher, student, independent_student; anything else becomes student. */
export const signUpRoleSchema = z.enum(SIGN_UP_ROLES).catch('student').meta({ id: 'SignUpRole' });
export type SignUpRole = z.output<typeof signUpRoleSchema>;

/** Sign-up metadata (spec 01 §3): is_independent is true when the role is student. */
export const signUpMetadataSchema = z
  .object({ firstName: z.string().trim(), lastName: z.string().trim(), role: signUpRoleSchema })
  .transform(({ firstName, lastName, role }) => {
    const fullName = [firstName, lastName].filter(Boolean).join(' ');
    return { first_name: firstName, last_name: lastName, name: fullName, full_name: fullName, role, is_independent: role === 'student' };
  })
  .pipe(
    z
      .object({ first_name: z.string(), last_name: z.string(), name: z.string(), full_name: z.string(), role: z.enum(SIGN_UP_ROLES), is_independent: z.boolean() })
      .meta({ id: 'SignUpMetadata', description: 'Metadata sent with a sign-up' }),
  );
export type SignUpMetadata = z.output<typeof signUpMetadataSchema>;

/** Invitation sign-up metadata: the student's names, role student and the invitation code (decision 10). */
export const invitationSignUpMetadataSchema = z
  .object({ firstName: z.string().trim(), lastName: z.string().trim(), invitationCode: z.string().trim() })
  .transform(({ firstName, lastName, invitationCode }) => ({ firstName, lastName, role: 'student' as const, invitation_code: invitationCode }))
  .pipe(
    z
      .object({ firstName: z.string(), lastName: z.string(), role: z.literal('student'), invitation_code: z.string() })
      .meta({ id: 'InvitationSignUpMetadata', description: 'Metadata sent with a sign-up through an invitation' }),
  );
export type InvitationSignUpMetadata = z.output<typeof invitationSignUpMetadataSchema>;

/** The registration wizard's fields; only the student role is offered. Validation messages live in rules/. */
export const registrationFormSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  password: z.string().default(''),
  confirmPassword: z.string().default(''),
  organizationName: z.string().default(''),
  role: z.literal('student').default('student'),
  agreeToTerms: z.boolean().default(false),
});
export type RegistrationFormFields = z.output<typeof registrationFormSchema>;

/** The invitation registration's fields. */
export const invitationRegistrationFormSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  password: z.string().default(''),
  confirmPassword: z.string().default(''),
  invitationCode: z.string().default(''),
  agreeToTerms: z.boolean().default(false),
});
export type InvitationRegistrationFormFields = z.output<typeof invitationRegistrationFormSchema>;
