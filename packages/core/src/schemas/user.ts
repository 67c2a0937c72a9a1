import { z } from 'zod/mini';
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
  }).check(z.meta({ id: 'UserMetadata', description: 'Metadata kept with a user account' }));
export type UserMetadata = z.output<typeof userMetadataSchema>;

/** A role record: user_roles (user_id, role), with users (id, role) as the fall-back. */
export const userRoleRecordSchema = z.object({ user_id: z.string(), role: roleSchema }).check(z.meta({ id: 'UserRoleRecord', description: 'A row of user_roles' }));
export type UserRoleRecord = z.infer<typeof userRoleRecordSchema>;

/** The signed-in user as the screens see it: id, email, metadata and the role decided for display. */
export const userSessionSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  metadata: userMetadataSchema,
  role: z.pipe(z.pipe(maybe(roleSchema), z.transform((role) => role ?? null)), z.nullable(roleSchema)),
});
export type UserSession = z.output<typeof userSessionSchema>;

/** A sign-up role: one of admin, teacher, student, independent_student; anything else becomes student. */
export const signUpRoleSchema = z.catch(z.enum(SIGN_UP_ROLES), 'student').check(z.meta({ id: 'SignUpRole' }));
export type SignUpRole = z.output<typeof signUpRoleSchema>;

/** Sign-up metadata (spec 01 §3): is_independent is true when the role is student. */
export const signUpMetadataSchema = z.pipe(z.pipe(z.object({ firstName: z.string().check(z.trim()), lastName: z.string().check(z.trim()), role: signUpRoleSchema }), z.transform(({ firstName, lastName, role }) => {
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return { first_name: firstName, last_name: lastName, name: fullName, full_name: fullName, role, is_independent: role === 'student' };
})), z
      .object({ first_name: z.string(), last_name: z.string(), name: z.string(), full_name: z.string(), role: z.enum(SIGN_UP_ROLES), is_independent: z.boolean() }).check(z.meta({ id: 'SignUpMetadata', description: 'Metadata sent with a sign-up' })));
export type SignUpMetadata = z.output<typeof signUpMetadataSchema>;

/** Invitation sign-up metadata: the student's names, role student and the invitation code (decision 10). */
export const invitationSignUpMetadataSchema = z.pipe(z.pipe(z.object({ firstName: z.string().check(z.trim()), lastName: z.string().check(z.trim()), invitationCode: z.string().check(z.trim()) }), z.transform(({ firstName, lastName, invitationCode }) => ({ firstName, lastName, role: 'student' as const, invitation_code: invitationCode }))), z
      .object({ firstName: z.string(), lastName: z.string(), role: z.literal('student'), invitation_code: z.string() }).check(z.meta({ id: 'InvitationSignUpMetadata', description: 'Metadata sent with a sign-up through an invitation' })));
export type InvitationSignUpMetadata = z.output<typeof invitationSignUpMetadataSchema>;

/** The registration wizard's fields; only the student role is offered. Validation messages live in rules/. */
export const registrationFormSchema = z.object({
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  password: z._default(z.string(), ''),
  confirmPassword: z._default(z.string(), ''),
  organizationName: z._default(z.string(), ''),
  role: z._default(z.literal('student'), 'student'),
  agreeToTerms: z._default(z.boolean(), false),
});
export type RegistrationFormFields = z.output<typeof registrationFormSchema>;

/** The invitation registration's fields. */
export const invitationRegistrationFormSchema = z.object({
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  password: z._default(z.string(), ''),
  confirmPassword: z._default(z.string(), ''),
  invitationCode: z._default(z.string(), ''),
  agreeToTerms: z._default(z.boolean(), false),
});
export type InvitationRegistrationFormFields = z.output<typeof invitationRegistrationFormSchema>;
