import { createClient } from '@supabase/supabase-js';
import type { Session, SupportedStorage, User } from '@supabase/supabase-js';
import type { z } from 'zod/mini';
import { invitationAcceptResponseSchema, invitationSchema, type Invitation } from '../schemas/management.js';
import type { Role } from '../schemas/role.js';
import { $role, $roleKnown, $session } from '../stores/session.js';
import { completeAuthCallback, prepareResetPasswordLink, type AuthCallbackResult, type AuthResetLinkResult } from './callback.js';
import { AuthServiceError, INVITATION_USED_CODE, providerErrorDetails } from './errors.js';
import { readGoogleEnabled } from './settings.js';
import { AUTH_MESSAGES } from './texts.js';
import { createAuthRecovery } from './recovery.js';
import { createAuthRoleResolver } from './roles.js';
import {
  buildInvitationSignUpMetadata,
  buildSignUpMetadata,
  signUpErrorMessage,
  validateSignUpInput,
  type AuthSignUpDetails,
} from './sign-up.js';

export { INVITATION_USED_CODE };

/** What accepting an invitation answers: the linked student record and user. */
export type AuthInvitationLink = z.output<typeof invitationAcceptResponseSchema>;

/** Calls the product backend (the request layer adds the /api prefix and the bearer token). */
export type AuthProductApiRequest = (method: 'GET' | 'POST', path: string) => Promise<unknown>;

export interface AuthServiceOptions {
  /** The auth service's address: our server or a Supabase project. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** This site's origin, for the links the auth service sends users back to. */
  siteUrl: string;
  storage?: SupportedStorage;
  storageKey?: string;
  fetch?: typeof fetch;
  /** Needed for verifyInvitation and acceptInvitation. */
  requestProductApi?: AuthProductApiRequest;
  /** Milliseconds since the epoch, for the role cache. */
  now?: () => number;
}

export interface AuthSignUpResult {
  user: User | null;
  /** Null while the e-mail address awaits confirmation. */
  session: Session | null;
}

export interface AuthService {
  /** Settles once the first session check has completed and $session has left 'loading'. */
  readonly ready: Promise<void>;
  signUp(email: string, password: string, details?: AuthSignUpDetails): Promise<AuthSignUpResult>;
  signUpWithInvitation(email: string, password: string, code: string, firstName: string, lastName: string): Promise<AuthSignUpResult>;
  signIn(email: string, password: string): Promise<Session>;
  /** Starts the Google sign-in; in a browser the client navigates to the returned URL. */
  signInWithGoogle(): Promise<{ url: string }>;
  /** Whether the auth service has Google sign-in turned on (its settings' external.google); false when it cannot tell. */
  googleEnabled(): Promise<boolean>;
  signOut(): Promise<void>;
  getSession(): Promise<Session | null>;
  setSession(accessToken: string, refreshToken: string): Promise<Session>;
  resetPasswordForEmail(email: string): Promise<void>;
  /** Sends a sign-up's confirmation e-mail again (supabase-js auth.resend, type signup). */
  resendConfirmation(email: string): Promise<void>;
  updatePassword(password: string): Promise<User>;
  /** Sets a new password from a recovery token hash; signs the user in when the server granted a session. */
  resetPasswordWithToken(tokenHash: string, password: string): Promise<{ signedIn: boolean }>;
  /** A verified invitation carries the invited e-mail and the student's name. */
  verifyInvitation(code: string): Promise<Invitation>;
  /** Links the signed-in user to the invitation's student record. */
  acceptInvitation(code: string): Promise<AuthInvitationLink>;
  handleAuthCallback(href: string | URL): Promise<AuthCallbackResult>;
  prepareResetPassword(href: string | URL): Promise<AuthResetLinkResult>;
  /** The display role of the given user, or of the signed-in user (decision 7). */
  getUserRole(user?: User): Promise<Role | null>;
  /** Stops listening and refreshing. */
  dispose(): void;
}

const INVALID_INVITATION_STATUSES = new Set([400, 404]);
/** The invitation check's answer for a code already used (GET /students/invitation/{code}). */
const INVITATION_USED_STATUS = 410;

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The service-layer text for a failed Google sign-in; a rejected client configuration is for the administrator. */
export function googleSignInErrorMessage(error: unknown): string {
  const { message, code } = providerErrorDetails(error);
  return `${message} ${code ?? ''}`.toLowerCase().includes('invalid_client') ? AUTH_MESSAGES.googleNotConfigured : AUTH_MESSAGES.googleSignInFailed;
}

/** The auth service over supabase-js (spec 01 §4, §5, §7, §8); keeps $session and $role in sync. */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const client = createClient(options.supabaseUrl, options.supabaseAnonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      detectSessionInUrl: true,
      autoRefreshToken: true,
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
    },
    global: { fetch: fetchImpl },
  });
  const roles = createAuthRoleResolver({ client, ...(options.now ? { now: options.now } : {}) });
  const recovery = createAuthRecovery({ supabaseUrl: options.supabaseUrl, supabaseAnonKey: options.supabaseAnonKey, fetch: fetchImpl });

  let disposed = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const updateRole = async (user: User) => {
    if (disposed) return;
    const role = await roles.resolve(user).catch(() => null);
    if (disposed || $session.get().user?.id !== user.id) return;
    $role.set(role);
    $roleKnown.set(true);
  };

  const forgetRole = () => {
    $role.set(null);
    $roleKnown.set(false);
  };

  $session.set({ status: 'loading', session: null, user: null });
  forgetRole();
  const { data: subscription } = client.auth.onAuthStateChange((event, session) => {
    if (disposed) return;
    if (session) {
      const previous = $session.get().user?.id;
      $session.set({ status: 'signed-in', session, user: session.user });
      if (previous !== session.user.id) forgetRole();
      // Supabase calls inside this callback may wait on the client itself, so the role is read just after it.
      const user = session.user;
      setTimeout(() => void updateRole(user), 0);
    } else {
      $session.set({ status: 'signed-out', session: null, user: null });
      forgetRole();
      if (event === 'SIGNED_OUT') roles.clear();
    }
    if (event === 'INITIAL_SESSION') markReady();
  });

  const signUpWith = async (email: string, password: string, data: object): Promise<AuthSignUpResult> => {
    const invalid = validateSignUpInput(email, password);
    if (invalid) throw new AuthServiceError(invalid);
    try {
      const { data: result, error } = await client.auth.signUp({
        email: email.trim(),
        password,
        options: { data, emailRedirectTo: `${siteUrl}/auth/callback` },
      });
      if (error) {
        const { message, code, status } = providerErrorDetails(error);
        throw new AuthServiceError(signUpErrorMessage(message, code), { code, status, cause: error });
      }
      // With e-mail confirmation on, the auth service answers an existing address with a user without identities.
      if (result.user && Array.isArray(result.user.identities) && result.user.identities.length === 0) {
        throw new AuthServiceError(AUTH_MESSAGES.emailAlreadyRegistered, { code: 'user_already_exists' });
      }
      return { user: result.user, session: result.session };
    } catch (error) {
      if (error instanceof AuthServiceError) throw error;
      throw new AuthServiceError(AUTH_MESSAGES.signUpUnexpected, { cause: error });
    }
  };

  const failWith = (fallback: string, error: unknown): never => {
    const { message, code, status } = providerErrorDetails(error);
    throw new AuthServiceError(message || fallback, { code, status, cause: error });
  };

  return {
    ready,

    signUp: (email, password, details) => signUpWith(email, password, buildSignUpMetadata(details)),

    async signUpWithInvitation(email, password, code, firstName, lastName) {
      if (!code?.trim()) throw new AuthServiceError(AUTH_MESSAGES.invitationInvalid);
      return signUpWith(email, password, buildInvitationSignUpMetadata(code, firstName, lastName));
    },

    async signIn(email, password) {
      const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
      if (error || !data.session) return failWith(AUTH_MESSAGES.loginFailed, error);
      return data.session;
    },

    async signInWithGoogle() {
      try {
        const { data, error } = await client.auth.signInWithOAuth({
          provider: 'google',
          options: {
            redirectTo: `${siteUrl}/dashboard`,
            queryParams: { access_type: 'offline', prompt: 'consent' },
            scopes: 'email profile',
          },
        });
        if (error || !data.url) throw error ?? new Error('No sign-in address');
        return { url: data.url };
      } catch (error) {
        const { code, status } = providerErrorDetails(error);
        throw new AuthServiceError(googleSignInErrorMessage(error), { code, status, cause: error });
      }
    },

    googleEnabled: () => readGoogleEnabled(options.supabaseUrl, options.supabaseAnonKey, fetchImpl),

    async signOut() {
      const { error } = await client.auth.signOut();
      // The user asked to leave: when the server cannot be told, end the session on this device anyway.
      if (error) await client.auth.signOut({ scope: 'local' });
    },

    async getSession() {
      const { data } = await client.auth.getSession();
      return data.session;
    },

    async setSession(accessToken, refreshToken) {
      const { data, error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
      if (error || !data.session) return failWith(AUTH_MESSAGES.setSessionFailed, error);
      return data.session;
    },

    async resetPasswordForEmail(email) {
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo: `${siteUrl}/auth/reset-password` });
      if (error) failWith(AUTH_MESSAGES.resetEmailFailed, error);
    },

    async resendConfirmation(email) {
      const { error } = await client.auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: `${siteUrl}/auth/callback` } });
      if (error) failWith(AUTH_MESSAGES.resendConfirmationFailed, error);
    },

    async updatePassword(password) {
      const { data, error } = await client.auth.updateUser({ password });
      if (error || !data.user) return failWith(AUTH_MESSAGES.updatePasswordFailed, error);
      return data.user;
    },

    async resetPasswordWithToken(tokenHash, password) {
      const tokens = await recovery.resetPassword(tokenHash, password);
      if (!tokens.accessToken || !tokens.refreshToken) return { signedIn: false };
      const { error } = await client.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
      return { signedIn: !error };
    },

    async verifyInvitation(code) {
      const trimmed = code?.trim();
      if (!trimmed) throw new AuthServiceError(AUTH_MESSAGES.invitationInvalid);
      if (!options.requestProductApi) throw new AuthServiceError(AUTH_MESSAGES.invitationVerifyFailed);
      let invitation: unknown;
      try {
        invitation = await options.requestProductApi('GET', `/students/invitation/${encodeURIComponent(trimmed)}`);
      } catch (error) {
        const status = statusOf(error);
        // 410: the code was good but an account was already made with it, so the way on is to sign in.
        if (status === INVITATION_USED_STATUS) throw new AuthServiceError(AUTH_MESSAGES.invitationUsed, { code: INVITATION_USED_CODE, status, cause: error });
        const text = status !== undefined && INVALID_INVITATION_STATUSES.has(status) ? AUTH_MESSAGES.invitationInvalid : AUTH_MESSAGES.invitationVerifyFailed;
        throw new AuthServiceError(text, { status, cause: error });
      }
      const parsed = invitationSchema.safeParse(invitation);
      if (!parsed.success || (invitation as { valid?: unknown }).valid === false) {
        throw new AuthServiceError(AUTH_MESSAGES.invitationInvalid);
      }
      return parsed.data;
    },

    async acceptInvitation(code) {
      const trimmed = code?.trim();
      if (!trimmed) throw new AuthServiceError(AUTH_MESSAGES.invitationInvalid);
      if (!options.requestProductApi) throw new AuthServiceError(AUTH_MESSAGES.invitationAcceptFailed);
      try {
        const linked = await options.requestProductApi('POST', `/students/invitation/accept/${encodeURIComponent(trimmed)}`);
        return invitationAcceptResponseSchema.parse(linked ?? {});
      } catch (error) {
        throw new AuthServiceError(AUTH_MESSAGES.invitationAcceptFailed, { status: statusOf(error), cause: error });
      }
    },

    handleAuthCallback: (href) => completeAuthCallback(client, href),

    prepareResetPassword: (href) => prepareResetPasswordLink(client, href),

    async getUserRole(user) {
      const target = user ?? (await client.auth.getSession()).data.session?.user;
      return target ? roles.resolve(target) : null;
    },

    dispose() {
      disposed = true;
      subscription.subscription.unsubscribe();
      void client.auth.stopAutoRefresh();
    },
  };
}
