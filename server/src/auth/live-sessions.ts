import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { listenerName, type Database, type Queryable } from '../db/index.js';
import { ChannelListener } from '../db/channel-listener.js';
import { errors } from './errors.js';
import type { AuthUserRow } from './users.js';

/**
 * Whether the session is live and the end of its time-box, and the user, in one query (the user is left out when
 * the account is gone).
 */
export async function liveSessionUser(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<{ sessionLive: boolean; notAfter: Date | null; user?: AuthUserRow }> {
  const { rows } = await db.query<AuthUserRow & { session_live: boolean; session_not_after: Date | null } & Record<string, unknown>>(
    `SELECT u.*, s.id IS NOT NULL AS session_live, s.not_after AS session_not_after
     FROM (SELECT 1) AS one
     LEFT JOIN auth.sessions s ON s.id = $1 AND (s.not_after IS NULL OR s.not_after > now())
     LEFT JOIN auth.users u ON u.id = $2`,
    [sessionId, userId],
  );
  const { session_live: sessionLive, session_not_after: notAfter, ...user } = rows[0]!;
  return { sessionLive, notAfter, ...(user.id ? { user: user as AuthUserRow } : {}) };
}

/** The channel a session's end is announced on (migration 0320_session_change_notices.sql). */
export const SESSION_CHANGES_CHANNEL = 'auth_session_changes';
/** How many sessions a server remembers as live. */
const REMEMBERED_SESSIONS = 10_000;
/** The longest a session is taken as live without asking the database, should a notice ever go astray. */
const REMEMBER_MS = 60_000;
/** The longest the end of sessions waits for every server to answer its marker notice. */
const ECHO_WAIT_MS = 2_000;
/** The start of a marker notice's payload, and of a server's answer to it (a session's notice is its id, a uuid). */
const MARKER = 'marker:';
const ANSWER = 'answer:';

interface LiveSession {
  userId: string;
  /** The end of its time-box (ms since the epoch), if it has one. */
  notAfter: number | null;
}

/**
 * The sessions this server has found live, so that a request with a known session costs no database round trip.
 * Each server listens for the end of any session (a database trigger announces it with NOTIFY, whichever server or
 * process ended it) and forgets it at once. While it cannot listen (the connection broke), it remembers nothing and
 * asks the database at every request, so a missed notice can never keep an ended session alive.
 */
export class LiveSessions {
  private readonly remembered = new LRUCache<string, LiveSession>({ max: REMEMBERED_SESSIONS, ttl: REMEMBER_MS });
  private readonly waiting = new Map<string, () => void>();
  private readonly listener: ChannelListener;

  constructor(private readonly db: Database) {
    this.listener = new ChannelListener(db, SESSION_CHANGES_CHANNEL, (payload) => this.ended(payload), () => this.remembered.clear());
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }

  /**
   * The user of a live session, checked against the database unless this server already knows the session live.
   * Throws as requireUser does: the session ended, or the account is gone.
   */
  async userOf(sessionId: string, userId: string): Promise<string> {
    const known = this.remembered.get(sessionId);
    if (known && known.userId === userId && (known.notAfter === null || known.notAfter > Date.now())) return userId;
    const found = await liveSessionUser(this.db, sessionId, userId);
    if (!found.sessionLive) throw errors.sessionNotFound();
    if (!found.user) throw errors.userNotFound();
    if (this.listener.hearing) this.remembered.set(sessionId, { userId, notAfter: found.notAfter ? new Date(found.notAfter).getTime() : null });
    return userId;
  }

  /**
   * Runs `end` (which ends sessions of the user in the database) and forgets the user's sessions here. On PostgreSQL
   * it then sends a marker notice and waits until every server listening on the database has answered it: notices
   * arrive at each server in the order they were committed, so a server that answers the marker has forgotten the
   * ended sessions, and their tokens are refused on any server from the next request. A server that does not answer
   * within ECHO_WAIT_MS is not waited for longer.
   */
  async ending(userId: string, end: () => Promise<void>): Promise<void> {
    await end();
    this.forgetUser(userId);
    // The embedded database lives in this one process: forgetting here is forgetting everywhere.
    if (!this.listener.hearing || this.db.driver === 'pglite') return;
    const { rows } = await this.db.query<{ listeners: number }>(
      'SELECT count(*)::int AS listeners FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [listenerName(SESSION_CHANGES_CHANNEL)],
    );
    const id = randomUUID();
    const answered = this.answers(id, rows[0]?.listeners ?? 1);
    await this.db.query('SELECT pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, `${MARKER}${id}`]);
    await answered;
  }

  private forgetUser(userId: string): void {
    for (const [sessionId, session] of this.remembered.entries()) if (session.userId === userId) this.remembered.delete(sessionId);
  }

  private ended(payload: string): void {
    if (payload.startsWith(MARKER)) {
      void this.db.query('SELECT pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, `${ANSWER}${payload.slice(MARKER.length)}`]).catch(() => undefined);
    } else if (payload.startsWith(ANSWER)) {
      this.waiting.get(payload.slice(ANSWER.length))?.();
    } else {
      this.remembered.delete(payload);
    }
  }

  /** Resolves once `count` servers answered the marker `id`, or after ECHO_WAIT_MS. */
  private answers(id: string, count: number): Promise<void> {
    return new Promise((resolve) => {
      let left = count;
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ECHO_WAIT_MS);
      this.waiting.set(id, () => {
        left -= 1;
        if (left <= 0) done();
      });
    });
  }
}
