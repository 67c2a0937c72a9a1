// Accounts with roles and schools for the product API's tests, signed in through the real token endpoint.
import { isDeepStrictEqual } from 'node:util';
import { hashPassword } from '../../auth/passwords.js';
import { createUser, type Role } from '../../auth/users.js';
import { addSchoolMember, createSchool, grantRole, type SchoolMemberRole } from '../../roles/roles.js';
import type { TestServer } from '../../testing/harness.js';
import { uniqueEmail } from '../../testing/harness.js';

export const TEST_PASSWORD = 'Str0ng-passw0rd';

export interface TestAccount {
  id: string;
  email: string;
  token: string;
  role: Role;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

let passwordHash: Promise<string> | undefined;

/** Creates a confirmed account with a role (and a school membership when a school is given) and signs it in. */
export async function account(
  t: TestServer,
  role: Role,
  options: { school?: string; firstName?: string; lastName?: string; email?: string } = {},
): Promise<TestAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? uniqueEmail(role);
  const db = t.server.db;
  const user = await db.transaction(async (tx) => {
    const created = await createUser(tx, {
      email,
      passwordHash: await passwordHash!,
      userMetadata: { first_name: options.firstName ?? 'Test', last_name: options.lastName ?? role },
      provider: 'email',
      confirmed: true,
    });
    await grantRole(tx, null, created.id, role);
    if (options.school) {
      const member: SchoolMemberRole = role === 'school_admin' || role === 'admin' ? 'school_admin' : role === 'teacher' ? 'teacher' : 'student';
      await addSchoolMember(tx, options.school, created.id, member);
    }
    return created;
  });
  return { id: user.id, email, role, token: await signIn(t, email) };
}

export async function signIn(t: TestServer, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: t.anonKey },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Gives a seeded school's teacher and student (seedSchool) the test password and signs both in: their tokens. */
export async function signInSeededSchool(t: TestServer, seeded: { teacherId: string; studentId: string }): Promise<Record<'teacher' | 'student', string>> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const tokens = { teacher: '', student: '' };
  for (const [who, id] of [['teacher', seeded.teacherId], ['student', seeded.studentId]] as const) {
    const { rows } = await t.server.db.query<{ email: string }>('UPDATE auth.users SET encrypted_password = $2, email_confirmed_at = now() WHERE id = $1 RETURNING email', [id, passwordHash]);
    tokens[who] = await signIn(t, rows[0]!.email);
  }
  return tokens;
}

export async function school(t: TestServer, name: string): Promise<string> {
  return (await createSchool(t.server.db, name)).id;
}

/** Calls the API as an account (or anonymously) with a JSON body; reads a JSON answer, else the raw bytes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of many shapes
export async function api<T = any>(
  t: TestServer,
  method: string,
  path: string,
  options: { as?: TestAccount | string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const token = typeof options.as === 'string' ? options.as : options.as?.token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The answer is exactly what its documented schema describes: nothing missing, nothing extra. */
export function expectShape(schema: { parse(value: unknown): unknown }, body: unknown): void {
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(schema.parse(body))), body)) {
    throw new Error(`Answer differs from its schema:\n${JSON.stringify(body)}\n${JSON.stringify(schema.parse(body))}`);
  }
}

/**
 * The teacher adds a student record for the account and sends it an invitation, which the account accepts, as the
 * Students tab and the invitation page do. Returns the record's id.
 */
export async function enrolByInvitation(t: TestServer, teacher: TestAccount, student: TestAccount, record: Record<string, unknown>): Promise<string> {
  const created = await api<{ id: string }>(t, 'POST', '/api/students/students', { as: teacher, body: { ...record, email: student.email } });
  const invited = await api<{ invitation_code: string }>(t, 'POST', `/api/students/students/${created.body.id}/invite`, { as: teacher });
  const accepted = await api(t, 'POST', `/api/students/invitation/accept/${invited.body.invitation_code}`, { as: student });
  if (accepted.status !== 200) throw new Error(`the invitation was not accepted: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return created.body.id;
}
