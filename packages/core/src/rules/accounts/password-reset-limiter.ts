import { browserStorage, type KeyValueStorage } from './key-value-storage.js';
import { secondsToWait } from '../../auth/texts.js';

/** 3 attempts per 900000 ms (15 minutes) per e-mail (spec 01 §9). */
export const PASSWORD_RESET_MAX_ATTEMPTS = 3;
export const PASSWORD_RESET_WINDOW_MS = 900_000;

const STORAGE_PREFIX = 'assess-password-reset-attempts:';

export type PasswordResetLimitCheck =
  | { allowed: true; attemptsLeft: number }
  | { allowed: false; retryAt: number; message: string };

export interface PasswordResetLimiterOptions {
  storage?: KeyValueStorage;
  now?: () => number;
  /** Turns the time the window ends into the text shown in the message; see formatRetryTime. */
  formatTime?: (epochMs: number) => string;
}

export interface PasswordResetLimiter {
  /** Whether another reset e-mail may be requested for this address now. */
  check(email: string): PasswordResetLimitCheck;
  /** Counts one request; the first one opens a 15-minute window. */
  recordAttempt(email: string): void;
  /** A successful send clears the counter. */
  recordSuccess(email: string): void;
  /**
   * When the auth service refused the send for its own rate limit, holds the address until the time the
   * service gave (else the end of a window) and returns the limit message with that time; null for other failures.
   */
  recordRefusal(email: string, error: unknown): string | null;
}

const RATE_LIMIT_CODES = new Set(['over_email_send_rate_limit', 'over_request_rate_limit', 'rate_limit_exceeded']);

/** The time of day, in the reader's own time zone, when requests are allowed again (e.g. '3:45 PM'). */
export function formatRetryTime(epochMs: number, timeZone?: string): string {
  // Newer ICU data puts a narrow no-break space before AM/PM; a plain space reads the same everywhere.
  return new Date(epochMs)
    .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .replace(/\u202f/g, ' ');
}

export function passwordResetLimitMessage(time: string): string {
  return `Too many password reset attempts. Please try again after ${time}.`;
}

interface AttemptRecord {
  count: number;
  windowStart: number;
}

/**
 * The browser-side limit on password-reset e-mails (spec 01 §4, §5): attempts are counted per
 * e-mail in storage; the count resets when the window ends or after a successful send.
 */
export function createPasswordResetLimiter(options: PasswordResetLimiterOptions = {}): PasswordResetLimiter {
  const storage = options.storage ?? browserStorage();
  const now = options.now ?? Date.now;
  const formatTime = options.formatTime ?? ((epochMs: number) => formatRetryTime(epochMs));

  const keyFor = (email: string) => STORAGE_PREFIX + email.trim().toLowerCase();

  function readCurrent(email: string): AttemptRecord | null {
    const key = keyFor(email);
    const record = parseRecord(storage.getItem(key));
    if (record === null) return null;
    if (now() >= record.windowStart + PASSWORD_RESET_WINDOW_MS) {
      storage.removeItem(key);
      return null;
    }
    return record;
  }

  return {
    check(email) {
      const record = readCurrent(email);
      const count = record?.count ?? 0;
      if (record !== null && count >= PASSWORD_RESET_MAX_ATTEMPTS) {
        const retryAt = record.windowStart + PASSWORD_RESET_WINDOW_MS;
        return { allowed: false, retryAt, message: passwordResetLimitMessage(formatTime(retryAt)) };
      }
      return { allowed: true, attemptsLeft: PASSWORD_RESET_MAX_ATTEMPTS - count };
    },
    recordAttempt(email) {
      const record = readCurrent(email) ?? { count: 0, windowStart: now() };
      const next: AttemptRecord = { count: record.count + 1, windowStart: record.windowStart };
      storage.setItem(keyFor(email), JSON.stringify(next));
    },
    recordSuccess(email) {
      storage.removeItem(keyFor(email));
    },
    recordRefusal(email, error) {
      const { code, status, message } = (error ?? {}) as { code?: unknown; status?: unknown; message?: unknown };
      if (!(status === 429 || (typeof code === 'string' && RATE_LIMIT_CODES.has(code)))) return null;
      const wait = secondsToWait(typeof message === 'string' ? message : '');
      const retryAt = wait === undefined ? now() + PASSWORD_RESET_WINDOW_MS : now() + wait * 1000;
      // Stored as a full window ending when the service allows sends again, so check() gives the same answer.
      const held: AttemptRecord = { count: PASSWORD_RESET_MAX_ATTEMPTS, windowStart: retryAt - PASSWORD_RESET_WINDOW_MS };
      storage.setItem(keyFor(email), JSON.stringify(held));
      return passwordResetLimitMessage(formatTime(retryAt));
    },
  };
}

function parseRecord(raw: string | null): AttemptRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { count, windowStart } = value as Record<string, unknown>;
    if (typeof count !== 'number' || typeof windowStart !== 'number') return null;
    return { count, windowStart };
  } catch {
    return null;
  }
}
