// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { $session } from '../stores/session.js';
import { FakeAuthServer } from './testing/fake-auth-server.js';
import { MemoryStorage } from './testing/memory-storage.js';
import { startAuthService, stopAuthServices } from './testing/setup.js';

afterEach(() => {
  vi.restoreAllMocks();
  stopAuthServices();
  window.history.replaceState(null, '', '/');
});

it('exchanges the PKCE code in the page address while starting (detectSessionInUrl)', async () => {
  const server = new FakeAuthServer();
  server.autoConfirm = false;
  const storage = new MemoryStorage();
  const first = startAuthService({ server, storage });
  await first.service.signUp('ann@school.example', 'secret1');
  const code = server.followConfirmationLink('ann@school.example');
  stopAuthServices();

  window.history.replaceState(null, '', `/auth/callback?code=${code}`);
  // A page load has one client; this test's second one makes supabase-js warn about sharing the storage key.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { service } = startAuthService({ server, storage });
  await service.ready;

  expect($session.get().status).toBe('signed-in');
  expect($session.get().user?.email).toBe('ann@school.example');
  const exchange = server.requests.find((r) => r.path === '/auth/v1/token' && r.query.get('grant_type') === 'pkce');
  expect(exchange?.body?.auth_code).toBe(code);
  // The code is spent: the page address no longer carries it, and the callback page sees a session.
  expect(window.location.search).not.toContain('code=');
  await expect(service.handleAuthCallback(`https://school.example/auth/callback?code=${code}`)).resolves.toMatchObject({
    status: 'success',
    redirectTo: '/dashboard',
  });
});
