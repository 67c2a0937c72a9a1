import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { errors } from './errors.js';

export const AUDIENCE = 'authenticated';

export interface AccessClaims {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  email: string;
  phone: string;
  role: string;
  session_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

/** How many verified access tokens a server remembers (a school's signed-in users, and then some). */
const VERIFIED_TOKENS = 10_000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Access tokens whose signature, audience and claims were verified, by their text: a token that verified once
   * verifies again until it expires, so a client polling with the same token pays for the check once. Expiry is
   * still checked at every use; whether the session is live is not a property of the token (see requireUser).
   */
  private readonly verified = new LRUCache<string, AccessClaims>({ max: VERIFIED_TOKENS });

  constructor(
    secret: string,
    readonly issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Omit<AccessClaims, 'iat' | 'exp' | 'iss' | 'aud'>, expiresIn: number, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + expiresIn)
      .sign(this.key);
  }

  /** A long-lived key for a role without a user (anon, service_role), as Supabase hands out. */
  apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('supabase')
      .setIssuedAt(1_767_225_600)
      .setExpirationTime(4_102_444_800)
      .sign(this.key);
  }

  /** Verifies signature (HS256 only, so alg "none" never passes), expiry and audience. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
        throw errors.badJwt('token contains no subject or session');
      }
      const claims = payload as unknown as AccessClaims;
      this.verified.set(token, Object.freeze(claims));
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw errors.badJwt('token has invalid claims: token is expired');
      if (error instanceof joseErrors.JWTClaimValidationFailed) {
        throw errors.badJwt(`token has invalid claims: ${error.message}`);
      }
      if (error instanceof Error && error.name === 'AuthError') throw error;
      throw errors.badJwt('token signature is invalid');
    }
  }

  /** Any role-bearing token signed by this server: user tokens and the anon and service keys. */
  async verifyAny(token: string): Promise<Record<string, unknown>> {
    const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
    return payload as Record<string, unknown>;
  }
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** PKCE (RFC 7636): S256 is base64url(sha256(verifier)); "plain" compares as is. */
export function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  if (method.toLowerCase() === 'plain') return verifier === challenge;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
