// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../stores/session.js';
import { createDeferredAuthService, defaultAuthStorageKey } from './deferred.js';
import { createAuthService, type AuthService, type AuthServiceOptions } from './service.js';
import { FakeAuthServer } from './testing/fake-auth-server.js';
import { MemoryStorage } from './testing/memory-storage.js';
import { SITE_URL } from './testing/setup.js';

const started: AuthService[] = [];

afterEach(() => {
  for (const service of started.splice(0)) service.dispose();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function start(server: FakeAuthServer, options: Partial<AuthServiceOptions> = {}, make = createDeferredAuthService): AuthService {
  const service = make({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, siteUrl: SITE_URL, fetch: server.fetch, ...options });
  started.push(service);
  return service;
}

/** The session a sign-in leaves in storage, as another tab of the same site would have written it. */
async function storedSessionOf(server: FakeAuthServer, email: string, password: string): Promise<string> {
  const storage = new MemoryStorage();
  const elsewhere = start(server, { storage }, createAuthService);
  await elsewhere.signIn(email, password);
  elsewhere.dispose();
  return storage.items.get(defaultAuthStorageKey(server.url)) ?? '';
}

describe('the auth service on a first page', () => {
  it('knows at once that a visitor with nothing stored is signed out, without asking the auth server', async () => {
    const server = new FakeAuthServer();
    const service = start(server, { storage: new MemoryStorage() });
    expect($session.get().status).toBe('signed-out');
    await service.ready;
    await expect(service.getSession()).resolves.toBeNull();
    await expect(service.getUserRole()).resolves.toBeNull();
    await service.signOut();
    expect(server.requests).toEqual([]);
  });

  it('reads whether Google sign-in is on from the settings alone', async () => {
    const server = new FakeAuthServer();
    server.intercept('GET', '/auth/v1/settings', () => Response.json({ external: { google: true } }));
    const service = start(server, { storage: new MemoryStorage() });
    await expect(service.googleEnabled()).resolves.toBe(true);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /auth/v1/settings']);
    expect($session.get().status).toBe('signed-out');
  });

  it('signs in through the client it loads then, and the next page load starts signed in from storage', async () => {
    const server = new FakeAuthServer();
    server.addUser('ann@school.example', 'secret1');
    const storage = new MemoryStorage();
    const first = start(server, { storage });
    await first.signIn('ann@school.example', 'secret1');
    expect($session.get()).toMatchObject({ status: 'signed-in', user: { email: 'ann@school.example' } });
    expect(storage.items.has(defaultAuthStorageKey(server.url))).toBe(true);
    first.dispose();

    const reloaded = start(server, { storage });
    // A stored session starts the client with the page, as before: 'loading' until it has been checked.
    expect($session.get().status).toBe('loading');
    await reloaded.ready;
    expect($session.get()).toMatchObject({ status: 'signed-in', user: { email: 'ann@school.example' } });
    await expect(reloaded.getSession()).resolves.toMatchObject({ user: { email: 'ann@school.example' } });
  });

  it('looks for the session under the key supabase-js uses when it is given none', async () => {
    const server = new FakeAuthServer();
    server.addUser('ann@school.example', 'secret1');
    const stored = await storedSessionOf(server, 'ann@school.example', 'secret1');
    expect(JSON.parse(stored).refresh_token).toMatch(/^refresh-/);
  });

  it('starts the client with the page when the address carries an auth result', () => {
    window.history.replaceState(null, '', '/dashboard?error=access_denied&error_description=The+user+denied+access');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(new FakeAuthServer(), { storage: new MemoryStorage() });
    expect($session.get().status).toBe('loading');
  });

  it('follows a sign-in made in another tab', async () => {
    const server = new FakeAuthServer();
    server.addUser('ann@school.example', 'secret1');
    const stored = await storedSessionOf(server, 'ann@school.example', 'secret1');
    start(server);
    expect($session.get().status).toBe('signed-out');

    const key = defaultAuthStorageKey(server.url);
    window.localStorage.setItem(key, stored);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: stored }));
    await vi.waitFor(() => expect($session.get()).toMatchObject({ status: 'signed-in', user: { email: 'ann@school.example' } }));
  });
});
