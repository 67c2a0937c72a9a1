import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_ROLE_CACHE_MS, parseAuthRole } from './roles.js';
import { startAuthService, stopAuthServices } from './testing/setup.js';

afterEach(() => stopAuthServices());

function signedInAs(email: string, options: { provider?: string; metadata?: Record<string, unknown> } = {}) {
  let clock = 1_000_000;
  const started = startAuthService({ now: () => clock });
  const user = started.server.addUser(email, 'secret1', options);
  const roleReads = () => started.server.requests.filter((r) => r.path.startsWith('/rest/v1/')).map((r) => `${r.path}?${r.query}`);
  return {
    ...started,
    user,
    roleReads,
    advance: (ms: number) => {
      clock += ms;
    },
    async role() {
      const session = await started.service.getSession();
      return started.service.getUserRole(session?.user);
    },
  };
}

describe('parseAuthRole', () => {
  it('accepts every role in any case and rejects the rest', () => {
    expect(parseAuthRole('Teacher')).toBe('teacher');
    expect(parseAuthRole(' school_admin ')).toBe('school_admin');
    expect(parseAuthRole('parent')).toBeNull();
    expect(parseAuthRole(null)).toBeNull();
  });
});

describe('role resolution', () => {
  it('reads user_roles first, with the signed-in bearer token', async () => {
    const t = signedInAs('ann@school.example');
    t.server.userRoles.push({ user_id: t.user.id, role: 'Teacher' });
    t.server.usersTable.push({ id: t.user.id, role: 'admin' });
    const session = await t.service.signIn('ann@school.example', 'secret1');
    expect(await t.role()).toBe('teacher');
    const read = t.server.requests.find((r) => r.path === '/rest/v1/user_roles');
    expect(read?.method).toBe('GET');
    expect(read?.query.get('select')).toBe('role');
    expect(read?.query.get('user_id')).toBe(`eq.${t.user.id}`);
    expect(read?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
    expect(read?.headers.get('apikey')).toBe(t.server.anonKey);
    expect(t.roleReads()).not.toContain(expect.stringContaining('/rest/v1/users?'));
  });

  it('falls back to users, then to the user metadata', async () => {
    const t = signedInAs('ann@school.example', { metadata: { role: 'independent_student' } });
    t.server.usersTable.push({ id: t.user.id, role: 'admin' });
    await t.service.signIn('ann@school.example', 'secret1');
    expect(await t.role()).toBe('admin');
    expect(t.roleReads()).toEqual([
      `/rest/v1/user_roles?select=role&user_id=eq.${t.user.id}`,
      `/rest/v1/users?select=role&id=eq.${t.user.id}`,
    ]);

    const u = signedInAs('kim@school.example', { metadata: { role: 'independent_student' } });
    await u.service.signIn('kim@school.example', 'secret1');
    expect(await u.role()).toBe('independent_student');
  });

  it('moves on when a table cannot be read', async () => {
    const t = signedInAs('ann@school.example');
    t.server.brokenTables.add('user_roles');
    t.server.usersTable.push({ id: t.user.id, role: 'teacher' });
    await t.service.signIn('ann@school.example', 'secret1');
    expect(await t.role()).toBe('teacher');
  });

  it('turns a stored value that is not a role into student', async () => {
    const t = signedInAs('ann@school.example', { metadata: { role: 'superuser' } });
    await t.service.signIn('ann@school.example', 'secret1');
    expect(await t.role()).toBe('student');
  });

  it('makes a Google user with no role a student, and leaves an e-mail user with no role unknown', async () => {
    const google = signedInAs('gus@gmail.example', { provider: 'google' });
    await google.service.signIn('gus@gmail.example', 'secret1');
    expect(await google.role()).toBe('student');

    const email = signedInAs('ann@school.example');
    await email.service.signIn('ann@school.example', 'secret1');
    expect(await email.role()).toBeNull();
  });

  it('reuses a resolved role for 5 minutes per user', async () => {
    expect(AUTH_ROLE_CACHE_MS).toBe(300_000);
    const t = signedInAs('ann@school.example');
    t.server.userRoles.push({ user_id: t.user.id, role: 'teacher' });
    await t.service.signIn('ann@school.example', 'secret1');
    expect(await t.role()).toBe('teacher');
    const reads = t.roleReads().length;

    t.server.userRoles[0]!.role = 'admin';
    t.advance(AUTH_ROLE_CACHE_MS - 1);
    expect(await t.role()).toBe('teacher');
    expect(t.roleReads()).toHaveLength(reads);

    t.advance(1);
    expect(await t.role()).toBe('admin');
    expect(t.roleReads()).toHaveLength(reads + 1);
  });

  it('shares one read between simultaneous requests for the same user', async () => {
    const t = signedInAs('ann@school.example');
    t.server.userRoles.push({ user_id: t.user.id, role: 'teacher' });
    const session = await t.service.signIn('ann@school.example', 'secret1');
    const before = t.roleReads().length;
    t.service.dispose();
    const fresh = startAuthService({ server: t.server, storage: t.storage });
    const roles = await Promise.all([fresh.service.getUserRole(session.user), fresh.service.getUserRole(session.user)]);
    expect(roles).toEqual(['teacher', 'teacher']);
    expect(t.roleReads().length - before).toBeLessThanOrEqual(1);
  });

  it('forgets cached roles on sign-out', async () => {
    const t = signedInAs('ann@school.example');
    t.server.userRoles.push({ user_id: t.user.id, role: 'teacher' });
    await t.service.signIn('ann@school.example', 'secret1');
    expect(await t.role()).toBe('teacher');
    await t.service.signOut();
    t.server.userRoles[0]!.role = 'admin';
    await t.service.signIn('ann@school.example', 'secret1');
    expect(await t.role()).toBe('admin');
  });

  it('is null without a signed-in user', async () => {
    const t = signedInAs('ann@school.example');
    expect(await t.service.getUserRole()).toBeNull();
  });
});
