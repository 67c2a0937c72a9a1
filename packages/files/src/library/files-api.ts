// The file library's calls (spec 02 §7, Files), each answer read through core's schemas.
import { fileListResponseSchema, fileUrlResponseSchema, type ApiClient, type FileListResponse, type FileRecord } from '@assess/core';
import { libraryRequest, type LibraryQuery } from './query.ts';

export const FILE_MESSAGES = {
  load: 'Failed to load files',
  delete: 'Failed to delete file',
  download: 'Failed to download file',
  upload: 'Upload failed',
} as const;

const EMPTY_LIST: FileListResponse = { files: [], total_count: 0, page: 1, limit: 20, total_pages: 0, filters: {} };

/** A page of the library; fresh skips the cache (Retry, and the reload after an upload or delete). */
export async function fetchFiles(api: ApiClient, query: LibraryQuery, options: { fresh?: boolean; signal?: AbortSignal } = {}): Promise<FileListResponse> {
  const request = libraryRequest(query);
  const answer = await api.get(request.path, { query: request.query, fresh: options.fresh, signal: options.signal });
  return answer == null ? EMPTY_LIST : fileListResponseSchema.parse(answer);
}

/** Every version of a file, newest first. */
export async function fetchVersions(api: ApiClient, fileId: string): Promise<FileRecord[]> {
  const answer = await api.get(`/files/${encodeURIComponent(fileId)}/versions`, { fresh: true });
  return answer == null ? [] : fileListResponseSchema.parse(answer).files;
}

/** GET /files/{id}/url: a signed link valid 3600 s. */
export async function fetchFileUrl(api: ApiClient, fileId: string): Promise<string> {
  const answer = await api.get(`/files/${encodeURIComponent(fileId)}/url`, { fresh: true });
  return fileUrlResponseSchema.parse(answer).url;
}

export async function deleteFile(api: ApiClient, fileId: string): Promise<void> {
  await api.delete(`/files/${encodeURIComponent(fileId)}`);
}
