import { ANSWER_FILE_TYPES, canSeeAssessment, canSeeSubmission, seesAssessmentWork } from '../shared/access.js';
import type { ProductContext } from '../context.js';
import { isUuid, ApiError } from '../shared/errors.js';
import { signedUrl, type StoredObject } from '../storage/index.js';
import type { FileUploadFields } from '@assess/core/schemas';
import { attachesToAssessment, createdAssessment, deleteFileRecord, deleteFilesOf, insertFile, type FileRow, type Queryable } from './repository.js';
import { ensureStorageLeft } from './upload-limits.js';

/** The public address of a public file, as supabase-js getPublicUrl builds it. */
export function publicUrl(product: ProductContext, file: Pick<FileRow, 'bucket_id' | 'storage_path'>): string {
  return `${product.publicUrl}/storage/v1/object/public/${file.bucket_id}/${file.storage_path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A file as the API answers it (spec 02 §3), with a signed link valid 3600 s (a public address for public files). */
export function toFileRecord(product: ProductContext, row: FileRow) {
  const link = row.visibility === 'public' ? publicUrl(product, row) : signedUrl(product.publicUrl, product.secret, row.bucket_id, row.storage_path);
  return {
    id: row.id,
    file_name: row.file_name,
    file_type: row.file_type,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    storage_path: row.storage_path,
    bucket_id: row.bucket_id,
    uploaded_by: row.uploaded_by,
    uploaded_at: row.uploaded_at,
    version: Number(row.version),
    is_current_version: row.is_current_version,
    is_self_uploaded: row.is_self_uploaded,
    visibility: row.visibility,
    metadata: { ...row.metadata, size: Number(row.file_size), content_type: row.content_type },
    file_url: link,
    download_url: link,
    file_size: Number(row.file_size),
    assessment_title: row.assessment_title ?? null,
    student_name: row.student_name ?? null,
  };
}

/** Whether the viewer may read a file: the uploader, anyone for public or shared files, and whoever sees its entity. */
export async function canReadFile(db: Queryable, viewerId: string, file: FileRow): Promise<boolean> {
  if (file.uploaded_by === viewerId || file.visibility !== 'private') return true;
  if (!isUuid(file.entity_id)) return false;
  if (file.entity_type === 'assessment') {
    return ANSWER_FILE_TYPES.includes(file.file_type) ? seesAssessmentWork(db, viewerId, file.entity_id) : canSeeAssessment(db, viewerId, file.entity_id);
  }
  if (file.entity_type === 'student_assessment') return canSeeSubmission(db, viewerId, file.entity_id);
  return false;
}

/**
 * Whether the viewer may attach a file to an entity. An assessment's files (question paper, mark scheme) are
 * read by everyone who sees it, so only its creator, or a teacher or administrator of a class it was written or
 * set for, attaches them; a submission takes files from its student and from the teachers who see that student.
 */
export async function canAttachFile(db: Queryable, viewerId: string, entityType: string, entityId: string): Promise<boolean> {
  if (entityType === 'resource') return true;
  if (!isUuid(entityId)) return false;
  if (entityType === 'assessment') {
    return attachesToAssessment(db, viewerId, entityId);
  }
  return entityType === 'student_assessment' && canSeeSubmission(db, viewerId, entityId);
}

/** Whether the viewer may delete a file: its uploader, or the creator of the assessment it belongs to. */
export async function canDeleteFile(db: Queryable, viewerId: string, file: FileRow): Promise<boolean> {
  if (file.uploaded_by === viewerId) return true;
  if (file.entity_type !== 'assessment' || !isUuid(file.entity_id)) return false;
  return createdAssessment(db, viewerId, file.entity_id);
}

/** Deletes a file's record and its bytes: the record first, so that no record ever points at missing bytes. */
export async function removeFile(product: ProductContext, file: FileRow): Promise<void> {
  await product.db.transaction((tx) => deleteFileRecord(tx, file));
  await product.storage.delete(file.bucket_id, file.storage_path);
}

/** Removes every file of an entity (an assessment or a submission being deleted). */
export async function removeFilesOf(product: ProductContext, entityType: string, entityIds: string[]): Promise<void> {
  if (entityIds.length === 0) return;
  for (const row of await deleteFilesOf(product.db, entityType, entityIds)) await product.storage.delete(row.bucket_id, row.storage_path);
}

export const ONLY_CREATOR_ATTACHES = "Only the assessment's creator or a teacher of its class can attach files to it";

/**
 * Refuses an upload to an entity the viewer may not attach to: 404 for one they cannot see at all, 403 for an
 * assessment they see (as a student who sat it, say) but did not set.
 */
export async function requireAttachable(db: Queryable, userId: string, entityType: string, entityId: string): Promise<void> {
  if (await canAttachFile(db, userId, entityType, entityId)) return;
  if (entityType === 'assessment') {
    if (isUuid(entityId) && (await canSeeAssessment(db, userId, entityId))) throw new ApiError(403, ONLY_CREATOR_ATTACHES);
    throw new ApiError(404, 'Assessment not found');
  }
  throw new ApiError(404, 'Student assessment not found');
}

/**
 * Records a checked, stored upload in the library, after checking the viewer may attach to its entity. The same
 * name, file type and entity from the same user becomes a new version (insertFile).
 */
export async function recordUpload(product: ProductContext, userId: string, fields: FileUploadFields, file: StoredObject & { fileName: string }): Promise<FileRow> {
  await requireAttachable(product.db, userId, fields.entity_type, fields.entity_id);
  await ensureStorageLeft(product.db, userId, file.size);
  return product.db.transaction((tx) =>
    insertFile(tx, {
      file_name: file.fileName,
      file_type: fields.file_type,
      entity_type: fields.entity_type,
      entity_id: fields.entity_id,
      bucket_id: file.bucket,
      storage_path: file.path,
      uploaded_by: userId,
      is_self_uploaded: fields.is_self_uploaded,
      visibility: fields.visibility,
      file_size: file.size,
      metadata: uploadMetadata(fields.metadata_json),
    }),
  );
}

/** Marks only the product sets: an upload never reads as generated by the product. */
function uploadMetadata(metadata: Record<string, unknown> | undefined): Record<string, unknown> {
  const { [GENERATED_MARK]: _ignored, ...rest } = metadata ?? {};
  return rest;
}

/** The metadata key on files the product itself wrote (generated papers, weak-areas PDFs): My Files' AI Generated. */
export const GENERATED_MARK = 'ai_generated';

/** The SQL condition for a file the product generated (`f` is the files row). */
export const GENERATED_FILE_SQL = `(f.metadata @> '{"${GENERATED_MARK}": true}'::jsonb)`;
