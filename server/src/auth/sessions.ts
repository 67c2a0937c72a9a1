import type { Queryable } from '../db/index.js';
import type { AuthContext } from './context.js';
import { errors, type AuthError } from './errors.js';
import { randomToken } from './tokens.js';
import { findUserById, identitiesOf, userJson, type AuthUserRow } from './users.js';

export type AuthMethod = 'password' | 'otp' | 'oauth' | 'invite' | 'recovery' | 'email/signup';

interface SessionRow {
  id: string;
  user_id: string;
  auth_method: string;
  aal: string;
  created_at: Date;
  not_after: Date | null;
}

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  updated_at: Date;
}

export interface SessionJson extends Record<string, unknown> {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** How Supabase Auth reports the method in the amr claim. */
function amrMethod(method: string): string {
  if (method === 'password' || method === 'oauth') return method;
  return 'otp';
}

async function sessionResponse(
  ctx: AuthContext,
  tx: Queryable,
  user: AuthUserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionJson> {
  const now = Date.now();
  const expiresIn = ctx.config.jwtExpirySeconds;
  const accessToken = await ctx.signer.sign(
    {
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      session_id: session.id,
      aal: session.aal,
      amr: [{ method: amrMethod(session.auth_method), timestamp: Math.floor(new Date(session.created_at).getTime() / 1000) }],
      user_metadata: user.raw_user_meta_data,
      app_metadata: user.raw_app_meta_data,
      is_anonymous: user.is_anonymous,
    },
    expiresIn,
    now,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(now / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(tx, user.id)),
  };
}

/** Starts a session: one row, one refresh token, an access token. */
export async function issueSession(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  method: AuthMethod,
  client: { ip?: string; userAgent?: string } = {},
): Promise<SessionJson> {
  const timebox = ctx.config.sessionTimeboxSeconds;
  const { rows } = await tx.query<SessionRow & Record<string, unknown>>(
    `INSERT INTO auth.sessions (user_id, auth_method, ip, user_agent, not_after)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::int > 0 THEN now() + make_interval(secs => $5::int) END) RETURNING *`,
    [userId, method, client.ip ?? null, client.userAgent ?? null, timebox],
  );
  const session = rows[0]!;
  const token = randomToken();
  await tx.query(`INSERT INTO auth.refresh_tokens (token, user_id, session_id) VALUES ($1, $2, $3)`, [
    token,
    userId,
    session.id,
  ]);
  const { rows: users } = await tx.query<AuthUserRow & Record<string, unknown>>(
    `UPDATE auth.users SET last_sign_in_at = now(), updated_at = now() WHERE id = $1 RETURNING *`,
    [userId],
  );
  return sessionResponse(ctx, tx, users[0]!, session, token);
}

/**
 * The refresh_token grant with rotation. A revoked token is accepted again only when it is the parent of the
 * session's live token (a client that lost the answer) or within the reuse interval; any other reuse ends the
 * whole session, every token of the family with it.
 */
/** Returns (rather than throws) the reuse error, so that the transaction commits the revocation. */
export async function refreshSession(
  ctx: AuthContext,
  tx: Queryable,
  token: string,
): Promise<SessionJson | AuthError> {
  const { rows } = await tx.query<RefreshTokenRow & Record<string, unknown>>(
    'SELECT * FROM auth.refresh_tokens WHERE token = $1 FOR UPDATE',
    [token],
  );
  const current = rows[0];
  if (!current) throw errors.refreshTokenNotFound();
  const { rows: sessions } = await tx.query<SessionRow & Record<string, unknown>>(
    'SELECT * FROM auth.sessions WHERE id = $1 FOR UPDATE',
    [current.session_id],
  );
  const session = sessions[0];
  if (!session) throw errors.refreshTokenNotFound();
  if (session.not_after && new Date(session.not_after).getTime() <= Date.now()) {
    // Past its time-box: the session ends here, whatever its refresh token.
    await tx.query('DELETE FROM auth.sessions WHERE id = $1', [session.id]);
    return errors.sessionExpired();
  }
  const user = await findUserById(tx, current.user_id);
  if (!user) throw errors.refreshTokenNotFound();

  let next: string;
  if (current.revoked) {
    const { rows: active } = await tx.query<RefreshTokenRow & Record<string, unknown>>(
      'SELECT * FROM auth.refresh_tokens WHERE session_id = $1 AND revoked = false ORDER BY id DESC LIMIT 1',
      [session.id],
    );
    const live = active[0];
    const reuseUntil = new Date(current.updated_at).getTime() + ctx.config.refreshTokenReuseIntervalSeconds * 1000;
    if (live && live.parent === current.token) {
      next = live.token;
    } else if (live && Date.now() <= reuseUntil) {
      next = live.token;
    } else {
      // Possible theft: end the session so neither holder can go on.
      await tx.query('DELETE FROM auth.sessions WHERE id = $1', [session.id]);
      ctx.log.warn({ sessionId: session.id, userId: user.id }, 'refresh token reused; session revoked');
      return errors.refreshTokenAlreadyUsed();
    }
  } else {
    next = randomToken();
    await tx.query('UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE id = $1', [current.id]);
    await tx.query(
      'INSERT INTO auth.refresh_tokens (token, user_id, session_id, parent) VALUES ($1, $2, $3, $4)',
      [next, user.id, session.id, current.token],
    );
  }
  await tx.query('UPDATE auth.sessions SET refreshed_at = now(), updated_at = now() WHERE id = $1', [session.id]);
  return sessionResponse(ctx, tx, user, session, next);
}

/** Signs out: this session, the user's others, or all of them; every server refuses their tokens once this resolves. */
export async function endSessions(
  ctx: Pick<AuthContext, 'db' | 'liveSessions'>,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  const { db } = ctx;
  await ctx.liveSessions.ending(userId, async () => {
    if (scope === 'local') await db.query('DELETE FROM auth.sessions WHERE id = $1', [sessionId]);
    else if (scope === 'others') await db.query('DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2', [userId, sessionId]);
    else await db.query('DELETE FROM auth.sessions WHERE user_id = $1', [userId]);
  });
}
