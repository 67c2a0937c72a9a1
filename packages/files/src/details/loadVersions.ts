import { fetchFileVersions, type ApiClient, type FileRecord, type LoadOptions } from '@assess/core';

/** A file's versions, newest first; the file alone when none are listed or they cannot be read. */
export async function loadVersions(api: ApiClient, file: FileRecord, options: Pick<LoadOptions, 'signal'> = {}): Promise<FileRecord[]> {
  try {
    const found = await fetchFileVersions(api, file.id, options);
    return found.length > 0 ? found : [file];
  } catch {
    return [file];
  }
}
