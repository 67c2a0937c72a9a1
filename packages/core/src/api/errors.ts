// What a failed backend call raises (spec 01 §8). Screens tell the cases apart by class, never by message.

/** Fallback message when a failed answer carries no usable text. */
export const API_ERROR_FALLBACK_MESSAGE = 'An error occurred';

/** The 429 message for a file upload when the body has no detail. */
export const API_UPLOAD_LIMIT_MESSAGE = 'Usage limit reached. Please try again later or upgrade your plan.';

/** The 429 message when the body has no detail. */
export function apiUsageLimitMessage(limitType?: string | null): string {
  return `Usage limits reached: Your ${limitType || 'usage'} limit has been exceeded. Please try again later or upgrade your plan.`;
}

/** The backend answered with a non-ok status. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body, the raw text when it was not JSON, or null when empty. */
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown, statusText = '') {
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** The backend refused the call because a usage limit is reached (429). */
export class UsageLimitError extends ApiError {
  override readonly name: string = 'UsageLimitError';
  /** The body's limit_type, or null when it named none. */
  readonly limitType: string | null;

  constructor(message: string, body: unknown, limitType: string | null, statusText = '') {
    super(message, 429, body, statusText);
    this.limitType = limitType;
  }
}

/** The text of an answer that is not what the call returns (spec 02 §8). */
export const INVALID_ANSWER_MESSAGE = 'Invalid response from server';

/** The backend answered, but not with what the call returns. */
export class InvalidAnswerError extends ApiError {
  override readonly name: string = 'InvalidAnswerError';

  constructor() {
    super(INVALID_ANSWER_MESSAGE, 200, null, 'OK');
  }
}

/** Reads an answer through its schema; anything else is an InvalidAnswerError. */
export function parseAnswer<T>(schema: { safeParse(raw: unknown): { success: true; data: T } | { success: false } }, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new InvalidAnswerError();
  return parsed.data;
}

/** A screen's text for a failed call: the server's own message when it sent one, else the screen's text. */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !(error instanceof InvalidAnswerError) && error.message && error.message !== API_ERROR_FALLBACK_MESSAGE) return error.message;
  return fallback;
}

/** As apiErrorText, but an answer that is not what the call returns says so ('Invalid response from server'). */
export function callErrorText(error: unknown, fallback: string): string {
  return error instanceof InvalidAnswerError ? error.message : apiErrorText(error, fallback);
}

/** The backend could not be reached: the network failed or the call timed out. */
export class ApiUnreachableError extends Error {
  override readonly name: string = 'ApiUnreachableError';
  readonly reason: 'network' | 'timeout';

  constructor(reason: 'network' | 'timeout', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'The request timed out' : 'The server could not be reached', options);
    this.reason = reason;
  }
}

/** True only when the backend could not be reached, the one case where sample data may stand in (decision 3). */
export function isBackendUnreachable(error: unknown): error is ApiUnreachableError {
  return error instanceof ApiUnreachableError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A validation list `[{loc, msg}]` reads 'body.title: Field required, body.subject_id: ...'. */
function validationListMessage(items: unknown[]): string | null {
  const parts = items
    .map((item) => {
      if (!isRecord(item)) return nonEmptyText(item);
      const msg = typeof item.msg === 'string' ? item.msg : '';
      const loc = Array.isArray(item.loc) ? item.loc.map(String).join('.') : typeof item.loc === 'string' ? item.loc : '';
      if (!loc) return nonEmptyText(msg);
      return `${loc}: ${msg}`;
    })
    .filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The text of a body's detail: a validation list or a string; null when there is none. */
export function apiDetailMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { detail } = body;
  if (Array.isArray(detail)) return validationListMessage(detail);
  return nonEmptyText(detail);
}

/** Builds the message of a failed answer: detail, else message, else error, else 'An error occurred'. */
export function apiErrorMessage(body: unknown): string {
  const fromDetail = apiDetailMessage(body);
  if (fromDetail) return fromDetail;
  if (isRecord(body)) {
    const text = nonEmptyText(body.message) ?? nonEmptyText(body.error);
    if (text) return text;
  }
  return API_ERROR_FALLBACK_MESSAGE;
}

/** Builds the error of a 429 answer; `fileUpload` selects the upload variant of the fallback text. */
export function usageLimitError(body: unknown, fileUpload: boolean, statusText = ''): UsageLimitError {
  const limitType = isRecord(body) && typeof body.limit_type === 'string' && body.limit_type ? body.limit_type : null;
  const message = apiDetailMessage(body) ?? (fileUpload ? API_UPLOAD_LIMIT_MESSAGE : apiUsageLimitMessage(limitType));
  return new UsageLimitError(message, body, limitType, statusText);
}
