import type { ApiClient, FileListResponse } from '@assess/core';
import { apiErrorText } from '@assess/core';
import { fetchFiles, FILE_MESSAGES } from './files-api.ts';
import type { LibraryQuery } from './query.ts';

export type FilesResult = { kind: 'data'; value: FileListResponse } | { kind: 'error'; message: string };
export type FilesState = { kind: 'loading' } | FilesResult;

/** One page of the library; never throws: a failure is 'Failed to load files', or the server's message. */
export async function loadFiles(api: ApiClient, query: LibraryQuery, options: { fresh?: boolean; signal?: AbortSignal } = {}): Promise<FilesResult> {
  try {
    return { kind: 'data', value: await fetchFiles(api, query, options) };
  } catch (error) {
    return { kind: 'error', message: apiErrorText(error, FILE_MESSAGES.load) };
  }
}
