import { describe, expect, it } from 'vitest';
import { AuthServiceError } from './errors.js';
import {
  AUTH_ERROR_CODE_MESSAGES,
  AUTH_ERROR_DEFAULT_MESSAGE,
  authErrorCodeMessage,
  describeAuthError,
  mapAuthErrorMessage,
} from './texts.js';

describe('auth code map', () => {
  it('has an entry for every code of spec 01 §8', () => {
    expect(Object.keys(AUTH_ERROR_CODE_MESSAGES).sort()).toEqual(
      [
        'email_not_confirmed',
        'invalid_credentials',
        'weak_password',
        'same_password',
        'signup_disabled',
        'invalid_token',
        'token_expired',
        'user_not_found',
        'email_address_invalid',
        'password_mismatch',
        'rate_limit_exceeded',
        'session_expired',
      ].sort(),
    );
  });

  it('uses the texts the specification gives', () => {
    expect(authErrorCodeMessage('same_password')).toBe('New password must be different from your current password');
    expect(authErrorCodeMessage('rate_limit_exceeded')).toBe('Too many attempts. Please try again later.');
  });

  it("gives Supabase's rate-limit codes the rate_limit_exceeded text (decision 8)", () => {
    expect(authErrorCodeMessage('over_request_rate_limit')).toBe('Too many attempts. Please try again later.');
    expect(authErrorCodeMessage('over_email_send_rate_limit')).toBe('Too many attempts. Please try again later.');
  });

  it('falls back to the default text for unknown or missing codes', () => {
    expect(AUTH_ERROR_DEFAULT_MESSAGE).toBe('An unexpected error occurred');
    expect(authErrorCodeMessage('bad_jwt')).toBe('An unexpected error occurred');
    expect(authErrorCodeMessage(undefined)).toBe('An unexpected error occurred');
    expect(authErrorCodeMessage('toString')).toBe('An unexpected error occurred');
  });

  it('gives every code a text of its own', () => {
    for (const text of Object.values(AUTH_ERROR_CODE_MESSAGES)) {
      expect(text).not.toBe(AUTH_ERROR_DEFAULT_MESSAGE);
      expect(text.length).toBeGreaterThan(10);
    }
  });
});

describe('auth message mapper', () => {
  it.each([
    ['Invalid login credentials', 'Invalid email or password'],
    ['INVALID LOGIN CREDENTIALS', 'Invalid email or password'],
    ['Email not confirmed', 'Please verify your email address before resetting your password'],
    ['Weak password: too short', 'Password must be at least 8 characters with uppercase, lowercase, and numbers'],
    ['Invalid token', 'The reset link is invalid or has expired'],
    ['invalid JWT: unable to parse or verify signature', 'The reset link is invalid or has expired'],
    ['JWT expired', 'The reset link is invalid or has expired'],
  ])('maps %j to %j', (message, text) => {
    expect(mapAuthErrorMessage(message)).toBe(text);
  });

  it('passes other messages through unchanged', () => {
    expect(mapAuthErrorMessage('Signups not allowed for this instance')).toBe('Signups not allowed for this instance');
  });
});

describe('describeAuthError', () => {
  it('prefers the code map for known codes', () => {
    expect(describeAuthError(new AuthServiceError('New password should be different from the old password.', { code: 'same_password' }))).toBe(
      'New password must be different from your current password',
    );
    expect(describeAuthError({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })).toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it("adds the wait a limit's refusal names, in seconds or whole minutes", () => {
    const refusal = (seconds: number) => ({ code: 'over_request_rate_limit', message: `Request rate limit reached. For security purposes, you can only request this after ${seconds} seconds.` });
    expect(describeAuthError(refusal(45))).toBe('Too many attempts. Please try again later. You can try again in 45 seconds.');
    expect(describeAuthError(refusal(61))).toBe('Too many attempts. Please try again later. You can try again in 2 minutes.');
    expect(describeAuthError(refusal(300))).toBe('Too many attempts. Please try again later. You can try again in 5 minutes.');
    expect(describeAuthError({ code: 'invalid_credentials', message: 'after 5 seconds' })).toBe('Invalid email or password');
  });

  it('maps the message when the code is unknown', () => {
    expect(describeAuthError({ code: 'bad_jwt', message: 'invalid JWT' })).toBe('The reset link is invalid or has expired');
    expect(describeAuthError(new Error('Something else'))).toBe('Something else');
    expect(describeAuthError('Invalid login credentials')).toBe('Invalid email or password');
  });

  it('falls back to the default text', () => {
    expect(describeAuthError(null)).toBe('An unexpected error occurred');
    expect(describeAuthError({ message: '  ' })).toBe('An unexpected error occurred');
  });
});
