// The set-up most product test files share: one server for a describe block, started before its tests and closed
// after them, with the users its tests act as. Written once so that each file names only what differs.
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../roles/roles.js';
import type { TestServer } from '../../testing/harness.js';
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
 * Registers, in the describe block it is called in, a beforeAll that starts the server and signs up the users (in the
 * order given), and an afterAll that closes the server. The server and users it returns can be used in any later hook
 * or test of the block.
 */
export function serverWithUsers<K extends string>(start: () => Promise<TestServer>, users: Record<K, UserSpec>): { t: TestServer } & Record<K, TestUser> {
  const server = madeBeforeAll<TestServer>('the test server');
  const made = {} as Record<K, ReturnType<typeof madeBeforeAll<TestUser>>>;
  for (const key of Object.keys(users) as K[]) made[key] = madeBeforeAll<TestUser>(`the user ${key}`);
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await start();
    server.fill(started);
    for (const [key, spec] of Object.entries(users) as [K, UserSpec][]) {
      made[key].fill(typeof spec === 'string' ? await signUp(started, spec) : await signUp(started, spec.role, spec.name));
    }
  });
  afterAll(async () => {
    await started?.close();
  });
  const stands = Object.fromEntries(Object.entries(made).map(([key, value]) => [key, (value as (typeof made)[K]).stand])) as Record<K, TestUser>;
  return { t: server.stand, ...stands };
}
