// The storage plan limits of a user: a quota of stored bytes, and a cap on resumable uploads open at once. They are
// kept in the database, not in the store holding the bytes in progress, so that they hold whatever that store is and
// however many servers share it.
import type { Queryable, Database } from '../../db/index.js';
import { LimitError } from '../usage/index.js';

const MB = 1024 * 1024;
/** The Free Plan's storage: every file a user uploaded, and the declared length of their open resumable uploads. */
export const PLAN_STORAGE_BYTES = 1024 * MB;
/** Resumable uploads one user may have open (created, not yet finished, cancelled or expired). */
export const PLAN_OPEN_UPLOADS = 5;
/** An open upload no longer counts once it can no longer be resumed (tus expiry, a day). */
const OPEN_UPLOAD_LIFETIME = '24 hours';

export const STORAGE_LIMIT_TYPE = 'storage';
export const OPEN_UPLOADS_LIMIT_TYPE = 'open_uploads';
export const STORAGE_LIMIT_MESSAGE = 'You have reached your storage limit of 1 GB. Please delete some files or upgrade your plan.';
export const OPEN_UPLOADS_MESSAGE = `You have reached your limit of ${PLAN_OPEN_UPLOADS} unfinished uploads. Please finish or cancel one, or try again later.`;

/** Bytes a user holds: their stored files and the declared length of their open uploads. */
export async function storageUsed(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ used: string }>(
    `SELECT (SELECT COALESCE(sum(file_size), 0) FROM files WHERE uploaded_by = $1)
          + (SELECT COALESCE(sum(length), 0) FROM open_uploads WHERE owner_id = $1 AND created_at > now() - interval '${OPEN_UPLOAD_LIFETIME}') AS used`,
    [userId],
  );
  return Number(rows[0]?.used ?? 0);
}

/** Throws the 429 when `bytes` more would take the user past their storage quota (1 byte: when it is used up). */
export async function ensureStorageLeft(db: Queryable, userId: string, bytes: number): Promise<void> {
  if ((await storageUsed(db, userId)) + bytes > PLAN_STORAGE_BYTES) throw new LimitError(STORAGE_LIMIT_MESSAGE, STORAGE_LIMIT_TYPE);
}

/**
 * Records a new resumable upload of `length` bytes, or throws the 429 when the user already has the most open
 * uploads allowed or the length would pass their quota. One user's checks are serialised by a lock, so that
 * parallel requests cannot all pass.
 */
export async function openUpload(db: Database, userId: string, id: string, length: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`open_uploads:${userId}`]);
    await tx.query(`DELETE FROM open_uploads WHERE owner_id = $1 AND created_at <= now() - interval '${OPEN_UPLOAD_LIFETIME}'`, [userId]);
    const { rows } = await tx.query<{ open: number }>('SELECT count(*)::int AS open FROM open_uploads WHERE owner_id = $1', [userId]);
    if (rows[0]!.open >= PLAN_OPEN_UPLOADS) throw new LimitError(OPEN_UPLOADS_MESSAGE, OPEN_UPLOADS_LIMIT_TYPE);
    await ensureStorageLeft(tx, userId, length);
    await tx.query('INSERT INTO open_uploads (id, owner_id, length) VALUES ($1, $2, $3)', [id, userId, length]);
  });
}

/** An upload that finished, was cancelled or refused: it no longer counts. */
export async function closeUpload(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM open_uploads WHERE id = $1', [id]);
}
