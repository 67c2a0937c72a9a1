/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { beforeAll, describe, expect, it } from 'vitest';
import { submissionDetailSchema } from '@assess/core/schemas';
import { testDrivers } from '../../testing/harness.js';
import { expectShape } from '../testing/accounts.js';
import { ANSWERS, call, linesPdf, linkStudent, PAPER, pdfBlob, SCHEME, startProductServer, submissionForm, waitForJob } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';
import type { Queryable } from '../../db/index.js';
import { NOT_GRADED, ONLY_TEACHER_REVIEWS } from './routes.js';
import { extractText } from 'unpdf';

/** A submission's effective totals: marks obtained, total and percentage (null until graded). */
async function effectiveTotals(
  db: Queryable,
  studentAssessmentId: string,
): Promise<{ marks_obtained: number | null; total_marks: number | null; percentage: number | null; review_state: string } | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT marks_obtained, total_marks, percentage, review_state FROM effective_student_results WHERE student_assessment_id = $1',
    [studentAssessmentId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { marks_obtained: number(row.marks_obtained), total_marks: number(row.total_marks), percentage: number(row.percentage), review_state: String(row.review_state) };
}

/** The text of a file as its download link (signed, as My Files offers it) serves it. */
async function downloadedPdfText(link: string): Promise<string> {
  const response = await fetch(link);
  expect(response.status).toBe(200);
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text;
}

const drivers = await testDrivers();

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`teacher review on ${driver.name}`, () => {
    const { t, student, teacher, otherTeacher } = serverWithUsers(() => startProductServer(driver), { student: 'student', teacher: 'teacher', otherTeacher: 'teacher' });
    let submissionId: string;

    beforeAll(async () => {
      await linkStudent(t, teacher, student);
      const form = await submissionForm({ title: 'Reviewed paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' });
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
      const job = await waitForJob(t, student, submitted.body.job_id);
      submissionId = job.student_assessment_id;
    });

    const marksOf = (detail: any) => detail.grading_details.answer_responses.map((a: any) => a.marks_obtained_for_question);

    it('keeps overrides provisional until released, then shows them with the history of who and when', async () => {
      const path = `/api/student-assessments/${submissionId}`;
      expect(marksOf((await call(t, student, 'GET', path)).body)).toEqual([1, 1, 2]);
      const override = await call(t, teacher, 'PUT', `${path}/marks`, {
        marks: [{ question: '2', question_part: null, marks_obtained: 3, feedback: 'Full marks on review' }],
        teacher_feedback: 'Good work overall',
      });
      expect(override.status).toBe(200);
      const seen = (await call(t, student, 'GET', path)).body;
      // The served schema declares the detail exactly, for the student and for their teacher (the reviewer's fields).
      expectShape(submissionDetailSchema, seen);
      expectShape(submissionDetailSchema, (await call(t, teacher, 'GET', path)).body);
      expect(marksOf(seen)).toEqual([1, 1, 2]);
      expect(seen.review).toMatchObject({ state: 'provisional', label: 'AI grade, awaiting teacher review' });
      expect(seen.results.teacher_feedback).toBeNull();
      expect((await effectiveTotals(t.server.db, submissionId))?.marks_obtained).toBe(4);
      // The teacher goes on from what they saved; the student sees none of it before release.
      expect(override.body.grading_details.answer_responses[2]).toMatchObject({ marks_obtained_for_question: 2, saved_marks_for_question: 3, saved_feedback: 'Full marks on review' });
      expect((await call(t, teacher, 'GET', path)).body.grading_details.answer_responses.map((a: any) => a.saved_marks_for_question)).toEqual([null, null, 3]);
      expect(seen.grading_details.answer_responses[2]).not.toHaveProperty('saved_marks_for_question');

      const released = await call(t, teacher, 'POST', `${path}/release`, {});
      expect(released.status).toBe(200);
      const after = (await call(t, student, 'GET', path)).body;
      expect(marksOf(after)).toEqual([1, 1, 3]);
      expect(after.grading_details.answer_responses[2]).toMatchObject({ analysis: 'Full marks on review', overridden: true });
      expect(after.results).toMatchObject({ total_marks_obtained: 5, total_marks: 6, teacher_feedback: 'Good work overall' });
      expect(after.review).toMatchObject({ state: 'released', released_by: teacher.id, label: null });
      expect(await effectiveTotals(t.server.db, submissionId)).toMatchObject({ marks_obtained: 5, total_marks: 6, review_state: 'released' });

      const history = (await call(t, student, 'GET', `${path}/history`)).body;
      expect(history.map((e: any) => [e.action, e.actor_id, e.old_marks, e.new_marks])).toEqual([
        ['override', teacher.id, 2, 3],
        ['feedback', teacher.id, null, null],
        ['release', teacher.id, null, null],
      ]);
      expect(history.every((e: any) => typeof e.created_at === 'string')).toBe(true);

      // A later change waits for the next release.
      await call(t, teacher, 'PUT', `${path}/marks`, { marks: [{ question: '1', question_part: '(b)', marks_obtained: 2 }] });
      expect(marksOf((await call(t, student, 'GET', path)).body)).toEqual([1, 1, 3]);
      await call(t, teacher, 'POST', `${path}/release`, {});
      expect(marksOf((await call(t, student, 'GET', path)).body)).toEqual([1, 2, 3]);
    });

    it('derives the overall comment, topics and the weak-areas PDF again from released marks, naming the student without an id', async () => {
      const form = await submissionForm({ title: 'Weak areas paper', subject_name: 'Physics', generate_weak_areas_pdf: 'true' });
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
      const id = (await waitForJob(t, student, submitted.body.job_id)).student_assessment_id;
      const path = `/api/student-assessments/${id}`;
      const before = (await call(t, student, 'GET', path)).body;
      expect(before.results).toMatchObject({ total_marks_obtained: 4, total_marks: 6 });
      expect(before.grading_details.performance_summary.overall_comment).toContain('Scored 66.7% overall');
      const files = (await call(t, student, 'GET', `/api/files/student-assessment/${id}/files`)).body.files;
      const pdf = files.find((file: any) => file.file_name.startsWith('weak-areas-'));
      const first = await downloadedPdfText(pdf.download_url);
      expect(first).toContain('Score: 4 / 6 (66.7%)');
      expect(first).not.toContain(student.id);

      await call(t, teacher, 'PUT', `${path}/marks`, { marks: [{ question: '2', question_part: null, marks_obtained: 3 }] });
      // Saved, not released: the student's comment and PDF stay as they were.
      expect((await call(t, student, 'GET', path)).body.grading_details.performance_summary.overall_comment).toContain('Scored 66.7% overall');
      expect(await call(t, teacher, 'POST', `${path}/release`, {})).toMatchObject({ status: 200 });
      const after = (await call(t, student, 'GET', path)).body;
      expect(after.results).toMatchObject({ total_marks_obtained: 5, total_marks: 6 });
      expect(after.grading_details.performance_summary.overall_comment).toContain('Scored 83.3% overall');
      const again = (await call(t, student, 'GET', `/api/files/student-assessment/${id}/files`)).body.files;
      const released = await downloadedPdfText(again.find((file: any) => file.id === pdf.id).download_url);
      expect(released).toContain('Score: 5 / 6 (83.3%)');
      expect(released).toContain('Student: Sam Student');
      expect(released).not.toContain(student.id);
      // The file keeps its id and place in My Files.
      expect(again.map((file: any) => file.id)).toEqual(files.map((file: any) => file.id));
    });

    it("rewrites the comment from the teacher's marks: a question the grader read as blank and the teacher marked was answered", async () => {
      // The text recognition read nothing of question 2's answer (it was on the back of the page).
      const files = { question_paper: pdfBlob(await linesPdf(PAPER)), mark_scheme: pdfBlob(await linesPdf(SCHEME)), student_answer: pdfBlob(await linesPdf(ANSWERS.slice(0, 2))) };
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Back page paper', subject_name: 'Physics' }, files));
      const id = (await waitForJob(t, student, submitted.body.job_id)).student_assessment_id;
      const path = `/api/student-assessments/${id}`;
      const before = (await call(t, student, 'GET', path)).body;
      expect(before.grading_details.performance_summary.overall_comment).toContain('with 2 of 3 questions answered');
      expect(before.suggestions).toContain('Attempt every question: question 2 was left blank.');

      await call(t, teacher, 'PUT', `${path}/marks`, { marks: [{ question: '2', question_part: null, marks_obtained: 3 }] });
      expect((await call(t, teacher, 'POST', `${path}/release`, {})).status).toBe(200);
      const after = (await call(t, student, 'GET', path)).body;
      expect(after.grading_details.performance_summary.overall_comment).toContain('with 3 of 3 questions answered');
      expect(after.suggestions.join(' ')).not.toContain('left blank');
    });

    it('lets only a teacher of the student review', async () => {
      const path = `/api/student-assessments/${submissionId}`;
      const body = { marks: [{ question: '2', marks_obtained: 0 }] };
      expect(await call(t, student, 'PUT', `${path}/marks`, body)).toEqual({ status: 403, body: { detail: ONLY_TEACHER_REVIEWS } });
      expect((await call(t, student, 'POST', `${path}/release`, {})).status).toBe(403);
      expect((await call(t, otherTeacher, 'PUT', `${path}/marks`, body)).status).toBe(404);
      expect((await call(t, otherTeacher, 'POST', `${path}/release`, {})).status).toBe(404);
      expect((await call(t, otherTeacher, 'GET', path)).status).toBe(404);
      expect((await call(t, null, 'PUT', `${path}/marks`, body)).status).toBe(401);
      expect(marksOf((await call(t, student, 'GET', path)).body)).toEqual([1, 2, 3]);
    });

    it('refuses bad marks with clear messages and changes nothing', async () => {
      const path = `/api/student-assessments/${submissionId}/marks`;
      const events = async () => (await t.server.db.query('SELECT count(*)::int AS n FROM mark_review_events')).rows[0];
      const before = await events();
      const tooMany = await call(t, teacher, 'PUT', path, { marks: [{ question: '2', marks_obtained: 4 }] });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.detail[0]).toMatchObject({ loc: ['body', 'marks', 0, 'marks_obtained'], msg: 'Marks for question 2 cannot exceed 3' });
      const unknown = await call(t, teacher, 'PUT', path, { marks: [{ question: '9', marks_obtained: 1 }] });
      expect(unknown.body.detail[0].msg).toBe('Question 9 is not part of this submission');
      const negative = await call(t, teacher, 'PUT', path, { marks: [{ question: '2', marks_obtained: -1 }] });
      expect(negative.body.detail[0].msg).toBe('Marks cannot be negative');
      const none = await call(t, teacher, 'PUT', path, { marks: [] });
      expect(none.body.detail[0].msg).toBe('At least one mark is required');
      const wrongType = await call(t, teacher, 'PUT', path, { marks: [{ question: '2', marks_obtained: 'three' }] });
      expect(wrongType.status).toBe(422);
      expect(await events()).toEqual(before);
      expect((await call(t, teacher, 'PUT', '/api/student-assessments/00000000-0000-4000-8000-000000000000/marks', { marks: [{ question: '1', marks_obtained: 1 }] })).status).toBe(404);
    });

    it('refuses to review a submission that is not graded yet', async () => {
      const { rows } = await t.server.db.query<{ id: string }>(
        `INSERT INTO student_assessments (assessment_id, student_id, status)
         SELECT assessment_id, student_id, 'pending' FROM student_assessments WHERE id = $1 RETURNING id`,
        [submissionId],
      );
      const answer = await call(t, teacher, 'POST', `/api/student-assessments/${rows[0]!.id}/release`, {});
      expect(answer).toEqual({ status: 409, body: { detail: NOT_GRADED } });
    });
  });
}
