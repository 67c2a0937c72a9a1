import { $role, $session, type ApiClient, type AuthService } from '@assess/core';
import type { Session, User } from '@supabase/supabase-js';
import { vi, type Mock } from 'vitest';
import type { Services } from '../services/services.ts';

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K] };

export interface FakeServices extends Services {
  auth: AuthService & Mocked<AuthService>;
  api: ApiClient & Mocked<ApiClient>;
}

export function testUser(metadata: Record<string, unknown> = { first_name: 'Ada', last_name: 'Lovelace' }, email = 'ada@example.org'): User {
  return {
    id: 'user-1',
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: metadata,
    created_at: '2025-01-01T00:00:00Z',
  } as User;
}

/** Puts a signed-in user in the session store, as the auth service does after its first check. */
export function signInAs(user: User = testUser()): void {
  const session = { access_token: 'token', refresh_token: 'refresh', expires_in: 3600, token_type: 'bearer', user } as Session;
  $session.set({ status: 'signed-in', session, user });
}

export function signOutSession(): void {
  $session.set({ status: 'signed-out', session: null, user: null });
  $role.set(null);
}

/** Services whose calls are mocks: each test says what the auth service and API answer. */
export function fakeServices(): FakeServices {
  const auth = {
    ready: Promise.resolve(),
    signUp: vi.fn(async () => ({ user: null, session: null })),
    signUpWithInvitation: vi.fn(async () => ({ user: null, session: null })),
    signIn: vi.fn(async () => {
      signInAs();
      return {} as Session;
    }),
    signInWithGoogle: vi.fn(async () => ({ url: 'https://accounts.example/' })),
    googleEnabled: vi.fn(async () => true),
    signOut: vi.fn(async () => signOutSession()),
    getSession: vi.fn(async () => $session.get().session),
    setSession: vi.fn(async () => ({}) as Session),
    resetPasswordForEmail: vi.fn(async () => {}),
    resendConfirmation: vi.fn(async () => {}),
    updatePassword: vi.fn(async () => testUser()),
    resetPasswordWithToken: vi.fn(async () => ({ signedIn: false })),
    verifyInvitation: vi.fn(async () => ({ email: null, student_name: null })),
    acceptInvitation: vi.fn(async () => ({})),
    handleAuthCallback: vi.fn(() => new Promise(() => {})),
    prepareResetPassword: vi.fn(async () => ({ status: 'invalid', message: 'Reset link appears invalid. Please request a new password reset.' })),
    getUserRole: vi.fn(async () => null),
    dispose: vi.fn(),
  };
  const api = {
    get: vi.fn(async () => null),
    post: vi.fn(async () => null),
    put: vi.fn(async () => null),
    patch: vi.fn(async () => null),
    delete: vi.fn(async () => null),
    download: vi.fn(async () => undefined),
    clearCache: vi.fn(),
    clearToken: vi.fn(),
    localCache: {},
    url: vi.fn((path: string) => `/api${path}`),
  };
  return { auth, api } as unknown as FakeServices;
}
