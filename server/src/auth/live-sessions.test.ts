// The cache of live sessions: a known session costs no database round trip, a session ended anywhere (another
// server, another process, plain SQL) is refused at the next request, and while notices cannot be heard nothing is
// taken from the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPglite, openPostgres, listenerName, type Database } from '../db/index.js';
import { createTestDatabase } from '../testing/postgres.js';
import { testDrivers } from '../testing/harness.js';
import { LiveSessions, SESSION_CHANGES_CHANNEL } from './live-sessions.js';

/** A database that counts the queries sent through it. */
function counting(db: Database): Database & { sent: () => number } {
  let sent = 0;
  return Object.assign(Object.create(db) as Database, {
    query: ((text: string, params?: unknown[]) => {
      sent += 1;
      return db.query(text, params);
    }) as Database['query'],
    sent: () => sent,
  });
}

async function newSession(db: Database): Promise<{ userId: string; sessionId: string }> {
  const { rows: users } = await db.query<{ id: string }>(`INSERT INTO auth.users (email) VALUES ('live-' || gen_random_uuid() || '@example.test') RETURNING id`);
  const userId = users[0]!.id;
  const { rows } = await db.query<{ id: string }>(`INSERT INTO auth.sessions (user_id, auth_method) VALUES ($1, 'password') RETURNING id`, [userId]);
  return { userId, sessionId: rows[0]!.id };
}

/** Resolves once the condition holds, checking every 10 ms for at most two seconds. */
async function eventually(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200 && !(await condition()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

const refused = (sessions: LiveSessions, session: { userId: string; sessionId: string }) =>
  sessions.userOf(session.sessionId, session.userId).then(
    () => false,
    (error: { code?: string }) => error.code === 'session_not_found',
  );

for (const driver of await testDrivers()) {
  describe.skipIf(Boolean(driver.skip))(`live sessions on ${driver.name}`, () => {
    let db: Database;
    let other: Database;
    let drop = async () => undefined as void;
    beforeAll(async () => {
      if (driver.name === 'postgres') {
        const created = await createTestDatabase(driver.adminUrl!);
        drop = created.drop;
        db = await openPostgres(created.url);
        // Another server's connection to the same database.
        other = await openPostgres(created.url);
      } else {
        db = await openPglite();
        other = db;
      }
      await migrate(db);
    });
    afterAll(async () => {
      if (other !== db) await other.close();
      await db.close();
      await drop();
    });

    it('asks the database once for a session, then answers from memory', async () => {
      const watched = counting(db);
      const sessions = new LiveSessions(watched);
      await sessions.start();
      try {
        const session = await newSession(db);
        const before = watched.sent();
        expect(await sessions.userOf(session.sessionId, session.userId)).toBe(session.userId);
        expect(watched.sent()).toBe(before + 1);
        for (let i = 0; i < 5; i += 1) await sessions.userOf(session.sessionId, session.userId);
        expect(watched.sent()).toBe(before + 1);
      } finally {
        await sessions.stop();
      }
    });

    it('refuses a known session once it is ended elsewhere, and one that names another user', async () => {
      const sessions = new LiveSessions(db);
      await sessions.start();
      try {
        const session = await newSession(db);
        await sessions.userOf(session.sessionId, session.userId);
        await expect(sessions.userOf(session.sessionId, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'user_not_found' });
        await other.query('DELETE FROM auth.sessions WHERE id = $1', [session.sessionId]);
        await eventually(() => refused(sessions, session));
        expect(await refused(sessions, session)).toBe(true);
      } finally {
        await sessions.stop();
      }
    });

    it('ending sessions forgets them on every server before it resolves', async () => {
      const here = new LiveSessions(db);
      const there = new LiveSessions(other);
      await here.start();
      await there.start();
      try {
        const session = await newSession(db);
        await there.userOf(session.sessionId, session.userId);
        await here.ending(session.userId, async () => {
          await db.query('DELETE FROM auth.sessions WHERE user_id = $1', [session.userId]);
        });
        expect(await refused(there, session)).toBe(true);
      } finally {
        await there.stop();
        await here.stop();
      }
    });

    it.skipIf(driver.name !== 'postgres')('remembers nothing while its listening connection is down, and listens again', async () => {
      const watched = counting(db);
      const sessions = new LiveSessions(watched);
      await sessions.start();
      try {
        const session = await newSession(db);
        await sessions.userOf(session.sessionId, session.userId);
        // The listening connection is cut (a database restart, a network fault): notices sent now are lost.
        await other.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
          listenerName(SESSION_CHANGES_CHANNEL),
        ]);
        await other.query('DELETE FROM auth.sessions WHERE id = $1', [session.sessionId]);
        await eventually(() => refused(sessions, session));
        expect(await refused(sessions, session)).toBe(true);
        // Once it listens again, a live session is remembered again.
        const next = await newSession(db);
        await eventually(async () => {
          const before = watched.sent();
          await sessions.userOf(next.sessionId, next.userId);
          await sessions.userOf(next.sessionId, next.userId);
          return watched.sent() === before + 1;
        });
        const before = watched.sent();
        await sessions.userOf(next.sessionId, next.userId);
        expect(watched.sent()).toBe(before);
      } finally {
        await sessions.stop();
      }
    });
  });
}
