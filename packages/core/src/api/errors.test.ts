import { describe, expect, it } from 'vitest';
import {
  API_ERROR_FALLBACK_MESSAGE,
  API_UPLOAD_LIMIT_MESSAGE,
  ApiError,
  ApiUnreachableError,
  UsageLimitError,
  apiErrorMessage,
  apiUsageLimitMessage,
  isBackendUnreachable,
  usageLimitError,
} from './errors.js';

describe('apiErrorMessage', () => {
  it('shows a validation list as location: message joined by commas, location parts joined by dots', () => {
    const body = {
      detail: [
        { loc: ['body', 'title'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'subject_id'], msg: 'Input should be a valid integer', type: 'int_parsing' },
      ],
    };
    expect(apiErrorMessage(body)).toBe('body.title: Field required, body.subject_id: Input should be a valid integer');
  });

  it('shows a validation item without a location as its message alone', () => {
    expect(apiErrorMessage({ detail: [{ msg: 'Too many files' }, { loc: ['query', 0], msg: 'Bad' }] })).toBe('Too many files, query.0: Bad');
  });

  it('uses a string detail as it is', () => {
    expect(apiErrorMessage({ detail: 'Assessment not found', message: 'ignored' })).toBe('Assessment not found');
  });

  it('falls back to message, then error, then the fixed text', () => {
    expect(apiErrorMessage({ message: 'Subject already exists', error: 'Conflict' })).toBe('Subject already exists');
    expect(apiErrorMessage({ error: 'Internal Server Error' })).toBe('Internal Server Error');
    expect(apiErrorMessage({ detail: '', message: '' })).toBe('An error occurred');
    expect(apiErrorMessage(null)).toBe('An error occurred');
    expect(apiErrorMessage('<html>Bad gateway</html>')).toBe('An error occurred');
    expect(API_ERROR_FALLBACK_MESSAGE).toBe('An error occurred');
  });
});

describe('usage limit errors', () => {
  it('uses the body detail when present', () => {
    const error = usageLimitError({ detail: 'Daily validation limit of 15 reached', limit_type: 'validation' }, false);
    expect(error.message).toBe('Daily validation limit of 15 reached');
    expect(error.limitType).toBe('validation');
  });

  it('names the limit type in the fixed text when there is no detail', () => {
    expect(usageLimitError({ limit_type: 'assessment_submission' }, false).message).toBe(
      'Usage limits reached: Your assessment_submission limit has been exceeded. Please try again later or upgrade your plan.',
    );
  });

  it("says 'usage' when the body names no limit type", () => {
    const error = usageLimitError({}, false);
    expect(error.message).toBe('Usage limits reached: Your usage limit has been exceeded. Please try again later or upgrade your plan.');
    expect(error.limitType).toBeNull();
    expect(apiUsageLimitMessage('')).toBe(error.message);
  });

  it('has an upload variant, which a detail still overrides', () => {
    expect(usageLimitError({ limit_type: 'validation' }, true).message).toBe('Usage limit reached. Please try again later or upgrade your plan.');
    expect(API_UPLOAD_LIMIT_MESSAGE).toBe('Usage limit reached. Please try again later or upgrade your plan.');
    expect(usageLimitError({ detail: 'File quota used up' }, true).message).toBe('File quota used up');
  });

  it('is an ApiError with status 429', () => {
    const error = usageLimitError({ limit_type: 'validation' }, false, 'Too Many Requests');
    expect(error).toBeInstanceOf(UsageLimitError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(error.statusText).toBe('Too Many Requests');
    expect(error.name).toBe('UsageLimitError');
  });
});

describe('isBackendUnreachable', () => {
  it('is true only for a network failure or a timeout', () => {
    expect(isBackendUnreachable(new ApiUnreachableError('network'))).toBe(true);
    expect(isBackendUnreachable(new ApiUnreachableError('timeout'))).toBe(true);
    expect(isBackendUnreachable(new ApiError('Server error', 500, null))).toBe(false);
    expect(isBackendUnreachable(new ApiError('Not found', 404, null))).toBe(false);
    expect(isBackendUnreachable(new TypeError('Failed to fetch'))).toBe(false);
    expect(isBackendUnreachable(undefined)).toBe(false);
  });
});
