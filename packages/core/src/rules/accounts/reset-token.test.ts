import { describe, expect, it } from 'vitest';
import { checkResetToken } from './reset-token.js';

const NOW = Date.UTC(2025, 0, 5, 12, 0, 0);
const clock = () => NOW;
const seconds = (ms: number) => Math.floor(ms / 1000);

function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(claims: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

describe('checkResetToken', () => {
  it('requires a token', () => {
    expect(checkResetToken(undefined, clock)).toEqual({ valid: false, error: 'Token is required' });
    expect(checkResetToken(null, clock)).toEqual({ valid: false, error: 'Token is required' });
    expect(checkResetToken('', clock)).toEqual({ valid: false, error: 'Token is required' });
  });

  describe('pkce_ tokens', () => {
    it('must be at least 20 characters', () => {
      expect(checkResetToken('pkce_abc', clock)).toEqual({ valid: false, error: 'PKCE token too short' });
      expect(checkResetToken('pkce_12345678901234', clock)).toEqual({ valid: false, error: 'PKCE token too short' });
    });

    it('must be pkce_ followed by letters and digits only', () => {
      expect(checkResetToken('pkce_123456789012345', clock)).toEqual({ valid: true, kind: 'pkce' });
      expect(checkResetToken('pkce_1234567890-12345', clock)).toEqual({ valid: false, error: 'Invalid PKCE token format' });
      expect(checkResetToken('pkce_abcdefghij.klmnop', clock)).toEqual({ valid: false, error: 'Invalid PKCE token format' });
    });
  });

  describe('JWTs', () => {
    it('must have three parts', () => {
      expect(checkResetToken('abc', clock)).toEqual({ valid: false, error: 'Invalid JWT token format' });
      expect(checkResetToken('a.b', clock)).toEqual({ valid: false, error: 'Invalid JWT token format' });
      expect(checkResetToken('a.b.c.d', clock)).toEqual({ valid: false, error: 'Invalid JWT token format' });
      expect(checkResetToken('a..c', clock)).toEqual({ valid: false, error: 'Invalid JWT token format' });
    });

    it('reports a payload that is not JSON as a parse failure', () => {
      expect(checkResetToken(`x.${base64Url('not json')}.y`, clock)).toEqual({ valid: false, error: 'Failed to parse token' });
      expect(checkResetToken('x.%%%.y', clock)).toEqual({ valid: false, error: 'Failed to parse token' });
      expect(checkResetToken(`x.${base64Url('42')}.y`, clock)).toEqual({ valid: false, error: 'Failed to parse token' });
    });

    it('rejects an expired token', () => {
      const token = jwt({ exp: seconds(NOW) - 1, iat: seconds(NOW) - 3600 });
      expect(checkResetToken(token, clock)).toEqual({ valid: false, error: 'Token has expired' });
    });

    it('accepts up to 60 seconds of clock skew on the issue time', () => {
      const inSkew = jwt({ exp: seconds(NOW) + 3600, iat: seconds(NOW) + 60 });
      expect(checkResetToken(inSkew, clock)).toMatchObject({ valid: true, kind: 'jwt' });
      const ahead = jwt({ exp: seconds(NOW) + 3600, iat: seconds(NOW) + 61 });
      expect(checkResetToken(ahead, clock)).toEqual({ valid: false, error: 'Token issued in the future' });
    });

    it('returns the claims of a valid token, reading URL-safe base64 and UTF-8', () => {
      const claims = { sub: 'user-1', email: 'zoë@example.com', note: '>>>???', exp: seconds(NOW) + 60, iat: seconds(NOW) };
      const token = jwt(claims);
      expect(token.split('.')[1]).toMatch(/-.*_|_.*-/);
      expect(checkResetToken(token, clock)).toEqual({ valid: true, kind: 'jwt', claims });
    });

    it('uses the real clock by default', () => {
      const token = jwt({ exp: seconds(Date.now()) + 3600 });
      expect(checkResetToken(token)).toMatchObject({ valid: true });
    });
  });
});
