import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import * as api from './index.js';

describe('request constants from the specification', () => {
  it('are exported from the request layer with the numbers of spec 01 §9', () => {
    expect(constants.API_PREFIX).toBe('/api');
    expect(constants.API_TIMEOUT_MS).toEqual({ desktop: 10_000, mobile: 15_000, mobileSlow: 30_000 });
    expect(constants.API_MAX_RETRIES).toEqual({ desktop: 3, mobile: 2, mobileSlow: 2 });
    expect(constants.API_TOKEN_CACHE_MS).toBe(30_000);
    expect(constants.API_GET_CACHE_MS).toBe(300_000);
    expect(constants.API_EMPTY_CACHE_MS).toBe(60_000);
    expect(constants.API_LOCAL_CACHE_DEBOUNCE_MS).toBe(300);
    expect(constants.API_LOCAL_CACHE_TTL_MS).toBe(300_000);
  });

  it('name the cache lifetimes of decision 4 and spec 02 §9', () => {
    expect(constants.API_CACHE_TTL_MS).toEqual({
      assessmentList: 600_000,
      subjects: 3_600_000,
      usage: 300_000,
      studentReports: 120_000,
      assessmentDetail: 300_000,
      progress: 600_000,
      teacherStudents: 300_000,
      pendingJobs: 60_000,
      default: 300_000,
      empty: 60_000,
      token: 30_000,
    });
  });

  it('export the client, its errors and the fall-back test from the request layer', () => {
    expect(typeof api.createApiClient).toBe('function');
    expect(typeof api.isBackendUnreachable).toBe('function');
    expect(new api.UsageLimitError('m', null, null)).toBeInstanceOf(api.ApiError);
  });
});
