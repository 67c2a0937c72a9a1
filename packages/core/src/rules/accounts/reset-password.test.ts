import { describe, expect, it } from 'vitest';
import { unmetResetPasswordRequirements, validateResetPasswordForm } from './reset-password.js';
import { resetPasswordStrength } from './reset-password-strength.js';

describe('unmetResetPasswordRequirements', () => {
  it('lists every requirement an empty password misses', () => {
    expect(unmetResetPasswordRequirements('')).toEqual([
      'Must be at least 8 characters long',
      'Must contain at least one lowercase letter',
      'Must contain at least one uppercase letter',
      'Must contain at least one number',
    ]);
  });

  it('names only what is missing', () => {
    expect(unmetResetPasswordRequirements('abcdefgh')).toEqual([
      'Must contain at least one uppercase letter',
      'Must contain at least one number',
    ]);
    expect(unmetResetPasswordRequirements('ABCDEFG1')).toEqual(['Must contain at least one lowercase letter']);
    expect(unmetResetPasswordRequirements('Abc1')).toEqual(['Must be at least 8 characters long']);
    expect(unmetResetPasswordRequirements('Abcdefg1')).toEqual([]);
  });
});

describe('validateResetPasswordForm', () => {
  it('needs both fields', () => {
    expect(validateResetPasswordForm({ password: '', confirmPassword: 'x' })).toBe('Please fill in all fields');
    expect(validateResetPasswordForm({ password: 'x', confirmPassword: '' })).toBe('Please fill in all fields');
  });

  it('needs matching passwords that meet the requirements', () => {
    expect(validateResetPasswordForm({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toBe('Passwords do not match');
    expect(validateResetPasswordForm({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(
      'Password does not meet security requirements',
    );
    expect(validateResetPasswordForm({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toBeNull();
  });
});

describe('resetPasswordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 0, 'Weak'],
    ['abcdefgh', 1, 'Weak'],
    ['abcdefgH', 2, 'Fair'],
    ['Abcdefg1', 3, 'Good'],
    ['Abcdefg1!', 4, 'Strong'],
    ['Abcdefghijk1', 4, 'Strong'],
    ['abcdefghijklmnop', 3, 'Good'],
    ['Abcdefghijklmno1!', 4, 'Strong'],
    ['!!', 1, 'Weak'],
  ])('%j scores %i, %s', (password, score, label) => {
    expect(resetPasswordStrength(password)).toEqual({ score, label });
  });
});
