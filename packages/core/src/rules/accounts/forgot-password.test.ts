import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateForgotPasswordEmail } from './forgot-password.js';
import { createMemoryStorage, type KeyValueStorage } from './key-value-storage.js';
import {
  createPasswordResetLimiter,
  formatRetryTime,
  PASSWORD_RESET_MAX_ATTEMPTS,
  PASSWORD_RESET_WINDOW_MS,
} from './password-reset-limiter.js';

describe('validateForgotPasswordEmail', () => {
  it('asks for an address, then a valid one', () => {
    expect(['', '  ', 'ada', 'ada@example', 'ada @example.com', 'ada@example.com'].map((value) => validateForgotPasswordEmail(value))).toEqual(['Please enter your email address', 'Please enter your email address', 'Please enter a valid email address', 'Please enter a valid email address', 'Please enter a valid email address', null]);
  });
});

describe('password reset limiter', () => {
  const start = Date.UTC(2025, 0, 5, 15, 30, 0);
  let storage: KeyValueStorage;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    storage = createMemoryStorage();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const limiter = () => createPasswordResetLimiter({ storage, formatTime: (ms) => formatRetryTime(ms, 'UTC') });

  it('allows 3 attempts per 900000 ms window', () => {
    expect(PASSWORD_RESET_MAX_ATTEMPTS).toBe(3);
    expect(PASSWORD_RESET_WINDOW_MS).toBe(900000);
    const limits = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(limits.check('ada@example.com')).toEqual({ allowed: true, attemptsLeft: 3 - attempt });
      limits.recordAttempt('ada@example.com');
      vi.advanceTimersByTime(60_000);
    }
    expect(limits.check('ada@example.com')).toEqual({
      allowed: false,
      retryAt: start + 900_000,
      message: 'Too many password reset attempts. Please try again after 3:45 PM.',
    });
  });

  it('counts per e-mail, ignoring case and blanks', () => {
    const limits = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) limits.recordAttempt(' Ada@Example.com ');
    expect(limits.check('ada@example.com').allowed).toBe(false);
    expect(limits.check('grace@example.com')).toEqual({ allowed: true, attemptsLeft: 3 });
  });

  it('resets the count when the window ends', () => {
    const limits = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) limits.recordAttempt('ada@example.com');
    vi.advanceTimersByTime(900_000 - 1);
    expect(limits.check('ada@example.com').allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limits.check('ada@example.com')).toEqual({ allowed: true, attemptsLeft: 3 });
    limits.recordAttempt('ada@example.com');
    expect(limits.check('ada@example.com')).toEqual({ allowed: true, attemptsLeft: 2 });
  });

  it('resets the count after a successful send', () => {
    const limits = limiter();
    limits.recordAttempt('ada@example.com');
    limits.recordAttempt('ada@example.com');
    limits.recordSuccess('ada@example.com');
    expect(limits.check('ada@example.com')).toEqual({ allowed: true, attemptsLeft: 3 });
  });

  it('keeps the count in the storage it is given, across limiter instances (page reloads)', () => {
    limiter().recordAttempt('ada@example.com');
    limiter().recordAttempt('ada@example.com');
    limiter().recordAttempt('ada@example.com');
    expect(limiter().check('ada@example.com').allowed).toBe(false);
    expect(createPasswordResetLimiter({ storage: createMemoryStorage() }).check('ada@example.com').allowed).toBe(true);
  });

  it('ignores a damaged stored record', () => {
    storage.setItem('assess-password-reset-attempts:ada@example.com', '{broken');
    expect(limiter().check('ada@example.com')).toEqual({ allowed: true, attemptsLeft: 3 });
  });

  it('takes an injected clock', () => {
    let now = 1_000;
    const limits = createPasswordResetLimiter({ storage, now: () => now, formatTime: String });
    for (let attempt = 0; attempt < 3; attempt += 1) limits.recordAttempt('ada@example.com');
    expect(limits.check('ada@example.com')).toMatchObject({ allowed: false, retryAt: 901_000 });
    now = 901_000;
    expect(limits.check('ada@example.com').allowed).toBe(true);
  });

  it("gives the auth service's own refusal the limit message with the time it allows sends again, and holds the address until then", () => {
    let now = 1_000;
    const limits = createPasswordResetLimiter({ storage, now: () => now, formatTime: String });
    const refusal = { code: 'over_email_send_rate_limit', status: 429, message: 'For security purposes, you can only request this after 57 seconds.' };
    expect(limits.recordRefusal('ada@example.com', refusal)).toBe('Too many password reset attempts. Please try again after 58000.');
    expect(limits.check('ada@example.com')).toMatchObject({ allowed: false, retryAt: 58_000 });
    now = 58_000;
    expect(limits.check('ada@example.com').allowed).toBe(true);
    expect(limits.recordRefusal('ada@example.com', { code: 'email_address_invalid', status: 400, message: 'Bad address' })).toBeNull();
  });

  it('works without localStorage (Node)', () => {
    const limits = createPasswordResetLimiter();
    limits.recordAttempt('ada@example.com');
    expect(limits.check('ada@example.com')).toEqual({ allowed: true, attemptsLeft: 2 });
  });

  it('formats the retry time as a local time of day', () => {
    expect(formatRetryTime(Date.UTC(2025, 0, 5, 9, 5), 'UTC')).toBe('9:05 AM');
    expect(formatRetryTime(Date.UTC(2025, 0, 5, 0, 0), 'UTC')).toBe('12:00 AM');
  });
});
