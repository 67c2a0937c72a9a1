import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { InvalidAnswerError } from '../api/errors.js';
import { deleteAssessment, fetchAssessment, fetchAssessments, fetchClassSubmissions, updateAssessment } from './assessments.js';

const BASE = 'https://backend.example';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client whose backend answers `METHOD /path?query` from `answers` (a 404 otherwise), recording each call. */
function backend(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const parsed = new URL(url);
    const call = `${init.method ?? 'GET'} ${parsed.pathname.replace(/^\/api/, '')}${parsed.search}`;
    calls.push(call);
    return Promise.resolve(answers[call]?.() ?? json({ detail: 'Not found' }, 404));
  });
  const api = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => Promise.resolve('token'), userAgent: 'test', connection: null, storage: null });
  return { api, calls };
}

describe('assessment endpoints', () => {
  it('reads the list once while it is cached, fresh when asked, and with practice under its own query', async () => {
    const { api, calls } = backend({
      'GET /assessments/': () => json([{ id: 'a1', title: 'Algebra' }]),
      'GET /assessments/?include_practice=true': () => json([{ id: 'p1', title: 'Own check', practice: true }]),
    });
    expect((await fetchAssessments(api)).map((item) => item.id)).toEqual(['a1']);
    await fetchAssessments(api);
    expect(calls).toEqual(['GET /assessments/']);
    await fetchAssessments(api, { fresh: true });
    expect(calls).toHaveLength(2);
    expect((await fetchAssessments(api, { includePractice: true })).map((item) => item.id)).toEqual(['p1']);
    expect(calls.at(-1)).toBe('GET /assessments/?include_practice=true');
  });

  it('a list that is not a list is an invalid answer', async () => {
    const { api } = backend({ 'GET /assessments/': () => json({ items: [] }) });
    await expect(fetchAssessments(api)).rejects.toBeInstanceOf(InvalidAnswerError);
  });

  it('one assessment by its encoded id; an empty answer is null', async () => {
    const { api, calls } = backend({ 'GET /assessments/a%201': () => json({ id: 'a 1', title: 'Algebra' }), 'GET /assessments/none': () => new Response(null, { status: 200 }) });
    expect((await fetchAssessment(api, 'a 1'))?.title).toBe('Algebra');
    expect(await fetchAssessment(api, 'none')).toBeNull();
    expect(calls).toEqual(['GET /assessments/a%201', 'GET /assessments/none']);
  });

  it("the class's submissions, or null when the assessment is not the teacher's (404)", async () => {
    const { api } = backend({ 'GET /supabase-reports/reports/teacher/t1/assessment/a1': () => json({ submissions: [] }) });
    expect(await fetchClassSubmissions(api, 't1', 'a1')).toEqual([]);
    expect(await fetchClassSubmissions(api, 't1', 'other')).toBeNull();
  });

  it('update and delete go to the assessment itself', async () => {
    const { api, calls } = backend({ 'PATCH /assessments/a1': () => json({}), 'DELETE /assessments/a1': () => json({}) });
    await updateAssessment(api, 'a1', { title: 'Renamed', total_marks: 10 });
    await deleteAssessment(api, 'a1');
    expect(calls).toEqual(['PATCH /assessments/a1', 'DELETE /assessments/a1']);
  });
});
