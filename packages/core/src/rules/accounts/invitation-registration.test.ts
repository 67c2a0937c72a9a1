import { describe, expect, it } from 'vitest';
import { validateInvitationRegistration, type InvitationRegistrationForm } from './invitation-registration.js';

const form: InvitationRegistrationForm = {
  firstName: 'Sam',
  lastName: 'Student',
  email: 'sam@example.com',
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
  invitationCode: 'ABC123',
  agreeToTerms: true,
};

describe('validateInvitationRegistration', () => {
  it('needs first name, last name, email, password and code', () => {
    for (const field of ['firstName', 'lastName', 'email', 'password', 'invitationCode'] as const) {
      expect(validateInvitationRegistration({ ...form, [field]: '' }, true)).toBe('Please fill in all required fields');
    }
  });

  it('checks match, length, terms and the verified code in that order', () => {
    expect(validateInvitationRegistration({ ...form, confirmPassword: 'other' }, true)).toBe('Passwords do not match');
    expect(validateInvitationRegistration({ ...form, password: 'Pass1', confirmPassword: 'Pass1' }, true)).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateInvitationRegistration({ ...form, agreeToTerms: false }, true)).toBe(
      'You must agree to the terms and conditions',
    );
    expect(validateInvitationRegistration(form, false)).toBe('Invalid invitation code. Please check and try again.');
    expect(validateInvitationRegistration(form, true)).toBeNull();
  });
});
