import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { ApiError, InvalidAnswerError } from '../api/errors.js';
import { fetchManagedClasses, fetchManagedStudents } from './management.js';

const CLASS = { id: 'c1', name: '10B', student_count: 1, teacher_id: 't1' };
const STUDENT = { id: 's1', name: 'Ann', email: null, class_id: 'c1', class_name: '10B' };

/** A real client over a fetch that answers every call with the handler's status and JSON. */
function backend(answer: (path: string) => { status?: number; json: unknown }) {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://assess.test',
    storage: null,
    userAgent: 'desktop',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace(/^\/api/, '');
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const { status = 200, json } = answer(path);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('fetchManagedClasses', () => {
  it('gives the classes, read through the Class schema', async () => {
    const { client } = backend(() => ({ json: [CLASS] }));
    expect(await fetchManagedClasses(client)).toMatchObject([{ id: 'c1', name: '10B', student_count: 1, teacher_id: 't1' }]);
  });

  it('throws the refusal and server errors as they are, and a non-list as an invalid answer', async () => {
    await expect(fetchManagedClasses(backend(() => ({ status: 403, json: { detail: 'No' } })).client)).rejects.toMatchObject({ status: 403 });
    await expect(fetchManagedClasses(backend(() => ({ status: 500, json: {} })).client)).rejects.toBeInstanceOf(ApiError);
    await expect(fetchManagedClasses(backend(() => ({ json: { not: 'a list' } })).client)).rejects.toBeInstanceOf(InvalidAnswerError);
  });

  it('reads past the cache when fresh (Refresh, decision 1)', async () => {
    const { client, calls } = backend(() => ({ json: [CLASS] }));
    await fetchManagedClasses(client);
    await fetchManagedClasses(client);
    expect(calls.filter((call) => call === 'GET /classes')).toHaveLength(1);
    await fetchManagedClasses(client, { fresh: true });
    expect(calls.filter((call) => call === 'GET /classes')).toHaveLength(2);
  });
});

describe('fetchManagedStudents', () => {
  it('gives the records with their class', async () => {
    const { client } = backend(() => ({ json: { students: [STUDENT] } }));
    expect(await fetchManagedStudents(client)).toMatchObject([{ id: 's1', class_name: '10B' }]);
  });
});
