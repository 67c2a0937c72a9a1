import { describe, expect, it } from 'vitest';
import {
  AUTH_SIGN_UP_MIN_PASSWORD_LENGTH,
  buildInvitationSignUpMetadata,
  buildSignUpMetadata,
  normaliseSignUpRole,
  signUpErrorMessage,
  validateSignUpInput,
} from './sign-up.js';

describe('sign-up service-layer checks', () => {
  it('needs both email and password', () => {
    expect(validateSignUpInput('', 'secret1')).toBe('Email and password are required');
    expect(validateSignUpInput('a@b.co', '')).toBe('Email and password are required');
    expect(validateSignUpInput('   ', 'secret1')).toBe('Email and password are required');
  });

  it('needs at least 6 characters of password', () => {
    expect(AUTH_SIGN_UP_MIN_PASSWORD_LENGTH).toBe(6);
    expect(validateSignUpInput('a@b.co', '12345')).toBe('Password must be at least 6 characters long');
    expect(validateSignUpInput('a@b.co', '123456')).toBeNull();
  });

  it('needs an address that looks like an e-mail', () => {
    for (const email of ['ann', 'ann@', 'ann@school', '@school.example', 'ann smith@school.example']) {
      expect(validateSignUpInput(email, 'secret1')).toBe('Please enter a valid email address');
    }
    expect(validateSignUpInput(' ann@school.example ', 'secret1')).toBeNull();
  });
});

describe('sign-up role and metadata', () => {
  it('keeps the four sign-up roles and turns anything else into student', () => {
    expect(['admin', 'teacher', 'independent_student', 'Teacher', 'school_admin', 'parent', undefined, 42].map((value) => normaliseSignUpRole(value))).toEqual(['admin', 'teacher', 'independent_student', 'teacher', 'student', 'student', 'student', 'student']);
  });

  it('builds first_name, last_name, name, full_name, role and is_independent', () => {
    expect(buildSignUpMetadata({ firstName: ' Ada ', lastName: 'Lovelace', role: 'student' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      full_name: 'Ada Lovelace',
      role: 'student',
      is_independent: true,
    });
    expect(buildSignUpMetadata({ firstName: 'Alan', lastName: 'Turing', role: 'teacher' })).toMatchObject({ role: 'teacher', is_independent: false });
    expect(buildSignUpMetadata({ firstName: 'Kim', role: 'independent_student' })).toMatchObject({
      name: 'Kim',
      full_name: 'Kim',
      is_independent: false,
    });
    expect(buildSignUpMetadata({ role: 'owner' })).toMatchObject({ role: 'student', is_independent: true, name: '' });
  });

  it('builds the invitation metadata with firstName, lastName, role student and the code', () => {
    expect(buildInvitationSignUpMetadata(' INV-42 ', 'Grace', 'Hopper')).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'student',
      invitation_code: 'INV-42',
    });
  });
});

describe('sign-up error texts', () => {
  it('recognises an address that is already registered', () => {
    const text = 'This email is already registered. Please try signing in instead.';
    expect(signUpErrorMessage('User already registered', 'user_already_exists')).toBe(text);
    expect(signUpErrorMessage('A user with this email address has already been registered')).toBe(text);
    expect(signUpErrorMessage('Something', 'email_exists')).toBe(text);
  });

  it('recognises database errors and constraint violations', () => {
    expect(signUpErrorMessage('Database error saving new user')).toBe(
      'There was a problem creating your account. Please try again or contact support.',
    );
    expect(signUpErrorMessage('duplicate key value violates unique constraint "profiles_pkey"')).toBe(
      'Invalid account information provided. Please check your details and try again.',
    );
  });

  it("passes the provider's message through, else 'Failed to create account'", () => {
    expect(signUpErrorMessage('Signups not allowed for this instance', 'signup_disabled')).toBe('Signups not allowed for this instance');
    expect(signUpErrorMessage('')).toBe('Failed to create account');
  });
});
