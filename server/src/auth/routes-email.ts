import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeTo } from '@assess/core/routes';
import type { AuthContext } from './context.js';
import { confirmEmail } from './confirm.js';
import { AuthError, errors } from './errors.js';
import { consumeEmailToken, createEmailLink, issueAuthCode, type ConsumedToken, type PendingSignUp, type TokenType } from './links.js';
import { mailTemplates } from './mail-templates.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { bodyOf, clientOf, limitByIp, limitEmail, queryOf, sendEmail } from './request.js';
import { limitAttemptsByIp, type AttemptOutcome } from './attempt-limits.js';
import { safeRedirect, withParams } from './redirects.js';
import { endSessions, issueSession, refreshSession, type AuthMethod, type SessionJson } from './sessions.js';
import { pkceMatches } from './tokens.js';
import { createUser, findUserByEmail, normaliseEmail, type AuthUserRow } from './users.js';
import type { Queryable } from '../db/index.js';
import type { MailMessage } from '../mail/message.js';
import { isDemoAccount } from '../config/demo-accounts.js';
import { devFeaturesReachable } from '../guards/local-only.js';

export const MIN_PASSWORD_LENGTH = 6;
/** How long a PKCE authorisation code may wait for its exchange. */
const AUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;

function requireEmail(value: unknown, missing: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw errors.validation(missing);
  const email = normaliseEmail(value);
  if (!email) throw errors.validation('Unable to validate email address: invalid format');
  return email;
}

function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') throw errors.validation('Signup requires a valid password');
  if (password.length < MIN_PASSWORD_LENGTH) throw errors.weakPassword(MIN_PASSWORD_LENGTH);
  if (password.length > 72 * 4) throw errors.validation('Password is too long');
  return password;
}

/** Public sign-up creates students only: a claimed role in the metadata is replaced, never trusted. */
function signUpMetadata(data: unknown): Record<string, unknown> {
  const metadata = data && typeof data === 'object' && !Array.isArray(data) ? { ...(data as Record<string, unknown>) } : {};
  if ('role' in metadata) metadata.role = 'student';
  return metadata;
}

function linkHours(ctx: AuthContext): number {
  return Math.round(ctx.config.mailLinkValiditySeconds / 3600);
}

function methodFor(tokenType: TokenType | string): AuthMethod {
  if (tokenType === 'recovery') return 'recovery';
  if (tokenType === 'invite') return 'invite';
  return 'otp';
}

/**
 * The answer to a sign-up that waits on its e-mail link, made from the request alone (the address, the profile
 * sent, this moment): a new address, one with an earlier unconfirmed sign-up and a registered account are answered
 * alike. supabase-js reads it as a user without a session.
 */
function awaitingConfirmation(id: string, email: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  const identity = {
    identity_id: randomUUID(),
    id,
    user_id: id,
    identity_data: { sub: id, email, email_verified: false, phone_verified: false },
    provider: 'email',
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
    email,
  };
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [identity],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * The id a registered account's look-alike answer carries: the same at every sign-up of the address, as a new
 * address's pending account keeps its id, yet not the account's own id.
 */
function stableLookAlikeId(ctx: AuthContext, userId: string): string {
  const hex = createHmac('sha256', ctx.config.jwtSecret).update(`sign-up look-alike:${userId}`).digest('hex');
  // A version 4, variant 1 UUID, as every account id is.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** At most one notice of a sign-up attempt per account and hour, whoever asks: a prober cannot flood the owner's inbox. */
const SIGN_UP_NOTICE_INTERVAL_MS = 3_600_000;

/**
 * Mails the owner of a registered address that someone tried to sign it up, with links to sign in and to reset the
 * password. A notice held back by its interval is skipped silently, so the sign-up's answer never differs.
 */
async function tellOwnerOfSignUpAttempt(ctx: AuthContext, email: string): Promise<void> {
  if (!(await ctx.limiter.take(`mail:sign-up-notice:${email}`, 1, SIGN_UP_NOTICE_INTERVAL_MS))) return;
  const site = ctx.config.siteUrl.replace(/\/+$/, '');
  await sendEmail(ctx, mailTemplates.addressAlreadyRegistered(email, `${site}${routeTo('login')}`, `${site}${routeTo('forgotPassword')}`));
}

export function registerEmailRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/signup', async (request) => {
    await limitByIp(ctx, request, 'signup');
    const body = bodyOf(request);
    const email = requireEmail(body.email, 'To signup, please provide your email');
    const password = checkPassword(body.password);
    const metadata = signUpMetadata(body.data);
    const redirectTo = safeRedirect(ctx.config, queryOf(request).redirect_to ?? body.redirect_to);

    const existing = await findUserByEmail(ctx.db, email);
    if (existing?.email_confirmed_at && ctx.config.autoConfirm) throw errors.userAlreadyExists();
    // Limits, the password hash and the answer are the same for a registered address as for a new one, so that
    // neither the answer nor its time tells them apart.
    if (!ctx.config.autoConfirm) await limitEmail(ctx, 'confirmation', email, request.ip);
    const signUp = { passwordHash: await hashPassword(password), userMetadata: metadata };
    // A registered address: nothing changes, and its owner is told someone tried (the answer stays alike).
    if (existing?.email_confirmed_at) {
      await tellOwnerOfSignUpAttempt(ctx, email);
      return awaitingConfirmation(stableLookAlikeId(ctx, existing.id), email, metadata);
    }

    let mail: MailMessage | undefined;
    const result = await ctx.db.transaction(async (tx) => {
      // An unconfirmed account is not reused as it stands: this sign-up waits on its own link, with its own
      // password, so a stranger who signed the address up first cannot own what its real holder confirms.
      const user =
        existing ??
        (await createUser(tx, {
          email,
          passwordHash: null,
          userMetadata: metadata,
          provider: 'email',
          confirmed: false,
        }));
      if (ctx.config.autoConfirm) {
        await confirmEmail(ctx, tx, user.id, signUp);
        return issueSession(ctx, tx, user.id, 'password', clientOf(request));
      }
      const link = await createEmailLink(tx, user, 'confirmation', redirectTo, signUp);
      const { rows } = await tx.query<typeof user & Record<string, unknown>>(
        'UPDATE auth.users SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1 RETURNING *',
        [user.id],
      );
      mail = mailTemplates.confirmSignup(email, link, linkHours(ctx));
      return awaitingConfirmation(rows[0]!.id, email, metadata);
    }).catch((error: unknown) => {
      // Two sign-ups of one address at the same moment: the second meets the unique index.
      if ((error as { code?: string }).code === '23505') throw errors.userAlreadyExists();
      throw error;
    });
    if (mail) await sendEmail(ctx, mail);
    return result;
  });

  app.post('/token', async (request) => {
    const grantType = queryOf(request).grant_type;
    const body = bodyOf(request);
    if (grantType === 'password') return passwordGrant(ctx, request, body);
    if (grantType === 'refresh_token') {
      await limitByIp(ctx, request, 'refresh', 5);
      const token = body.refresh_token;
      if (typeof token !== 'string' || token === '') throw errors.refreshTokenNotFound();
      const result = await ctx.db.transaction((tx) => refreshSession(ctx, tx, token));
      if (result instanceof AuthError) throw result;
      return result;
    }
    if (grantType === 'pkce') {
      await limitByIp(ctx, request, 'token');
      return pkceGrant(ctx, request, body);
    }
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.post('/recover', async (request) => {
    const body = bodyOf(request);
    if (body.token_hash !== undefined) return resetWithRecoveryToken(ctx, request, body);
    await limitByIp(ctx, request, 'recover');
    const email = requireEmail(body.email, 'Password recovery requires an email');
    const redirectTo = safeRedirect(ctx.config, queryOf(request).redirect_to ?? body.redirect_to);
    // Counted per address whether or not an account exists, so the answer reveals nothing.
    await limitEmail(ctx, 'recovery', email, request.ip);
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      const link = await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE auth.users SET recovery_sent_at = now(), updated_at = now() WHERE id = $1', [user.id]);
        return createEmailLink(tx, user, 'recovery', redirectTo);
      });
      await sendEmail(ctx, mailTemplates.recovery(email, link, linkHours(ctx)));
    }
    return {};
  });

  // Sends a sign-up's confirmation e-mail again (supabase-js auth.resend with type 'signup'). The limits are the
  // sign-up's, and the answer is the same whether the address has an account, a sign-up waiting or nothing.
  app.post('/resend', async (request) => {
    await limitByIp(ctx, request, 'resend');
    const body = bodyOf(request);
    if (body.type !== 'signup') throw errors.validation('Only a sign-up confirmation can be sent again (type signup)');
    const email = requireEmail(body.email, 'To resend a confirmation, please provide your email');
    const redirectTo = safeRedirect(ctx.config, queryOf(request).redirect_to ?? body.redirect_to);
    await limitEmail(ctx, 'confirmation', email, request.ip);
    const user = await findUserByEmail(ctx.db, email);
    if (!user || user.email_confirmed_at) return {};
    const link = await ctx.db.transaction(async (tx) => {
      const signUp = await newestPendingSignUp(tx, user.id);
      if (!signUp) return undefined;
      await tx.query('UPDATE auth.users SET confirmation_sent_at = now(), updated_at = now() WHERE id = $1', [user.id]);
      return createEmailLink(tx, user, 'confirmation', redirectTo, signUp);
    });
    if (link) await sendEmail(ctx, mailTemplates.confirmSignup(email, link, linkHours(ctx)));
    return {};
  });

  app.post('/verify', async (request) => {
    const fromClient = await limitAttemptsByIp(ctx, request, 'verify');
    const body = bodyOf(request);
    const token = typeof body.token_hash === 'string' ? body.token_hash : body.token;
    const type = typeof body.type === 'string' ? body.type : '';
    if (typeof token !== 'string' || token === '') throw errors.validation('Verify requires a token or a token hash');
    return reportAttempt(fromClient, (session) => String(session.user.id), ctx.db.transaction(async (tx): Promise<SessionJson> => {
      const consumed = await consumeLinkToken(ctx, tx, token, type);
      await confirmEmail(ctx, tx, consumed.userId, consumed.signUp);
      if (consumed.flowStateId) await tx.query('DELETE FROM auth.flow_state WHERE id = $1', [consumed.flowStateId]);
      return issueSession(ctx, tx, consumed.userId, methodFor(consumed.tokenType), clientOf(request));
    }));
  });

  app.get('/verify', async (request, reply) => verifyLink(ctx, request, reply));
}

/** Uses up a link's token sent by a page (verify, recover): an unknown, used or expired one is refused as Supabase words it. */
function consumeLinkToken(ctx: AuthContext, tx: Queryable, token: string, type: string): Promise<ConsumedToken> {
  return consumeEmailToken(ctx, tx, token, type).catch((error: unknown) => {
    if (error instanceof AuthError && error.code === 'otp_expired') throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    throw error;
  });
}

/**
 * Sets a new password from a recovery link's token hash (the reset page's first call, spec 01 §7): the token is
 * used up only together with an accepted password, in one transaction, so a refused password, a lost answer before
 * the change, or a reload of the page never spends the link. Every session of the account ends (whoever knew the
 * old password is out) and the answer is a new session, as verify's is.
 */
async function resetWithRecoveryToken(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>): Promise<SessionJson> {
  const fromClient = await limitAttemptsByIp(ctx, request, 'verify');
  const token = body.token_hash;
  if (typeof token !== 'string' || token === '') throw errors.validation('Verify requires a token or a token hash');
  if (body.type !== 'recovery') throw errors.validation('Verify requires a verification type');
  if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) throw errors.weakPassword(MIN_PASSWORD_LENGTH);
  const password = body.password;
  const passwordHash = await hashPassword(password);
  const userId = await reportAttempt(fromClient, (id) => id, ctx.db.transaction(async (tx) => {
    const consumed = await consumeLinkToken(ctx, tx, token, 'recovery');
    const user = await confirmEmail(ctx, tx, consumed.userId);
    if (await verifyPassword(user.encrypted_password, password)) throw errors.samePassword();
    await tx.query('UPDATE auth.users SET encrypted_password = $2, updated_at = now() WHERE id = $1', [consumed.userId, passwordHash]);
    return consumed.userId;
  }));
  await endSessions(ctx, userId, '', 'global');
  return ctx.db.transaction((tx) => issueSession(ctx, tx, userId, 'recovery', clientOf(request)));
}

/** Reports to the client address's limits how an attempt went: a refusal of the request (an auth error) is a failure. */
async function reportAttempt<T>(outcome: AttemptOutcome, userOf: (result: T) => string, attempt: Promise<T>): Promise<T> {
  try {
    const result = await attempt;
    await outcome.succeeded(userOf(result));
    return result;
  } catch (error) {
    if (error instanceof AuthError) await outcome.failed();
    throw error;
  }
}

async function passwordGrant(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>): Promise<SessionJson> {
  const fromClient = await limitAttemptsByIp(ctx, request, 'signin');
  if (typeof body.email !== 'string' || body.email === '' || typeof body.password !== 'string') {
    throw errors.validation('missing email or phone');
  }
  const email = normaliseEmail(body.email) ?? body.email.trim().toLowerCase();
  const { perAddress, windowSeconds } = ctx.config.rateLimits;
  // Failures count per address and client: one client guessing is stopped, and it cannot lock the owner out.
  const clientFailures = `signin-failures:${email}:${request.ip}`;
  const addressFailures = `signin-failures:${email}`;
  if (await ctx.limiter.exhausted(clientFailures, perAddress)) throw errors.overRequestRateLimit(await ctx.limiter.secondsLeft(clientFailures));
  // The demo accounts' password is published: from another machine they are treated as if they did not exist.
  const reachable = !isDemoAccount(email) || devFeaturesReachable(request, ctx.config);
  const user = reachable ? await findUserByEmail(ctx.db, email) : undefined;
  const stored = user ? await passwordToCheck(ctx, user) : undefined;
  // One hash check for every request, so accounts without a password cannot be told apart by timing.
  const valid = stored ? await verifyPassword(stored, body.password) : await verifyAgainstDecoy(body.password);
  if (!user || !valid) {
    await fromClient.failed();
    await ctx.limiter.take(clientFailures, perAddress, windowSeconds * 1000);
    // The address's own lock, held by everyone's failures, refuses wrong passwords only: the right one gets through.
    if (!(await ctx.limiter.take(addressFailures, perAddress, windowSeconds * 1000))) {
      throw errors.overRequestRateLimit(await ctx.limiter.secondsLeft(addressFailures));
    }
    throw errors.invalidCredentials();
  }
  if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
  await Promise.all([ctx.limiter.reset(clientFailures), fromClient.succeeded(user.id)]);
  return ctx.db.transaction((tx) => issueSession(ctx, tx, user.id, 'password', clientOf(request)));
}

/**
 * The newest sign-up waiting on an unconfirmed address: the one whose author hears 'Email not confirmed' at sign-in,
 * and whose confirmation a resend sends again.
 */
async function newestPendingSignUp(db: Queryable, userId: string): Promise<PendingSignUp | undefined> {
  const { rows } = await db.query<{ password_hash: string; user_metadata: Record<string, unknown> | null }>(
    `SELECT password_hash, user_metadata FROM auth.one_time_tokens
     WHERE user_id = $1 AND token_type = 'confirmation' AND password_hash IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  const row = rows[0];
  return row ? { passwordHash: row.password_hash, userMetadata: row.user_metadata ?? {} } : undefined;
}

/**
 * The hash a password sign-in is checked against: the account's own, or for an unconfirmed address the newest
 * sign-up waiting on it (so that its author hears 'Email not confirmed' rather than 'Invalid login credentials').
 */
async function passwordToCheck(ctx: AuthContext, user: AuthUserRow): Promise<string | undefined> {
  if (user.email_confirmed_at) return user.encrypted_password ?? undefined;
  return (await newestPendingSignUp(ctx.db, user.id))?.passwordHash;
}

async function pkceGrant(ctx: AuthContext, request: FastifyRequest, body: Record<string, unknown>): Promise<SessionJson> {
  const authCode = body.auth_code;
  const verifier = body.code_verifier;
  if (typeof authCode !== 'string' || authCode === '' || typeof verifier !== 'string' || verifier === '') {
    throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      user_id: string | null;
      code_challenge: string | null;
      code_challenge_method: string | null;
      authentication_method: string;
      auth_code_issued_at: Date | null;
      created_at: Date;
    }>('DELETE FROM auth.flow_state WHERE auth_code = $1 RETURNING *', [authCode]);
    const flow = rows[0];
    if (!flow || !flow.user_id || !flow.code_challenge) throw errors.flowStateNotFound();
    const issuedAt = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
    if (issuedAt + AUTH_CODE_LIFETIME_MS < Date.now()) throw errors.flowStateExpired();
    if (!pkceMatches(verifier, flow.code_challenge, flow.code_challenge_method ?? 's256')) throw errors.badCodeVerifier();
    const method: AuthMethod = flow.authentication_method === 'oauth' ? 'oauth' : methodFor(flow.authentication_method);
    return issueSession(ctx, tx, flow.user_id, method, clientOf(request));
  });
}

/**
 * The link of e-mails sent before links opened the host's pages (kept working until they expire): confirms, then
 * sends the browser back with a PKCE code or (implicit flow) tokens.
 */
async function verifyLink(ctx: AuthContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const query = queryOf(request);
  const redirectTo = safeRedirect(ctx.config, query.redirect_to);
  const token = query.token ?? query.token_hash ?? '';
  const type = query.type ?? '';
  try {
    const fromClient = await limitAttemptsByIp(ctx, request, 'verify');
    if (!token) throw errors.otpExpired();
    const { target } = await reportAttempt(fromClient, (confirmed) => confirmed.userId, ctx.db.transaction(async (tx) => {
      const consumed = await consumeEmailToken(ctx, tx, token, type);
      const { userId } = consumed;
      await confirmEmail(ctx, tx, userId, consumed.signUp);
      if (consumed.flowStateId) {
        const code = await issueAuthCode(tx, consumed.flowStateId, userId);
        return { userId, target: withParams(redirectTo, { code }) };
      }
      const session = await issueSession(ctx, tx, userId, methodFor(consumed.tokenType), clientOf(request));
      return {
        userId,
        target: withParams(redirectTo, {}, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: consumed.tokenType === 'confirmation' ? 'signup' : consumed.tokenType,
        }),
      };
    }));
    return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const params = {
      error: error.status === 429 ? 'too_many_requests' : 'access_denied',
      error_code: error.code,
      error_description: error.message,
    };
    // PKCE clients read errors from the query, implicit ones from the fragment: Supabase sets both for PKCE links.
    const target = withParams(redirectTo, token.startsWith('pkce_') ? params : {}, params);
    return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
  }
}
