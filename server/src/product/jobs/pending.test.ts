/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// With the workers switched off (ASSESS_WORKERS=off, as when `npm run worker` does the work), jobs stay pending.
import { describe, expect, it } from 'vitest';
import { jobListSchema } from '@assess/core/schemas';
import { testDrivers } from '../../testing/harness.js';
import { call, startProductServer, submissionForm } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';

const drivers = await testDrivers();

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`pending jobs on ${driver.name}`, () => {
    const { t, student, other } = serverWithUsers(() => startProductServer(driver, { ASSESS_WORKERS: 'off' }), { student: 'student', other: 'student' });

    it('lists pending grading and validation jobs apart, each only to its owner', async () => {
      const graded = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Waiting paper', subject_name: 'Physics' }));
      const validated = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Waiting check', subject_name: 'Physics', purpose: 'validation' }));
      const grading = await call(t, student, 'GET', '/api/grading-jobs/pending');
      expect(grading.status).toBe(200);
      expect(jobListSchema.parse(grading.body)).toHaveLength(1);
      expect(grading.body[0]).toMatchObject({
        job_id: graded.body.job_id,
        status: 'pending',
        job_type: 'grading',
        assessment: { id: graded.body.assessment_id, title: 'Waiting paper' },
        student_assessment: { id: graded.body.student_assessment_id },
        subject: 'Physics',
        file_name: 'student_answer.pdf',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const validation = await call(t, student, 'GET', '/api/validation/jobs/pending');
      expect(validation.body.map((job: any) => [job.job_id, job.job_type])).toEqual([[validated.body.job_id, 'validation']]);
      expect((await call(t, other, 'GET', '/api/grading-jobs/pending')).body).toEqual([]);
      expect((await call(t, other, 'GET', '/api/validation/jobs/pending')).body).toEqual([]);
      expect((await call(t, null, 'GET', '/api/validation/jobs/pending')).status).toBe(401);

      const files = await call(t, student, 'GET', `/api/files/student-assessment/${graded.body.student_assessment_id}/files`);
      expect(files.body.files.map((file: any) => file.file_type)).toEqual(['student_answer']);
      expect((await call(t, other, 'GET', `/api/files/student-assessment/${graded.body.student_assessment_id}/files`)).status).toBe(404);
      const paper = await call(t, student, 'GET', `/api/files/assessment/${graded.body.assessment_id}/files`);
      expect(paper.body.files.map((file: any) => file.file_type).sort()).toEqual(['mark_scheme', 'question_paper']);
    });
  });
}
