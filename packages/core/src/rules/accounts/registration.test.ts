import { describe, expect, it } from 'vitest';
import {
  validateRegistrationAccountSetup,
  validateRegistrationPersonalInfo,
  validateRegistrationStep,
  validateRegistrationSubmit,
  type RegistrationForm,
} from './registration.js';
import { confirmPasswordMismatch } from './texts.js';
import { registrationPasswordStrength } from './registration-strength.js';

const complete: RegistrationForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Engine123',
  confirmPassword: 'Engine123',
  role: 'student',
  agreeToTerms: true,
};

describe('registration wizard', () => {
  it('step 0 needs first name, last name and email', () => {
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      expect(validateRegistrationPersonalInfo({ ...complete, [field]: ' ' })).toBe('Please fill in all required fields');
    }
    expect(validateRegistrationPersonalInfo({ ...complete, password: '', role: '' })).toBeNull();
  });

  it('step 1 needs every required field including role', () => {
    for (const field of ['password', 'confirmPassword', 'role', 'email'] as const) {
      expect(validateRegistrationAccountSetup({ ...complete, [field]: '' })).toBe('Please fill in all required fields');
    }
  });

  it('step 1 checks the match before the length', () => {
    expect(validateRegistrationAccountSetup({ ...complete, confirmPassword: 'Engine124' })).toBe('Passwords do not match');
    expect(validateRegistrationAccountSetup({ ...complete, password: 'short', confirmPassword: 'shorter' })).toBe(
      'Passwords do not match',
    );
    expect(validateRegistrationAccountSetup({ ...complete, password: 'Short1a', confirmPassword: 'Short1a' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateRegistrationAccountSetup({ ...complete, password: 'Exactly8', confirmPassword: 'Exactly8' })).toBeNull();
  });

  it('submit needs the terms agreed after the earlier steps pass', () => {
    expect(validateRegistrationSubmit({ ...complete, agreeToTerms: false })).toBe('You must agree to the terms and conditions');
    expect(validateRegistrationSubmit({ ...complete, firstName: '', agreeToTerms: false })).toBe(
      'Please fill in all required fields',
    );
    expect(validateRegistrationSubmit(complete)).toBeNull();
  });

  it('validateRegistrationStep picks the rule of each step', () => {
    const form = { ...complete, password: '', agreeToTerms: false };
    expect(validateRegistrationStep(0, form)).toBeNull();
    expect(validateRegistrationStep(1, form)).toBe('Please fill in all required fields');
    expect(validateRegistrationStep(2, { ...complete, agreeToTerms: false })).toBe('You must agree to the terms and conditions');
  });
});

describe('confirmPasswordMismatch', () => {
  it('stays quiet while the confirmation is empty or equal', () => {
    expect(confirmPasswordMismatch('Engine123', '')).toBeNull();
    expect(confirmPasswordMismatch('Engine123', 'Engine123')).toBeNull();
  });

  it('says the passwords differ once something different is typed', () => {
    expect(confirmPasswordMismatch('Engine123', 'E')).toBe('Passwords do not match');
  });
});

describe('registrationPasswordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 25, 'Weak'],
    ['abcdefgh', 50, 'Medium'],
    ['abcdefgH', 75, 'Strong'],
    ['ABC1', 50, 'Medium'],
    ['Abcdefg1', 100, 'Strong'],
    ['12345678', 50, 'Medium'],
    ['1', 25, 'Weak'],
  ])('%j scores %i, %s', (password, score, label) => {
    expect(registrationPasswordStrength(password)).toEqual({ score, label });
  });
});
