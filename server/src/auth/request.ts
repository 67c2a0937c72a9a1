import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './context.js';
import type { MailMessage } from '../mail/message.js';
import { errors } from './errors.js';
import { liveSessionUser } from './live-sessions.js';
import type { AccessClaims } from './tokens.js';
import type { AuthUserRow } from './users.js';

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function queryOf(request: FastifyRequest): Record<string, string | undefined> {
  return (request.query ?? {}) as Record<string, string | undefined>;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function clientOf(request: FastifyRequest): { ip: string; userAgent?: string } {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}

export interface Authenticated {
  claims: AccessClaims;
  user: AuthUserRow;
}

/** The signed-in user behind the bearer token; the session named in the token must still exist. */
export async function requireUser(ctx: AuthContext, request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw errors.noAuthorization();
  const claims = await ctx.signer.verifyAccess(token);
  // One round trip: the session's liveness and the user together, so that a sign-out or password change on any
  // server is seen by every server at the next request.
  const found = await liveSessionUser(ctx.db, claims.session_id, claims.sub);
  if (!found.sessionLive) throw errors.sessionNotFound();
  if (!found.user) throw errors.userNotFound();
  return { claims, user: found.user };
}

/** The caller each request was found to be (or why it has none), once per request. */
const callers = new WeakMap<FastifyRequest, Promise<string>>();

/**
 * The signed-in user's id behind the bearer token, for routes that need no more of the user: the session is
 * checked live as requireUser checks it, but a session this server already knows live costs no database round trip.
 * The session is checked once per request: the answer memory's lookup and the route's check share the answer (a
 * refusal too, which the route then gives).
 */
export function requireUserId(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  let caller = callers.get(request);
  if (!caller) {
    caller = userIdOfToken(ctx, bearerToken(request));
    callers.set(request, caller);
  }
  return caller;
}

async function userIdOfToken(ctx: AuthContext, token: string | undefined): Promise<string> {
  if (!token) throw errors.noAuthorization();
  const claims = await ctx.signer.verifyAccess(token);
  return ctx.liveSessions.userOf(claims.session_id, claims.sub);
}

/** Counts a request from the client's address against the limit of one group of endpoints. */
export async function limitByIp(ctx: AuthContext, request: FastifyRequest, group: string, factor = 1): Promise<void> {
  const { perIp, windowSeconds } = ctx.config.rateLimits;
  const key = `ip:${group}:${request.ip}`;
  if (!(await ctx.limiter.take(key, perIp * factor, windowSeconds * 1000))) {
    throw errors.overRequestRateLimit(await ctx.limiter.secondsLeft(key));
  }
}

const MAIL_BUDGET_KEY = 'mail:all';
const HOUR_MS = 3_600_000;

/**
 * The limits in front of an e-mail: one of a kind per address per interval, and none once the hourly budget of
 * e-mail sent is spent. A request anyone may make for any address (a sign-up, a recovery) names its client: the
 * interval is then counted per address and client, whether or not an account exists, so that the answer tells a
 * prober nothing about mail its owner was sent, while the prober's own repeats are refused as for any address.
 * The budget is counted by sendEmail, on mail actually sent, so requests for addresses without an account cannot
 * spend it.
 */
export async function limitEmail(ctx: AuthContext, kind: string, email: string, client?: string): Promise<void> {
  const { emailFrequencySeconds, emailsPerHour } = ctx.config.rateLimits;
  const key = client === undefined ? `mail:${kind}:${email}` : `mail:${kind}:${email}:${client}`;
  if (emailFrequencySeconds > 0 && !(await ctx.limiter.take(key, 1, emailFrequencySeconds * 1000))) {
    throw errors.overEmailSendRateLimit(await ctx.limiter.secondsLeft(key));
  }
  if (await ctx.limiter.exhausted(MAIL_BUDGET_KEY, emailsPerHour)) {
    throw errors.overEmailSendRateLimit(await ctx.limiter.secondsLeft(MAIL_BUDGET_KEY), 'Email rate limit exceeded.');
  }
}

/** Sends an e-mail and counts it against the hourly budget (RATE_LIMIT_EMAILS_PER_HOUR). */
export async function sendEmail(ctx: AuthContext, message: MailMessage): Promise<void> {
  await ctx.limiter.take(MAIL_BUDGET_KEY, ctx.config.rateLimits.emailsPerHour, HOUR_MS);
  await ctx.mailer.send(message);
}
