import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { sha256 } from './tokens.js';
import type { AuthUserRow } from './users.js';

export type TokenType = 'confirmation' | 'invite' | 'recovery';
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'email' | 'magiclink';

/** Which stored token a verification type may consume. */
export function tokenTypesFor(type: string): TokenType[] {
  switch (type) {
    case 'signup':
    case 'email':
    case 'magiclink':
      return ['confirmation', 'invite'];
    case 'invite':
      return ['invite'];
    case 'recovery':
      return ['recovery'];
    default:
      return [];
  }
}

export const verifyTypeOf: Record<TokenType, VerifyType> = { confirmation: 'signup', invite: 'invite', recovery: 'recovery' };

export interface PkceRequest {
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** Reads code_challenge and code_challenge_method as supabase-js sends them; both or neither. */
export function pkceFromBody(body: Record<string, unknown>): PkceRequest | undefined {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if (typeof challenge !== 'string' || challenge === '') return undefined;
  const normalised = typeof method === 'string' ? method.toLowerCase() : 's256';
  if (!['s256', 'plain'].includes(normalised)) throw errors.validation('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128) throw errors.validation('code challenge has to be between 43 and 128 characters');
  return { codeChallenge: challenge, codeChallengeMethod: normalised };
}

export async function createFlowState(
  tx: Queryable,
  input: {
    userId?: string;
    pkce: PkceRequest | undefined;
    authenticationMethod: string;
    providerType?: string;
    oauthState?: string;
    providerCodeVerifier?: string;
    redirectTo?: string;
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO auth.flow_state
       (user_id, code_challenge, code_challenge_method, authentication_method, provider_type, oauth_state, provider_code_verifier, redirect_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      input.userId ?? null,
      input.pkce?.codeChallenge ?? null,
      input.pkce?.codeChallengeMethod ?? null,
      input.authenticationMethod,
      input.providerType ?? 'email',
      input.oauthState ?? null,
      input.providerCodeVerifier ?? null,
      input.redirectTo ?? null,
    ],
  );
  return rows[0]!.id;
}

/** Gives a flow an authorisation code the browser exchanges (with its verifier) for a session. */
export async function issueAuthCode(tx: Queryable, flowStateId: string, userId: string): Promise<string> {
  const code = randomUUID();
  await tx.query('UPDATE auth.flow_state SET auth_code = $1, auth_code_issued_at = now(), user_id = $2 WHERE id = $3', [
    code,
    userId,
    flowStateId,
  ]);
  return code;
}

/**
 * What a sign-up asked for, kept on its confirmation link until the link is used: the account takes this
 * password and profile only then, so whoever confirms the address gets the sign-up they made themselves.
 */
export interface PendingSignUp {
  passwordHash: string;
  userMetadata: Record<string, unknown>;
}

/**
 * The host page an e-mailed link opens, by what it is for. The page verifies the token itself (supabase-js
 * verifyOtp, or the reset form on submit), so the link works in any browser, not only the one that asked.
 */
const LINK_PAGES: Record<TokenType, string> = {
  confirmation: '/auth/callback',
  invite: '/auth/callback',
  recovery: '/auth/reset-password',
};

/**
 * The link an e-mail carries: the page of its type on the origin of the (validated) redirect, with the token as
 * token_hash and the verification type, as Supabase's recommended templates build it from {{ .TokenHash }}.
 * Opening it spends nothing: the token is used only when the page verifies it.
 */
export function emailLinkFor(redirectTo: string, tokenType: TokenType, token: string): string {
  const link = new URL(LINK_PAGES[tokenType], new URL(redirectTo).origin);
  link.searchParams.set('token_hash', token);
  link.searchParams.set('type', verifyTypeOf[tokenType]);
  return link.toString();
}

/**
 * Creates the token for an e-mail link and returns the link to the host page that verifies it. A new recovery or
 * invitation link replaces the earlier one; confirmation links of several sign-ups of one unconfirmed address all
 * stay valid, each with its own password, until one is used. No PKCE flow is tied to the link: a code verifier
 * lives in the browser that asked, and the mail is often opened on another device.
 */
export async function createEmailLink(
  tx: Queryable,
  user: AuthUserRow,
  tokenType: TokenType,
  redirectTo: string,
  signUp?: PendingSignUp,
): Promise<string> {
  // The pkce_ prefix is the form the reset page checks a link's token for before asking for a password, as the
  // token hashes of Supabase's links carry it.
  const token = `pkce_${randomBytes(28).toString('hex')}`;
  if (tokenType !== 'confirmation') {
    await tx.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = $2', [user.id, tokenType]);
  }
  await tx.query(
    `INSERT INTO auth.one_time_tokens (user_id, token_type, token_hash, password_hash, user_metadata)
     VALUES ($1, $2, $3, $4, $5)`,
    [user.id, tokenType, sha256(token), signUp?.passwordHash ?? null, signUp ? signUp.userMetadata : null],
  );
  return emailLinkFor(redirectTo, tokenType, token);
}

export interface ConsumedToken {
  userId: string;
  tokenType: TokenType;
  flowStateId: string | null;
  /** The sign-up this confirmation link belongs to; absent for recovery and invitation links. */
  signUp?: PendingSignUp;
}

/** Uses up a link's token; unknown, already used and expired tokens all fail alike. */
export async function consumeEmailToken(ctx: AuthContext, tx: Queryable, token: string, type: string): Promise<ConsumedToken> {
  const types = tokenTypesFor(type);
  if (types.length === 0) throw errors.validation('Verify requires a verification type');
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    token_type: TokenType;
    flow_state_id: string | null;
    password_hash: string | null;
    user_metadata: Record<string, unknown> | null;
    created_at: Date;
  }>(
    'DELETE FROM auth.one_time_tokens WHERE token_hash = $1 AND token_type = ANY($2::text[]) RETURNING *',
    [sha256(token), types],
  );
  const row = rows[0];
  if (!row) throw errors.otpExpired();
  if (new Date(row.created_at).getTime() + ctx.config.mailLinkValiditySeconds * 1000 < Date.now()) throw errors.otpExpired();
  return {
    userId: row.user_id,
    tokenType: row.token_type,
    flowStateId: row.flow_state_id,
    ...(row.password_hash ? { signUp: { passwordHash: row.password_hash, userMetadata: row.user_metadata ?? {} } } : {}),
  };
}
