import type { Queryable } from '../db/index.js';

// The demo's data access: the marker that the demo was created, and which demo accounts exist.

/** Whether the demo was created (on an earlier start). */
export async function demoSeeded(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM app_state WHERE key = $1', [key]);
  return rows.length > 0;
}

/** Marks the demo created, with its school. */
export async function markDemoSeeded(tx: Queryable, key: string, schoolId: string): Promise<void> {
  await tx.query('INSERT INTO app_state (key, value) VALUES ($1, $2)', [key, JSON.stringify({ school_id: schoolId })]);
}

/** Whether an account has this address (the address in lower case). */
export async function accountWithAddress(tx: Queryable, email: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM auth.users WHERE lower(email) = $1', [email]);
  return rows.length > 0;
}

/** Which of these addresses have an account, in order. */
export async function existingAccounts(db: Queryable, emails: string[]): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM auth.users WHERE email = ANY($1::text[]) ORDER BY email', [emails]);
  return rows.map((row) => row.email);
}
