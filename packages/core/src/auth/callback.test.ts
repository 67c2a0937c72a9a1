import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { $session } from '../stores/session.js';
import { AUTH_CALLBACK_ERROR_DELAY_MS, AUTH_CALLBACK_SUCCESS_DELAY_MS, completeAuthCallback } from './callback.js';
import { readAuthLinkParams } from './links.js';
import { SITE_URL, startAuthService, stopAuthServices } from './testing/setup.js';

afterEach(() => stopAuthServices());

const callback = (query: string) => `${SITE_URL}/auth/callback${query}`;
const resetPage = (query: string) => `${SITE_URL}/auth/reset-password${query}`;

describe('readAuthLinkParams', () => {
  it('reads the query and the hash, the hash first', () => {
    expect(readAuthLinkParams(callback('?code=abc&type=signup#access_token=at&refresh_token=rt&type=recovery'))).toEqual({
      code: 'abc',
      accessToken: 'at',
      refreshToken: 'rt',
      type: 'recovery',
      tokenHash: null,
      error: null,
      errorCode: null,
      errorDescription: null,
    });
    expect(readAuthLinkParams('/auth/reset-password?token=pkce_abc&type=recovery')).toMatchObject({ tokenHash: 'pkce_abc', type: 'recovery' });
    expect(readAuthLinkParams('/x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toMatchObject({
      error: 'access_denied',
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
    });
  });
});

describe('auth callback', () => {
  it('uses the redirect delays of the specification', () => {
    expect(AUTH_CALLBACK_SUCCESS_DELAY_MS).toBe(2000);
    expect(AUTH_CALLBACK_ERROR_DELAY_MS).toBe(3000);
  });

  it('exchanges the code of a confirmation link and goes to the dashboard after 2 s', async () => {
    const { server, service } = startAuthService();
    server.autoConfirm = false;
    await service.signUp('ann@school.example', 'secret1', { firstName: 'Ann' });
    const code = server.followConfirmationLink('ann@school.example');

    const result = await service.handleAuthCallback(callback(`?code=${code}`));
    expect(result).toMatchObject({ status: 'success', kind: 'confirmed', redirectTo: '/dashboard', delayMs: 2000 });
    const exchange = server.requests.find((r) => r.path === '/auth/v1/token' && r.query.get('grant_type') === 'pkce');
    expect(exchange?.body).toMatchObject({ auth_code: code });
    expect(String(exchange?.body?.code_verifier)).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect($session.get().status).toBe('signed-in');
  });

  it('verifies the token hash of a confirmation link in another browser than the one that signed up, then the dashboard after 2 s', async () => {
    const { server, service: schoolComputer } = startAuthService();
    server.autoConfirm = false;
    await schoolComputer.signUp('ann@school.example', 'secret1', { firstName: 'Ann' });
    const tokenHash = server.confirmationTokenHash('ann@school.example');
    const { service: phone } = startAuthService({ server });

    const result = await phone.handleAuthCallback(callback(`?token_hash=${tokenHash}&type=signup`));
    expect(result).toMatchObject({ status: 'success', kind: 'confirmed', redirectTo: '/dashboard', delayMs: 2000 });
    expect(server.requests.find((r) => r.path === '/auth/v1/verify')?.body).toMatchObject({ token_hash: tokenHash, type: 'signup' });
    expect(server.user('ann@school.example')?.email_confirmed_at).toBeTruthy();
    expect($session.get()).toMatchObject({ status: 'signed-in', user: { email: 'ann@school.example' } });
  });

  it('says plainly that a confirmation link was already used or has expired, without sending the user away', async () => {
    const { server, service } = startAuthService();
    server.autoConfirm = false;
    await service.signUp('ann@school.example', 'secret1', { firstName: 'Ann' });
    const link = callback(`?token_hash=${server.confirmationTokenHash('ann@school.example')}&type=signup`);
    expect(await service.handleAuthCallback(link)).toMatchObject({ status: 'success' });

    const used = { status: 'link-used', message: 'This link has already been used or has expired.' };
    expect(await startAuthService({ server }).service.handleAuthCallback(link)).toEqual(used);
    // A link of the server's verify endpoint that was used or expired comes back with otp_expired.
    expect(await service.handleAuthCallback(callback('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'))).toEqual(used);
  });

  it('sends a recovery token hash on to the reset page without spending it', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    await service.resetPasswordForEmail('ann@school.example');
    const tokenHash = server.recoveryTokenHash('ann@school.example');
    const result = await service.handleAuthCallback(callback(`?token_hash=${tokenHash}&type=recovery`));
    expect(result).toEqual({ status: 'recovery', redirectTo: `/auth/reset-password?token_hash=${tokenHash}&type=recovery`, delayMs: 0 });
    expect(server.requests.filter((r) => r.path === '/auth/v1/verify')).toEqual([]);
    expect(server.recoveryTokenHash('ann@school.example')).toBe(tokenHash);
  });

  it('fails a code it cannot exchange and goes to login after 3 s', async () => {
    const { service } = startAuthService();
    await expect(service.handleAuthCallback(callback('?code=unknown'))).resolves.toEqual({
      status: 'error',
      message: 'Authentication failed. Please try again.',
      redirectTo: '/login',
      delayMs: 3000,
    });
  });

  it('sends a recovery return on to the reset page with its tokens', async () => {
    const { service } = startAuthService();
    const result = await service.handleAuthCallback(callback('#access_token=at1&refresh_token=rt1&type=recovery'));
    expect(result).toEqual({ status: 'recovery', redirectTo: '/auth/reset-password?access_token=at1&refresh_token=rt1&type=recovery', delayMs: 0 });
  });

  it('sends an exchanged recovery code on to the reset page', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    await service.resetPasswordForEmail('ann@school.example');
    const code = server.followRecoveryLink('ann@school.example');
    const result = await service.handleAuthCallback(callback(`?code=${code}`));
    expect(result.status).toBe('recovery');
    const target = new URL((result as { redirectTo: string }).redirectTo, SITE_URL);
    expect(target.pathname).toBe('/auth/reset-password');
    expect(target.searchParams.get('type')).toBe('recovery');
    expect(target.searchParams.get('refresh_token')).toMatch(/^refresh-/);
  });

  it('confirms a signup or invite return with both tokens', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    const granted = server.grantSession('ann@school.example');
    const result = await service.handleAuthCallback(
      callback(`#access_token=${granted.access_token}&refresh_token=${granted.refresh_token}&type=invite`),
    );
    expect(result).toMatchObject({ status: 'success', kind: 'confirmed', redirectTo: '/dashboard', delayMs: 2000 });
  });

  it('fails a confirmation whose tokens are not accepted', async () => {
    const { service } = startAuthService();
    const result = await service.handleAuthCallback(callback('#access_token=bad&refresh_token=bad&type=signup'));
    expect(result).toMatchObject({ status: 'error', message: 'Failed to confirm email. Please try again.', redirectTo: '/login' });
    const other = await service.handleAuthCallback(callback('#access_token=bad&refresh_token=bad&type=magiclink'));
    expect(other).toMatchObject({ status: 'error', message: 'Authentication failed. Please try again.' });
  });

  it('fails a return that carries an error', async () => {
    const { service } = startAuthService();
    expect(await service.handleAuthCallback(callback('?error=access_denied&error_description=Email+link+is+invalid'))).toMatchObject({
      status: 'error',
      message: 'Authentication failed. Please try again.',
    });
    expect(await service.handleAuthCallback(callback('?error=server_error&error_description=invalid_client'))).toMatchObject({
      status: 'error',
      message: 'Google sign-in is not configured for this site. Please ask your administrator to configure the Google provider.',
    });
  });

  it('uses the current session when the link carries nothing, else asks to sign in again', async () => {
    const { server, service } = startAuthService();
    expect(await service.handleAuthCallback(callback(''))).toMatchObject({
      status: 'error',
      message: 'No active session found. Please sign in again.',
    });
    server.addUser('ann@school.example', 'secret1');
    await service.signIn('ann@school.example', 'secret1');
    expect(await service.handleAuthCallback(callback(''))).toMatchObject({ status: 'success', kind: 'signed-in', redirectTo: '/dashboard' });
  });

  it('reports anything unexpected', async () => {
    const broken = {
      auth: {
        getSession: () => {
          throw new Error('storage unavailable');
        },
      },
    } as unknown as SupabaseClient;
    await expect(completeAuthCallback(broken, callback(''))).resolves.toEqual({
      status: 'error',
      message: 'An unexpected error occurred during authentication.',
      redirectTo: '/login',
      delayMs: 3000,
    });
  });
});

describe('reset page link', () => {
  it('exchanges a recovery code, after which the password is set with updatePassword', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    await service.resetPasswordForEmail('ann@school.example');
    const code = server.followRecoveryLink('ann@school.example');
    await expect(service.prepareResetPassword(resetPage(`?code=${code}`))).resolves.toEqual({ status: 'valid', mode: 'session' });
    await service.updatePassword('New-secret-1');
    expect(server.user('ann@school.example')?.password).toBe('New-secret-1');
  });

  it('accepts forwarded recovery tokens', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    const granted = server.grantSession('ann@school.example');
    const link = resetPage(`?access_token=${granted.access_token}&refresh_token=${granted.refresh_token}&type=recovery`);
    await expect(service.prepareResetPassword(link)).resolves.toEqual({ status: 'valid', mode: 'session' });
  });

  it('keeps a token hash for the recovery calls', async () => {
    const { service } = startAuthService();
    await expect(service.prepareResetPassword(resetPage('?token_hash=pkce_abcdef0123456789abcd&type=recovery'))).resolves.toEqual({
      status: 'valid',
      mode: 'token',
      tokenHash: 'pkce_abcdef0123456789abcd',
    });
  });

  it('gives the reset-flow texts for bad links', async () => {
    const { service } = startAuthService();
    const message = async (query: string) => {
      const result = await service.prepareResetPassword(resetPage(query));
      return result.status === 'invalid' ? result.message : result.status;
    };
    expect(await message('')).toBe('Invalid reset link format. Please request a new password reset.');
    expect(await message('?code=unknown')).toBe('Invalid or expired reset token. Please request a new password reset.');
    expect(await message('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toBe(
      'Invalid or expired reset token. Please request a new password reset.',
    );
    expect(await message('?error=server_error&error_description=Something+broke')).toBe(
      'Reset link appears invalid. Please request a new password reset.',
    );
    expect(await message('?token_hash=abc&type=signup')).toBe('Reset link appears invalid. Please request a new password reset.');
    // A token that is neither a recovery token nor a JWT is refused before the form is shown.
    expect(await message('?token=garbage')).toBe('Invalid reset link format. Please request a new password reset.');
    expect(await message('?token_hash=pkce_short&type=recovery')).toBe('Invalid reset link format. Please request a new password reset.');
  });

  it('tells a connection problem apart from a bad code', async () => {
    const { server, service } = startAuthService();
    server.intercept('POST', '/auth/v1/token', () => {
      throw new TypeError('fetch failed');
    });
    // The exchange needs a stored verifier to reach the network.
    server.addUser('ann@school.example', 'secret1');
    await service.resetPasswordForEmail('ann@school.example');
    const result = await service.prepareResetPassword(resetPage('?code=some-code'));
    expect(result).toEqual({ status: 'invalid', message: 'Password reset failed. Please check your connection and try again.' });
  });
});
