import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { InvalidAnswerError } from '../api/errors.js';
import { fetchClassQuestions, fetchMyRegradeRequests, overrideMarks, releaseClassMarks } from './marking.js';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client whose backend answers `METHOD /path` from `answers` (a 404 otherwise) and records each call. */
function backend(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${new URL(url).pathname.replace(/^\/api/, '')}`;
    calls.push(call);
    return Promise.resolve(answers[call]?.() ?? json({ detail: 'Not found' }, 404));
  });
  const api = createApiClient({ baseUrl: 'https://backend.example', fetch, getAccessToken: () => Promise.resolve('token'), userAgent: 'test', connection: null, storage: null });
  return { api, calls };
}

describe('marking endpoints', () => {
  it('reads the class questions fresh each time, through their schema', async () => {
    const { api, calls } = backend({ 'GET /assessments/as%201/questions': () => json([{ label: '1(a)', total_marks: 2 }]) });
    expect(await fetchClassQuestions(api, 'as 1')).toEqual([{ label: '1(a)', total_marks: 2 }]);
    await fetchClassQuestions(api, 'as 1');
    expect(calls).toEqual(['GET /assessments/as%201/questions', 'GET /assessments/as%201/questions']);
  });

  it('says when an answer is not a list of regrade requests', async () => {
    const { api } = backend({ 'GET /student-assessments/sa-1/regrade-requests': () => json({ nope: true }) });
    await expect(fetchMyRegradeRequests(api, 'sa-1')).rejects.toBeInstanceOf(InvalidAnswerError);
  });

  it('saves a submission’s marks and releases a class’s, counting the students released to', async () => {
    const { api, calls } = backend({
      'PUT /student-assessments/sa-1/marks': () => json({}),
      'POST /assessments/as-1/release': () => json({ released: 3 }),
    });
    await overrideMarks(api, 'sa-1', { marks: [{ question: '1', question_part: null, marks_obtained: 2, feedback: '' }] });
    expect(await releaseClassMarks(api, 'as-1')).toBe(3);
    expect(calls).toEqual(['PUT /student-assessments/sa-1/marks', 'POST /assessments/as-1/release']);
  });
});
