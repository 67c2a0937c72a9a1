import { describe, expect, it } from 'vitest';
import {
  invitationRegistrationFormSchema,
  invitationSignUpMetadataSchema,
  registrationFormSchema,
  signUpMetadataSchema,
  signUpRoleSchema,
  userMetadataSchema,
  userRoleRecordSchema,
  userSessionSchema,
} from './user.js';

describe('sign-up metadata', () => {
  it('sets is_independent when the role is student', () => {
    expect(signUpMetadataSchema.parse({ firstName: 'Ada', lastName: 'Lovelace', role: 'student' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      full_name: 'Ada Lovelace',
      role: 'student',
      is_independent: true,
    });
    expect(signUpMetadataSchema.parse({ firstName: 'T', lastName: 'Eacher', role: 'teacher' }).is_independent).toBe(false);
  });

  it('turns any role outside admin, teacher, student, independent_student into student', () => {
    expect(signUpRoleSchema.parse('independent_student')).toBe('independent_student');
    expect(signUpRoleSchema.parse('school_admin')).toBe('student');
    expect(signUpRoleSchema.parse(undefined)).toBe('student');
    expect(signUpMetadataSchema.parse({ firstName: 'A', lastName: 'B', role: 'owner' }).role).toBe('student');
  });

  it('gives invitation sign-ups firstName, lastName, role student and the code', () => {
    expect(invitationSignUpMetadataSchema.parse({ firstName: 'Ada', lastName: 'L', invitationCode: 'c0de' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      role: 'student',
      invitation_code: 'c0de',
    });
  });
});

describe('user session', () => {
  it('keeps every name form of the metadata and unknown fields', () => {
    const metadata = userMetadataSchema.parse({ given_name: 'Ada', family_name: 'L', picture: 'x.png', role: 'teacher' });
    expect(metadata).toMatchObject({ given_name: 'Ada', family_name: 'L', picture: 'x.png', role: 'teacher' });
  });

  it('reads a role record with one of the known roles', () => {
    expect(userRoleRecordSchema.parse({ user_id: 'u', role: 'teacher' })).toEqual({ user_id: 'u', role: 'teacher' });
    expect(userRoleRecordSchema.safeParse({ user_id: 'u', role: 'parent' }).success).toBe(false);
  });

  it('reads an unknown role as null', () => {
    expect(userSessionSchema.parse({ id: 'u', email: 'a@b.c', metadata: {}, role: 'wizard' }).role).toBeNull();
    expect(userSessionSchema.parse({ id: 'u', email: null, metadata: {}, role: 'school_admin' }).role).toBe('school_admin');
  });
});

describe('registration forms', () => {
  it('start empty with role student and the terms not agreed', () => {
    expect(registrationFormSchema.parse({})).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      organizationName: '',
      role: 'student',
      agreeToTerms: false,
    });
    expect(registrationFormSchema.safeParse({ role: 'teacher' }).success).toBe(false);
    expect(invitationRegistrationFormSchema.parse({ invitationCode: 'abc' })).toMatchObject({ invitationCode: 'abc', agreeToTerms: false });
  });
});
