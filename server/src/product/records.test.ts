/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// Records a school keeps whole: a Delete archives (the students' work stays, an administrator restores), a save
// from a stale copy is refused, and Total Marks stays what the marked submissions are out of.
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVED_TAKES_NO_SUBMISSIONS, STALE_ASSESSMENT_DETAILS, STALE_CLASS, STALE_MARKS, STALE_STUDENT_RECORD, totalMarksFixedText } from '@assess/core/rules';
import { testDrivers } from '../testing/harness.js';
import { ANSWERS, call, linesPdf, linkStudent, pdfBlob, signUp, startProductServer, submissionForm, type TestUser } from './testing/server.js';
import { serverWithUsers } from './testing/suite.js';
import { seedSubmission } from './testing/results.js';

const drivers = await testDrivers();

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`records outlive a delete and stale copies on ${driver.name}`, () => {
    const { t, teacher, student, admin } = serverWithUsers(() => startProductServer(driver, {}, 'all'), { teacher: { role: 'teacher', name: 'Tess Teacher' }, student: { role: 'student', name: 'Sam Student' }, admin: { role: 'admin', name: 'Ada Admin' } });

    beforeAll(async () => {
      await linkStudent(t, teacher, student);
    });

    const seed = (title: string) =>
      seedSubmission(t.server.db, {
        studentId: student.id,
        creatorId: teacher.id,
        title,
        subject: 'Biology',
        daysAgo: 1,
        questions: [
          { question: '1', topic: 'Cells', earned: 1, total: 4 },
          { question: '2', topic: 'Enzymes', earned: 2, total: 4 },
        ],
      });

    it("archives on Delete: the student keeps their work and report, and an administrator lists and restores it", async () => {
      const { assessmentId, studentAssessmentId } = await seed('Kept after delete');
      expect((await call(t, teacher, 'DELETE', `/api/assessments/${assessmentId}`)).status).toBe(200);
      expect((await call(t, teacher, 'GET', '/api/assessments/')).body.map((a: any) => a.id)).not.toContain(assessmentId);
      expect((await call(t, student, 'GET', '/api/assessments/')).body.map((a: any) => a.id)).toContain(assessmentId);
      const work = await call(t, student, 'GET', `/api/student-assessments/${studentAssessmentId}`);
      expect(work.status).toBe(200);
      expect(work.body.results.total_marks_obtained).toBe(3);

      expect((await call(t, teacher, 'GET', '/api/assessments/archived')).status).toBe(403);
      expect((await call(t, teacher, 'POST', `/api/assessments/${assessmentId}/restore`)).status).toBe(403);
      const archived = await call(t, admin, 'GET', '/api/assessments/archived');
      expect(archived.body.find((a: any) => a.id === assessmentId)).toMatchObject({ title: 'Kept after delete', creator_name: 'Tess Teacher', archived_by_name: 'Tess Teacher', submissions: 1 });

      const late = await call(t, teacher, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Kept after delete', subject_name: 'Biology', assessment_id: assessmentId }, { student_answer: pdfBlob(await linesPdf(ANSWERS)) }));
      expect(late).toEqual({ status: 409, body: { detail: ARCHIVED_TAKES_NO_SUBMISSIONS } });

      expect(await call(t, admin, 'POST', `/api/assessments/${assessmentId}/restore`)).toEqual({ status: 200, body: { id: assessmentId, restored: true } });
      expect((await call(t, admin, 'POST', `/api/assessments/${assessmentId}/restore`)).status).toBe(404);
      expect((await call(t, teacher, 'GET', '/api/assessments/')).body.map((a: any) => a.id)).toContain(assessmentId);
    });

    it("refuses a class save from a copy someone else has changed since (409), and keeps their change", async () => {
      const created = await call(t, teacher, 'POST', '/api/classes', { name: '10B Biology', year_group: 'Year 10' });
      expect(created.status).toBe(201);
      const path = `/api/classes/${created.body.id}`;
      const opened = (await call(t, teacher, 'GET', path)).body.version;
      expect(opened).toEqual(expect.any(Number));
      const tabA = await call(t, teacher, 'PUT', path, { name: '10B Biology (Tuesday)', year_group: 'Year 10', version: opened });
      expect(tabA.status).toBe(200);
      expect(tabA.body.version).toBe(opened + 1);
      const tabB = await call(t, teacher, 'PUT', path, { name: '10B Science', year_group: 'Year 11', version: opened });
      expect(tabB).toEqual({ status: 409, body: { detail: STALE_CLASS } });
      const current = (await call(t, teacher, 'GET', path)).body;
      expect(current).toMatchObject({ name: '10B Biology (Tuesday)', year_group: 'Year 10' });
      const reread = await call(t, teacher, 'PUT', path, { name: '10B Science', year_group: 'Year 11', version: current.version });
      expect(reread.status).toBe(200);
      expect(reread.body).toMatchObject({ name: '10B Science', year_group: 'Year 11' });
    });

    it("refuses a student record save from a copy someone else has changed since (409), and keeps their change", async () => {
      const created = await call(t, teacher, 'POST', '/api/students/students', { name: 'Priya Patel', student_id: 'S-101' });
      expect(created.status).toBe(201);
      const path = `/api/students/students/${created.body.id}`;
      const opened = (await call(t, teacher, 'GET', path)).body.version;
      expect(opened).toEqual(expect.any(Number));
      const tabA = await call(t, teacher, 'PUT', path, { name: 'Priya Patel', student_id: 'S-101', notes: 'Extra time in tests', version: opened });
      expect(tabA.status).toBe(200);
      const tabB = await call(t, teacher, 'PUT', path, { name: 'Priya Patil', student_id: 'S-101', version: opened });
      expect(tabB).toEqual({ status: 409, body: { detail: STALE_STUDENT_RECORD } });
      const current = (await call(t, teacher, 'GET', path)).body;
      expect(current).toMatchObject({ name: 'Priya Patel', notes: 'Extra time in tests' });
      // Moving the record into a class changes it too: an edit opened before the move is a stale copy.
      const schoolClass = (await call(t, teacher, 'POST', '/api/classes', { name: '9A Chemistry' })).body;
      expect((await call(t, teacher, 'POST', `/api/classes/${schoolClass.id}/students`, { student_ids: [created.body.id] })).status).toBe(200);
      expect((await call(t, teacher, 'PUT', path, { name: 'Priya Patil', notes: 'Extra time in tests', version: current.version })).status).toBe(409);
      const moved = (await call(t, teacher, 'GET', path)).body;
      const reread = await call(t, teacher, 'PUT', path, { name: 'Priya Patil', notes: 'Extra time in tests', version: moved.version });
      expect(reread.status).toBe(200);
      expect(reread.body).toMatchObject({ name: 'Priya Patil', notes: 'Extra time in tests', class_id: schoolClass.id });
    });

    it("takes an archived assessment off the set work of students who never submitted it; a student who did keeps it", async () => {
      const other = await signUp(t, 'student', 'Olu Other');
      await linkStudent(t, teacher, other);
      const schoolClass = (await call(t, teacher, 'POST', '/api/classes', { name: '11C Biology' })).body;
      const records = (await call(t, teacher, 'GET', '/api/students/students')).body.students;
      const linked = records.filter((record: any) => record.user_id === student.id || record.user_id === other.id).map((record: any) => record.id);
      expect(linked).toHaveLength(2);
      expect((await call(t, teacher, 'POST', `/api/classes/${schoolClass.id}/students`, { student_ids: linked })).status).toBe(200);
      const { assessmentId } = await seed('Set, then archived');
      expect((await call(t, teacher, 'POST', `/api/classes/${schoolClass.id}/assessments`, { assessment_id: assessmentId })).status).toBe(201);
      const setWork = async (who: TestUser) => (await call(t, who, 'GET', '/api/assessments/')).body.map((a: any) => a.id);
      expect(await setWork(other)).toContain(assessmentId);

      expect((await call(t, teacher, 'DELETE', `/api/assessments/${assessmentId}`)).status).toBe(200);
      expect(await setWork(other)).not.toContain(assessmentId);
      expect(await setWork(student)).toContain(assessmentId);
    });

    it('refuses a marks save from a copy someone else has changed since (409), and keeps their change', async () => {
      const { studentAssessmentId } = await seed('Two tabs');
      const path = `/api/student-assessments/${studentAssessmentId}`;
      const opened = (await call(t, teacher, 'GET', path)).body.review.version;
      const tabA = await call(t, teacher, 'PUT', `${path}/marks`, { version: opened, marks: [{ question: '1', marks_obtained: 3 }, { question: '2', marks_obtained: 2 }] });
      expect(tabA.status).toBe(200);
      const tabB = await call(t, teacher, 'PUT', `${path}/marks`, { version: opened, marks: [{ question: '1', marks_obtained: 1 }, { question: '2', marks_obtained: 4 }] });
      expect(tabB).toEqual({ status: 409, body: { detail: STALE_MARKS } });
      const after = (await call(t, teacher, 'GET', path)).body;
      expect(after.grading_details.answer_responses.map((a: any) => a.saved_marks_for_question)).toEqual([3, 2]);
      const reread = await call(t, teacher, 'PUT', `${path}/marks`, { version: after.review.version, marks: [{ question: '1', marks_obtained: 3 }, { question: '2', marks_obtained: 4 }] });
      expect(reread.status).toBe(200);
    });

    it('refuses Edit Details from a stale copy, and a new Total Marks once submissions are marked', async () => {
      const { assessmentId } = await seed('Fixed total');
      const path = `/api/assessments/${assessmentId}`;
      const opened = (await call(t, teacher, 'GET', path)).body;
      expect(opened).toMatchObject({ total_marks: 8, total_marks_fixed: true, version: expect.any(Number) });
      const renamed = await call(t, teacher, 'PATCH', path, { title: 'Renamed', total_marks: 8, version: opened.version });
      expect(renamed.status).toBe(200);
      expect(await call(t, teacher, 'PATCH', path, { title: 'Other tab', total_marks: 8, version: opened.version })).toEqual({ status: 409, body: { detail: STALE_ASSESSMENT_DETAILS } });
      const current = (await call(t, teacher, 'GET', path)).body;
      expect(current.title).toBe('Renamed');
      expect(await call(t, teacher, 'PATCH', path, { title: 'Renamed', total_marks: 10, version: current.version })).toEqual({ status: 409, body: { detail: totalMarksFixedText(8) } });
      expect((await call(t, teacher, 'GET', path)).body.total_marks).toBe(8);
    });
  });
}
