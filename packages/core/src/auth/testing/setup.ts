import { createAuthService, type AuthService, type AuthServiceOptions } from '../service.js';
import { FakeAuthServer } from './fake-auth-server.js';
import { MemoryStorage } from './memory-storage.js';

export const SITE_URL = 'https://school.example';

const started: AuthService[] = [];

/** A service over the real supabase-js client, talking to a fake auth server. */
export function startAuthService(overrides: Partial<AuthServiceOptions> & { server?: FakeAuthServer; storage?: MemoryStorage } = {}) {
  const { server = new FakeAuthServer(), storage = new MemoryStorage(), ...options } = overrides;
  const service = createAuthService({
    supabaseUrl: server.url,
    supabaseAnonKey: server.anonKey,
    siteUrl: SITE_URL,
    fetch: server.fetch,
    ...options,
    storage,
  });
  started.push(service);
  return { server, storage, service };
}

export function stopAuthServices(): void {
  for (const service of started.splice(0)) service.dispose();
}
