import type { SupabaseClient, User } from '@supabase/supabase-js';
import { ROLES, type Role } from '../schemas/role.js';

/** How long a user's resolved role is reused (spec 01 §4 and §9). */
export const AUTH_ROLE_CACHE_MS = 5 * 60 * 1000;

/** A known role from a stored value (any case), or null when the value is not a role. */
export function parseAuthRole(value: unknown): Role | null {
  const role = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** Whether the user signed in through an external identity provider (Google) rather than e-mail. */
export function isExternalProviderUser(user: Pick<User, 'app_metadata'>): boolean {
  const provider = user.app_metadata?.provider;
  return typeof provider === 'string' && provider !== '' && provider !== 'email' && provider !== 'phone';
}

export interface AuthRoleResolverOptions {
  client: SupabaseClient;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

export interface AuthRoleResolver {
  /** The user's role from user_roles, then users, then user metadata; cached per user for 5 minutes. */
  resolve(user: User): Promise<Role | null>;
  clear(userId?: string): void;
}

/**
 * Resolves display roles (decision 7: the server enforces from its own records).
 * A stored value that is not a role becomes student; an external-provider user with no role anywhere is a student;
 * an e-mail user with no role anywhere stays unknown (null).
 */
export function createAuthRoleResolver({ client, now = Date.now }: AuthRoleResolverOptions): AuthRoleResolver {
  const cache = new Map<string, { role: Role | null; at: number }>();
  const pending = new Map<string, Promise<Role | null>>();

  async function readRole(table: 'user_roles' | 'users', column: 'user_id' | 'id', userId: string): Promise<unknown> {
    try {
      const { data, error } = await client.from(table).select('role').eq(column, userId);
      if (error || !Array.isArray(data)) return undefined;
      const row = (data as Array<{ role?: unknown }>).find((r) => typeof r?.role === 'string' && r.role.trim());
      return row?.role;
    } catch {
      return undefined;
    }
  }

  async function lookUp(user: User): Promise<Role | null> {
    const stored =
      (await readRole('user_roles', 'user_id', user.id)) ??
      (await readRole('users', 'id', user.id)) ??
      (typeof user.user_metadata?.role === 'string' && user.user_metadata.role.trim() ? user.user_metadata.role : undefined);
    if (stored !== undefined) return parseAuthRole(stored) ?? 'student';
    return isExternalProviderUser(user) ? 'student' : null;
  }

  return {
    resolve(user) {
      const hit = cache.get(user.id);
      if (hit && now() - hit.at < AUTH_ROLE_CACHE_MS) return Promise.resolve(hit.role);
      const inFlight = pending.get(user.id);
      if (inFlight) return inFlight;
      const request = lookUp(user)
        .then((role) => {
          cache.set(user.id, { role, at: now() });
          return role;
        })
        .finally(() => pending.delete(user.id));
      pending.set(user.id, request);
      return request;
    },
    clear(userId) {
      if (userId === undefined) cache.clear();
      else cache.delete(userId);
    },
  };
}
