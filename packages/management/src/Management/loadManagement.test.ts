import { describe, expect, it } from 'vitest';
import { MANAGEMENT_ACCESS_DENIED, fetchManagedClasses, fetchManagedStudents, settle, type ApiClient, type Resource } from '@assess/core';
import { classDetailsFailure, loadClassDetails } from '../ClassDetails/loadClassDetails.ts';
import { fakeBackend, type FakeHandler } from '@assess/ui/testing';
import { classLoadFailure, isRefusal, studentLoadFailure } from './loadManagement.ts';

const CLASS = { id: 'c1', name: '10B', student_count: 1, teacher_id: 't1' };
const STUDENT = { id: 's1', name: 'Ann', email: null, class_id: 'c1', class_name: '10B' };

function backend(handler: FakeHandler) {
  return fakeBackend(handler).client;
}

/** The error of a read that failed, as useResource settles it. */
async function failureOf<T>(load: () => Promise<T>) {
  const resource: Resource<T> = await settle(load);
  if (resource.kind !== 'error') throw new Error('the read did not fail');
  return resource.error;
}

const classesOf = (api: ApiClient) => () => fetchManagedClasses(api);

describe('the classes read', () => {
  it('words a failure as a fetch, or as a refresh on Refresh, unless the server said why', async () => {
    const failing = await failureOf(classesOf(backend(() => ({ status: 500, json: {} }))));
    expect(classLoadFailure(failing, false)).toBe('Failed to fetch data');
    expect(classLoadFailure(failing, true)).toBe('Failed to refresh data');
    expect(classLoadFailure(await failureOf(classesOf(backend(() => ({ status: 500, json: { detail: 'Database unavailable' } })))), false)).toBe('Database unavailable');
  });

  it('reads a 403 as the refusal of the management section, and a non-list as an error', async () => {
    const refused = await failureOf(classesOf(backend(() => ({ status: 403, json: { detail: MANAGEMENT_ACCESS_DENIED } }))));
    expect(isRefusal(refused)).toBe(true);
    const invalid = await failureOf(classesOf(backend(() => ({ json: { not: 'a list' } }))));
    expect(isRefusal(invalid)).toBe(false);
    expect(classLoadFailure(invalid, false)).toBe('Failed to fetch data');
  });
});

describe('the student records read', () => {
  it("words a failure with the status (spec 02 §8: 'Failed to fetch students: {status} {statusText}')", async () => {
    const failing = await failureOf(() => fetchManagedStudents(backend(() => ({ status: 500, json: {} }))));
    expect(studentLoadFailure(failing)).toBe('Failed to fetch students: 500');
    expect(isRefusal(failing)).toBe(false);
  });
});

describe('loadClassDetails', () => {
  it('gives the class, its students and its assessments together, or one failure', async () => {
    const assignment = { assessment_id: 'a1', title: 'Cells', subject_name: null, assigned_at: '2026-01-05T10:00:00.000Z', student_count: 1, submitted_count: 0, students: [] };
    const routes: Record<string, unknown> = { '/classes/c1': CLASS, '/classes/c1/students': { students: [STUDENT] }, '/classes/c1/assessments': [assignment] };
    const loaded = await loadClassDetails(backend((request) => ({ json: routes[request.path] })), 'c1');
    expect(loaded).toMatchObject({ schoolClass: { id: 'c1' }, students: [{ id: 's1' }], assignments: [{ title: 'Cells' }] });

    const missing = await failureOf(() => loadClassDetails(backend((request) => (request.path === '/classes/c1' ? { status: 404, json: { detail: 'Class not found' } } : { json: routes[request.path] })), 'c1'));
    expect(classDetailsFailure(missing)).toBe('Class not found');
  });
});
