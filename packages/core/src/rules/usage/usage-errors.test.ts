import { describe, expect, it } from 'vitest';
import { classifyUsageError } from './usage-errors.js';

class FakeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    override readonly name = 'ApiError',
  ) {
    super(message);
  }
}

describe('classifyUsageError', () => {
  it('marks usage limits as not retryable and keeps their message', () => {
    const message = 'Usage limits reached: Your validation limit has been exceeded. Please try again later or upgrade your plan.';
    expect(classifyUsageError(new FakeApiError(message, 429, 'UsageLimitError'))).toEqual({
      kind: 'usage_limit',
      message,
      retryable: false,
    });
    expect(classifyUsageError({ limit_type: 'validation', message: 'limit' })).toMatchObject({ kind: 'usage_limit', retryable: false });
    expect(classifyUsageError(429)).toEqual({ kind: 'usage_limit', message: 'Usage Limit Reached', retryable: false });
  });

  it('classes 401 and 403 as auth', () => {
    for (const status of [401, 403]) {
      expect(classifyUsageError(new FakeApiError('nope', status))).toEqual({
        kind: 'auth',
        message: 'Authentication failed. Please log in again.',
        retryable: true,
      });
    }
  });

  it('classes 5xx as server', () => {
    expect(classifyUsageError({ status: 503 })).toEqual({
      kind: 'server',
      message: 'Server error. Our team has been notified.',
      retryable: true,
    });
  });

  it('classes unreachable backends and fetch failures as network', () => {
    const network = { kind: 'network', message: 'Network error. Please check your internet connection.', retryable: true };
    expect(classifyUsageError({ name: 'ApiUnreachableError', message: 'The server could not be reached' })).toEqual(network);
    expect(classifyUsageError(new TypeError('Failed to fetch'))).toEqual(network);
    expect(classifyUsageError(new TypeError('fetch failed'))).toEqual(network);
    expect(classifyUsageError(0)).toEqual(network);
  });

  it('falls back to the generic text for anything else', () => {
    const unknown = { kind: 'unknown', message: 'Could not retrieve usage information', retryable: true };
    expect(classifyUsageError(new Error('boom'))).toEqual(unknown);
    expect(classifyUsageError({ status: 404 })).toEqual(unknown);
    expect(classifyUsageError(null)).toEqual(unknown);
    expect(classifyUsageError(new TypeError('x is not a function'))).toEqual(unknown);
  });
});
