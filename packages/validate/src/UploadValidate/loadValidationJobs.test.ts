import { describe, expect, it } from 'vitest';
import { fakeBackend, json } from '../testing/fake-backend.ts';
import { hasRunningJob, loadValidationJobs, NO_VALIDATION_JOBS } from './loadValidationJobs.ts';

const JOBS = 'GET /validation/jobs/pending';

describe('loadValidationJobs', () => {
  it('reads a watched job once more when it leaves the list, and keeps it as finished when it ended', async () => {
    const backend = fakeBackend({
      [JOBS]: [json([{ job_id: 'j1', status: 'processing', file_name: 'a.pdf' }, { job_id: 'j2', status: 'pending', file_name: 'b.pdf' }]), json([])],
      'GET /assessments/grading-jobs/j1': json({ job_id: 'j1', status: 'completed', file_name: 'a.pdf' }),
      'GET /assessments/grading-jobs/j2': json({ job_id: 'j2', status: 'processing', file_name: 'b.pdf' }),
    });
    const first = await loadValidationJobs(backend.api, NO_VALIDATION_JOBS);
    expect(first.pending?.map((job) => job.job_id)).toEqual(['j1', 'j2']);
    expect(first.watched).toEqual(['j1', 'j2']);
    expect(hasRunningJob(first)).toBe(true);

    const second = await loadValidationJobs(backend.api, first, { fresh: true });
    expect(second.pending).toEqual([]);
    expect(second.finished.map((job) => job.job_id)).toEqual(['j1']);
    expect(second.watched).toEqual([]);
    expect(hasRunningJob(second)).toBe(false);

    // A job no longer watched is not read again.
    await loadValidationJobs(backend.api, second, { fresh: true });
    expect(backend.callsTo('GET /assessments/grading-jobs/j1')).toHaveLength(1);
  });

  it('keeps what was shown when the list answers nothing (a 401)', async () => {
    const backend = fakeBackend({ [JOBS]: () => new Response(null, { status: 401 }) });
    const previous = { pending: [], finished: [], watched: ['j1'] };
    await expect(loadValidationJobs(backend.api, previous)).resolves.toBe(previous);
  });
});
