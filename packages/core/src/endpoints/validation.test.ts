import { describe, expect, it } from 'vitest';
import { CUSTOM_SUBJECT } from '../rules/forms/upload-validate.js';
import { fakeBackend, json } from './testing/fake-backend.js';
import { fetchPendingValidationJobs, fetchValidationUsage, validationFormData } from './validation.js';

const SUMMARY = 'GET /supabase-usage/usage/summary';

describe('fetchValidationUsage', () => {
  it('reads the validation counter of the summary', async () => {
    const { api } = fakeBackend({ [SUMMARY]: json({ daily_usage: { used: 1, limit: 15 }, usage: { validation: { current: 7, limit: 20 } } }) });
    await expect(fetchValidationUsage(api)).resolves.toEqual({ used: 7, limit: 20, limitReached: false });
  });

  it('reads daily usage when the summary has no validation counter, and a daily or monthly flag blocks', async () => {
    const { api } = fakeBackend({ [SUMMARY]: json({ daily_usage: { used: 2, limit: 15 }, monthly_limit_reached: true }) });
    await expect(fetchValidationUsage(api)).resolves.toEqual({ used: 2, limit: 15, limitReached: true });
  });

  it('lets the validation counter decide over a summary-wide flag, but its own flags block', async () => {
    const other = fakeBackend({ [SUMMARY]: json({ validation: { current: 2, limit: 15 }, daily_limit_reached: true }) });
    await expect(fetchValidationUsage(other.api)).resolves.toEqual({ used: 2, limit: 15, limitReached: false });
    const own = fakeBackend({ [SUMMARY]: json({ validation: { current: 2, limit: 15, daily_limit_reached: true } }) });
    await expect(fetchValidationUsage(own.api)).resolves.toEqual({ used: 2, limit: 15, limitReached: true });
  });

  it('treats a limit of 0 as unlimited, never reached', async () => {
    const { api } = fakeBackend({ [SUMMARY]: json({ validation: { current: 40, limit: 0 } }) });
    await expect(fetchValidationUsage(api)).resolves.toEqual({ used: 40, limit: 0, limitReached: false });
  });

  it('reads past the cache when asked for a fresh answer', async () => {
    const backend = fakeBackend({ [SUMMARY]: [json({ validation: { current: 1, limit: 15 } }), json({ validation: { current: 15, limit: 15 } })] });
    await fetchValidationUsage(backend.api);
    await expect(fetchValidationUsage(backend.api)).resolves.toMatchObject({ used: 1 });
    await expect(fetchValidationUsage(backend.api, { fresh: true })).resolves.toEqual({ used: 15, limit: 15, limitReached: true });
    expect(backend.callsTo(SUMMARY)).toHaveLength(2);
  });
});

describe('fetchPendingValidationJobs', () => {
  it('maps each job with core’s job schema, from a bare list or { jobs }', async () => {
    const job = { id: 42, status: 'PROCESSING', file_name: null, assessment: { id: 'a1', title: 'Algebra quiz' }, job_type: 'validation' };
    for (const answer of [[job], { jobs: [job] }]) {
      const { api } = fakeBackend({ 'GET /validation/jobs/pending': json(answer) });
      const [listed] = (await fetchPendingValidationJobs(api)) ?? [];
      expect(listed).toMatchObject({ job_id: '42', status: 'processing', file_name: 'Algebra quiz', type: 'validation' });
    }
  });

  it('raises an error answer, but reads a 404 as no jobs', async () => {
    const { api } = fakeBackend({ 'GET /validation/jobs/pending': json({ detail: 'nope' }, 500) });
    await expect(fetchPendingValidationJobs(api)).rejects.toMatchObject({ status: 500 });
    await expect(fetchPendingValidationJobs(fakeBackend({}).api)).resolves.toEqual([]);
  });
});

describe('validationFormData', () => {
  const answerSheet = new File(['%PDF'], 'answers.pdf', { type: 'application/pdf' });
  const base = { title: ' Mock ', description: '', customSubject: '', answerSheet, questionPaper: null, markScheme: null };

  it('sends a listed subject by id and name, purpose validation, and no weak-areas PDF', () => {
    const body = validationFormData({ ...base, subject: 's1' }, [{ id: 's1', name: 'Physics', is_system_defined: true }]);
    expect(Object.fromEntries([...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]))).toEqual({
      title: 'Mock',
      subject_id: 's1',
      subject_name: 'Physics',
      purpose: 'validation',
      generate_weak_areas_pdf: 'false',
      student_answer: 'answers.pdf',
    });
  });

  it('sends a custom subject by its trimmed name only', () => {
    const body = validationFormData({ ...base, subject: CUSTOM_SUBJECT, customSubject: ' Geology ' }, []);
    expect(body.get('subject_name')).toBe('Geology');
    expect(body.has('subject_id')).toBe(false);
  });
});
