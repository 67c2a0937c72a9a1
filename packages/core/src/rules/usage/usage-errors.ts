export type UsageErrorKind = 'usage_limit' | 'auth' | 'server' | 'network' | 'unknown';

export interface UsageErrorClass {
  kind: UsageErrorKind;
  message: string;
  retryable: boolean;
}

export const USAGE_ERROR_MESSAGES = {
  auth: 'Authentication failed. Please log in again.',
  server: 'Server error. Our team has been notified.',
  network: 'Network error. Please check your internet connection.',
  unknown: 'Could not retrieve usage information',
} as const;

/** The widget's heading when a limit is reached; the message under it comes from the backend. */
export const USAGE_LIMIT_REACHED_TITLE = 'Usage Limit Reached';

/**
 * Sorts a failure of the usage widget's calls into the classes of spec 01 §8. It reads only plain
 * properties (status, name, message, limitType or limit_type), so any error shape or a bare status works.
 */
export function classifyUsageError(error: unknown): UsageErrorClass {
  const { status, name, message, hasLimitType } = readError(error);
  if (status === 429 || name === 'UsageLimitError' || hasLimitType) {
    return { kind: 'usage_limit', message: message || USAGE_LIMIT_REACHED_TITLE, retryable: false };
  }
  if (status === 401 || status === 403) return { kind: 'auth', message: USAGE_ERROR_MESSAGES.auth, retryable: true };
  if (status !== null && status >= 500) {
    return { kind: 'server', message: USAGE_ERROR_MESSAGES.server, retryable: true };
  }
  if (status === 0 || isNetworkFailure(name, message)) {
    return { kind: 'network', message: USAGE_ERROR_MESSAGES.network, retryable: true };
  }
  return { kind: 'unknown', message: USAGE_ERROR_MESSAGES.unknown, retryable: true };
}

function readError(error: unknown): { status: number | null; name: string; message: string; hasLimitType: boolean } {
  if (typeof error === 'number') return { status: error, name: '', message: '', hasLimitType: false };
  if (typeof error !== 'object' || error === null) {
    return { status: null, name: '', message: typeof error === 'string' ? error : '', hasLimitType: false };
  }
  const record = error as Record<string, unknown>;
  const status = typeof record.status === 'number' ? record.status : null;
  const name = typeof record.name === 'string' ? record.name : '';
  const message = typeof record.message === 'string' ? record.message : '';
  const limitType = record.limitType ?? record.limit_type;
  return { status, name, message, hasLimitType: typeof limitType === 'string' && limitType !== '' };
}

function isNetworkFailure(name: string, message: string): boolean {
  if (name === 'ApiUnreachableError' || name === 'NetworkError' || name === 'TimeoutError') return true;
  // fetch rejects with a TypeError whose text differs by browser ('Failed to fetch', 'Load failed', ...).
  return name === 'TypeError' && /fetch|network|load failed/i.test(message);
}
