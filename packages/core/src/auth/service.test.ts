import { afterEach, describe, expect, it, vi } from 'vitest';
import { $role, $roleKnown, $session, type AuthStatus } from '../stores/session.js';
import { AuthServiceError } from './errors.js';
import { describeAuthError } from './texts.js';
import { googleSignInErrorMessage, INVITATION_USED_CODE } from './service.js';
import { FakeAuthServer } from './testing/fake-auth-server.js';
import { MemoryStorage } from './testing/memory-storage.js';
import { SITE_URL, startAuthService, stopAuthServices } from './testing/setup.js';

afterEach(() => stopAuthServices());

const STORAGE_KEY = 'sb-auth-auth-token';

async function rejection(promise: Promise<unknown>): Promise<AuthServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthServiceError);
    return error as AuthServiceError;
  }
  throw new Error('expected a rejection');
}

function watchStatuses(): AuthStatus[] {
  const seen: AuthStatus[] = [];
  $session.subscribe((state) => {
    if (seen.at(-1) !== state.status) seen.push(state.status);
  });
  return seen;
}

describe('auth client options', () => {
  it('signs up with a PKCE challenge and sends the confirmation link back to /auth/callback', async () => {
    const { server, service, storage } = startAuthService();
    await service.signUp('ann@school.example', 'secret1', { firstName: 'Ann', lastName: 'Lee', role: 'student' });
    const signUp = server.requests.find((r) => r.path === '/auth/v1/signup');
    expect(signUp?.method).toBe('POST');
    expect(signUp?.query.get('redirect_to')).toBe(`${SITE_URL}/auth/callback`);
    expect(signUp?.body?.code_challenge_method).toBe('s256');
    expect(String(signUp?.body?.code_challenge)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signUp?.headers.get('apikey')).toBe(server.anonKey);
    // The verifier stays in storage for the code exchange.
    expect(storage.items.has(`${STORAGE_KEY}-code-verifier`)).toBe(true);
  });

  it('persists the session, and a new page load starts signed in from storage', async () => {
    const { server, service, storage } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    await service.ready;
    await service.signIn('ann@school.example', 'secret1');
    expect(JSON.parse(storage.items.get(STORAGE_KEY) ?? '{}').refresh_token).toMatch(/^refresh-/);
    stopAuthServices();

    const seen = watchStatuses();
    const reloaded = startAuthService({ server, storage });
    expect($session.get().status).toBe('loading');
    await reloaded.service.ready;
    expect(seen.slice(-2)).toEqual(['loading', 'signed-in']);
    expect($session.get().user?.email).toBe('ann@school.example');
  });

  it('refreshes a stored session that is about to expire', async () => {
    const server = new FakeAuthServer();
    server.addUser('ann@school.example', 'secret1');
    const storage = new MemoryStorage();
    const almostExpired = server.grantSession('ann@school.example', 5);
    storage.setItem(STORAGE_KEY, JSON.stringify(almostExpired));
    const { service } = startAuthService({ server, storage });
    await service.ready;
    expect(server.requests.some((r) => r.path === '/auth/v1/token' && r.query.get('grant_type') === 'refresh_token')).toBe(true);
    expect($session.get().session?.refresh_token).not.toBe(almostExpired.refresh_token);
  });
});

describe('session store', () => {
  it('is loading until the first session check, then signed out, signed in and signed out again', async () => {
    const seen = watchStatuses();
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    expect($session.get().status).toBe('loading');
    await service.ready;
    expect($session.get()).toEqual({ status: 'signed-out', session: null, user: null });

    const session = await service.signIn('ann@school.example', 'secret1');
    expect($session.get().status).toBe('signed-in');
    expect($session.get().session?.access_token).toBe(session.access_token);
    expect((await service.getSession())?.access_token).toBe(session.access_token);

    await service.signOut();
    expect($session.get()).toEqual({ status: 'signed-out', session: null, user: null });
    expect($role.get()).toBeNull();
    expect(await service.getSession()).toBeNull();
    expect(seen.slice(-4)).toEqual(['loading', 'signed-out', 'signed-in', 'signed-out']);

    const logout = server.requests.find((r) => r.path === '/auth/v1/logout');
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    await service.signIn('ann@school.example', 'secret1');
    server.intercept('POST', '/auth/v1/logout', () => {
      throw new TypeError('fetch failed');
    });
    await service.signOut();
    expect($session.get().status).toBe('signed-out');
    expect(await service.getSession()).toBeNull();
  });

  it('sets a session from access and refresh tokens', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    const granted = server.grantSession('ann@school.example');
    const session = await service.setSession(String(granted.access_token), String(granted.refresh_token));
    expect(session.user.email).toBe('ann@school.example');
    expect($session.get().status).toBe('signed-in');

    const error = await rejection(service.setSession('not-a-jwt', 'refresh-x'));
    expect(error.message).toBe('Invalid JWT structure');
  });
});

describe('sign-up', () => {
  it('validates before calling the auth service', async () => {
    const { server, service } = startAuthService();
    expect((await rejection(service.signUp('', 'secret1'))).message).toBe('Email and password are required');
    expect((await rejection(service.signUp('ann@school.example', '12345'))).message).toBe('Password must be at least 6 characters long');
    expect((await rejection(service.signUp('ann@school', 'secret1'))).message).toBe('Please enter a valid email address');
    expect(server.requests.filter((r) => r.path === '/auth/v1/signup')).toHaveLength(0);
  });

  it('sends the sign-up metadata with a normalised role', async () => {
    const { server, service } = startAuthService();
    server.autoConfirm = false;
    const result = await service.signUp(' ann@school.example ', 'secret1', { firstName: 'Ann', lastName: 'Lee', role: 'superuser' });
    const body = server.requests.find((r) => r.path === '/auth/v1/signup')?.body;
    expect(body?.email).toBe('ann@school.example');
    expect(body?.data).toEqual({ first_name: 'Ann', last_name: 'Lee', name: 'Ann Lee', full_name: 'Ann Lee', role: 'student', is_independent: true });
    expect(result.session).toBeNull();
    expect(result.user?.email).toBe('ann@school.example');
  });

  it('reports an address that is already registered, with or without e-mail confirmation', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    const text = 'This email is already registered. Please try signing in instead.';
    expect((await rejection(service.signUp('ann@school.example', 'secret1'))).message).toBe(text);
    server.autoConfirm = false;
    expect((await rejection(service.signUp('ann@school.example', 'secret1'))).message).toBe(text);
  });

  it('gives the database, constraint, provider and fallback texts', async () => {
    const { server, service } = startAuthService();
    const answers = [
      [500, { code: 'unexpected_failure', message: 'Database error saving new user' }],
      [400, { code: 'validation_failed', message: 'duplicate key value violates unique constraint "users_email_key"' }],
      [422, { code: 'signup_disabled', message: 'Signups not allowed for this instance' }],
      [400, { code: 'validation_failed', message: '' }],
    ] as const;
    let next = 0;
    server.intercept('POST', '/auth/v1/signup', () => {
      const [status, body] = answers[next++]!;
      return new Response(JSON.stringify(body), { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    });
    const texts = [];
    for (let i = 0; i < answers.length; i++) texts.push((await rejection(service.signUp('ann@school.example', 'secret1'))).message);
    expect(texts).toEqual([
      'There was a problem creating your account. Please try again or contact support.',
      'Invalid account information provided. Please check your details and try again.',
      'Signups not allowed for this instance',
      'Failed to create account',
    ]);
  });

  it('gives the unexpected-error text when something other than the auth service fails', async () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('storage is full');
    };
    const { service } = startAuthService({ storage });
    const error = await rejection(service.signUp('ann@school.example', 'secret1'));
    expect(error.message).toBe('An unexpected error occurred. Please try again.');
  });

  it('signs up by invitation with firstName, lastName, role student and the code', async () => {
    const { server, service } = startAuthService();
    server.autoConfirm = false;
    await service.signUpWithInvitation('kim@school.example', 'secret1', 'INV-7', 'Kim', 'Park');
    const signUp = server.requests.find((r) => r.path === '/auth/v1/signup');
    expect(signUp?.body?.data).toEqual({ firstName: 'Kim', lastName: 'Park', role: 'student', invitation_code: 'INV-7' });
    expect(signUp?.query.get('redirect_to')).toBe(`${SITE_URL}/auth/callback`);
    expect((await rejection(service.signUpWithInvitation('kim@school.example', 'secret1', ' ', 'Kim', 'Park'))).message).toBe(
      'Invalid invitation code',
    );
  });
});

describe('sign-in', () => {
  it("passes the provider's message and code on", async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    const wrong = await rejection(service.signIn('ann@school.example', 'wrong-password'));
    expect(wrong.message).toBe('Invalid login credentials');
    expect(wrong.code).toBe('invalid_credentials');
    expect(describeAuthError(wrong)).toBe('Invalid email or password');

    server.addUser('new@school.example', 'secret1', { confirmed: false });
    const unconfirmed = await rejection(service.signIn('new@school.example', 'secret1'));
    expect(unconfirmed.code).toBe('email_not_confirmed');
    expect(unconfirmed.message).toBe('Email not confirmed');
  });

  it("says 'Login failed' when the provider gives no message", async () => {
    const { server, service } = startAuthService();
    server.intercept('POST', '/auth/v1/token', (request) => server.authError(request, 400, 'invalid_credentials', ''));
    expect((await rejection(service.signIn('ann@school.example', 'secret1'))).message).toBe('Login failed');
  });

  it("maps Supabase's rate-limit code to the rate_limit_exceeded text (decision 8)", async () => {
    const { server, service } = startAuthService();
    server.intercept('POST', '/auth/v1/token', (request) => server.authError(request, 429, 'over_request_rate_limit', 'Request rate limit reached'));
    const error = await rejection(service.signIn('ann@school.example', 'secret1'));
    expect(error.code).toBe('over_request_rate_limit');
    expect(error.status).toBe(429);
    expect(describeAuthError(error)).toBe('Too many attempts. Please try again later.');
  });
});

describe('Google sign-in', () => {
  it('asks for offline access, consent and the email and profile scopes, returning to the dashboard', async () => {
    const { service, storage } = startAuthService();
    const { url } = await service.signInWithGoogle();
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe('http://auth.test/auth/v1/authorize');
    expect(address.searchParams.get('provider')).toBe('google');
    expect(address.searchParams.get('redirect_to')).toBe(`${SITE_URL}/dashboard`);
    expect(address.searchParams.get('scopes')).toBe('email profile');
    expect(address.searchParams.get('access_type')).toBe('offline');
    expect(address.searchParams.get('prompt')).toBe('consent');
    expect(address.searchParams.get('code_challenge_method')).toBe('s256');
    expect(address.searchParams.get('code_challenge')).toBeTruthy();
    expect(storage.items.has(`${STORAGE_KEY}-code-verifier`)).toBe(true);
  });

  it('gives the service-layer failure text', async () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('storage is full');
    };
    const { service } = startAuthService({ storage });
    expect((await rejection(service.signInWithGoogle())).message).toBe('Google sign-in failed. Please try again.');
  });

  it('tells the administrator to configure the provider on invalid_client', () => {
    expect(googleSignInErrorMessage(new Error('invalid_client: The OAuth client was not found.'))).toBe(
      'Google sign-in is not configured for this site. Please ask your administrator to configure the Google provider.',
    );
    expect(googleSignInErrorMessage({ code: 'invalid_client', message: 'Unauthorized' })).toMatch(/administrator to configure the Google provider/);
    expect(googleSignInErrorMessage(new Error('popup closed'))).toBe('Google sign-in failed. Please try again.');
  });
});

describe('passwords', () => {
  it('sends the reset e-mail with a PKCE challenge and a return to /auth/reset-password', async () => {
    const { server, service, storage } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    await service.resetPasswordForEmail('ann@school.example');
    const recover = server.requests.find((r) => r.path === '/auth/v1/recover');
    expect(recover?.query.get('redirect_to')).toBe(`${SITE_URL}/auth/reset-password`);
    expect(recover?.body?.email).toBe('ann@school.example');
    expect(recover?.body?.code_challenge_method).toBe('s256');
    expect(storage.items.get(`${STORAGE_KEY}-code-verifier`)).toMatch(/\/recovery"?$/);
  });

  it('passes a reset e-mail rate limit on with its code', async () => {
    const { server, service } = startAuthService();
    server.intercept('POST', '/auth/v1/recover', (request) =>
      server.authError(request, 429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
    );
    const error = await rejection(service.resetPasswordForEmail('ann@school.example'));
    expect(describeAuthError(error)).toBe('Too many attempts. Please try again later.');
  });

  it('sends a confirmation again through POST /auth/v1/resend, and passes its rate limit on with the wait', async () => {
    const { server, service } = startAuthService();
    server.intercept('POST', '/auth/v1/resend', () => Response.json({}));
    await service.resendConfirmation(' ann@school.example ');
    const resend = server.requests.find((r) => r.path === '/auth/v1/resend');
    expect(resend?.body).toMatchObject({ type: 'signup', email: 'ann@school.example' });
    expect(resend?.query.get('redirect_to')).toBe(`${SITE_URL}/auth/callback`);

    server.intercept('POST', '/auth/v1/resend', (request) =>
      server.authError(request, 429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.'),
    );
    const error = await rejection(service.resendConfirmation('ann@school.example'));
    expect(describeAuthError(error)).toBe('Too many attempts. Please try again later. You can try again in 42 seconds.');
  });

  it('updates the password of the signed-in user', async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    const session = await service.signIn('ann@school.example', 'secret1');
    await service.updatePassword('Better-pass-2');
    const put = server.requests.find((r) => r.method === 'PUT' && r.path === '/auth/v1/user');
    expect(put?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
    expect(put?.body).toMatchObject({ password: 'Better-pass-2' });
    expect(server.user('ann@school.example')?.password).toBe('Better-pass-2');

    const same = await rejection(service.updatePassword('Better-pass-2'));
    expect(same.code).toBe('same_password');
    expect(describeAuthError(same)).toBe('New password must be different from your current password');
  });

  it("says 'Failed to update password' when there is no session or no message", async () => {
    const { server, service } = startAuthService();
    server.addUser('ann@school.example', 'secret1');
    await service.signIn('ann@school.example', 'secret1');
    server.intercept('PUT', '/auth/v1/user', (request) => server.authError(request, 400, 'validation_failed', ''));
    expect((await rejection(service.updatePassword('Another-pass-3'))).message).toBe('Failed to update password');
  });
});

describe('invitations', () => {
  it('verifies through GET /students/invitation/{code}', async () => {
    const calls: string[] = [];
    const { service } = startAuthService({
      requestProductApi: async (method, path) => {
        calls.push(`${method} ${path}`);
        return { email: 'kim@school.example', student_name: 'Kim Park' };
      },
    });
    await expect(service.verifyInvitation(' INV 7 ')).resolves.toMatchObject({ email: 'kim@school.example', student_name: 'Kim Park' });
    expect(calls).toEqual(['GET /students/invitation/INV%207']);
  });

  it("says 'Invalid invitation code' for an unknown code and 'Error verifying invitation' otherwise", async () => {
    let answer: () => Promise<unknown> = async () => null;
    const { service } = startAuthService({ requestProductApi: () => answer() });
    expect((await rejection(service.verifyInvitation(''))).message).toBe('Invalid invitation code');
    expect((await rejection(service.verifyInvitation('INV-1'))).message).toBe('Invalid invitation code');
    answer = async () => 'not an invitation';
    expect((await rejection(service.verifyInvitation('INV-1'))).message).toBe('Invalid invitation code');
    answer = async () => ({ valid: false });
    expect((await rejection(service.verifyInvitation('INV-1'))).message).toBe('Invalid invitation code');
    answer = () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 }));
    expect((await rejection(service.verifyInvitation('INV-1'))).message).toBe('Invalid invitation code');
    answer = () => Promise.reject(Object.assign(new Error('This invitation has already been accepted'), { status: 410 }));
    const used = await rejection(service.verifyInvitation('INV-1'));
    expect(used.message).toBe('This invitation has already been used to create an account. Sign in with that account instead.');
    expect(used.code).toBe(INVITATION_USED_CODE);
    answer = () => Promise.reject(Object.assign(new Error('Server error'), { status: 500 }));
    expect((await rejection(service.verifyInvitation('INV-1'))).message).toBe('Error verifying invitation');
    answer = () => Promise.reject(new TypeError('fetch failed'));
    expect((await rejection(service.verifyInvitation('INV-1'))).message).toBe('Error verifying invitation');
  });

  it('accepts through POST /students/invitation/accept/{code}', async () => {
    const calls: string[] = [];
    let fail = false;
    const { service } = startAuthService({
      requestProductApi: async (method, path) => {
        calls.push(`${method} ${path}`);
        if (fail) throw Object.assign(new Error('Forbidden'), { status: 403 });
        return { student_id: 51, message: 'Linked' };
      },
    });
    await expect(service.acceptInvitation('INV-7')).resolves.toEqual({ student_id: '51', user_id: null, message: 'Linked' });
    expect(calls).toEqual(['POST /students/invitation/accept/INV-7']);
    fail = true;
    expect((await rejection(service.acceptInvitation('INV-7'))).message).toBe('Error accepting invitation');
  });

  it('cannot verify or accept without the product API', async () => {
    const { service } = startAuthService();
    expect((await rejection(service.verifyInvitation('INV-7'))).message).toBe('Error verifying invitation');
    expect((await rejection(service.acceptInvitation('INV-7'))).message).toBe('Error accepting invitation');
  });
});

describe('role store', () => {
  it('follows the signed-in user', async () => {
    const { server, service } = startAuthService();
    const ann = server.addUser('ann@school.example', 'secret1');
    server.userRoles.push({ user_id: ann.id, role: 'teacher' });
    await service.signIn('ann@school.example', 'secret1');
    await vi.waitFor(() => expect($role.get()).toBe('teacher'));
    expect($roleKnown.get()).toBe(true);
    await service.signOut();
    expect($role.get()).toBeNull();
    expect($roleKnown.get()).toBe(false);
  });

  it('tells a role not read yet from an account with no role', async () => {
    const { server, service } = startAuthService();
    server.addUser('nora@school.example', 'secret1');
    await service.signIn('nora@school.example', 'secret1');
    // Signed in, role not read yet: screens that differ by role wait.
    expect($session.get().status).toBe('signed-in');
    expect($roleKnown.get()).toBe(false);
    await vi.waitFor(() => expect($roleKnown.get()).toBe(true));
    expect($role.get()).toBeNull();
  });
});
