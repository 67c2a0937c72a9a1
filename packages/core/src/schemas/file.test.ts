import { describe, expect, it } from 'vitest';
import { fileListResponseSchema, fileRecordSchema, fileUploadFieldsSchema, generatedAssessmentsQuerySchema, myFilesQuerySchema, webUploadMetadata } from './file.js';

describe('file record', () => {
  it('defaults visibility to private and metadata to an empty object', () => {
    const file = fileRecordSchema.parse({ id: 'f1', file_name: 'paper.pdf', file_type: 'question_paper' });
    expect(file).toMatchObject({ id: 'f1', file_name: 'paper.pdf', file_type: 'question_paper', visibility: 'private', metadata: {}, is_current_version: false });
    expect(fileRecordSchema.parse({ id: 'f1', visibility: 'Public' }).visibility).toBe('public');
    expect(fileRecordSchema.parse({ id: 'f1', visibility: 'everyone' }).visibility).toBe('private');
  });

  it('reads generated-assessment metadata, and size and title from it when the record has none', () => {
    const file = fileRecordSchema.parse({
      id: 'f2',
      file_name: 'bundle.zip',
      file_type: 'generated_assessment_bundle',
      version: 2,
      is_current_version: true,
      metadata: {
        size: 2048,
        content_type: 'application/pdf',
        assessment_info: { title: 'Cells', subject: 'Biology', difficulty_level: 'easy', total_marks: 40, generated_at: '2025-01-05' },
        weak_areas: ['osmosis'],
        custom: { assessment_type: 'weak_areas_focused' },
      },
    });
    expect(file).toMatchObject({ file_size: 2048, assessment_title: 'Cells', version: 2, is_current_version: true });
    expect(file.metadata.custom?.assessment_type).toBe('weak_areas_focused');
  });
});

describe('file list response', () => {
  it('reads a page of files with defaults for missing counts', () => {
    const page = fileListResponseSchema.parse({ files: [{ id: 'a' }], total_count: 1, total_pages: 1 });
    expect(page).toMatchObject({ total_count: 1, page: 1, limit: 20, total_pages: 1, filters: {} });
    expect(page.files[0]?.visibility).toBe('private');
    expect(fileListResponseSchema.parse({}).files).toEqual([]);
  });
});

describe('file queries', () => {
  it('defaults to page 1, 20 a page, sorted by uploaded_at descending', () => {
    expect(myFilesQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort_by: 'uploaded_at', sort_order: 'desc' });
    expect(generatedAssessmentsQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort_by: 'uploaded_at', sort_order: 'desc' });
  });

  it('reads query strings and treats blanks as no filter', () => {
    expect(myFilesQuerySchema.parse({ page: '3', limit: '50', entity_type: '', file_type: 'mark_scheme', search: ' cells ', sort_order: 'asc' })).toEqual({
      page: 3,
      limit: 50,
      file_type: 'mark_scheme',
      search: 'cells',
      sort_by: 'uploaded_at',
      sort_order: 'asc',
    });
    expect(generatedAssessmentsQuerySchema.parse({ assessment_type: 'general', subject: 'Biology', difficulty_level: 'easy' })).toMatchObject({
      assessment_type: 'general',
      subject: 'Biology',
    });
  });

  it('rejects pages below 1, more than 100 a page and unknown sort fields', () => {
    expect(myFilesQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(myFilesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(myFilesQuerySchema.safeParse({ sort_by: 'password' }).success).toBe(false);
  });
});

describe('file upload fields', () => {
  it("defaults is_self_uploaded to false and visibility to private, and needs an entity id ('Entity ID is required')", () => {
    expect(fileUploadFieldsSchema.parse({ entity_type: 'resource', entity_id: 'r1', file_type: 'resource' })).toEqual({
      entity_type: 'resource',
      entity_id: 'r1',
      file_type: 'resource',
      is_self_uploaded: false,
      visibility: 'private',
    });
    expect(fileUploadFieldsSchema.safeParse({ entity_type: 'resource', entity_id: ' ', file_type: 'resource' }).error?.issues[0]?.message).toBe(
      'Entity ID is required',
    );
  });

  it('reads the web upload: is_self_uploaded true and its metadata as JSON', () => {
    const metadata = webUploadMetadata({ name: 'paper.pdf', size: 1024, type: 'application/pdf' });
    expect(metadata).toEqual({ original_name: 'paper.pdf', size: 1024, type: 'application/pdf', uploaded_via: 'web_interface' });
    const fields = fileUploadFieldsSchema.parse({
      entity_type: 'assessment',
      entity_id: 'a1',
      file_type: 'question_paper',
      is_self_uploaded: 'true',
      visibility: 'shared',
      metadata_json: JSON.stringify(metadata),
    });
    expect(fields).toMatchObject({ is_self_uploaded: true, visibility: 'shared', metadata_json: metadata });
    expect(fileUploadFieldsSchema.safeParse({ entity_type: 'assessment', entity_id: 'a1', file_type: 'question_paper', metadata_json: '{oops' }).success).toBe(false);
  });
});
