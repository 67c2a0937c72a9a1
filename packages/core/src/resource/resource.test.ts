import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, ApiUnreachableError, InvalidAnswerError, UsageLimitError } from '../api/errors.js';
import { MissingError, dataOf, resourceErrorCode, settle } from './resource.js';

describe('resourceErrorCode', () => {
  it('tells the four failures apart, and calls everything else failed', () => {
    expect(resourceErrorCode(new ApiError('gone', 404, null))).toBe('missing');
    expect(resourceErrorCode(new MissingError())).toBe('missing');
    expect(resourceErrorCode(new ApiError('no', 403, null))).toBe('forbidden');
    expect(resourceErrorCode(new ApiError('signed out', 401, null))).toBe('forbidden');
    expect(resourceErrorCode(new ApiUnreachableError('timeout'))).toBe('unreachable');
    expect(resourceErrorCode(new InvalidAnswerError())).toBe('invalid');
    expect(resourceErrorCode(z.object({ id: z.string() }).safeParse({}).error)).toBe('invalid');
    expect(resourceErrorCode(new ApiError('boom', 500, null))).toBe('failed');
    expect(resourceErrorCode(new UsageLimitError('limit', null, 'grading'))).toBe('failed');
    expect(resourceErrorCode(new TypeError('bug'))).toBe('failed');
  });
});

describe('settle', () => {
  it('settles a loader as data, or as an error that keeps what was thrown', async () => {
    expect(await settle(async () => [1, 2])).toEqual({ kind: 'data', data: [1, 2] });
    const cause = new ApiError('gone', 404, null);
    const failed = await settle(() => Promise.reject(cause));
    expect(failed).toEqual({ kind: 'error', error: { code: 'missing', cause } });
    expect(dataOf(failed)).toBeUndefined();
  });
});
