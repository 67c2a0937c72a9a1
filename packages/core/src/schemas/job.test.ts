import { describe, expect, it } from 'vitest';
import { jobSchema, pendingJobSchema, submitAndGradeResponseSchema, toListedJob } from './job.js';

const pending = {
  job_id: 'j1',
  status: 'processing',
  created_at: '2025-01-05T10:00:00Z',
  assessment: { id: 'a1', title: 'Cells quiz' },
  student_assessment: { id: 'sa1' },
  subject: 'Biology',
};

describe('grading job', () => {
  it('reads a pending job with its assessment, student assessment and subject', () => {
    expect(jobSchema.parse(pending)).toEqual({
      job_id: 'j1',
      status: 'processing',
      created_at: '2025-01-05T10:00:00Z',
      assessment_id: 'a1',
      student_assessment_id: 'sa1',
      assessment: { id: 'a1', title: 'Cells quiz' },
      student_assessment: { id: 'sa1' },
      subject: 'Biology',
      file_name: null,
      error_message: null,
      job_type: null,
      assessment_creation_result: null,
    });
  });

  it('reads a validation or creation job with error message and creation result', () => {
    const job = jobSchema.parse({
      job_id: 'j2',
      status: 'FAILED',
      assessment_id: 5,
      file_name: 'answers.pdf',
      error_message: 'Unreadable PDF',
      job_type: 'assessment_creation',
      assessment_creation_result: { assessment_title: 'Generated quiz', assessment_id: 'a9' },
      subject: { name: 'Maths' },
    });
    expect(job).toMatchObject({
      status: 'failed',
      assessment_id: '5',
      file_name: 'answers.pdf',
      error_message: 'Unreadable PDF',
      job_type: 'assessment_creation',
      assessment_creation_result: { assessment_title: 'Generated quiz', assessment_id: 'a9' },
      subject: 'Maths',
    });
  });

  it('reads an unknown status as pending so that polling goes on', () => {
    expect(jobSchema.parse({ job_id: 'j', status: 'queued' }).status).toBe('pending');
  });

  it('maps a job with file_name and type assessment or validation', () => {
    expect(toListedJob(jobSchema.parse(pending))).toMatchObject({ file_name: 'Cells quiz', type: 'assessment' });
    expect(toListedJob(jobSchema.parse({ job_id: 'v', job_type: 'validation', file_name: 'paper.pdf' }))).toMatchObject({
      file_name: 'paper.pdf',
      type: 'validation',
    });
    expect(toListedJob(jobSchema.parse({ job_id: 'n' })).file_name).toBe('Untitled Assessment');
  });
});

describe('pending job on the reports home and the submit answer', () => {
  it('reads job_id, file_name, status and created_at', () => {
    expect(pendingJobSchema.parse({ job_id: 7, file_name: 'a.pdf', status: 'pending', created_at: '2025-01-05' })).toEqual({
      job_id: '7',
      file_name: 'a.pdf',
      status: 'pending',
      created_at: '2025-01-05',
    });
    expect(pendingJobSchema.parse({ job_id: 'x', assessment: { title: 'Quiz' } }).file_name).toBe('Quiz');
  });

  it('needs job_id, assessment_id and message from submit-and-grade', () => {
    expect(submitAndGradeResponseSchema.safeParse({ job_id: 'j', assessment_id: 'a', message: 'Queued' }).success).toBe(true);
    expect(submitAndGradeResponseSchema.safeParse({ assessment_id: 'a', message: 'Queued' }).success).toBe(false);
  });
});
