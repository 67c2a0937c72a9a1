import type { FastifyReply, FastifyRequest } from 'fastify';

/** An error in Supabase Auth's shape: HTTP status, machine code and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** For a 429: when the client may ask again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/**
 * A limit's refusal: Supabase's code, the wait in the words Supabase's e-mail limit uses (supabase-js passes only
 * the message on, and the screens read the wait from it), after the reason when there is one, and `Retry-After`.
 */
function tooManyRequests(code: string, waitSeconds: number, reason?: string): AuthError {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  const message = `For security purposes, you can only request this after ${wait} seconds.`;
  return new AuthError(429, code, reason ? `${reason} ${message}` : message, {}, wait);
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION = '2024-01-01';

/**
 * Supabase Auth answers clients that send the 2024-01-01 API version with `code` as the error code;
 * older clients get the HTTP status in `code` and the error code in `error_code`.
 * Both forms also carry `msg` and `message`.
 */
export function authErrorBody(request: FastifyRequest, error: AuthError): Record<string, unknown> {
  const versioned = String(request.headers[API_VERSION_HEADER] ?? '') >= API_VERSION;
  return {
    code: versioned ? error.code : error.status,
    error_code: error.code,
    msg: error.message,
    message: error.message,
    ...error.extra,
  };
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.status).header(API_VERSION_HEADER, API_VERSION).send(authErrorBody(request, error));
}

export const errors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  sessionExpired: () => new AuthError(403, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  overRequestRateLimit: (waitSeconds: number) => tooManyRequests('over_request_rate_limit', waitSeconds, 'Request rate limit reached.'),
  overEmailSendRateLimit: (waitSeconds: number, reason?: string) => tooManyRequests('over_email_send_rate_limit', waitSeconds, reason),
  providerDisabled: () =>
    new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  unexpectedGrant: () =>
    new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
};
