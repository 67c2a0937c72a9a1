import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';

/** A limit no count reaches: counters that only count (the limiter's count is a 32-bit integer). */
const UNCAPPED = 2 ** 31 - 2;

/** What a request that signs someone in reports to its client address's limits once it knows how it went. */
export interface AttemptOutcome {
  failed(): Promise<void>;
  /** The account signed in (each account counts once a window). */
  succeeded(userId: string): Promise<void>;
}

/**
 * The limits of one client address on the requests that sign someone in: a password sign-in, and an e-mail link's
 * token. A school reaches the site through one address, so a class signing in together must get through, while a
 * client trying passwords across accounts (or guessing link tokens) is stopped:
 * - every attempt counts against `RATE_LIMIT_SIGNINS_PER_IP`, which bounds the password hashing one address can
 *   ask for;
 * - failures are refused past `RATE_LIMIT_PER_IP`, plus one for each account that signed in from the address in
 *   the window, so a class's typing mistakes are covered by its own sign-ins and an attacker's one account buys
 *   one more guess. Past it, every attempt from the address waits for the window to end: a right password that
 *   got through then would tell a guessing client which guess was right.
 * Each account's own failures are limited besides (passwordGrant).
 */
export async function limitAttemptsByIp(ctx: AuthContext, request: FastifyRequest, group: string): Promise<AttemptOutcome> {
  const { perIp, signInsPerIp, windowSeconds } = ctx.config.rateLimits;
  const windowMs = windowSeconds * 1000;
  const attempts = `ip:${group}:${request.ip}`;
  const failures = `ip:${group}:failures:${request.ip}`;
  const accounts = `ip:${group}:accounts:${request.ip}`;
  const [failed, signedIn] = await Promise.all([ctx.limiter.count(failures), ctx.limiter.count(accounts)]);
  if (failed >= perIp + signedIn) throw errors.overRequestRateLimit(await ctx.limiter.secondsLeft(failures));
  if (!(await ctx.limiter.take(attempts, signInsPerIp, windowMs))) throw errors.overRequestRateLimit(await ctx.limiter.secondsLeft(attempts));
  return {
    async failed() {
      await ctx.limiter.take(failures, UNCAPPED, windowMs);
    },
    async succeeded(userId) {
      // The account's first sign-in from the address in this window adds one to the address's allowance.
      if (await ctx.limiter.take(`ip:${group}:account:${request.ip}:${userId}`, 1, windowMs)) {
        await ctx.limiter.take(accounts, UNCAPPED, windowMs);
      }
    },
  };
}
