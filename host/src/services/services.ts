import { createApiClient, createDeferredAuthService, type ApiClient, type AuthService } from '@assess/core';
import type { AppConfig } from '../config/app-config.ts';

/** The long-lived objects every page shares: the auth service and the product API client. */
export interface Services {
  auth: AuthService;
  api: ApiClient;
}

/** Creates the services for a checked configuration; the API client signs the user out on a 401. */
export function createServices(config: AppConfig, siteUrl: string = window.location.origin): Services {
  let auth: AuthService | null = null;
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: async () => (auth ? ((await auth.getSession())?.access_token ?? null) : null),
    onUnauthorized: async () => {
      api.clearToken();
      await auth?.signOut();
    },
  });
  // supabase-js loads only when this device has a session or the user starts signing in (not for a visitor).
  auth = createDeferredAuthService({
    supabaseUrl: config.supabaseUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    siteUrl,
    requestProductApi: (method, path) => (method === 'GET' ? api.get(path, { fresh: true }) : api.post(path)),
  });
  return { auth, api };
}
