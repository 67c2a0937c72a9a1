// The file library (spec 02 §2, §7, Files): a page of the user's or the generated files, a file's versions, its
// signed link and its removal, and where uploads go.
import type { ApiClient, ApiQuery } from '../api/client.js';
import { fileListResponseSchema, fileUrlResponseSchema, type FileListResponse, type FileRecord } from '../schemas/file.js';
import type { LoadOptions } from '../resource/resource.js';

/** The user's own files. */
export const MY_FILES_PATH = '/files/my-files';
/** The files Assess generated (AI Generated). */
export const GENERATED_FILES_PATH = '/files/generated-assessments';
/** One multipart POST a file, up to the resumable threshold. */
export const FILE_UPLOAD_PATH = '/files/upload';
/** Resumable uploads (tus 1.0), on the backend's storage rather than under /api. */
export const FILE_RESUMABLE_UPLOAD_PATH = '/storage/v1/upload/resumable';

const filePath = (fileId: string, rest = '') => `/files/${encodeURIComponent(fileId)}${rest}`;

/** A page of the library: which list and its query parameters. */
export interface FileListRequest {
  path: typeof MY_FILES_PATH | typeof GENERATED_FILES_PATH;
  query: ApiQuery;
}

const EMPTY_FILE_LIST: FileListResponse = { files: [], total_count: 0, page: 1, limit: 20, total_pages: 0, filters: {} };

/** A page of the library, kept as the client's default; fresh skips the cache (Retry, and the reload after an upload or delete). */
export async function fetchFilePage(api: ApiClient, request: FileListRequest, options: LoadOptions = {}): Promise<FileListResponse> {
  const answer = await api.get(request.path, { query: request.query, fresh: options.fresh, signal: options.signal });
  return answer == null ? EMPTY_FILE_LIST : fileListResponseSchema.parse(answer);
}

/** Every version of a file, newest first, always fresh. */
export async function fetchFileVersions(api: ApiClient, fileId: string, options: Pick<LoadOptions, 'signal'> = {}): Promise<FileRecord[]> {
  const answer = await api.get(filePath(fileId, '/versions'), { fresh: true, signal: options.signal });
  return answer == null ? [] : fileListResponseSchema.parse(answer).files;
}

/**
 * The signed link of a submission's answer sheet (GET /files/student-assessment/{id}/files), for its student and
 * their teacher; null when it has none.
 */
export async function fetchAnswerSheetUrl(api: ApiClient, studentAssessmentId: string, options: LoadOptions = {}): Promise<string | null> {
  const answer = await api.get(`/files/student-assessment/${encodeURIComponent(studentAssessmentId)}/files`, { fresh: options.fresh, signal: options.signal });
  const files = answer == null ? [] : fileListResponseSchema.parse(answer).files;
  return files.find((file) => file.file_type === 'student_answer' && file.download_url)?.download_url ?? null;
}

/** GET /files/{id}/url: a signed link valid 3600 s. */
export async function fetchFileUrl(api: ApiClient, fileId: string): Promise<string> {
  const answer = await api.get(filePath(fileId, '/url'), { fresh: true });
  return fileUrlResponseSchema.parse(answer).url;
}

/** DELETE /files/{id}; the library is read again past the cache afterwards. */
export async function deleteLibraryFile(api: ApiClient, fileId: string): Promise<void> {
  await api.delete(filePath(fileId));
}
