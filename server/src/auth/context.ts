import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import type { Database } from '../db/index.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimiter } from '../guards/rate-limit.js';
import type { TokenSigner } from './tokens.js';
import type { LiveSessions } from './live-sessions.js';
import type { AuthUserRow } from './users.js';
import type { Queryable } from '../db/index.js';

export interface AuthHooks {
  /**
   * Called inside the confirming transaction when an address is confirmed (sign-up or invitation link),
   * e.g. to link a student record named by an invitation code in the sign-up metadata.
   */
  onEmailConfirmed?: (tx: Queryable, user: AuthUserRow) => Promise<void>;
  /** Called once, right after the demo school and accounts were created, to add more demo data. */
  onDemoSeeded?: (ctx: AuthContext) => Promise<void>;
}

/** What the server registers after the auth routes (the product's API), given the auth context. */
export type ServerPlugin = (app: FastifyInstance, ctx: AuthContext) => Promise<void>;

export interface AuthContext {
  config: Config;
  db: Database;
  signer: TokenSigner;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The sessions this server knows live (a request with one costs no database round trip). */
  liveSessions: LiveSessions;
  hooks: AuthHooks;
  log: FastifyBaseLogger;
}
