// The auth service for a page's first load: supabase-js (about a quarter of the host's JavaScript) is fetched only
// when this device holds a session, the address carries an auth result, or the user starts an auth action. A
// visitor who is signed out reads the home and sign-in pages without it.
import type { SupportedStorage } from '@supabase/supabase-js';
import { $session } from '../stores/session.js';
import type { AuthService, AuthServiceOptions } from './service.js';
import { readGoogleEnabled } from './settings.js';

/** The key supabase-js keeps a session under when it is not given one: sb-<first label of the host>-auth-token. */
export function defaultAuthStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Parameters an auth redirect leaves in the page address (PKCE code, implicit tokens, errors), which the client reads on start. */
const AUTH_RESULT_PARAMS = ['code', 'access_token', 'refresh_token', 'error', 'error_code', 'error_description'];

function addressCarriesAuthResult(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  return AUTH_RESULT_PARAMS.some((name) => url.searchParams.has(name) || hash.has(name));
}

function browserStorage(): SupportedStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (private modes, blocked cookies): the client decides what to do without it.
    return null;
  }
}

/**
 * Whether the client must start with the page: a session or a sign-in in progress (the PKCE verifier) is stored,
 * the address carries an auth result, or the storage cannot be read at once.
 */
function clientNeededAtStart(storage: SupportedStorage | null, storageKey: string, href: string): boolean {
  if (!storage) return true;
  const session = storage.getItem(storageKey);
  const verifier = storage.getItem(`${storageKey}-code-verifier`);
  if (typeof session !== 'string' && session !== null) return true;
  if (typeof verifier !== 'string' && verifier !== null) return true;
  return session !== null || verifier !== null || addressCarriesAuthResult(href);
}

/**
 * The auth service of createAuthService, loaded on demand. When nothing calls for the client at start the session
 * is known to be signed out at once ($session leaves 'loading' without a request); the first auth action, or a
 * session written by another tab, loads the client, which then behaves exactly as createAuthService.
 */
export function createDeferredAuthService(options: AuthServiceOptions): AuthService {
  const storageKey = options.storageKey ?? defaultAuthStorageKey(options.supabaseUrl);
  const storage = options.storage ?? browserStorage();
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const href = globalThis.location?.href ?? '';

  let disposed = false;
  let loaded: Promise<AuthService> | null = null;
  const load = (): Promise<AuthService> => {
    stopWatchingStorage();
    loaded ??= import('./service.js').then(({ createAuthService }) => {
      const service = createAuthService({ ...options, storageKey });
      if (disposed) service.dispose();
      return service;
    });
    return loaded;
  };

  // Another tab that signs in writes the session here: load the client so this tab follows, as it did with one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey && event.newValue !== null) void load();
  };
  const watchesStorage = !options.storage && typeof globalThis.addEventListener === 'function';
  function stopWatchingStorage() {
    if (watchesStorage) globalThis.removeEventListener('storage', onStorage);
  }

  let ready: Promise<void>;
  if (clientNeededAtStart(storage, storageKey, href)) {
    // As createAuthService would say at once: the session is being checked.
    $session.set({ status: 'loading', session: null, user: null });
    ready = load().then((service) => service.ready);
  } else {
    $session.set({ status: 'signed-out', session: null, user: null });
    if (watchesStorage) globalThis.addEventListener('storage', onStorage);
    ready = Promise.resolve();
  }

  return {
    ready,
    signUp: async (...args) => (await load()).signUp(...args),
    signUpWithInvitation: async (...args) => (await load()).signUpWithInvitation(...args),
    signIn: async (...args) => (await load()).signIn(...args),
    signInWithGoogle: async () => (await load()).signInWithGoogle(),
    googleEnabled: () => readGoogleEnabled(options.supabaseUrl, options.supabaseAnonKey, fetchImpl),
    // Without the client there is no session on this device: nothing to end, nothing to read.
    signOut: async () => (loaded ? (await loaded).signOut() : undefined),
    getSession: async () => (loaded ? (await loaded).getSession() : null),
    setSession: async (...args) => (await load()).setSession(...args),
    resetPasswordForEmail: async (...args) => (await load()).resetPasswordForEmail(...args),
    resendConfirmation: async (...args) => (await load()).resendConfirmation(...args),
    updatePassword: async (...args) => (await load()).updatePassword(...args),
    resetPasswordWithToken: async (...args) => (await load()).resetPasswordWithToken(...args),
    verifyInvitation: async (...args) => (await load()).verifyInvitation(...args),
    acceptInvitation: async (...args) => (await load()).acceptInvitation(...args),
    handleAuthCallback: async (...args) => (await load()).handleAuthCallback(...args),
    prepareResetPassword: async (...args) => (await load()).prepareResetPassword(...args),
    getUserRole: async (user) => (user || loaded ? (await load()).getUserRole(user) : null),
    dispose() {
      disposed = true;
      stopWatchingStorage();
      void loaded?.then((service) => service.dispose());
    },
  };
}
