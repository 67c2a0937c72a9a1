import type { FastifyInstance } from 'fastify';
import { FILE_UPLOAD_MESSAGES, LIBRARY_UPLOAD_MAX_BYTES } from '@assess/core/rules';
import {
  FILE_TYPE_LABELS,
  FILE_TYPES,
  UPLOAD_ENTITY_TYPES,
  UPLOAD_FILE_TYPES,
  VISIBILITIES,
  ENTITY_TYPES,
  fileUploadFieldsSchema,
  generatedAssessmentsQuerySchema,
  myFilesQuerySchema,
} from '@assess/core/schemas';
import { ApiError, isUuid, parseInput, ValidationError } from '../shared/errors.js';
import { ANSWER_FILE_TYPES, canSeeAssessment, canSeeSubmission, seesAssessmentWork } from '../shared/access.js';
import { userIdOf, type ProductContext } from '../context.js';
import { receiveForm } from '../storage/index.js';
import { fileById, filesOfEntity, filesPage, versionsOf, type FileRow, type FilesPageQuery } from './repository.js';
import { canDeleteFile, canReadFile, GENERATED_FILE_SQL, recordUpload, removeFile, toFileRecord } from './service.js';
import { ensureStorageLeft } from './upload-limits.js';

export const LIBRARY_TOO_LARGE = 'File size exceeds the maximum limit of 50MB';
export const FILE_NOT_FOUND = 'File not found';

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

  app.get('/api/files/my-files', async (request) => {
    const userId = await userIdOf(product, request);
    const query = parseInput(myFilesQuerySchema, request.query, 'query');
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

  app.get('/api/files/generated-assessments', async (request) => {
    const userId = await userIdOf(product, request);
    const query = parseInput(generatedAssessmentsQuerySchema, request.query, 'query');
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

  app.get('/api/files/file-types', async (request) => {
    await userIdOf(product, request);
    return {
      file_types: FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] })),
      upload_file_types: UPLOAD_FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] })),
      entity_types: [...ENTITY_TYPES],
      upload_entity_types: [...UPLOAD_ENTITY_TYPES],
      visibilities: [...VISIBILITIES],
    };
  });

  app.get<{ Params: { id: string } }>('/api/files/assessment/:id/files', async (request) => {
    const userId = await userIdOf(product, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await canSeeAssessment(db, userId, id))) throw new ApiError(404, 'Assessment not found');
    // A student answering an assessment set for their class gets its answers only once they have submitted.
    const withAnswers = await seesAssessmentWork(db, userId, id);
    const files = (await filesOfEntity(db, 'assessment', id))
      .filter((row) => withAnswers || !ANSWER_FILE_TYPES.includes(row.file_type))
      .map((row) => toFileRecord(product, row));
    return { files, total_count: files.length };
  });

  app.get<{ Params: { id: string } }>('/api/files/student-assessment/:id/files', async (request) => {
    const userId = await userIdOf(product, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await canSeeSubmission(db, userId, id))) throw new ApiError(404, 'Student assessment not found');
    const files = (await filesOfEntity(db, 'student_assessment', id)).map((row) => toFileRecord(product, row));
    return { files, total_count: files.length };
  });

  app.post('/api/files/upload', async (request, reply) => {
    const userId = await userIdOf(product, request);
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

  app.get<{ Params: { id: string } }>('/api/files/:id/url', async (request) => {
    const file = await readable(await userIdOf(product, request), request.params.id);
    const record = toFileRecord(product, file);
    return { url: record.download_url, file_name: file.file_name, expires_in: 3600 };
  });

  // The version history of File Details: the versions of this file the viewer may read, newest first.
  app.get<{ Params: { id: string } }>('/api/files/:id/versions', async (request) => {
    const userId = await userIdOf(product, request);
    const file = await readable(userId, request.params.id);
    const versions = [];
    for (const row of await versionsOf(db, file)) if (await canReadFile(db, userId, row)) versions.push(toFileRecord(product, row));
    return { files: versions, total_count: versions.length };
  });

  app.delete<{ Params: { id: string } }>('/api/files/:id', async (request) => {
    const userId = await userIdOf(product, request);
    const file = await readable(userId, request.params.id);
    if (!(await canDeleteFile(db, userId, file))) throw new ApiError(403, 'You can only delete your own files');
    await removeFile(product, file);
    return { message: 'File deleted successfully', id: file.id };
  });
}
