// The numbers of the request layer (spec 01 §7 and §9, spec 02 §9), in one place for the client, tests and screens.

/** Every product backend path sits under this prefix. */
export const API_PREFIX = '/api';

/** Request timeout per attempt. */
export const API_TIMEOUT_MS = {
  desktop: 10_000,
  mobile: 15_000,
  /** Mobile on a slow connection (effectiveType slow-2g or 2g, or Save-Data). */
  mobileSlow: 30_000,
} as const;

/** Retries after the first attempt; only GETs are retried (decision 2). */
export const API_MAX_RETRIES = {
  desktop: 3,
  mobile: 2,
  mobileSlow: 2,
} as const;

/** The first retry waits this long; each further retry waits twice as long as the one before. */
export const API_RETRY_BACKOFF_MS = 500;

/** Statuses that mean a proxy could not reach a healthy backend, so a GET may be tried again. */
export const API_RETRY_STATUSES: readonly number[] = [502, 503, 504];

/**
 * Uploads (form-data bodies) add time to the base timeout for their size: 1 s per started 100 KB, and 1 s per
 * started 10 KB on a slow connection, so that a 20 MB paper is not cut off while it is still being sent.
 */
export const API_UPLOAD_BYTES_PER_EXTRA_SECOND = 100 * 1024;
export const API_UPLOAD_BYTES_PER_EXTRA_SECOND_SLOW = 10 * 1024;

/** The session's bearer token is asked for again after this long. */
export const API_TOKEN_CACHE_MS = 30_000;

/** Default lifetime of a cached GET answer. */
export const API_GET_CACHE_MS = 300_000;

/** Empty answers (null, empty list, empty object) are cached at most this long. */
export const API_EMPTY_CACHE_MS = 60_000;

/** The persisted local cache is written to storage this long after its last change. */
export const API_LOCAL_CACHE_DEBOUNCE_MS = 300;

/** Default expiry of an entry in the persisted local cache. */
export const API_LOCAL_CACHE_TTL_MS = 300_000;

/** The storage key under which the persisted local cache is kept. */
export const API_LOCAL_CACHE_STORAGE_KEY = 'assess.api-cache';

/** Named cache lifetimes (decision 4, spec 02 §9), for the `cacheTtlMs` option of a GET. */
export const API_CACHE_TTL_MS = {
  assessmentList: 600_000,
  subjects: 3_600_000,
  usage: 300_000,
  studentReports: 120_000,
  assessmentDetail: 300_000,
  progress: 600_000,
  teacherStudents: 300_000,
  pendingJobs: 60_000,
  default: API_GET_CACHE_MS,
  empty: API_EMPTY_CACHE_MS,
  token: API_TOKEN_CACHE_MS,
} as const;
