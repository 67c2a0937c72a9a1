/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers, type TestServer } from '../../testing/harness.js';
import { call, linesPdf, linkStudent, pdfBlob, signUp, startProductServer, submissionForm, waitForJob, setForNewClass, type TestUser } from '../testing/server.js';
import { ALREADY_REQUESTED, NOT_RELEASED } from './regrade.js';
import { ONLY_TEACHER_MARKS } from './routes.js';

const drivers = await testDrivers();

/** Each student's answer to question 2 (photosynthesis, 3 marks); question 1 is the same for all. */
const ANSWERS_TO_2 = [
  'The plant absorbs carbon dioxide and uses energy from light to make glucose.',
  'The plant absorbs carbon dioxide and uses energy from light to make glucose.',
  'Plants absorb carbon dioxide and use the energy from light to make glucose.',
  'The plant grows towards the sun.',
  'the plant grows towards the sun',
  'I do not know',
];

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`marking a class together on ${driver.name}`, () => {
    let t: TestServer;
    let teacher: TestUser;
    let students: TestUser[];
    let assessmentId: string;
    const submissions: string[] = [];

    beforeAll(async () => {
      t = await startProductServer(driver);
      teacher = await signUp(t, 'teacher', 'Tess Teacher');
      students = [];
      for (const [i] of ANSWERS_TO_2.entries()) students.push(await signUp(t, 'student', `Student S${i + 1}`));
      for (const s of students) await linkStudent(t, teacher, s);
      for (const [i, s] of students.entries()) {
        const answerSheet = pdfBlob(await linesPdf(['1 (a) ohms', '(b) 12 divided by 3 gives 4 ohms', `2 ${ANSWERS_TO_2[i]}`]));
        const fields: Record<string, string> = { title: 'Class paper', subject_name: 'Science', generate_weak_areas_pdf: 'false' };
        if (assessmentId) fields.assessment_id = assessmentId;
        const form = await submissionForm(fields, assessmentId ? { student_answer: answerSheet } : { ...(await defaultFiles()), student_answer: answerSheet });
        const submitted = await call(t, s, 'POST', '/api/assessments/submit-and-grade', form);
        expect(submitted.status).toBe(200);
        const job = await waitForJob(t, s, submitted.body.job_id);
        expect(job.status).toBe('completed');
        submissions.push(job.student_assessment_id);
        if (!assessmentId) {
          assessmentId = job.assessment_id ?? (await t.server.db.query<{ assessment_id: string }>('SELECT assessment_id FROM student_assessments WHERE id = $1', [job.student_assessment_id])).rows[0]!.assessment_id;
          // The paper is set for the class, so the other students answer the same assessment.
          await setForNewClass(t, teacher, '7B', assessmentId);
        }
      }
    }, 240_000);
    afterAll(async () => {
      await t?.close();
    });

    async function defaultFiles() {
      const form = await submissionForm({});
      return { question_paper: form.get('question_paper') as Blob, mark_scheme: form.get('mark_scheme') as Blob };
    }

    const groupsPath = () => `/api/assessments/${assessmentId}/questions/2/groups`;
    const groupOf = (body: any, submission: string) => body.groups.find((g: any) => g.answers.some((a: any) => a.student_assessment_id === submission));
    const answerOf = (body: any, submission: string) => groupOf(body, submission).answers.find((a: any) => a.student_assessment_id === submission);

    it('groups a question\'s answers by meaning, each group with its size, representative and marks so far', async () => {
      const { status, body } = await call(t, teacher, 'GET', groupsPath());
      expect(status).toBe(200);
      expect(body).toMatchObject({ question: '2', question_part: '', label: '2', total_marks: 3, counts: { answers: 6, teacher_marked: 0, suggestions: 0 } });
      expect(body.questions.map((q: any) => q.label)).toEqual(['1(a)', '1(b)', '2']);
      expect((await call(t, teacher, 'GET', `/api/assessments/${assessmentId}/questions`)).body).toEqual(body.questions);
      expect(groupOf(body, submissions[0]!)).toBe(groupOf(body, submissions[1]!));
      expect(groupOf(body, submissions[3]!)).toBe(groupOf(body, submissions[4]!));
      expect(groupOf(body, submissions[3]!)).not.toBe(groupOf(body, submissions[0]!));
      const first = groupOf(body, submissions[0]!);
      expect(first.size).toBe(first.answers.length);
      expect(first.answers[0].student_assessment_id).toBe(first.representative.student_assessment_id);
      expect(answerOf(body, submissions[0]!)).toMatchObject({ source: 'grader', teacher_marks: null, suggested_marks: null, released: false });
      expect(answerOf(body, submissions[0]!).student.name).toBe('Student S1');
    });

    it('keeps the groups from students and from teachers of other students', async () => {
      expect((await call(t, students[0]!, 'GET', groupsPath())).body.detail).toBe(ONLY_TEACHER_MARKS);
      const stranger = await signUp(t, 'teacher');
      expect((await call(t, stranger, 'GET', groupsPath())).status).toBe(404);
      expect((await call(t, teacher, 'GET', `/api/assessments/${assessmentId}/questions/9/groups`)).status).toBe(404);
    });

    it('marks a group at once and re-marks the untouched answers as suggestions from the teacher\'s marks', async () => {
      const bad = await call(t, teacher, 'PUT', `/api/assessments/${assessmentId}/questions/2/marks`, { student_assessment_ids: [submissions[3]], marks_obtained: 4 });
      expect(bad.status).toBe(422);
      expect(bad.body.detail[0].msg).toBe('Marks for question 2 cannot exceed 3');
      const empty = await call(t, teacher, 'PUT', `/api/assessments/${assessmentId}/questions/2/marks`, { student_assessment_ids: [], marks_obtained: 1 });
      expect(empty.body.detail[0].msg).toBe('Choose at least one answer to mark');

      const sunGroup = groupOf((await call(t, teacher, 'GET', groupsPath())).body, submissions[3]!).answers.map((a: any) => a.student_assessment_id);
      const marked = await call(t, teacher, 'PUT', `/api/assessments/${assessmentId}/questions/2/marks`, { student_assessment_ids: sunGroup, marks_obtained: 1 });
      expect(marked.status).toBe(200);
      const full = await call(t, teacher, 'PUT', `/api/assessments/${assessmentId}/questions/2/marks`, { student_assessment_ids: [submissions[0]], marks_obtained: 3 });
      const body = full.body;
      expect(answerOf(body, submissions[3]!)).toMatchObject({ source: 'teacher', teacher_marks: 1, marks_obtained: 1 });
      expect(answerOf(body, submissions[0]!)).toMatchObject({ source: 'teacher', teacher_marks: 3 });
      // The identical answer follows the teacher's mark; the rest are suggestions, never the teacher's own marks.
      expect(answerOf(body, submissions[1]!)).toMatchObject({ source: 'suggestion', suggested_marks: 3, marks_obtained: 3 });
      expect(answerOf(body, submissions[2]!).source).toBe('suggestion');
      expect(body.counts).toMatchObject({ teacher_marked: 3, suggestions: 3 });
      // Each suggestion says how sure it is: the answer with the marked answer's own words is certain, and only
      // suggestions (never a teacher's mark) can ask for the teacher's eye.
      expect(answerOf(body, submissions[1]!)).toMatchObject({ suggestion_confidence: 1, needs_review: false });
      expect(answerOf(body, submissions[0]!)).toMatchObject({ suggestion_confidence: null, needs_review: false });
      const confidence = answerOf(body, submissions[2]!).suggestion_confidence;
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThan(1);
      expect(typeof answerOf(body, submissions[2]!).needs_review).toBe('boolean');
      // Nothing is released or counted until accepted: the student still sees the grader's provisional mark.
      const detail = (await call(t, students[1]!, 'GET', `/api/student-assessments/${submissions[1]}`)).body;
      expect(detail.grading_details.answer_responses[2].overridden).toBe(false);
      // The suggestion is the teacher's to see in that student's marks review, never the student's.
      expect(detail.grading_details.answer_responses[2]).not.toHaveProperty('suggested_marks_for_question');
      const reviewed = (await call(t, teacher, 'GET', `/api/student-assessments/${submissions[1]}`)).body;
      expect(reviewed.grading_details.answer_responses.map((a: any) => [a.question, a.suggested_marks_for_question])).toEqual([['1', null], ['1', null], ['2', 3]]);
      // With how sure it is: the answer with the marked answer's own words is certain.
      expect(reviewed.grading_details.answer_responses[2]).toMatchObject({ suggestion_confidence: 1, suggestion_needs_review: false });
      expect(detail.grading_details.answer_responses[2]).not.toHaveProperty('suggestion_confidence');
    });

    it('gives an answer graded after the teacher marked its question a suggestion too', async () => {
      const late = await signUp(t, 'student', 'Late Comer');
      await linkStudent(t, teacher, late);
      await t.server.db.query('UPDATE students SET class_id = (SELECT class_id FROM class_assessments WHERE assessment_id = $1) WHERE user_id = $2', [assessmentId, late.id]);
      const answerSheet = pdfBlob(await linesPdf(['1 (a) ohms', '(b) 4 ohms', '2 the plant grows towards the sun']));
      const form = await submissionForm({ title: 'Class paper', subject_name: 'Science', generate_weak_areas_pdf: 'false', assessment_id: assessmentId }, { student_answer: answerSheet });
      const job = await waitForJob(t, late, (await call(t, late, 'POST', '/api/assessments/submit-and-grade', form)).body.job_id);
      const body = (await call(t, teacher, 'GET', groupsPath())).body;
      // Like the sun group the teacher marked 1, so the suggestion follows it.
      expect(answerOf(body, job.student_assessment_id)).toMatchObject({ source: 'suggestion', suggested_marks: 1 });
      expect(groupOf(body, job.student_assessment_id)).toBe(groupOf(body, submissions[3]!));
      submissions.push(job.student_assessment_id);
    });

    it('accepts the suggestions as the teacher\'s marks, with each change in the submission\'s history', async () => {
      const accepted = await call(t, teacher, 'POST', `/api/assessments/${assessmentId}/questions/2/suggestions/accept`, {});
      expect(accepted.status).toBe(200);
      expect(accepted.body.counts).toMatchObject({ teacher_marked: 7, suggestions: 0 });
      expect(answerOf(accepted.body, submissions[1]!)).toMatchObject({ source: 'teacher', teacher_marks: 3 });
      const history = (await call(t, teacher, 'GET', `/api/student-assessments/${submissions[1]}/history`)).body;
      expect(history.map((e: any) => [e.action, e.question, e.new_marks])).toEqual([['suggestion_accepted', '2', 3]]);
    });

    it('releases the class\'s marks; a student then asks for a regrade once, and the teacher answers it', async () => {
      const student = students[5]!;
      const submission = submissions[5]!;
      const early = await call(t, student, 'POST', `/api/student-assessments/${submission}/regrade-requests`, { question: '2', reason: 'I wrote more on the back' });
      expect(early).toMatchObject({ status: 409, body: { detail: NOT_RELEASED } });

      const released = await call(t, teacher, 'POST', `/api/assessments/${assessmentId}/release`, {});
      expect(released.body).toEqual({ released: 7 });

      const noReason = await call(t, student, 'POST', `/api/student-assessments/${submission}/regrade-requests`, { question: '2', reason: ' ' });
      expect(noReason.body.detail[0].msg).toBe('Please give a reason for the regrade request');
      const other = await call(t, students[0]!, 'POST', `/api/student-assessments/${submission}/regrade-requests`, { question: '2', reason: 'x' });
      expect(other.status).toBe(404);
      const created = await call(t, student, 'POST', `/api/student-assessments/${submission}/regrade-requests`, { question: '2', reason: 'I named light and carbon dioxide on the back of the sheet' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ state: 'open', label: '2', answer: 'I do not know', total_marks: 3 });
      const again = await call(t, student, 'POST', `/api/student-assessments/${submission}/regrade-requests`, { question: '2', reason: 'again' });
      expect(again).toMatchObject({ status: 409, body: { detail: ALREADY_REQUESTED.replace('{label}', '2') } });

      const ownHistory = (await call(t, student, 'GET', `/api/student-assessments/${submission}/history`)).body.map((e: any) => e.action);
      expect(ownHistory).toEqual(['suggestion_accepted', 'release', 'regrade_requested']);

      const open = await call(t, teacher, 'GET', `/api/assessments/${assessmentId}/regrade-requests?state=open`);
      expect(open.body.map((r: any) => [r.student.id, r.reason, r.state])).toEqual([[student.id, 'I named light and carbon dioxide on the back of the sheet', 'open']]);
      const before = open.body[0].marks_obtained;
      // The teacher's dashboard lists the open requests of all their students, whatever the assessment; nobody else's.
      const dashboard = await call(t, teacher, 'GET', '/api/regrade-requests?state=open');
      expect(dashboard.body.map((r: any) => [r.id, r.assessment_id, r.student.id, r.label])).toEqual([[created.body.id, assessmentId, student.id, '2']]);
      expect((await call(t, student, 'GET', '/api/regrade-requests?state=open')).status).toBe(403);
      expect((await call(t, await signUp(t, 'teacher', 'Other Teacher'), 'GET', '/api/regrade-requests?state=open')).body).toEqual([]);
      expect((await call(t, teacher, 'GET', '/api/regrade-requests?state=closed')).status).toBe(422);

      const answered = await call(t, teacher, 'POST', `/api/regrade-requests/${created.body.id}/answer`, { response: 'Seen on the back: one more mark.', marks_obtained: before + 1 });
      expect(answered.body).toMatchObject({ state: 'changed', response: 'Seen on the back: one more mark.', marks_before: before, marks_after: before + 1 });
      expect((await call(t, teacher, 'POST', `/api/regrade-requests/${created.body.id}/answer`, { response: 'again' })).status).toBe(409);
      expect((await call(t, teacher, 'GET', '/api/regrade-requests?state=open')).body).toEqual([]);

      // A regrade is about released marks: the changed mark is released with the answer, and the student sees it at once.
      const marksOf = async () => (await call(t, student, 'GET', `/api/student-assessments/${submission}`)).body.grading_details.answer_responses[2].marks_obtained_for_question;
      expect(await marksOf()).toBe(before + 1);
      const seen = (await call(t, student, 'GET', `/api/student-assessments/${submission}/regrade-requests`)).body;
      expect(seen.map((r: any) => [r.state, r.response, r.marks_obtained, r.marks_after])).toEqual([['changed', 'Seen on the back: one more mark.', before + 1, before + 1]]);
      expect((await call(t, teacher, 'GET', `/api/student-assessments/${submission}`)).body.review.state).toBe('released');
      const history = (await call(t, teacher, 'GET', `/api/student-assessments/${submission}/history`)).body.map((e: any) => e.action);
      expect(history).toEqual(['suggestion_accepted', 'release', 'regrade_requested', 'override', 'regrade_answered']);
    });
  });
}
