import { describe, expect, it } from 'vitest';
import { deleteLibraryFile, fetchFilePage, fetchFileUrl, fetchFileVersions, GENERATED_FILES_PATH, MY_FILES_PATH } from './files.js';
import { fakeBackend, json } from './testing/fake-backend.js';

const record = (id: string, version: number) => ({ id, file_name: 'notes.pdf', file_type: 'resource', entity_type: 'resource', uploaded_at: '2026-03-04T10:00:00Z', version });
const page = (files: unknown[]) => json({ files, total_count: files.length, page: 1, limit: 20, total_pages: 1, filters: {} });

describe('the file library calls', () => {
  it('reads a page of either list with its query, from the cache unless fresh', async () => {
    const backend = fakeBackend({
      [`GET ${MY_FILES_PATH}?page=1&limit=20`]: page([record('f1', 1)]),
      [`GET ${GENERATED_FILES_PATH}?page=2`]: page([]),
    });
    const mine = await fetchFilePage(backend.api, { path: MY_FILES_PATH, query: { page: 1, limit: 20, search: undefined } });
    expect(mine.files.map((file) => file.id)).toEqual(['f1']);
    await fetchFilePage(backend.api, { path: MY_FILES_PATH, query: { page: 1, limit: 20 } });
    expect(backend.callsTo(`GET ${MY_FILES_PATH}?page=1&limit=20`)).toHaveLength(1);
    await fetchFilePage(backend.api, { path: MY_FILES_PATH, query: { page: 1, limit: 20 } }, { fresh: true });
    expect(backend.callsTo(`GET ${MY_FILES_PATH}?page=1&limit=20`)).toHaveLength(2);
    await expect(fetchFilePage(backend.api, { path: GENERATED_FILES_PATH, query: { page: 2 } })).resolves.toMatchObject({ files: [], total_count: 0 });
  });

  it("reads a file's versions and its signed link past the cache, and deletes it", async () => {
    const backend = fakeBackend({
      'GET /files/f%201/versions': page([record('f2', 2), record('f1', 1)]),
      'GET /files/f%201/url': json({ url: 'https://assess.test/signed' }),
      'DELETE /files/f%201': json({}),
    });
    await expect(fetchFileVersions(backend.api, 'f 1')).resolves.toHaveLength(2);
    await fetchFileVersions(backend.api, 'f 1');
    expect(backend.callsTo('GET /files/f%201/versions')).toHaveLength(2);
    await expect(fetchFileUrl(backend.api, 'f 1')).resolves.toBe('https://assess.test/signed');
    await deleteLibraryFile(backend.api, 'f 1');
    expect(backend.callsTo('DELETE /files/f%201')).toHaveLength(1);
  });
});
