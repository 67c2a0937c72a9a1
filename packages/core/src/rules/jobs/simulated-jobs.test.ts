import { describe, expect, it } from 'vitest';
import { jobSchema } from '../../schemas/job.js';
import { SIMULATED_JOB_TEXTS, isSimulatedJob, simulatedJob, simulatedPendingJobs } from './simulated-jobs.js';

const NOW = new Date('2026-03-01T10:00:00Z');

describe('simulated jobs', () => {
  it('a simulated submission names a job that is recognisably simulated and claims no assessment', () => {
    const job = simulatedJob({ title: 'Algebra', now: NOW });
    expect(job.assessment_id).toBeNull();
    expect(isSimulatedJob(job)).toBe(true);
    expect(SIMULATED_JOB_TEXTS.submission).toMatch(/could not be reached, so nothing was sent/);
  });

  it('simulated jobs have the shape of real ones, and real ids are never taken for simulated', () => {
    const job = simulatedJob({ status: 'processing', title: 'Algebra', assessmentId: 'a1', now: NOW });
    expect(jobSchema.parse(job)).toEqual(job);
    expect(job).toMatchObject({ status: 'processing', assessment_id: 'a1', assessment: { title: 'Algebra' }, created_at: NOW.toISOString() });
    expect(isSimulatedJob(job)).toBe(true);
    expect(isSimulatedJob({ job_id: '0b6f2c1e-1111-4c2b-9a55-3d1f0e8a7b21' })).toBe(false);
    expect(isSimulatedJob(null)).toBe(false);
  });

  it('the simulated pending list holds one queued and one running job for the assessment', () => {
    const jobs = simulatedPendingJobs({ id: 'a1', title: 'Algebra' }, NOW);
    expect(jobs.map((job) => job.status)).toEqual(['pending', 'processing']);
    expect(jobs.every((job) => job.assessment_id === 'a1' && isSimulatedJob(job))).toBe(true);
    expect(new Set(jobs.map((job) => job.job_id)).size).toBe(2);
  });
});
