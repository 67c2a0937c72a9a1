import type { Queryable } from '../db/index.js';

export interface AuthUserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const ROLES = ['admin', 'teacher', 'student', 'independent_student', 'school_admin'] as const;
export type Role = (typeof ROLES)[number];

/** A user's role (each user has one), from user_roles; roles/ grants it, auth checks it (an administrator's routes). */
export async function roleOf(db: Queryable, userId: string): Promise<Role | undefined> {
  const { rows } = await db.query<{ role: Role }>('SELECT role FROM user_roles WHERE user_id = $1', [userId]);
  return rows[0]?.role;
}

export async function hasRole(db: Queryable, userId: string, role: Role): Promise<boolean> {
  return (await roleOf(db, userId)) === role;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: unknown): string | undefined {
  if (typeof email !== 'string') return undefined;
  const trimmed = email.trim().toLowerCase();
  return EMAIL_PATTERN.test(trimmed) && trimmed.length <= 254 ? trimmed : undefined;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<AuthUserRow | undefined> {
  const { rows } = await db.query<AuthUserRow & Record<string, unknown>>(
    'SELECT * FROM auth.users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<AuthUserRow | undefined> {
  const { rows } = await db.query<AuthUserRow & Record<string, unknown>>('SELECT * FROM auth.users WHERE id = $1', [id]);
  return rows[0];
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow & Record<string, unknown>>(
    'SELECT * FROM auth.identities WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

function firstString(meta: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** The names the application's user row keeps, from the metadata a sign-up or a provider gave. */
function profileNames(meta: Record<string, unknown>): { firstName: string | null; lastName: string | null } {
  return {
    firstName: firstString(meta, 'first_name', 'firstName', 'given_name'),
    lastName: firstString(meta, 'last_name', 'lastName', 'family_name'),
  };
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  provider: string;
  providerId?: string;
  identityData?: Record<string, unknown>;
  confirmed: boolean;
  invited?: boolean;
  role?: Role;
}

/** Creates the account, its identity, the application's user row and its role record (a student unless told otherwise). */
export async function createUser(tx: Queryable, input: NewUser): Promise<AuthUserRow> {
  const role = input.role ?? 'student';
  const appMetadata = { provider: input.provider, providers: [input.provider] };
  const { rows } = await tx.query<AuthUserRow & Record<string, unknown>>(
    `INSERT INTO auth.users (email, encrypted_password, email_confirmed_at, invited_at, raw_user_meta_data, raw_app_meta_data)
     VALUES ($1, $2, CASE WHEN $3::boolean THEN now() END, CASE WHEN $4::boolean THEN now() END, $5, $6)
     RETURNING *`,
    [input.email, input.passwordHash, input.confirmed, input.invited ?? false, input.userMetadata, appMetadata],
  );
  const user = rows[0]!;
  const identityData = input.identityData ?? {
    sub: user.id,
    email: user.email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  await tx.query(
    `INSERT INTO auth.identities (user_id, provider, provider_id, identity_data) VALUES ($1, $2, $3, $4)`,
    [user.id, input.provider, input.providerId ?? user.id, identityData],
  );
  const names = profileNames(input.userMetadata);
  await tx.query(`INSERT INTO users (id, email, first_name, last_name, role) VALUES ($1, $2, $3, $4, $5)`, [
    user.id,
    user.email,
    names.firstName,
    names.lastName,
    role,
  ]);
  await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, $2)`, [user.id, role]);
  return user;
}

/** Sets the profile a confirmed sign-up asked for, in the auth record and the application's user row. */
export async function applyProfile(tx: Queryable, userId: string, userMetadata: Record<string, unknown>): Promise<AuthUserRow> {
  const { rows } = await tx.query<AuthUserRow & Record<string, unknown>>(
    'UPDATE auth.users SET raw_user_meta_data = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [userId, userMetadata],
  );
  const names = profileNames(userMetadata);
  await tx.query('UPDATE users SET first_name = $2, last_name = $3, updated_at = now() WHERE id = $1', [userId, names.firstName, names.lastName]);
  return rows[0]!;
}

const iso = (value: Date | null | undefined): string | undefined => (value ? new Date(value).toISOString() : undefined);

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at) ?? iso(identity.created_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: typeof identity.identity_data.email === 'string' ? identity.identity_data.email : undefined,
  };
}

/** The user object of Supabase Auth. Never includes the password hash. */
export function userJson(user: AuthUserRow, identities: IdentityRow[]): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    invited_at: iso(user.invited_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}
