import { describe, expect, it } from 'vitest';
import { MANAGEMENT_ACCESS_DENIED } from '@assess/core';
import { loadClassDetails } from '../ClassDetails/loadClassDetails.ts';
import { fakeBackend, type FakeHandler } from '@assess/ui/testing';
import { loadClasses, loadStudents } from './loadManagement.ts';

const CLASS = { id: 'c1', name: '10B', student_count: 1, teacher_id: 't1' };
const STUDENT = { id: 's1', name: 'Ann', email: null, class_id: 'c1', class_name: '10B' };

function backend(handler: FakeHandler) {
  return fakeBackend(handler).client;
}

describe('loadClasses', () => {
  it('gives the classes, read through the Class schema', async () => {
    const result = await loadClasses(backend(() => ({ json: [CLASS] })));
    expect(result).toMatchObject({ kind: 'data', value: [{ id: 'c1', name: '10B', student_count: 1, teacher_id: 't1' }] });
  });

  it('words a failure as a fetch, or as a refresh on Refresh, unless the server said why', async () => {
    const failing = backend(() => ({ status: 500, json: {} }));
    expect(await loadClasses(failing)).toEqual({ kind: 'error', message: 'Failed to fetch data' });
    expect(await loadClasses(failing, { refresh: true })).toEqual({ kind: 'error', message: 'Failed to refresh data' });
    expect(await loadClasses(backend(() => ({ status: 500, json: { detail: 'Database unavailable' } })))).toEqual({ kind: 'error', message: 'Database unavailable' });
  });

  it('reads a 403 as the refusal of the management section, and a non-list as an error', async () => {
    expect(await loadClasses(backend(() => ({ status: 403, json: { detail: MANAGEMENT_ACCESS_DENIED } })))).toEqual({ kind: 'forbidden' });
    expect(await loadClasses(backend(() => ({ json: { not: 'a list' } })))).toEqual({ kind: 'error', message: 'Failed to fetch data' });
  });

  it('reads past the cache on Refresh (decision 1)', async () => {
    const fake = fakeBackend(() => ({ json: [CLASS] }));
    await loadClasses(fake.client);
    await loadClasses(fake.client);
    expect(fake.calls('GET /classes')).toHaveLength(1);
    await loadClasses(fake.client, { refresh: true });
    expect(fake.calls('GET /classes')).toHaveLength(2);
  });
});

describe('loadStudents', () => {
  it('gives the records with their class', async () => {
    expect(await loadStudents(backend(() => ({ json: { students: [STUDENT] } })))).toMatchObject({ kind: 'data', value: [{ id: 's1', class_name: '10B' }] });
  });

  it("words a failure with the status (spec 02 §8: 'Failed to fetch students: {status} {statusText}')", async () => {
    expect(await loadStudents(backend(() => ({ status: 500, json: {} })))).toEqual({ kind: 'error', message: 'Failed to fetch students: 500' });
  });
});

describe('loadClassDetails', () => {
  it('gives the class, its students and its assessments together, or one failure', async () => {
    const assignment = { assessment_id: 'a1', title: 'Cells', subject_name: null, assigned_at: '2026-01-05T10:00:00.000Z', student_count: 1, submitted_count: 0, students: [] };
    const routes: Record<string, unknown> = { '/classes/c1': CLASS, '/classes/c1/students': { students: [STUDENT] }, '/classes/c1/assessments': [assignment] };
    const loaded = await loadClassDetails(backend((request) => ({ json: routes[request.path] })), 'c1');
    expect(loaded).toMatchObject({ kind: 'data', value: { schoolClass: { id: 'c1' }, students: [{ id: 's1' }], assignments: [{ title: 'Cells' }] } });

    const missing = await loadClassDetails(backend((request) => (request.path === '/classes/c1' ? { status: 404, json: { detail: 'Class not found' } } : { json: routes[request.path] })), 'c1');
    expect(missing).toEqual({ kind: 'error', message: 'Class not found' });
  });
});
