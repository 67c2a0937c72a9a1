import type { EmailOtpType, Session, SupabaseClient } from '@supabase/supabase-js';
import { ROUTES, routeTo } from '../routes/routes.js';
import { readAuthLinkParams } from './links.js';
import { checkResetToken } from '../rules/accounts/reset-token.js';
import { AUTH_MESSAGES } from './texts.js';

/** Redirect delays of the /auth/callback page (spec 01 §2 and §9). */
export const AUTH_CALLBACK_SUCCESS_DELAY_MS = 2000;
export const AUTH_CALLBACK_ERROR_DELAY_MS = 3000;

export type AuthCallbackResult =
  /** Signed in (kind 'confirmed' when an e-mail confirmation or invitation brought the user here). */
  | { status: 'success'; kind: 'confirmed' | 'signed-in'; session: Session; redirectTo: string; delayMs: number }
  /** A recovery link: go on to the reset page at once. */
  | { status: 'recovery'; redirectTo: string; delayMs: 0 }
  | { status: 'error'; message: string; redirectTo: string; delayMs: number }
  /** An e-mailed link already used or expired: said plainly, with a way to a new one, and no redirect. */
  | { status: 'link-used'; message: string };

const CONFIRMATION_TYPES = new Set(['signup', 'invite', 'email', 'email_change']);

function success(session: Session, confirmed: boolean): AuthCallbackResult {
  return {
    status: 'success',
    kind: confirmed ? 'confirmed' : 'signed-in',
    session,
    redirectTo: ROUTES.dashboard,
    delayMs: AUTH_CALLBACK_SUCCESS_DELAY_MS,
  };
}

function failure(message: string): AuthCallbackResult {
  return { status: 'error', message, redirectTo: ROUTES.login, delayMs: AUTH_CALLBACK_ERROR_DELAY_MS };
}

const LINK_USED: AuthCallbackResult = { status: 'link-used', message: AUTH_MESSAGES.callbackLinkUsed };

function isNetworkFailure(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AuthRetryableFetchError';
}

function recovery(session: Pick<Session, 'access_token' | 'refresh_token'>): AuthCallbackResult {
  const query = { access_token: session.access_token, refresh_token: session.refresh_token, type: 'recovery' };
  return { status: 'recovery', redirectTo: routeTo('resetPassword', {}, query), delayMs: 0 };
}

/**
 * Works out what /auth/callback shows for the link it was opened with (spec 01 §2 and §8, decision 9):
 * recovery links go on to the reset page, confirmation and sign-in returns become a session, errors go to login.
 * An e-mailed link carries a token hash that is verified here, in whichever browser opened it (the one that asked
 * or another device); a link already used or expired says so and offers a new one.
 */
export async function completeAuthCallback(client: SupabaseClient, href: string | URL): Promise<AuthCallbackResult> {
  try {
    const link = readAuthLinkParams(href);
    const confirmed = link.type !== null && CONFIRMATION_TYPES.has(link.type);

    if (link.errorCode === 'otp_expired') return LINK_USED;
    if (link.error || link.errorDescription || link.errorCode) {
      const detail = `${link.error ?? ''} ${link.errorCode ?? ''} ${link.errorDescription ?? ''}`.toLowerCase();
      return failure(detail.includes('invalid_client') ? AUTH_MESSAGES.googleNotConfigured : AUTH_MESSAGES.callbackAuthFailed);
    }

    if (link.tokenHash && link.type === 'recovery') {
      // A recovery link is verified on the reset page when the new password is set, so it is not spent before.
      const query = { token_hash: link.tokenHash, type: 'recovery' };
      return { status: 'recovery', redirectTo: routeTo('resetPassword', {}, query), delayMs: 0 };
    }

    if (link.tokenHash && confirmed) {
      const { data, error } = await client.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type as EmailOtpType });
      if (error?.code === 'otp_expired') return LINK_USED;
      if (error || !data.session) return failure(isNetworkFailure(error) ? AUTH_MESSAGES.callbackNetworkFailed : AUTH_MESSAGES.callbackConfirmFailed);
      // An invitation made the account without a password: the invited person chooses one now, signed in by the link.
      if (link.type === 'invite') return recovery(data.session);
      return success(data.session, true);
    }

    if (link.accessToken && link.refreshToken) {
      if (link.type === 'recovery') return recovery({ access_token: link.accessToken, refresh_token: link.refreshToken });
      const { data, error } = await client.auth.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken });
      if (error || !data.session) return failure(confirmed ? AUTH_MESSAGES.callbackConfirmFailed : AUTH_MESSAGES.callbackAuthFailed);
      return success(data.session, confirmed);
    }

    if (link.code) {
      // In the browser the client may already have exchanged the code while starting (detectSessionInUrl).
      const { data: current } = await client.auth.getSession();
      if (current.session) return success(current.session, true);
      const { data, error } = await client.auth.exchangeCodeForSession(link.code);
      if (error || !data.session) return failure(AUTH_MESSAGES.callbackAuthFailed);
      // supabase-js reports which flow started this code (a reset e-mail gives 'recovery') beside the session.
      const { redirectType } = data as { redirectType?: string | null };
      if (redirectType === 'recovery' || link.type === 'recovery') return recovery(data.session);
      return success(data.session, true);
    }

    const { data } = await client.auth.getSession();
    return data.session ? success(data.session, false) : failure(AUTH_MESSAGES.callbackNoSession);
  } catch {
    return failure(AUTH_MESSAGES.callbackUnexpected);
  }
}

export type AuthResetLinkResult =
  /** A recovery session is active: set the password with updatePassword. */
  | { status: 'valid'; mode: 'session' }
  /** A recovery token hash: set the password with resetPasswordWithToken. */
  | { status: 'valid'; mode: 'token'; tokenHash: string }
  | { status: 'invalid'; message: string };

/** Works out the state of /auth/reset-password for the link it was opened with (spec 01 §2 and §4, decision 9). */
export async function prepareResetPasswordLink(client: SupabaseClient, href: string | URL): Promise<AuthResetLinkResult> {
  const invalid = (message: string): AuthResetLinkResult => ({ status: 'invalid', message });
  try {
    const link = readAuthLinkParams(href);

    if (link.error || link.errorCode || link.errorDescription) {
      const detail = `${link.errorCode ?? ''} ${link.errorDescription ?? ''}`.toLowerCase();
      return invalid(detail.includes('expired') ? AUTH_MESSAGES.resetTokenInvalid : AUTH_MESSAGES.resetLinkInvalid);
    }

    if (link.code) {
      const { data: current } = await client.auth.getSession();
      if (current.session) return { status: 'valid', mode: 'session' };
      const { data, error } = await client.auth.exchangeCodeForSession(link.code);
      if (error || !data.session) {
        return invalid(isNetworkFailure(error) ? AUTH_MESSAGES.resetNetworkFailed : AUTH_MESSAGES.resetTokenInvalid);
      }
      return { status: 'valid', mode: 'session' };
    }

    if (link.accessToken && link.refreshToken) {
      if (link.type && link.type !== 'recovery') return invalid(AUTH_MESSAGES.resetLinkInvalid);
      const { data, error } = await client.auth.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken });
      if (error || !data.session) {
        return invalid(isNetworkFailure(error) ? AUTH_MESSAGES.resetNetworkFailed : AUTH_MESSAGES.resetTokenInvalid);
      }
      return { status: 'valid', mode: 'session' };
    }

    if (link.tokenHash) {
      if (link.type && link.type !== 'recovery') return invalid(AUTH_MESSAGES.resetLinkInvalid);
      // The token's form is checked before the form is shown (spec 01 §5), so a broken link never asks for a
      // new password it cannot set.
      if (!checkResetToken(link.tokenHash).valid) return invalid(AUTH_MESSAGES.resetLinkFormat);
      return { status: 'valid', mode: 'token', tokenHash: link.tokenHash };
    }

    return invalid(AUTH_MESSAGES.resetLinkFormat);
  } catch {
    return invalid(AUTH_MESSAGES.resetLinkInvalid);
  }
}
