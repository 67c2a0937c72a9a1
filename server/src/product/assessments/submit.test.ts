/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_ONLY_MESSAGE } from '@assess/core/rules';
import { testDrivers } from '../../testing/harness.js';
import { UNREADABLE_PDF_MESSAGE } from '../storage/index.js';
import {
  call,
  countRows,
  linesPdf,
  linkStudent,
  pdfBlob,
  ANSWERS,
  signUp,
  startProductServer,
  storedObjectCount,
  submissionForm,
  waitForJob,
} from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';

const drivers = await testDrivers();
const MB = 1024 * 1024;

/** A file of the given size that starts like a PDF but is not one. */
function bigPdfLike(bytes: number): Blob {
  const data = Buffer.alloc(bytes, 32);
  data.write('%PDF-1.7\n');
  return new Blob([data], { type: 'application/pdf' });
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`submit-and-grade and grading jobs on ${driver.name}`, () => {
    const { t, student, teacher, otherStudent, otherTeacher } = serverWithUsers(() => startProductServer(driver), { student: { role: 'student', name: 'Ana Lima' }, teacher: { role: 'teacher', name: 'Tom Teach' }, otherStudent: 'student', otherTeacher: 'teacher' });
    let biologyId: string;

    beforeAll(async () => {
      await linkStudent(t, teacher, student);
      const subjects = await call<{ id: string; name: string }[]>(t, student, 'GET', '/api/subjects/');
      biologyId = subjects.body.find((s) => s.name === 'Biology')!.id;
    });

    it('grades a submission: job, per-question results, detail response and the weak-areas PDF in My Files', async () => {
      const form = await submissionForm({ title: 'Physics mock', description: 'Paper 1', subject_id: biologyId, generate_weak_areas_pdf: 'true' });
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
      expect(submitted.status).toBe(200);
      expect(submitted.body).toMatchObject({ message: 'Assessment submitted successfully', job_id: expect.any(String), assessment_id: expect.any(String) });
      const job = await waitForJob(t, student, submitted.body.job_id);
      expect(job).toMatchObject({ status: 'completed', job_type: 'grading', assessment_id: submitted.body.assessment_id, error_message: null });
      expect(job.assessment).toEqual({ id: submitted.body.assessment_id, title: 'Physics mock' });

      const detail = await call(t, student, 'GET', `/api/assessments/${submitted.body.assessment_id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ title: 'Physics mock', description: 'Paper 1', status: 'graded', creator_id: student.id, subject: { name: 'Biology' } });
      const answers = detail.body.grading_details.answer_responses;
      expect(answers.map((a: any) => [a.question, a.question_part, a.marks_obtained_for_question, a.total_marks_for_question])).toEqual([
        ['1', '(a)', 1, 1],
        ['1', '(b)', 1, 2],
        ['2', '', 2, 3],
      ]);
      expect(detail.body.results).toMatchObject({ total_marks_obtained: 4, total_marks: 6 });
      expect(detail.body.review).toMatchObject({ state: 'provisional', label: 'AI grade, awaiting teacher review' });
      expect(detail.body.question_paper_url).toMatch(/\/storage\/v1\/object\/sign\/assessment-files\/.+\?token=/);
      const paper = await fetch(detail.body.question_paper_url);
      expect(paper.status).toBe(200);
      expect(Buffer.from(await paper.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

      const files = await call(t, student, 'GET', '/api/files/my-files?file_type=graded_answer');
      expect(files.body.total_count).toBe(1);
      expect(files.body.files[0]).toMatchObject({
        entity_type: 'student_assessment',
        entity_id: detail.body.student_assessment_id,
        file_type: 'graded_answer',
        is_current_version: true,
        metadata: { ai_generated: true, custom: { assessment_type: 'weak_areas_focused' } },
      });
      const pending = await call(t, student, 'GET', '/api/grading-jobs/pending');
      expect(pending).toEqual({ status: 200, body: [] });
    });

    it('lets the teacher of the student see the job and assessment, and nobody else', async () => {
      const form = await submissionForm({ title: 'Visible to teacher', subject_name: 'Biology', generate_weak_areas_pdf: 'false', purpose: 'validation' });
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
      expect(submitted.status).toBe(200);
      const job = await waitForJob(t, student, submitted.body.job_id);
      expect(job.job_type).toBe('validation');
      const id = submitted.body.assessment_id;
      for (const [viewer, status] of [
        [student, 200],
        [teacher, 200],
        [otherStudent, 404],
        [otherTeacher, 404],
      ] as const) {
        expect((await call(t, viewer, 'GET', `/api/assessments/${id}`)).status, viewer.email).toBe(status);
        expect((await call(t, viewer, 'GET', `/api/assessments/grading-jobs/${submitted.body.job_id}`)).status, viewer.email).toBe(status);
        // A student's own check is practice: in their list; in their teacher's only when asked for, with their name.
        const list = await call<{ id: string; practice: boolean; student_name: string | null }[]>(t, viewer, 'GET', '/api/assessments/?include_practice=true');
        expect(list.body.some((item) => item.id === id), viewer.email).toBe(status === 200);
        if (status === 200) expect(list.body.find((item) => item.id === id)).toMatchObject({ practice: true, student_name: viewer === teacher ? 'Ana Lima' : null });
      }
      expect((await call<{ id: string }[]>(t, teacher, 'GET', '/api/assessments/')).body.some((item) => item.id === id)).toBe(false);
      expect((await call(t, null, 'GET', '/api/assessments/')).status).toBe(401);
    });

    it('refuses bad input with the specification texts and stores nothing', async () => {
      const objects = await storedObjectCount(t);
      const rows = await countRows(t, 'files');
      const assessments = await countRows(t, 'assessments');
      const noAnswer = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'x', subject_id: biologyId }, { question_paper: pdfBlob(await linesPdf(['1 Q [1]'])) }));
      expect(noAnswer.status).toBe(422);
      expect(noAnswer.body.detail[0]).toMatchObject({ loc: ['body', 'student_answer'], msg: 'Student Answer is required' });
      const noAnswerValidation = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'x', subject_id: biologyId, purpose: 'validation' }, {}));
      expect(noAnswerValidation.body.detail[0].msg).toBe('Answer sheet is required');
      const noTitle = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ subject_id: biologyId }));
      expect(noTitle.status).toBe(422);
      expect(noTitle.body.detail.map((d: any) => d.msg)).toContain('Assessment title is required');
      const noSubject = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'x' }));
      expect(noSubject.body.detail.map((d: any) => d.msg)).toContain('Please select a subject');
      const unknownSubject = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'x', subject_id: '00000000-0000-4000-8000-000000000000' }));
      expect(unknownSubject.status).toBe(404);
      const renamed = await call(t, student, 'POST', '/api/assessments/submit-and-grade',
        await submissionForm({ title: 'x', subject_id: biologyId }, { student_answer: new Blob(['just some text, not a PDF'], { type: 'application/pdf' }) }));
      expect(renamed).toEqual({ status: 415, body: { detail: PDF_ONLY_MESSAGE } });
      const broken = await call(t, student, 'POST', '/api/assessments/submit-and-grade',
        await submissionForm({ title: 'x', subject_id: biologyId }, { student_answer: new Blob(['%PDF-1.4 but nothing else'], { type: 'application/pdf' }) }));
      expect(broken).toEqual({ status: 415, body: { detail: UNREADABLE_PDF_MESSAGE } });
      const tooBig = await call(t, student, 'POST', '/api/assessments/submit-and-grade',
        await submissionForm({ title: 'x', subject_id: biologyId }, { student_answer: bigPdfLike(20 * MB + 1) }));
      expect(tooBig).toEqual({ status: 413, body: { detail: 'File size exceeds the maximum limit of 20MB' } });
      const tooBigValidation = await call(t, student, 'POST', '/api/assessments/submit-and-grade',
        await submissionForm({ title: 'x', subject_id: biologyId, purpose: 'validation' }, { student_answer: bigPdfLike(10 * MB + 1) }));
      expect(tooBigValidation).toEqual({ status: 413, body: { detail: 'File size exceeds 10MB limit' } });
      const notMultipart = await call(t, student, 'POST', '/api/assessments/submit-and-grade', { title: 'x' });
      expect(notMultipart.status).toBe(415);
      expect(await storedObjectCount(t)).toBe(objects);
      expect(await countRows(t, 'files')).toBe(rows);
      expect(await countRows(t, 'assessments')).toBe(assessments);
    });

    it('answers unknown and malformed job ids with 404', async () => {
      expect((await call(t, student, 'GET', '/api/assessments/grading-jobs/00000000-0000-4000-8000-000000000000')).body).toEqual({ detail: 'Job not found' });
      expect((await call(t, student, 'GET', '/api/assessments/grading-jobs/not-an-id')).status).toBe(404);
      expect((await call(t, student, 'GET', '/api/assessments/not-an-id')).body).toEqual({ detail: 'No assessment found with the specified ID.' });
    });

    it('answers the 16th submission of a day with 429, detail and limit_type, storing nothing', async () => {
      const user = await signUp(t, 'student');
      const answer = pdfBlob(await linesPdf(ANSWERS));
      for (let i = 1; i <= 15; i++) {
        const form = await submissionForm({ title: `Try ${i}`, subject_id: biologyId, generate_weak_areas_pdf: 'false' }, { student_answer: answer });
        expect((await call(t, user, 'POST', '/api/assessments/submit-and-grade', form)).status).toBe(200);
      }
      const summary = await call(t, user, 'GET', '/api/supabase-usage/usage/summary');
      expect(summary.body.assessment_submission).toMatchObject({ current: 15, limit: 15, isLimitReached: true });
      const objects = await storedObjectCount(t);
      const sixteenth = await call(t, user, 'POST', '/api/assessments/submit-and-grade',
        await submissionForm({ title: 'One too many', subject_id: biologyId }, { student_answer: answer }));
      expect(sixteenth).toEqual({
        status: 429,
        body: { detail: 'You have reached your daily assessment submission limit. Please try again tomorrow.', limit_type: 'assessment_submission' },
      });
      expect(await storedObjectCount(t)).toBe(objects);
      const mine = await call<{ title: string }[]>(t, user, 'GET', '/api/assessments');
      expect(mine.body).toHaveLength(15);
      // Validation is counted apart.
      const validation = await call(t, user, 'POST', '/api/assessments/submit-and-grade',
        await submissionForm({ title: 'Check', subject_id: biologyId, purpose: 'validation' }, { student_answer: answer }));
      expect(validation.status).toBe(200);
    });
  });
}
