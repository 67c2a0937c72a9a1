import type { Queryable } from '../db/index.js';
import type { AuthContext } from './context.js';
import { findUserById, type AuthUserRow } from './users.js';

/** Marks the address confirmed (once) and lets the application react, e.g. link an invited student. */
export async function confirmEmail(ctx: AuthContext, tx: Queryable, userId: string): Promise<AuthUserRow> {
  const { rows } = await tx.query<AuthUserRow & Record<string, unknown>>(
    `UPDATE auth.users SET email_confirmed_at = now(), updated_at = now()
     WHERE id = $1 AND email_confirmed_at IS NULL RETURNING *`,
    [userId],
  );
  const confirmed = rows[0];
  if (!confirmed) return (await findUserById(tx, userId))!;
  await tx.query(
    `UPDATE auth.identities SET identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     WHERE user_id = $1 AND provider = 'email'`,
    [userId],
  );
  await ctx.hooks.onEmailConfirmed?.(tx, confirmed);
  return confirmed;
}
