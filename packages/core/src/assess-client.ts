import { createApiClient, type ApiClient, type ApiClientOptions } from './api/index.js';
import { createAuthService, type AuthService, type AuthServiceOptions } from './auth/index.js';
import { $session } from './stores/session.js';

export interface AssessClientOptions {
  /** The product backend's origin; calls go to `${apiBaseUrl}/api/...`. */
  apiBaseUrl: string;
  /** The auth service: our server's origin, or a Supabase project's URL. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** This site's origin, for the links that e-mails and providers send users back to. */
  siteUrl: string;
  /** Extra settings passed through to the request layer and the auth service (tests inject fetch, storage, clocks). */
  api?: Omit<ApiClientOptions, 'baseUrl' | 'getAccessToken' | 'onUnauthorized'>;
  auth?: Omit<AuthServiceOptions, 'supabaseUrl' | 'supabaseAnonKey' | 'siteUrl' | 'requestProductApi'>;
}

export interface AssessClient {
  api: ApiClient;
  auth: AuthService;
  /** Stops listening to the session and refreshing tokens. */
  dispose(): void;
}

/**
 * The request layer and the auth service wired to each other, as every screen needs them: backend calls
 * carry the session's access token, a 401 signs the user out, and invitation calls go through the API.
 */
export function createAssessClient(options: AssessClientOptions): AssessClient {
  // The two refer to each other; the closures run only after both exist.
  const api = createApiClient({
    ...options.api,
    baseUrl: options.apiBaseUrl,
    getAccessToken: async () => (await auth.getSession())?.access_token ?? null,
    onUnauthorized: () => auth.signOut(),
  });
  const auth: AuthService = createAuthService({
    ...options.auth,
    supabaseUrl: options.supabaseUrl,
    supabaseAnonKey: options.supabaseAnonKey,
    siteUrl: options.siteUrl,
    // Invitation answers must be current, and accepting one changes nothing cached.
    requestProductApi: (method, path) => (method === 'GET' ? api.get(path, { fresh: true }) : api.post(path, undefined, { invalidates: false })),
  });
  // A new sign-in, a refresh or a sign-out must not reuse the previous session's cached token.
  const stopWatchingSession = $session.listen(() => api.clearToken());
  return {
    api,
    auth,
    dispose() {
      stopWatchingSession();
      auth.dispose();
    },
  };
}
