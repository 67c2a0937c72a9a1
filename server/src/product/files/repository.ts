import type { Database, Queryable } from '../../db/index.js';
import { recordVisibleSql } from '../shared/access.js';

// The area's other files hold a database or a transaction only to pass it here: they take its types from here.
export type { Database, Queryable };

export interface FileRow {
  id: string;
  file_name: string;
  file_type: string;
  entity_type: string;
  entity_id: string;
  bucket_id: string;
  storage_path: string;
  uploaded_by: string;
  uploaded_at: string;
  version: number;
  is_current_version: boolean;
  is_self_uploaded: boolean;
  visibility: string;
  content_type: string;
  file_size: string | number;
  metadata: Record<string, unknown>;
  assessment_title?: string | null;
  student_name?: string | null;
}

export interface NewFile {
  file_name: string;
  file_type: string;
  entity_type: string;
  entity_id: string;
  bucket_id: string;
  storage_path: string;
  uploaded_by: string;
  is_self_uploaded: boolean;
  visibility: string;
  file_size: number;
  metadata: Record<string, unknown>;
}

/** Columns of a file with the title of its assessment and the name of its student, where it has them. */
export const FILE_COLUMNS = `f.id, f.file_name, f.file_type, f.entity_type, f.entity_id, f.bucket_id, f.storage_path, f.uploaded_by,
  to_char(f.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS uploaded_at,
  f.version, f.is_current_version, f.is_self_uploaded, f.visibility, f.content_type, f.file_size, f.metadata,
  COALESCE(a.title, sa_a.title) AS assessment_title,
  NULLIF(btrim(concat_ws(' ', su.first_name, su.last_name)), '') AS student_name`;

export const FILE_JOINS = `LEFT JOIN assessments a ON f.entity_type = 'assessment' AND a.id::text = f.entity_id
  LEFT JOIN student_assessments sa ON f.entity_type = 'student_assessment' AND sa.id::text = f.entity_id
  LEFT JOIN assessments sa_a ON sa_a.id = sa.assessment_id
  LEFT JOIN users su ON su.id = sa.student_id`;

const SORT_COLUMNS: Record<string, string> = { uploaded_at: 'f.uploaded_at', file_name: 'lower(f.file_name)', file_type: 'f.file_type', file_size: 'f.file_size' };

export interface FilesPageQuery {
  /** SQL conditions on the file `f` (and its joins), joined with AND; their parameters in `params`. */
  where: string[];
  params: unknown[];
  page: number;
  limit: number;
  sort_by: string;
  sort_order: 'asc' | 'desc';
}

/**
 * One page of files and the number of all that match, in one query: the count rides on each row of the page
 * (a window over the matching files, taken before the page is cut). Only a page past the end, which has no row
 * to carry it, asks for the count on its own.
 */
export async function filesPage(db: Queryable, query: FilesPageQuery): Promise<{ rows: FileRow[]; totalCount: number }> {
  const where = query.where.join(' AND ');
  const order = `${SORT_COLUMNS[query.sort_by] ?? 'f.uploaded_at'} ${query.sort_order === 'asc' ? 'ASC' : 'DESC'}, f.id`;
  const { rows } = await db.query<FileRow & { total_count: string } & Record<string, unknown>>(
    `SELECT ${FILE_COLUMNS}, count(*) OVER () AS total_count FROM files f ${FILE_JOINS} WHERE ${where}
     ORDER BY ${order} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    query.params,
  );
  if (rows.length > 0) return { rows: rows.map(({ total_count: _count, ...row }) => row), totalCount: Number(rows[0]!.total_count) };
  if (query.page === 1) return { rows: [], totalCount: 0 };
  const total = await db.query<{ count: string }>(`SELECT count(*) AS count FROM files f ${FILE_JOINS} WHERE ${where}`, query.params);
  return { rows: [], totalCount: Number(total.rows[0]?.count ?? 0) };
}

/**
 * Records a stored file. A file with the same name, type and entity from the same user becomes a new version:
 * the earlier ones stop being current.
 */
export async function insertFile(tx: Queryable, file: NewFile): Promise<FileRow> {
  const previous = await tx.query<{ version: number }>(
    `UPDATE files SET is_current_version = false
     WHERE entity_type = $1 AND entity_id = $2 AND file_type = $3 AND lower(file_name) = lower($4) AND uploaded_by = $5
     RETURNING version`,
    [file.entity_type, file.entity_id, file.file_type, file.file_name, file.uploaded_by],
  );
  const version = previous.rows.reduce((max, row) => Math.max(max, Number(row.version)), 0) + 1;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO files (file_name, file_type, entity_type, entity_id, bucket_id, storage_path, uploaded_by, version,
       is_current_version, is_self_uploaded, visibility, file_size, metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $11, $12) RETURNING id`,
    [
      file.file_name,
      file.file_type,
      file.entity_type,
      file.entity_id,
      file.bucket_id,
      file.storage_path,
      file.uploaded_by,
      version,
      file.is_self_uploaded,
      file.visibility,
      file.file_size,
      JSON.stringify(file.metadata),
    ],
  );
  return (await fileById(tx, rows[0]!.id))!;
}

/** Records a file the user uploaded through a form: private, self-uploaded, with its original name and the form. */
export function insertUploadedFile(
  tx: Queryable,
  userId: string,
  file: { fileName: string; bucket: string; path: string; size: number },
  fileType: string,
  entity: { type: string; id: string },
  uploadedVia: string,
): Promise<FileRow> {
  return insertFile(tx, {
    file_name: file.fileName,
    file_type: fileType,
    entity_type: entity.type,
    entity_id: entity.id,
    bucket_id: file.bucket,
    storage_path: file.path,
    uploaded_by: userId,
    is_self_uploaded: true,
    visibility: 'private',
    file_size: file.size,
    metadata: { original_name: file.fileName, uploaded_via: uploadedVia },
  });
}

export async function fileById(db: Queryable, id: string): Promise<FileRow | undefined> {
  const { rows } = await db.query<FileRow & Record<string, unknown>>(`SELECT ${FILE_COLUMNS} FROM files f ${FILE_JOINS} WHERE f.id = $1`, [id]);
  return rows[0];
}

/** The file stored at a bucket and path (Supabase Storage's name for it), as fileById answers it. */
export async function fileAtPath(db: Queryable, bucket: string, path: string): Promise<FileRow | undefined> {
  const { rows } = await db.query<FileRow & Record<string, unknown>>(`SELECT ${FILE_COLUMNS} FROM files f ${FILE_JOINS} WHERE f.bucket_id = $1 AND f.storage_path = $2`, [
    bucket,
    path,
  ]);
  return rows[0];
}

export async function filesOfEntity(db: Queryable, entityType: string, entityId: string): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow & Record<string, unknown>>(
    `SELECT ${FILE_COLUMNS} FROM files f ${FILE_JOINS} WHERE f.entity_type = $1 AND f.entity_id = $2 ORDER BY f.uploaded_at DESC, f.version DESC`,
    [entityType, entityId],
  );
  return rows;
}

/** Removes a file record; after a new current version is gone, the newest remaining one becomes current. */
export async function deleteFileRecord(tx: Queryable, file: FileRow): Promise<void> {
  await tx.query('DELETE FROM files WHERE id = $1', [file.id]);
  if (file.is_current_version) {
    await tx.query(
      `UPDATE files SET is_current_version = true WHERE id = (
         SELECT id FROM files WHERE entity_type = $1 AND entity_id = $2 AND file_type = $3 AND lower(file_name) = lower($4)
           AND uploaded_by = $5 ORDER BY version DESC LIMIT 1)`,
      [file.entity_type, file.entity_id, file.file_type, file.file_name, file.uploaded_by],
    );
  }
}

/** Every version of a file (same name, type, entity and uploader), newest first. */
export async function versionsOf(db: Queryable, file: FileRow): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow & Record<string, unknown>>(
    `SELECT ${FILE_COLUMNS} FROM files f ${FILE_JOINS}
     WHERE f.entity_type = $1 AND f.entity_id = $2 AND f.file_type = $3 AND lower(f.file_name) = lower($4) AND f.uploaded_by = $5
     ORDER BY f.version DESC`,
    [file.entity_type, file.entity_id, file.file_type, file.file_name, file.uploaded_by],
  );
  return rows;
}

/** An open upload no longer counts once it can no longer be resumed (tus expiry, a day). */
const OPEN_UPLOAD_LIFETIME = '24 hours';

/** Bytes a user holds: their stored files and the declared length of their open uploads. */
export async function storageUsed(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ used: string }>(
    `SELECT (SELECT COALESCE(sum(file_size), 0) FROM files WHERE uploaded_by = $1)
          + (SELECT COALESCE(sum(length), 0) FROM open_uploads WHERE owner_id = $1 AND created_at > now() - interval '${OPEN_UPLOAD_LIFETIME}') AS used`,
    [userId],
  );
  return Number(rows[0]?.used ?? 0);
}

/**
 * Locks the user's open uploads for the rest of the transaction (so that parallel checks of one user's limits run
 * one after another), forgets those that expired, and counts the rest.
 */
export async function lockOpenUploads(tx: Queryable, userId: string): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`open_uploads:${userId}`]);
  await tx.query(`DELETE FROM open_uploads WHERE owner_id = $1 AND created_at <= now() - interval '${OPEN_UPLOAD_LIFETIME}'`, [userId]);
  const { rows } = await tx.query<{ open: number }>('SELECT count(*)::int AS open FROM open_uploads WHERE owner_id = $1', [userId]);
  return rows[0]!.open;
}

export async function insertOpenUpload(tx: Queryable, id: string, userId: string, length: number): Promise<void> {
  await tx.query('INSERT INTO open_uploads (id, owner_id, length) VALUES ($1, $2, $3)', [id, userId, length]);
}

export async function deleteOpenUpload(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM open_uploads WHERE id = $1', [id]);
}

/** A resumable upload's state (its bytes are chunk objects in the file store). */
export type ResumableUploadRow = {
  id: string;
  upload_length: number | null;
  upload_offset: number;
  metadata: string;
  created_at: Date | string;
};

/** Records a new resumable upload; gives when it was created. */
export async function insertResumableUpload(db: Queryable, id: string, length: number | null, metadata: Record<string, unknown>): Promise<Date | string> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    'INSERT INTO resumable_uploads (id, upload_length, metadata) VALUES ($1, $2, $3) RETURNING created_at',
    [id, length, JSON.stringify(metadata)],
  );
  return rows[0]!.created_at;
}

export async function resumableUploadById(db: Queryable, id: string): Promise<ResumableUploadRow | undefined> {
  const { rows } = await db.query<ResumableUploadRow>('SELECT * FROM resumable_uploads WHERE id = $1', [id]);
  return rows[0];
}

/**
 * Moves the upload's offset on by `length` and records the chunk holding those bytes, only if the offset is still
 * `offset` (no other writer moved it): gives the new offset, or undefined when another writer won.
 */
export async function addResumableChunk(db: Database, id: string, offset: number, length: number, path: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ upload_offset: number }>(
      'UPDATE resumable_uploads SET upload_offset = upload_offset + $3 WHERE id = $1 AND upload_offset = $2 RETURNING upload_offset',
      [id, offset, length],
    );
    if (rows.length === 0) return undefined;
    await tx.query('INSERT INTO resumable_upload_chunks (upload_id, start_offset, length, path) VALUES ($1, $2, $3, $4)', [id, offset, length, path]);
    return Number(rows[0]!.upload_offset);
  });
}

/** The paths of an upload's chunks in the file store, in the order of their bytes. */
export async function resumableChunkPaths(db: Queryable, id: string): Promise<string[]> {
  const { rows } = await db.query<{ path: string }>('SELECT path FROM resumable_upload_chunks WHERE upload_id = $1 ORDER BY start_offset', [id]);
  return rows.map((row) => row.path);
}

/** Sets a deferred upload's length; false when there is no such upload. */
export async function setResumableUploadLength(db: Queryable, id: string, length: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE resumable_uploads SET upload_length = $2 WHERE id = $1 RETURNING id', [id, length]);
  return rows.length > 0;
}

/** Deletes an upload's record; gives its chunks' paths in the file store, or undefined when there was none. */
export async function deleteResumableUpload(db: Database, id: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const { rows: chunks } = await tx.query<{ path: string }>('SELECT path FROM resumable_upload_chunks WHERE upload_id = $1', [id]);
    const { rows: gone } = await tx.query('DELETE FROM resumable_uploads WHERE id = $1 RETURNING id', [id]);
    return gone.length === 0 ? undefined : chunks.map((chunk) => chunk.path);
  });
}

/** The uploads begun longer ago than `expiryMs`. */
export async function expiredResumableUploads(db: Queryable, expiryMs: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM resumable_uploads WHERE created_at < now() - make_interval(secs => $1::double precision / 1000)`,
    [expiryMs],
  );
  return rows.map((row) => row.id);
}

/** Whether the user created the assessment, or teaches or administers a class it was written or set for. */
export async function attachesToAssessment(db: Queryable, viewerId: string, assessmentId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM assessments a
     WHERE a.id = $2 AND (a.creator_id = $1 OR EXISTS (
       SELECT 1 FROM classes c WHERE ${recordVisibleSql('c')}
         AND (c.id = a.class_id OR EXISTS (SELECT 1 FROM class_assessments ca WHERE ca.assessment_id = a.id AND ca.class_id = c.id))))`,
    [viewerId, assessmentId],
  );
  return rows.length > 0;
}

/** Whether the user created the assessment. */
export async function createdAssessment(db: Queryable, viewerId: string, assessmentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM assessments WHERE id = $1 AND creator_id = $2', [assessmentId, viewerId]);
  return rows.length > 0;
}

/** Deletes the records of every file of the entities; gives where their bytes are. */
export async function deleteFilesOf(db: Queryable, entityType: string, entityIds: readonly string[]): Promise<{ bucket_id: string; storage_path: string }[]> {
  const { rows } = await db.query<{ bucket_id: string; storage_path: string }>(
    'DELETE FROM files WHERE entity_type = $1 AND entity_id = ANY($2::text[]) RETURNING bucket_id, storage_path',
    [entityType, entityIds],
  );
  return rows;
}
