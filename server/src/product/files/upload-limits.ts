// The storage plan limits of a user: a quota of stored bytes, and a cap on resumable uploads open at once. They are
// kept in the database, not in the store holding the bytes in progress, so that they hold whatever that store is and
// however many servers share it.
import { LimitError } from '../usage/index.js';
import { deleteOpenUpload, insertOpenUpload, lockOpenUploads, storageUsed, type Database, type Queryable } from './repository.js';

const MB = 1024 * 1024;
/** The Free Plan's storage: every file a user uploaded, and the declared length of their open resumable uploads. */
export const PLAN_STORAGE_BYTES = 1024 * MB;
/** Resumable uploads one user may have open (created, not yet finished, cancelled or expired). */
export const PLAN_OPEN_UPLOADS = 5;

export const STORAGE_LIMIT_TYPE = 'storage';
export const OPEN_UPLOADS_LIMIT_TYPE = 'open_uploads';
export const STORAGE_LIMIT_MESSAGE = 'You have reached your storage limit of 1 GB. Please delete some files or upgrade your plan.';
export const OPEN_UPLOADS_MESSAGE = `You have reached your limit of ${PLAN_OPEN_UPLOADS} unfinished uploads. Please finish or cancel one, or try again later.`;

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
    if ((await lockOpenUploads(tx, userId)) >= PLAN_OPEN_UPLOADS) throw new LimitError(OPEN_UPLOADS_MESSAGE, OPEN_UPLOADS_LIMIT_TYPE);
    await ensureStorageLeft(tx, userId, length);
    await insertOpenUpload(tx, id, userId, length);
  });
}

/** An upload that finished, was cancelled or refused: it no longer counts. */
export async function closeUpload(db: Queryable, id: string): Promise<void> {
  await deleteOpenUpload(db, id);
}
