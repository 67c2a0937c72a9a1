export const RESET_TOKEN_ERRORS = {
  required: 'Token is required',
  jwtFormat: 'Invalid JWT token format',
  expired: 'Token has expired',
  issuedInFuture: 'Token issued in the future',
  parse: 'Failed to parse token',
  pkceTooShort: 'PKCE token too short',
  pkceFormat: 'Invalid PKCE token format',
} as const;

export type ResetTokenCheck =
  | { valid: true; kind: 'pkce' }
  | { valid: true; kind: 'jwt'; claims: Record<string, unknown> }
  | { valid: false; error: string };

const PKCE_PREFIX = 'pkce_';
const PKCE_MIN_LENGTH = 20;
const PKCE_PATTERN = /^pkce_[A-Za-z0-9]+$/;
/** Clocks drift; a token issued up to a minute ahead is still accepted. */
const ALLOWED_CLOCK_SKEW_MS = 60_000;

/**
 * The reset page's look at a token before using it (spec 01 §5). It reads a JWT's claims without
 * checking the signature: the auth service does that when the token is used.
 */
export function checkResetToken(token: string | null | undefined, now: () => number = Date.now): ResetTokenCheck {
  if (token === null || token === undefined || token.trim() === '') {
    return { valid: false, error: RESET_TOKEN_ERRORS.required };
  }
  if (token.startsWith(PKCE_PREFIX)) {
    if (token.length < PKCE_MIN_LENGTH) return { valid: false, error: RESET_TOKEN_ERRORS.pkceTooShort };
    if (!PKCE_PATTERN.test(token)) return { valid: false, error: RESET_TOKEN_ERRORS.pkceFormat };
    return { valid: true, kind: 'pkce' };
  }
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    return { valid: false, error: RESET_TOKEN_ERRORS.jwtFormat };
  }
  let claims: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(parts[1] as string));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('claims');
    claims = parsed as Record<string, unknown>;
  } catch {
    return { valid: false, error: RESET_TOKEN_ERRORS.parse };
  }
  const nowMs = now();
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) {
    return { valid: false, error: RESET_TOKEN_ERRORS.expired };
  }
  if (typeof claims.iat === 'number' && claims.iat * 1000 > nowMs + ALLOWED_CLOCK_SKEW_MS) {
    return { valid: false, error: RESET_TOKEN_ERRORS.issuedInFuture };
  }
  return { valid: true, kind: 'jwt', claims };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
