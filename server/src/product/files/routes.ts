import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILE_UPLOAD_MESSAGES, LIBRARY_UPLOAD_MAX_BYTES } from '@assess/core/rules';
import {
  FILE_TYPE_LABELS,
  FILE_TYPES,
  UPLOAD_ENTITY_TYPES,
  UPLOAD_FILE_TYPES,
  VISIBILITIES,
  ENTITY_TYPES,
  fileListResponseSchema,
  fileRecordSchema,
  fileUploadFieldsSchema,
  fileUrlResponseSchema,
  generatedAssessmentsQuerySchema,
  myFilesQuerySchema,
} from '@assess/core/schemas';
import { ApiError, isUuid, parseInput, ValidationError } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { ANSWER_FILE_TYPES, canSeeAssessment, canSeeSubmission, seesAssessmentWork } from '../shared/access.js';
import { userIdOf, type ProductContext } from '../context.js';
import { receiveForm } from '../storage/index.js';
import { fileById, filesOfEntity, filesPage, versionsOf, type FileRow, type FilesPageQuery } from './repository.js';
import { canDeleteFile, canReadFile, GENERATED_FILE_SQL, recordUpload, removeFile, toFileRecord } from './service.js';
import { ensureStorageLeft } from './upload-limits.js';

export const LIBRARY_TOO_LARGE = 'File size exceeds the maximum limit of 50MB';
export const FILE_NOT_FOUND = 'File not found';

/** An assessment's, a submission's or a file's versions: every file, without pages. */
const entityFilesSchema = z.object({ files: z.array(fileRecordSchema), total_count: z.number() });
const option = z.object({ value: z.string(), label: z.string() });
const fileTypesSchema = z.object({
  file_types: z.array(option),
  upload_file_types: z.array(option),
  entity_types: z.array(z.string()),
  upload_entity_types: z.array(z.string()),
  visibilities: z.array(z.string()),
});
const fileDeletedSchema = z.object({ id: z.string(), message: z.string() });

async function listPage(product: ProductContext, query: FilesPageQuery, filters: Record<string, unknown>) {
  const { rows, totalCount } = await filesPage(product.db, query);
  return {
    files: rows.map((row) => toFileRecord(product, row)),
    total_count: totalCount,
    page: query.page,
    limit: query.limit,
    total_pages: Math.ceil(totalCount / query.limit),
    filters,
  };
}

/** The file library: my-files, by entity, upload, url, delete, generated assessments and file types. */
export function registerFileRoutes(app: FastifyInstance, product: ProductContext): void {
  const { db } = product;
  const route = routeDeclarer(app, (request) => userIdOf(product, request));

  const myFiles = { tag: 'Files', summary: "The caller's files with filters, sort and pages", query: myFilesQuerySchema, response: fileListResponseSchema, errors: [422] } as const;
  route({ method: 'GET', url: '/api/files/my-files', ...myFiles, closedAnswer: true }, async ({ userId, query }) => {
    const where = ['f.uploaded_by = $1'];
    const params: unknown[] = [userId];
    if (query.entity_type) where.push(`f.entity_type = $${params.push(query.entity_type)}`);
    if (query.file_type) where.push(`f.file_type = $${params.push(query.file_type)}`);
    if (query.search) {
      const n = params.push(`%${query.search.toLowerCase()}%`);
      where.push(`(lower(f.file_name) LIKE $${n} OR lower(COALESCE(a.title, sa_a.title, '')) LIKE $${n})`);
    }
    const filters = { entity_type: query.entity_type ?? null, file_type: query.file_type ?? null, search: query.search ?? null, sort_by: query.sort_by, sort_order: query.sort_order };
    return listPage(product, { where, params, ...query }, filters);
  });

  const generated = { tag: 'Files', summary: 'AI-generated assessment files', query: generatedAssessmentsQuerySchema, response: fileListResponseSchema, errors: [422] } as const;
  route({ method: 'GET', url: '/api/files/generated-assessments', ...generated }, async ({ userId, query }) => {
    // Only what the product wrote: uploaded papers carry assessment details too, but were not generated.
    const where = [`f.uploaded_by = $1`, GENERATED_FILE_SQL];
    const params: unknown[] = [userId];
    if (query.search) {
      const n = params.push(`%${query.search.toLowerCase()}%`);
      where.push(`(lower(f.file_name) LIKE $${n} OR lower(COALESCE(f.metadata->'assessment_info'->>'title', '')) LIKE $${n})`);
    }
    if (query.assessment_type) where.push(`COALESCE(f.metadata->'custom'->>'assessment_type', 'general') = $${params.push(query.assessment_type)}`);
    if (query.subject) where.push(`lower(f.metadata->'assessment_info'->>'subject') = lower($${params.push(query.subject)})`);
    if (query.difficulty_level) where.push(`lower(f.metadata->'assessment_info'->>'difficulty_level') = lower($${params.push(query.difficulty_level)})`);
    const filters = {
      search: query.search ?? null,
      assessment_type: query.assessment_type ?? null,
      subject: query.subject ?? null,
      difficulty_level: query.difficulty_level ?? null,
      sort_by: query.sort_by,
      sort_order: query.sort_order,
    };
    return listPage(product, { where, params, ...query }, filters);
  });

  route({ method: 'GET', url: '/api/files/file-types', tag: 'Files', summary: 'File types, entity types and visibilities with their labels', response: fileTypesSchema }, async () => {
    return {
      file_types: FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] })),
      upload_file_types: UPLOAD_FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] })),
      entity_types: [...ENTITY_TYPES],
      upload_entity_types: [...UPLOAD_ENTITY_TYPES],
      visibilities: [...VISIBILITIES],
    };
  });

  route({ method: 'GET', url: '/api/files/assessment/:id/files', tag: 'Files', summary: "An assessment's files", response: entityFilesSchema, errors: [404] }, async ({ userId, params }) => {
    const { id } = params;
    if (!isUuid(id) || !(await canSeeAssessment(db, userId, id))) throw new ApiError(404, 'Assessment not found');
    // A student answering an assessment set for their class gets its answers only once they have submitted.
    const withAnswers = await seesAssessmentWork(db, userId, id);
    const files = (await filesOfEntity(db, 'assessment', id))
      .filter((row) => withAnswers || !ANSWER_FILE_TYPES.includes(row.file_type))
      .map((row) => toFileRecord(product, row));
    return { files, total_count: files.length };
  });

  const submissionFiles = { tag: 'Files', summary: "A submission's files (answer sheet, weak-areas PDF)", response: entityFilesSchema, errors: [404] } as const;
  route({ method: 'GET', url: '/api/files/student-assessment/:id/files', ...submissionFiles }, async ({ userId, params }) => {
    const { id } = params;
    if (!isUuid(id) || !(await canSeeSubmission(db, userId, id))) throw new ApiError(404, 'Student assessment not found');
    const files = (await filesOfEntity(db, 'student_assessment', id)).map((row) => toFileRecord(product, row));
    return { files, total_count: files.length };
  });

  const upload = {
    tag: 'Files',
    summary: 'Upload a PDF (at most 50 MB) to the library',
    form: { fields: fileUploadFieldsSchema, files: ['file'] },
    response: fileRecordSchema,
    status: 201,
    errors: [413, 415, 422],
  } as const;
  route({ method: 'POST', url: '/api/files/upload', ...upload }, async ({ userId }, request, reply) => {
    const received = await receiveForm(request, product.storage, userId, {
      fileFields: ['file'],
      limitFor: () => ({ bytes: LIBRARY_UPLOAD_MAX_BYTES, message: LIBRARY_TOO_LARGE }),
      beforeFirstFile: () => ensureStorageLeft(db, userId, 1),
    });
    try {
      const fields = parseInput(fileUploadFieldsSchema, received.fields, 'body');
      const file = received.files.get('file');
      if (!file) throw new ValidationError([{ loc: ['body', 'file'], msg: FILE_UPLOAD_MESSAGES.noFiles, type: 'missing' }]);
      const row = await recordUpload(product, userId, fields, file);
      return reply.code(201).send(toFileRecord(product, row));
    } catch (error) {
      await received.discard();
      throw error;
    }
  });

  const readable = async (userId: string, id: string): Promise<FileRow> => {
    const file = isUuid(id) ? await fileById(db, id) : undefined;
    if (!file || !(await canReadFile(db, userId, file))) throw new ApiError(404, FILE_NOT_FOUND);
    return file;
  };

  route({ method: 'GET', url: '/api/files/:id/url', tag: 'Files', summary: 'A signed download link valid 3600 s', response: fileUrlResponseSchema, errors: [404] }, async ({ userId, params }) => {
    const file = await readable(userId, params.id);
    const record = toFileRecord(product, file);
    return { url: record.download_url, file_name: file.file_name, expires_in: 3600 };
  });

  // The version history of File Details: the versions of this file the viewer may read, newest first.
  const versions = { tag: 'Files', summary: "Every version of a file the caller may read, newest first (File Details' history)", response: entityFilesSchema, errors: [404] } as const;
  route({ method: 'GET', url: '/api/files/:id/versions', ...versions }, async ({ userId, params }) => {
    const file = await readable(userId, params.id);
    const versions = [];
    for (const row of await versionsOf(db, file)) if (await canReadFile(db, userId, row)) versions.push(toFileRecord(product, row));
    return { files: versions, total_count: versions.length };
  });

  route({ method: 'DELETE', url: '/api/files/:id', tag: 'Files', summary: 'Delete a file and its stored object', response: fileDeletedSchema, errors: [403, 404] }, async ({ userId, params }) => {
    const file = await readable(userId, params.id);
    if (!(await canDeleteFile(db, userId, file))) throw new ApiError(403, 'You can only delete your own files');
    await removeFile(product, file);
    return { message: 'File deleted successfully', id: file.id };
  });
}
