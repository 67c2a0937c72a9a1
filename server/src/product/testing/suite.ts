// The set-up most product test files share: one server for a describe block, started before its tests and closed
// after them, with the users its tests act as. Written once so that each file names only what differs.
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../roles/roles.js';
import type { TestServer } from '../../testing/harness.js';
import { account, school, type TestAccount } from './accounts.js';
import { signUp, type TestUser } from './server.js';

/** A user to sign up: a role, or a role and a full name (shown on reports and marking screens). */
export type UserSpec = Role | { role: Role; name: string };

/**
 * Stands in for a value that a beforeAll hook makes, so a describe block can name it at once. Reading it before the
 * hook ran is a mistake in the test, and says so.
 */
function madeBeforeAll<T extends object>(what: string): { stand: T; fill(value: T): void } {
  let made: T | undefined;
  const stand = new Proxy({} as T, {
    get(_target, key) {
      if (made === undefined) throw new Error(`${what} is read before the suite's beforeAll made it`);
      const field: unknown = Reflect.get(made, key, made);
      return typeof field === 'function' ? (field as (...args: unknown[]) => unknown).bind(made) : field;
    },
  });
  return { stand, fill: (value) => (made = value) };
}

/**
 * Registers, in the describe block it is called in, a beforeAll that starts the server and makes what is named (in the
 * order given), and an afterAll that closes the server. The server and what it made can be used in any later hook or
 * test of the block.
 */
function serverWithMade<K extends string, V extends object>(start: () => Promise<TestServer>, makers: Record<K, (t: TestServer) => Promise<V>>): { t: TestServer } & Record<K, V> {
  const server = madeBeforeAll<TestServer>('the test server');
  const keys = Object.keys(makers) as K[];
  const made = Object.fromEntries(keys.map((key) => [key, madeBeforeAll<V>(key)])) as Record<K, ReturnType<typeof madeBeforeAll<V>>>;
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await start();
    server.fill(started);
    for (const key of keys) made[key].fill(await makers[key](started));
  });
  afterAll(async () => {
    await started?.close();
  });
  const stands = Object.fromEntries(keys.map((key) => [key, made[key].stand])) as Record<K, V>;
  return { t: server.stand, ...stands };
}

/** A server with users signed up through the auth API, as a browser signs up. */
export function serverWithUsers<K extends string>(start: () => Promise<TestServer>, users: Record<K, UserSpec>): { t: TestServer } & Record<K, TestUser> {
  const makers = Object.fromEntries(
    Object.entries<UserSpec>(users).map(([key, spec]) => [key, (t: TestServer) => (typeof spec === 'string' ? signUp(t, spec) : signUp(t, spec.role, spec.name))]),
  ) as Record<K, (t: TestServer) => Promise<TestUser>>;
  return serverWithMade(start, makers);
}

/** An account to create: a role, or a role with the school it belongs to (by name) and a name. */
export type AccountSpec = Role | { role: Role; school?: string; firstName?: string; lastName?: string };

/**
 * A server with schools (created first, in the order given) and accounts written straight to its records, each in the
 * school named. `schoolId` gives a school's id once the beforeAll made it.
 */
export function serverWithAccounts<K extends string>(
  start: () => Promise<TestServer>,
  schools: string[],
  accounts: Record<K, AccountSpec>,
): { t: TestServer; schoolId(name: string): string } & Record<K, TestAccount> {
  const schoolIds = new Map<string, string>();
  const makers = Object.fromEntries(
    Object.entries<AccountSpec>(accounts).map(([key, spec]) => [
      key,
      async (t: TestServer) => {
        for (const name of schools) if (!schoolIds.has(name)) schoolIds.set(name, await school(t, name));
        if (typeof spec === 'string') return account(t, spec);
        const { role, school: schoolName, ...names } = spec;
        return account(t, role, { ...names, ...(schoolName ? { school: schoolIds.get(schoolName)! } : {}) });
      },
    ]),
  ) as Record<K, (t: TestServer) => Promise<TestAccount>>;
  /** The id of a school made for the suite, for an account a test creates itself. */
  const schoolId = (name: string): string => {
    const id = schoolIds.get(name);
    if (id === undefined) throw new Error(`the school ${name} is not one the suite made`);
    return id;
  };
  return { ...serverWithMade(start, makers), schoolId };
}
