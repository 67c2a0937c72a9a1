import { z } from 'zod/mini';
import { FILE_TYPE_LABELS, VISIBILITIES, entityTypeSchema, fileTypeSchema, generatedAssessmentTypeSchema, sortOrderSchema, visibilitySchema } from './enums.js';
import type { FileType } from './enums.js';
import { firstText, idText, maybe, maybeBoolean, maybeId, maybeNumber, maybeText, oneOf } from './lenient.js';

/** The display name of a file type; a type the product does not know shows as sent. */
export function fileTypeLabel(fileType: string): string {
  return Object.hasOwn(FILE_TYPE_LABELS, fileType) ? FILE_TYPE_LABELS[fileType as FileType] : fileType;
}

export const fileMetadataSchema = z
  .looseObject({
    size: maybeNumber(),
    content_type: maybeText(),
    assessment_info: maybe(
      z.looseObject({ title: maybeText(), subject: maybeText(), difficulty_level: maybeText(), total_marks: maybeNumber(), generated_at: maybeText() }),
    ),
    weak_areas: maybe(z.unknown()),
    custom: maybe(z.looseObject({ assessment_type: maybeText() })),
  }).check(z.meta({ id: 'FileMetadata', description: 'What is known about a stored file; generated files carry assessment_info' }));
export type FileMetadata = z.output<typeof fileMetadataSchema>;

const fileRecordOut = z.object({
  id: z.string().check(z.minLength(1)),
  file_name: z.string(),
  file_type: z.string().check(z.describe('one of FileType, or a newer type shown as sent')),
  entity_type: z.nullable(z.string()),
  entity_id: z.nullable(z.string()),
  storage_path: z.nullable(z.string()),
  bucket_id: z.nullable(z.string()),
  uploaded_by: z.nullable(z.string()),
  uploaded_at: z.nullable(z.string()),
  version: z.nullable(z.number()),
  is_current_version: z.boolean(),
  is_self_uploaded: z.boolean(),
  visibility: visibilitySchema,
  metadata: fileMetadataSchema,
  file_url: z.nullable(z.string()),
  download_url: z.nullable(z.string()),
  file_size: z.nullable(z.number()),
  assessment_title: z.nullable(z.string()),
  student_name: z.nullable(z.string()),
}).check(z.meta({ id: 'FileRecord', description: 'A stored file' }));

/** A stored file (spec 02 §3): visibility defaults to private, metadata to an empty object. */
export const fileRecordSchema = z.pipe(z.pipe(z.object({
  id: maybeId(),
  file_name: maybeText(),
  file_type: maybeText(),
  entity_type: maybeText(),
  entity_id: maybeId(),
  storage_path: maybeText(),
  bucket_id: maybeText(),
  uploaded_by: maybeId(),
  uploaded_at: maybeText(),
  version: maybeNumber(),
  is_current_version: maybeBoolean(),
  is_self_uploaded: maybeBoolean(),
  visibility: maybeText(),
  metadata: maybe(fileMetadataSchema),
  file_url: maybeText(),
  download_url: maybeText(),
  file_size: maybeNumber(),
  assessment_title: maybeText(),
  student_name: maybeText(),
}), z.transform((raw) => ({
  id: idText(raw.id) ?? '',
  file_name: firstText(raw.file_name) ?? '',
  file_type: firstText(raw.file_type) ?? 'resource',
  entity_type: raw.entity_type ?? null,
  entity_id: idText(raw.entity_id) ?? null,
  storage_path: raw.storage_path ?? null,
  bucket_id: raw.bucket_id ?? null,
  uploaded_by: idText(raw.uploaded_by) ?? null,
  uploaded_at: raw.uploaded_at ?? null,
  version: raw.version ?? null,
  is_current_version: raw.is_current_version ?? false,
  is_self_uploaded: raw.is_self_uploaded ?? false,
  visibility: oneOf(VISIBILITIES, raw.visibility, 'private'),
  metadata: raw.metadata ?? {},
  file_url: raw.file_url ?? null,
  download_url: raw.download_url ?? null,
  file_size: raw.file_size ?? raw.metadata?.size ?? null,
  assessment_title: raw.assessment_title ?? raw.metadata?.assessment_info?.title ?? null,
  student_name: raw.student_name ?? null,
}))), fileRecordOut);
export type FileRecord = z.output<typeof fileRecordSchema>;

const countOr = (fallback: number) =>
  z.pipe(z.pipe(maybeNumber(), z.transform((value) => value ?? fallback)), z.number());

/** GET /files/my-files and /files/generated-assessments: a page of files. */
export const fileListResponseSchema = z.object({
  files: z.pipe(z.pipe(maybe(z.array(fileRecordSchema)), z.transform((files) => files ?? [])), z.array(fileRecordOut)),
  total_count: countOr(0),
  page: countOr(1),
  limit: countOr(20),
  total_pages: countOr(0),
  filters: z.pipe(z.pipe(maybe(z.record(z.string(), z.unknown())), z.transform((filters) => filters ?? {})), z.record(z.string(), z.unknown())),
}).check(z.meta({ id: 'FileListResponse', description: 'A page of files with the filters applied' }));
export type FileListResponse = z.output<typeof fileListResponseSchema>;

/** The sort fields of the file lists; uploaded_at is the default. */
export const FILE_SORT_FIELDS = ['uploaded_at', 'file_name', 'file_type', 'file_size'] as const;
/** Items per page offered by the Filters panel; 20 is the default. */
export const FILE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** A whole number from a query string (an int schema is also the int check, as zod's own .int() uses it). */
const queryInt = () => z.coerce.number<string | number>().check(z.int());

/** A query value left blank means no filter. */
const blankless = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform((value: unknown) => (value === '' ? undefined : value)), z.optional(schema));

const pagingFields = {
  search: blankless(z.string().check(z.trim())),
  page: z._default(queryInt().check(z.gte(1)), 1),
  limit: z._default(queryInt().check(z.gte(1), z.lte(100)), 20),
  sort_by: z._default(z.enum(FILE_SORT_FIELDS), 'uploaded_at'),
  sort_order: z._default(sortOrderSchema, 'desc'),
};

/** GET /files/my-files query: page 1, 20 a page, newest upload first by default. */
export const myFilesQuerySchema = z.object({ ...pagingFields, entity_type: blankless(entityTypeSchema), file_type: blankless(fileTypeSchema) }).check(z.meta({ id: 'MyFilesQuery', description: 'Query of GET /files/my-files' }));
export type MyFilesQuery = z.output<typeof myFilesQuerySchema>;

/** GET /files/generated-assessments query, with the AI Generated filters. */
export const generatedAssessmentsQuerySchema = z.object({
  ...pagingFields,
  assessment_type: blankless(generatedAssessmentTypeSchema),
  subject: blankless(z.string().check(z.trim())),
  difficulty_level: blankless(z.string().check(z.trim())),
}).check(z.meta({ id: 'GeneratedAssessmentsQuery', description: 'Query of GET /files/generated-assessments' }));
export type GeneratedAssessmentsQuery = z.output<typeof generatedAssessmentsQuerySchema>;

/** The text fields of POST /files/upload (multipart, with one PDF in file). is_self_uploaded defaults to false. */
export const fileUploadFieldsSchema = z.object({
  entity_type: entityTypeSchema,
  entity_id: z.string().check(z.trim(), z.minLength(1, 'Entity ID is required')),
  file_type: fileTypeSchema,
  is_self_uploaded: z._default(z.stringbool(), false),
  visibility: z._default(visibilitySchema, 'private'),
  metadata_json: z.optional(z.pipe(z.pipe(z
    .string(), z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'metadata_json must be JSON', input: text });
        return z.NEVER;
      }
    })), z.record(z.string(), z.unknown()))),
}).check(z.meta({ id: 'FileUploadFields', description: 'Text fields of POST /files/upload' }));
export type FileUploadFields = z.output<typeof fileUploadFieldsSchema>;

/** The metadata the web upload always sends. */
export function webUploadMetadata(file: { name: string; size: number; type: string }) {
  return { original_name: file.name, size: file.size, type: file.type, uploaded_via: 'web_interface' as const };
}

/** GET /files/{id}/url. */
export const fileUrlResponseSchema = z.object({ url: z.string() }).check(z.meta({ id: 'FileUrlResponse' }));
