import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { ApiError, InvalidAnswerError } from '../api/errors.js';
import { SERVED_ANSWERS } from '../schemas/served-answers.test-data.js';
import { fetchAssessment } from './assessments.js';
import { confirmMarkSchemeReading, getMarkSchemeReading, proposeMarkSchemeReading } from './mark-scheme.js';

const BASE = 'https://backend.example';
const READING = SERVED_ANSWERS.markSchemeReading;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client whose backend answers `METHOD /path` from `answers` (a 404 otherwise), recording each call and body. */
function backend(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const call = `${init.method ?? 'GET'} ${new URL(url).pathname.replace(/^\/api/, '')}`;
    calls.push(call);
    bodies.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    return Promise.resolve(answers[call]?.() ?? json({ detail: 'Not found' }, 404));
  });
  const api = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => Promise.resolve('token'), userAgent: 'test', connection: null, storage: null });
  return { api, calls, bodies };
}

describe('mark-scheme reading endpoints', () => {
  it('reads the reading of an assessment by its encoded id, once while cached and fresh when asked', async () => {
    const { api, calls } = backend({ 'GET /assessments/a%201/mark-scheme-reading': () => json(READING) });
    expect((await getMarkSchemeReading(api, 'a 1')).total_marks).toBe(5);
    await getMarkSchemeReading(api, 'a 1');
    expect(calls).toHaveLength(1);
    await getMarkSchemeReading(api, 'a 1', { fresh: true });
    expect(calls).toEqual(['GET /assessments/a%201/mark-scheme-reading', 'GET /assessments/a%201/mark-scheme-reading']);
  });

  it('an answer that is not a reading is an invalid answer', async () => {
    const { api } = backend({ 'GET /assessments/a1/mark-scheme-reading': () => json({ questions: 'none' }) });
    await expect(getMarkSchemeReading(api, 'a1')).rejects.toBeInstanceOf(InvalidAnswerError);
  });

  it("confirming sends the questions and makes the assessment's details stale (its total follows)", async () => {
    const { api, calls, bodies } = backend({
      'GET /assessments/a1': () => json({ id: 'a1', title: 'Cells', total_marks: 6 }),
      'PUT /assessments/a1/mark-scheme-reading': () => json(READING),
    });
    await fetchAssessment(api, 'a1');
    const questions = [{ label: '1', marks: 1, points: [{ text: 'osmosis', marks: 1, alternatives: [] }] }];
    expect((await confirmMarkSchemeReading(api, 'a1', { questions })).status).toBe('confirmed');
    expect(bodies[1]).toEqual({ questions });
    await fetchAssessment(api, 'a1');
    expect(calls).toEqual(['GET /assessments/a1', 'PUT /assessments/a1/mark-scheme-reading', 'GET /assessments/a1']);
  });

  it("a proposal is the provider's reading; without a provider the server's message comes through", async () => {
    const { api } = backend({
      'POST /assessments/a1/mark-scheme-reading/propose': () => json({ ...READING, status: 'read', source: 'provider' }),
      'POST /assessments/a2/mark-scheme-reading/propose': () => json({ detail: 'No AI provider is configured' }, 409),
    });
    expect((await proposeMarkSchemeReading(api, 'a1')).source).toBe('provider');
    const refusal = await proposeMarkSchemeReading(api, 'a2').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('No AI provider is configured');
  });
});
