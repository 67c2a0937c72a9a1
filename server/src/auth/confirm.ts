import type { Queryable } from '../db/index.js';
import type { AuthContext } from './context.js';
import type { PendingSignUp } from './links.js';
import { applyProfile, findUserById, type AuthUserRow } from './users.js';

/**
 * Marks the address confirmed (once) and lets the application react, e.g. link an invited student.
 * The account takes the password and profile of the sign-up whose link confirmed it (none for a recovery or
 * invitation link), and every other sign-up still waiting on the address is dropped with its password.
 */
export async function confirmEmail(ctx: AuthContext, tx: Queryable, userId: string, signUp?: PendingSignUp): Promise<AuthUserRow> {
  const { rows } = await tx.query<AuthUserRow & Record<string, unknown>>(
    `UPDATE auth.users SET email_confirmed_at = now(), encrypted_password = $2, updated_at = now()
     WHERE id = $1 AND email_confirmed_at IS NULL RETURNING *`,
    [userId, signUp?.passwordHash ?? null],
  );
  if (!rows[0]) return (await findUserById(tx, userId))!;
  await dropPendingSignUps(tx, userId);
  const confirmed = signUp ? await applyProfile(tx, userId, signUp.userMetadata) : rows[0];
  await tx.query(
    `UPDATE auth.identities SET identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     WHERE user_id = $1 AND provider = 'email'`,
    [userId],
  );
  await ctx.hooks.onEmailConfirmed?.(tx, confirmed);
  return confirmed;
}

/** Forgets every sign-up waiting on an address (their links stop working and their passwords are gone). */
export async function dropPendingSignUps(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = 'confirmation'`, [userId]);
}
