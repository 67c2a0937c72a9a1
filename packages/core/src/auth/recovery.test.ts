import { afterEach, describe, expect, it } from 'vitest';
import { $session } from '../stores/session.js';
import { AuthServiceError } from './errors.js';
import { startAuthService, stopAuthServices } from './testing/setup.js';

afterEach(() => stopAuthServices());

async function recoveryFor(email = 'ann@school.example') {
  const started = startAuthService();
  started.server.addUser(email, 'old-secret');
  await started.service.resetPasswordForEmail(email);
  const tokenHash = started.server.recoveryTokenHash(email);
  const sent = started.server.requests.length;
  const calls = () =>
    started.server.requests.slice(sent).map((r) => `${r.method} ${r.path}`);
  return { ...started, tokenHash, calls, after: () => started.server.requests.slice(sent) };
}

async function failure(promise: Promise<unknown>): Promise<AuthServiceError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthServiceError);
  return error as AuthServiceError;
}

describe('password reset with a PKCE recovery token', () => {
  it('falls back to verify and PUT user when recover answers 400, then signs the user in', async () => {
    const t = await recoveryFor();
    // Our server answers the first call 400 like Supabase would (decision 9).
    t.server.intercept('POST', '/auth/v1/recover', (request) =>
      request.body?.token_hash ? t.server.authError(request, 400, 'validation_failed', 'Password recovery requires an email') : undefined,
    );
    const result = await t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1');

    expect(result).toEqual({ signedIn: true });
    expect(t.server.user('ann@school.example')?.password).toBe('New-secret-1');
    const [recover, verify, put] = t.after();
    expect(t.calls().slice(0, 3)).toEqual(['POST /auth/v1/recover', 'POST /auth/v1/verify', 'PUT /auth/v1/user']);
    expect(recover?.body).toEqual({ token_hash: t.tokenHash, type: 'recovery', password: 'New-secret-1' });
    expect(recover?.headers.get('apikey')).toBe(t.server.anonKey);
    expect(verify?.body).toEqual({ token_hash: t.tokenHash, type: 'recovery' });
    expect(put?.body).toEqual({ password: 'New-secret-1' });
    expect(put?.headers.get('Authorization')).toMatch(/^Bearer ey/);
    expect(put?.headers.get('Authorization')).not.toBe(`Bearer ${t.server.anonKey}`);
    expect($session.get().status).toBe('signed-in');
    expect($session.get().user?.email).toBe('ann@school.example');
  });

  it("also falls back on Supabase's own answer to the first call", async () => {
    const t = await recoveryFor();
    await t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1');
    expect(t.calls().slice(0, 3)).toEqual(['POST /auth/v1/recover', 'POST /auth/v1/verify', 'PUT /auth/v1/user']);
    expect(t.server.user('ann@school.example')?.password).toBe('New-secret-1');
  });

  it('stops after recover when it succeeds', async () => {
    const t = await recoveryFor();
    t.server.intercept('POST', '/auth/v1/recover', () => new Response('{}', { status: 200 }));
    await expect(t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1')).resolves.toEqual({ signedIn: false });
    expect(t.calls()).toEqual(['POST /auth/v1/recover']);
  });

  it('signs in with the session recover answers with, and asks nothing more', async () => {
    const t = await recoveryFor();
    const granted = t.server.grantSession('ann@school.example');
    t.server.intercept('POST', '/auth/v1/recover', () => new Response(JSON.stringify(granted), { status: 200 }));
    await expect(t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1')).resolves.toEqual({ signedIn: true });
    expect(t.calls().filter((call) => call !== 'GET /auth/v1/user')).toEqual(['POST /auth/v1/recover']);
    expect($session.get().user?.email).toBe('ann@school.example');
  });

  it('stops at a password recover refuses or a link it says is spent: verify would use the link up', async () => {
    const t = await recoveryFor();
    t.server.intercept('POST', '/auth/v1/recover', (request) => t.server.authError(request, 422, 'same_password', 'New password should be different from the old password.'));
    const refused = await failure(t.service.resetPasswordWithToken(t.tokenHash, 'old-secret'));
    expect(refused.message).toBe('New password must be different from your current password');
    t.server.intercept('POST', '/auth/v1/recover', (request) => t.server.authError(request, 403, 'otp_expired', 'Token has expired or is invalid'));
    const spent = await failure(t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1'));
    expect(spent.message).toBe('Invalid or expired reset token. Please request a new password reset.');
    expect(t.calls()).toEqual(['POST /auth/v1/recover', 'POST /auth/v1/recover']);
    expect(t.server.recoveryTokenHash('ann@school.example')).toBe(t.tokenHash);
  });

  it('falls back when recover cannot be reached', async () => {
    const t = await recoveryFor();
    t.server.intercept('POST', '/auth/v1/recover', () => {
      throw new TypeError('fetch failed');
    });
    await t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1');
    expect(t.server.user('ann@school.example')?.password).toBe('New-secret-1');
  });

  it('rejects a missing token without calling the server', async () => {
    const t = await recoveryFor();
    const error = await failure(t.service.resetPasswordWithToken('  ', 'New-secret-1'));
    expect(error.message).toBe('Invalid reset link format. Please request a new password reset.');
    expect(t.calls()).toEqual([]);
  });

  it('reports an invalid or used token', async () => {
    const t = await recoveryFor();
    const error = await failure(t.service.resetPasswordWithToken('pkce_0123456789abcdef0123', 'New-secret-1'));
    expect(error.message).toBe('Invalid or expired reset token. Please request a new password reset.');
    expect(error.code).toBe('otp_expired');
    expect(t.calls()).toEqual(['POST /auth/v1/recover', 'POST /auth/v1/verify']);
  });

  it('reports a verify answer without an access token', async () => {
    const t = await recoveryFor();
    t.server.intercept('POST', '/auth/v1/verify', () => new Response(JSON.stringify({ user: { id: 'u' } }), { status: 200 }));
    const error = await failure(t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1'));
    expect(error.message).toBe('Token verification succeeded but no access token received.');
  });

  it('reports a failed password update', async () => {
    const t = await recoveryFor();
    t.server.intercept('PUT', '/auth/v1/user', (request) => t.server.authError(request, 500, 'unexpected_failure', 'boom'));
    const error = await failure(t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1'));
    expect(error.message).toBe('Password update failed. Please try requesting a new reset link.');
  });

  it('lets the user choose another password after a rejected one without a new link', async () => {
    const t = await recoveryFor();
    const same = await failure(t.service.resetPasswordWithToken(t.tokenHash, 'old-secret'));
    expect(same.message).toBe('New password must be different from your current password');
    expect(same.code).toBe('same_password');

    const retry = t.server.requests.length;
    await t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1');
    expect(t.server.requests.slice(retry, retry + 1).map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /auth/v1/user']);
    expect(t.server.user('ann@school.example')?.password).toBe('New-secret-1');
  });

  it('reports a connection problem', async () => {
    const t = await recoveryFor();
    t.server.intercept('POST', '/auth/v1/verify', () => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(t.service.resetPasswordWithToken(t.tokenHash, 'New-secret-1'));
    expect(error.message).toBe('Password reset failed. Please check your connection and try again.');
  });
});
