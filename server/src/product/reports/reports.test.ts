// Reports over HTTP on both database drivers: figures from stored results, released marks, PDFs and who may read what.
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import {
  assessmentReportSchema,
  myReportItemSchema,
  studentProgressSchema,
  studentReportItemOutSchema,
  teacherAssessmentReportSchema,
  teacherClassesReportSchema,
  teacherClassReportSchema,
  teacherStudentsReportSchema,
} from '@assess/core/schemas';
import { startTestServer, testDrivers } from '../../testing/harness.js';
import { areasPlugin, classesPlugin, studentsPlugin } from '../plugins.js';
import { MANAGEMENT_FORBIDDEN } from '../shared/access.js';
import { api, enrolByInvitation, expectShape } from '../testing/accounts.js';
import { serverWithAccounts } from '../testing/suite.js';
import { reportsPlugin } from './plugin.js';
import { overrideMark, seedSubmission } from '../testing/results.js';

const drivers = await testDrivers();
const R = '/api/supabase-reports/reports';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`reports on ${driver.name}`, () => {
    const { t, teacher, colleague, schoolAdmin, otherSchoolAdmin, admin, pupil, stranger } = serverWithAccounts(() => startTestServer(driver, {}, { plugins: [areasPlugin(classesPlugin, studentsPlugin, reportsPlugin)] }), ['North School', 'South School'], {
      teacher: { role: 'teacher', school: 'North School' },
      colleague: { role: 'teacher', school: 'North School' },
      schoolAdmin: { role: 'school_admin', school: 'North School' },
      otherSchoolAdmin: { role: 'school_admin', school: 'South School' },
      admin: 'admin',
      pupil: { role: 'student', school: 'North School', firstName: 'Pia', lastName: 'Pupil' },
      stranger: { role: 'student', school: 'North School' },
    });
    let classId: string;
    let recordId: string;
    let biology1: { assessmentId: string; studentAssessmentId: string };
    let biology2: { assessmentId: string; studentAssessmentId: string };
    let practice: { assessmentId: string; studentAssessmentId: string };

    beforeAll(async () => {
      classId = (await api(t, 'POST', '/api/classes', { as: teacher, body: { name: '10B Science', year_group: 'Year 10' } })).body.id;
      recordId = await enrolByInvitation(t, teacher, pupil, { name: 'Pia Pupil', student_id: 'P-7', class_id: classId });
      await api(t, 'POST', '/api/students/students', { as: teacher, body: { name: 'Not Yet Registered', class_id: classId } });

      const db = t.server.db;
      biology1 = await seedSubmission(db, {
        studentId: pupil.id,
        creatorId: teacher.id,
        title: 'Cells and Genetics Quiz',
        subject: 'Biology',
        daysAgo: 14,
        comment: 'A fair start.',
        questions: [
          { question: '1', topic: 'Cells', earned: 4, total: 5 },
          { question: '2', part: 'a', topic: 'Genetics', earned: 1, total: 5 },
          { question: '2', part: 'b', topic: 'Genetics', earned: 2, total: 5 },
        ],
      });
      biology2 = await seedSubmission(db, {
        studentId: pupil.id,
        creatorId: teacher.id,
        title: 'Biology Test 2',
        subject: 'Biology',
        daysAgo: 7,
        questions: [
          { question: '1', topic: 'Cells', earned: 5, total: 5 },
          { question: '2', topic: 'Genetics', earned: 4, total: 5 },
        ],
      });
      await seedSubmission(db, { studentId: pupil.id, creatorId: teacher.id, title: 'Bonding Check', subject: 'Chemistry', daysAgo: 1, questions: [{ question: '1', topic: 'Bonding', earned: 2, total: 10 }] });
      await seedSubmission(db, { studentId: pupil.id, creatorId: teacher.id, title: 'Forces Homework', subject: 'Physics', status: 'pending', daysAgo: 0, questions: [] });
      // The pupil's own self-check (Submit New of a paper of their own): practice, counted in no report.
      practice = await seedSubmission(db, { studentId: pupil.id, creatorId: pupil.id, title: 'My Own Check', subject: 'Chemistry', daysAgo: 0, questions: [{ question: '1', topic: 'Bonding', earned: 3, total: 20 }] });
      await seedSubmission(db, { studentId: stranger.id, creatorId: teacher.id, title: 'Stranger Essay', subject: 'History', daysAgo: 2, questions: [{ question: '1', topic: 'Tudors', earned: 3, total: 4 }] });
    });

    it("lists a student's graded reports, newest first, by account id or by record id", async () => {
      const own = await api(t, 'GET', `${R}/student/${pupil.id}`, { as: pupil });
      expect(own.status).toBe(200);
      expect(own.body.map((item: { title: string }) => item.title)).toEqual(['Bonding Check', 'Biology Test 2', 'Cells and Genetics Quiz']);
      for (const item of own.body) {
        expectShape(studentReportItemOutSchema, item);
      }
      expect(own.body[0]).toMatchObject({ subject_name: 'Chemistry', percentage: 20, status: 'graded' });
      expect(Date.parse(own.body[0].completed_date)).not.toBeNaN();
      const byRecord = await api(t, 'GET', `${R}/student/${recordId}`, { as: teacher });
      expect(byRecord.body).toEqual(own.body);
    });

    it('lets only the student, their teacher, that school’s administrators and administrators read the reports', async () => {
      const paths = [`${R}/student/${pupil.id}`, `${R}/student/${pupil.id}/progress`, `${R}/student/${pupil.id}/assessment/${biology1.studentAssessmentId}`];
      for (const who of [pupil, teacher, schoolAdmin, admin]) {
        for (const path of paths) expect((await api(t, 'GET', path, { as: who })).status, `${who.role} ${path}`).toBe(200);
      }
      for (const who of [stranger, colleague, otherSchoolAdmin]) {
        for (const path of paths) expect((await api(t, 'GET', path, { as: who })).status, `${who.role} ${path}`).toBe(404);
        expect((await api(t, 'GET', `${R}/student/${recordId}`, { as: who })).status).toBe(404);
      }
      // A student cannot reach someone else's submission through their own id either.
      expect((await api(t, 'GET', `${R}/student/${stranger.id}/assessment/${biology1.studentAssessmentId}`, { as: stranger })).body).toEqual({ detail: 'Assessment details not found' });
      expect((await api(t, 'GET', `${R}/export/student-assessment/${biology1.studentAssessmentId}?format=pdf`, { as: stranger })).status).toBe(404);
      expect((await api(t, 'GET', `${R}/student/${pupil.id}`)).status).toBe(401);
    });

    it('answers a missing student id and unknown ids', async () => {
      for (const id of ['undefined', 'null', '%20']) {
        const answer = await api(t, 'GET', `${R}/student/${id}`, { as: teacher });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ detail: 'Student ID is required' });
      }
      expect((await api(t, 'GET', `${R}/student/${UNKNOWN}`, { as: admin })).body).toEqual({ detail: 'Student not found' });
      expect((await api(t, 'GET', `${R}/student/42`, { as: admin })).status).toBe(404);
      const detail = await api(t, 'GET', `${R}/student/${pupil.id}/assessment/${UNKNOWN}`, { as: pupil });
      expect(detail.status).toBe(404);
      expect(detail.body).toEqual({ detail: 'Assessment details not found' });
      expect((await api(t, 'GET', `${R}/student/${pupil.id}/assessment/nope`, { as: pupil })).status).toBe(404);
      expect((await api(t, 'GET', `${R}/export/student-assessment/${UNKNOWN}`, { as: pupil })).status).toBe(404);
    });

    it('gives the assessment detail response with per-question marks, strengths and improvement areas', async () => {
      const { status, body } = await api(t, 'GET', `${R}/student/${pupil.id}/assessment/${biology1.studentAssessmentId}`, { as: pupil });
      expect(status).toBe(200);
      expectShape(assessmentReportSchema, body);
      expect(body).toMatchObject({
        id: biology1.studentAssessmentId,
        assessment: { id: biology1.assessmentId, title: 'Cells and Genetics Quiz', type: 'custom', total_marks: 15 },
        student: { id: pupil.id, name: 'Pia Pupil' },
        results: { total_earned_marks: 7, total_marks_obtained: 7, total_marks: 15, scoring_summary: { total_marks: 15 }, teacher_feedback: null },
        grading_details: { total_marks_obtained: 7, total_marks: 15, exam_details: { total_marks: 15, subject: 'Biology' }, performance_summary: { overall_comment: 'A fair start.' } },
        review: { state: 'provisional' },
        title: 'Cells and Genetics Quiz',
        subject: 'Biology',
        score: 46.7,
        feedback: 'A fair start.',
      });
      expect(body.grading_details.answer_responses).toEqual([
        expect.objectContaining({ question: '1', question_part: '', marks_obtained_for_question: 4, total_marks_for_question: 5, student_answer: 'Answer to 1', correct_answer: 'Model answer 1', analysis: 'Feedback on 1', status: 'partial' }),
        expect.objectContaining({ question: '2', question_part: 'a', marks_obtained_for_question: 1, status: 'partial' }),
        expect.objectContaining({ question: '2', question_part: 'b', marks_obtained_for_question: 2, status: 'partial' }),
      ]);
      expect(body.questions.map((q: { number: string; topic: string; score: number; max_score: number }) => [q.number, q.topic, q.score, q.max_score])).toEqual([
        ['1', 'Cells', 4, 5],
        ['2a', 'Genetics', 1, 5],
        ['2b', 'Genetics', 2, 5],
      ]);
      expect(body.strength_areas.map((area: { topic: string }) => area.topic)).toEqual(['Cells']);
      expect(body.improvement_areas).toEqual([expect.objectContaining({ topic: 'Genetics', percentage: 30, marks_obtained: 3, total_marks: 10 })]);
      expect(body.results.strength_areas).toEqual(body.strength_areas);
    });

    it('computes the progress report per subject with trends and areas for improvement', async () => {
      const { body } = await api(t, 'GET', `${R}/student/${pupil.id}/progress`, { as: teacher });
      expectShape(studentProgressSchema, body);
      expect(body).toMatchObject({ student_name: 'Pia Pupil', total_assessments: 3, average_score: 52.2 });
      expect(body.subjects).toEqual([
        expect.objectContaining({ name: 'Biology', assessment_count: 2, average_score: 68.3, trend: 'improving' }),
        expect.objectContaining({ name: 'Chemistry', assessment_count: 1, average_score: 20, trend: 'stable' }),
      ]);
      expect(body.improvement_areas.map((area: { text: string }) => area.text)).toEqual(['Chemistry - Bonding (20%)', 'Biology - Genetics (46.7%)']);
      const empty = await api(t, 'GET', `${R}/student/${(await api(t, 'GET', '/api/students/students', { as: teacher })).body.students.find((s: { user_id: string | null }) => !s.user_id).id}/progress`, { as: teacher });
      expect(empty.body).toEqual({ student_name: 'Not Yet Registered', total_assessments: 0, average_score: 0, subjects: [], improvement_areas: [] });
    });

    it('lists every submission of the signed-in student for the reports home', async () => {
      const { status, body } = await api(t, 'GET', `${R}/my-reports`, { as: pupil });
      expect(status).toBe(200);
      expect(body).toHaveLength(5);
      for (const item of body) {
        expectShape(myReportItemSchema, item);
      }
      expect(body.find((item: { id: string }) => item.id === practice.studentAssessmentId)).toMatchObject({ assessment_title: 'My Own Check', percentage: 15, practice: true });
      expect(body.filter((item: { practice: boolean }) => item.practice)).toHaveLength(1);
      expect(body.find((item: { assessment_title: string }) => item.assessment_title === 'Forces Homework')).toMatchObject({ subject_name: 'Physics', status: 'pending', percentage: null, graded_at: null });
      expect(body.map((item: { assessment_title: string }) => item.assessment_title)).not.toContain('Stranger Essay');
      expect((await api(t, 'GET', `${R}/my-reports`, { as: teacher })).body).toEqual([]);
    });

    it('exports a graded assessment as a real PDF', async () => {
      const answer = await api<Buffer>(t, 'GET', `${R}/export/student-assessment/${biology1.studentAssessmentId}?format=pdf`, { as: teacher });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="assessment_report_${biology1.studentAssessmentId}.pdf"`);
      expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(answer.body);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBe('Cells and Genetics Quiz - Pia Pupil');
      const text = await pdfText(answer.body);
      for (const expected of ['Cells and Genetics Quiz', 'Pia Pupil', 'Biology', '47%', 'Genetics', 'A fair start.', 'AI grade, awaiting teacher review']) expect(text).toContain(expected);
      const wrongFormat = await api(t, 'GET', `${R}/export/student-assessment/${biology1.studentAssessmentId}?format=docx`, { as: teacher });
      expect(wrongFormat.status).toBe(422);
      expect(wrongFormat.body.detail[0]).toMatchObject({ loc: ['query', 'format'], msg: 'Only the pdf format is supported' });
    });

    it("counts no practice: a student's own self-check moves no average, report or list, and shows, named, only when asked for", async () => {
      // The figures of the other tests above and below leave the 15% self-check out; here, where it does show.
      const progress = await api(t, 'GET', `${R}/student/${pupil.id}/progress`, { as: teacher });
      expect(progress.body).toMatchObject({ total_assessments: 3, average_score: 52.2 });
      const list = await api(t, 'GET', `${R}/student/${pupil.id}`, { as: teacher });
      expect(list.body.map((item: { title: string }) => item.title)).not.toContain('My Own Check');
      const asked = await api(t, 'GET', `${R}/student/${pupil.id}?include_practice=true`, { as: teacher });
      expect(asked.body.map((item: { title: string; practice: boolean }) => [item.title, item.practice])).toEqual([
        ['My Own Check', true],
        ['Bonding Check', false],
        ['Biology Test 2', false],
        ['Cells and Genetics Quiz', false],
      ]);
      expect((await api(t, 'GET', `${R}/student/${pupil.id}?include_practice=yes`, { as: teacher })).status).toBe(422);
      // The student opens their own practice report; its figures are its own.
      const detail = await api(t, 'GET', `${R}/student/${pupil.id}/assessment/${practice.studentAssessmentId}`, { as: pupil });
      expect(detail.status).toBe(200);
      expect(detail.body.score).toBe(15);
      // A teacher's report of the practice's own assessment: not one of theirs, and no result of their students.
      expect((await api(t, 'GET', `${R}/teacher/${teacher.id}/assessment/${practice.assessmentId}`, { as: teacher })).status).toBe(404);
    });

    it("lists the school's students and classes in an administrator's own reports, by the rule of management", async () => {
      for (const who of [schoolAdmin, admin]) {
        const students = await api(t, 'GET', `${R}/teacher/${who.id}/students`, { as: who });
        expect(students.status).toBe(200);
        expect(students.body.students.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Pia Pupil', 'Not Yet Registered']));
        expect(students.body.students.find((s: { id: string }) => s.id === recordId)).toMatchObject({ total_assessments: 3, average_score: 52.2 });
        const management = await api(t, 'GET', '/api/students/students', { as: who });
        expect(students.body.students.map((s: { id: string }) => s.id).sort()).toEqual(management.body.students.map((s: { id: string }) => s.id).sort());
        const classes = await api(t, 'GET', `${R}/teacher/${who.id}/classes`, { as: who });
        expect(classes.body.classes.map((c: { id: string }) => c.id)).toContain(classId);
        expect((await api(t, 'GET', `${R}/teacher/${who.id}/class/${classId}`, { as: who })).body.students.map((s: { name: string }) => s.name)).toContain('Pia Pupil');
        const sat = await api(t, 'GET', `${R}/teacher/${who.id}/assessment/${biology1.assessmentId}`, { as: who });
        expect(sat.body.submissions.map((row: { student_name: string }) => row.student_name)).toEqual(['Pia Pupil']);
      }
      // Another school's administrator sees none of it.
      expect((await api(t, 'GET', `${R}/teacher/${otherSchoolAdmin.id}/students`, { as: otherSchoolAdmin })).body.students).toEqual([]);
      expect((await api(t, 'GET', `${R}/teacher/${otherSchoolAdmin.id}/classes`, { as: otherSchoolAdmin })).body.classes).toEqual([]);
      expect((await api(t, 'GET', `${R}/teacher/${otherSchoolAdmin.id}/class/${classId}`, { as: otherSchoolAdmin })).body).toEqual({ detail: 'Class not found' });
    });

    it("reports a teacher's students, class and assessment to that teacher and their school's administrators only", async () => {
      const students = await api(t, 'GET', `${R}/teacher/${teacher.id}/students`, { as: teacher });
      expect(students.status).toBe(200);
      expectShape(teacherStudentsReportSchema, students.body);
      expect(students.body).toMatchObject({ teacher_id: teacher.id, total_students: 2, linked_students: 1, total_assessments: 3, average_score: 52.2 });
      expect(students.body.students.find((s: { id: string }) => s.id === recordId)).toMatchObject({ name: 'Pia Pupil', user_id: pupil.id, total_assessments: 3, average_score: 52.2, highest_score: 90, lowest_score: 20, class_name: '10B Science', latest_score: 20, latest_title: 'Bonding Check' });

      const classReport = await api(t, 'GET', `${R}/teacher/${teacher.id}/class/${classId}`, { as: teacher });
      expect(classReport.status).toBe(200);
      expectShape(teacherClassReportSchema, classReport.body);
      expect(classReport.body.class).toMatchObject({ id: classId, name: '10B Science', student_count: 2 });
      expect(classReport.body.assessments.map((a: { title: string }) => a.title)).toEqual(['Bonding Check', 'Biology Test 2', 'Cells and Genetics Quiz']);

      const assessment = await api(t, 'GET', `${R}/teacher/${teacher.id}/assessment/${biology1.assessmentId}`, { as: teacher });
      expect(assessment.status).toBe(200);
      expectShape(teacherAssessmentReportSchema, assessment.body);
      expect(assessment.body.summary).toEqual({ submissions: 1, graded: 1, average_score: 46.7, highest_score: 46.7, lowest_score: 46.7 });
      expect(assessment.body.submissions[0]).toMatchObject({ student_user_id: pupil.id, student_record_id: recordId, student_name: 'Pia Pupil' });
      expect(assessment.body.questions.map((q: { question: string; question_part: string; average_marks: number }) => [q.question, q.question_part, q.average_marks])).toEqual([
        ['1', '', 4],
        ['2', 'a', 1],
        ['2', 'b', 2],
      ]);

      const teacherPaths = [`${R}/teacher/${teacher.id}/students`, `${R}/teacher/${teacher.id}/class/${classId}`, `${R}/teacher/${teacher.id}/assessment/${biology1.assessmentId}`];
      for (const who of [schoolAdmin, admin]) for (const path of teacherPaths) expect((await api(t, 'GET', path, { as: who })).status).toBe(200);
      for (const who of [colleague, otherSchoolAdmin]) {
        for (const path of teacherPaths) expect((await api(t, 'GET', path, { as: who })).body).toEqual({ detail: 'Teacher not found' });
      }
      for (const who of [pupil, stranger]) {
        for (const path of teacherPaths) expect((await api(t, 'GET', path, { as: who })).body).toEqual({ detail: MANAGEMENT_FORBIDDEN });
      }
      // A colleague's own reports do not reach this teacher's class or the pupil's assessment.
      expect((await api(t, 'GET', `${R}/teacher/${colleague.id}/class/${classId}`, { as: colleague })).body).toEqual({ detail: 'Class not found' });
      expect((await api(t, 'GET', `${R}/teacher/${colleague.id}/assessment/${biology1.assessmentId}`, { as: colleague })).body).toEqual({ detail: 'Assessment not found' });
      expect((await api(t, 'GET', `${R}/teacher/${colleague.id}/students`, { as: colleague })).body.students).toEqual([]);
      expect((await api(t, 'GET', `${R}/teacher/${teacher.id}/assessment/${UNKNOWN}`, { as: teacher })).status).toBe(404);
      expect((await api(t, 'GET', `${R}/teacher/${UNKNOWN}/students`, { as: admin })).status).toBe(404);
    });

    it('exports a class as a PDF with the token in the query string (decision 18)', async () => {
      const path = `${R}/export/class/${classId}?format=pdf`;
      const answer = await api<Buffer>(t, 'GET', `${path}&token=${encodeURIComponent(teacher.token)}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(answer.body);
      for (const expected of ['Class report: 10B Science', 'Pia Pupil', 'Not Yet Registered', 'Biology Test 2', '52%']) expect(text).toContain(expected);
      expect((await api(t, 'GET', path, { as: teacher })).status).toBe(200);
      expect((await api(t, 'GET', path)).status).toBe(401);
      expect((await api(t, 'GET', `${path}&token=forged`)).status).toBe(401);
      expect((await api(t, 'GET', `${path}&token=${encodeURIComponent(colleague.token)}`)).body).toEqual({ detail: 'Class not found' });
      expect((await api(t, 'GET', `${path}&token=${encodeURIComponent(pupil.token)}`)).status).toBe(403);
      expect((await api(t, 'GET', `${R}/export/class/${classId}?format=xls&token=${encodeURIComponent(teacher.token)}`)).status).toBe(422);
      expect(t.logs.some((line) => line.includes('/api/supabase-reports/reports/student/'))).toBe(true);
      expect(t.logs.filter((line) => line.includes(teacher.token))).toEqual([]);
      // The query token is accepted by the class export only.
      expect((await api(t, 'GET', `${R}/student/${pupil.id}?token=${encodeURIComponent(teacher.token)}`)).status).toBe(401);
    });

    it("lists a teacher's classes with their average, completion and weakest topics, to that teacher only", async () => {
      await t.server.db.query('INSERT INTO class_assessments (class_id, assessment_id) VALUES ($1, $2), ($1, $3) ON CONFLICT DO NOTHING', [
        classId,
        biology1.assessmentId,
        biology2.assessmentId,
      ]);
      const answer = await api(t, 'GET', `${R}/teacher/${teacher.id}/classes`, { as: teacher });
      expect(answer.status).toBe(200);
      expectShape(teacherClassesReportSchema, answer.body);
      expect(answer.body.classes).toEqual([
        expect.objectContaining({
          id: classId,
          name: '10B Science',
          student_count: 2,
          linked_count: 1,
          average_score: 52.2,
          assessments_set: 2,
          // Two students (one not yet registered), two assessments: the pupil's two submissions of four due.
          submissions_due: 4,
          submissions_made: 2,
          completion_rate: 50,
          weakest_topics: [
            { topic: 'Bonding', percentage: 20 },
            { topic: 'Genetics', percentage: 46.7 },
            { topic: 'Cells', percentage: 90 },
          ],
        }),
      ]);
      // The class page counts the same: each assessment "1 of 2 submitted".
      const classPage = await api(t, 'GET', `/api/classes/${classId}/assessments`, { as: teacher });
      expect(classPage.body.map((a: { submitted_count: number; student_count: number }) => [a.submitted_count, a.student_count])).toEqual([
        [1, 2],
        [1, 2],
      ]);
      expect((await api(t, 'GET', `${R}/teacher/${colleague.id}/classes`, { as: colleague })).body.classes).toEqual([]);
      expect((await api(t, 'GET', `${R}/teacher/${teacher.id}/classes`, { as: colleague })).body).toEqual({ detail: 'Teacher not found' });
      expect((await api(t, 'GET', `${R}/teacher/${teacher.id}/classes`, { as: pupil })).body).toEqual({ detail: MANAGEMENT_FORBIDDEN });
      await t.server.db.query('DELETE FROM class_assessments WHERE class_id = $1', [classId]);
    });

    it("gives one assessment's class report: the spread of marks, averages per question, and its PDF", async () => {
      const path = `${R}/teacher/${teacher.id}/assessment/${biology1.assessmentId}?class_id=${classId}`;
      const report = await api(t, 'GET', path, { as: teacher });
      expect(report.status).toBe(200);
      expectShape(teacherAssessmentReportSchema, report.body);
      expect(report.body.distribution).toHaveLength(10);
      expect(report.body.distribution[4]).toEqual({ label: '40-49%', from: 40, to: 49, count: 1 });
      expect(report.body.distribution.reduce((sum: number, band: { count: number }) => sum + band.count, 0)).toBe(1);
      expect((await api(t, 'GET', `${R}/teacher/${colleague.id}/assessment/${biology1.assessmentId}?class_id=${classId}`, { as: colleague })).body).toEqual({ detail: 'Class not found' });
      expect((await api(t, 'GET', `${R}/teacher/${teacher.id}/assessment/${biology1.assessmentId}?class_id=nope`, { as: teacher })).status).toBe(404);

      const pdf = await api<Buffer>(t, 'GET', `${R}/export/class/${classId}?format=pdf&assessment_id=${biology1.assessmentId}&threshold=50`, { as: teacher });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="class_report_${classId}_${biology1.assessmentId}.pdf"`);
      const text = await pdfText(pdf.body);
      for (const expected of ['North School', 'Class report: 10B Science', 'Cells and Genetics Quiz', 'Distribution of marks', '40-49%', 'Students below 50%', 'Pia Pupil', '7 / 15', '47%', 'Page 1 of 1']) {
        expect(text).toContain(expected);
      }
      expect((await api(t, 'GET', `${R}/export/class/${classId}?format=pdf&assessment_id=${biology1.assessmentId}&threshold=200`, { as: teacher })).status).toBe(422);
    });

    it("heads a student's PDF with their school, and lists every question's marks, feedback and the total", async () => {
      const text = await pdfText((await api<Buffer>(t, 'GET', `${R}/export/student-assessment/${biology1.studentAssessmentId}`, { as: pupil })).body);
      for (const expected of ['North School', 'Issued ', 'Pia Pupil', 'Question', 'Out of', 'Feedback', '2a', '2b', 'Total', '7', '15']) expect(text).toContain(expected);
      // Another student's report is not theirs to export.
      expect((await api(t, 'GET', `${R}/export/student-assessment/${biology1.studentAssessmentId}`, { as: stranger })).status).toBe(404);
    });

    it("exports a student's progress report as a PDF to the student and their teacher only", async () => {
      const answer = await api<Buffer>(t, 'GET', `${R}/export/student/${recordId}?format=pdf`, { as: teacher });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="student_report_${recordId}.pdf"`);
      const text = await pdfText(answer.body);
      for (const expected of ['North School', 'Progress report: Pia Pupil', 'Subject Performance', 'Biology', 'Improving', 'Chemistry', 'Cells and Genetics Quiz', 'Bonding Check', '20%', 'Genetics']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Forces Homework');
      expect((await api(t, 'GET', `${R}/export/student/${pupil.id}`, { as: pupil })).status).toBe(200);
      expect((await api(t, 'GET', `${R}/export/student/${pupil.id}`, { as: stranger })).status).toBe(404);
      expect((await api(t, 'GET', `${R}/export/student/${recordId}`, { as: colleague })).status).toBe(404);
      expect((await api(t, 'GET', `${R}/export/student/undefined`, { as: teacher })).body).toEqual({ detail: 'Student ID is required' });
    });

    it('uses released teacher marks, not drafts, once they exist (decision 14)', async () => {
      await overrideMark(t.server.db, biology1.studentAssessmentId, teacher.id, '2', 'a', 4, false);
      const draft = await api(t, 'GET', `${R}/student/${pupil.id}/assessment/${biology1.studentAssessmentId}`, { as: pupil });
      expect(draft.body.results.total_marks_obtained).toBe(7);
      expect(draft.body.score).toBe(46.7);

      await overrideMark(t.server.db, biology1.studentAssessmentId, teacher.id, '2', 'a', 4, true);
      const released = await api(t, 'GET', `${R}/student/${pupil.id}/assessment/${biology1.studentAssessmentId}`, { as: pupil });
      expect(released.body).toMatchObject({ score: 66.7, feedback: 'Well revised.', review: { state: 'released' }, results: { total_marks_obtained: 10, teacher_feedback: 'Well revised.' } });
      expectShape(assessmentReportSchema, released.body);
      expect(released.body.grading_details.answer_responses[1]).toMatchObject({ marks_obtained_for_question: 4, analysis: 'Teacher feedback', overridden: true });
      expect(released.body.strength_areas.map((area: { topic: string }) => area.topic)).toEqual(['Cells', 'Genetics']);
      const progress = await api(t, 'GET', `${R}/student/${pupil.id}/progress`, { as: pupil });
      expect(progress.body.average_score).toBe(58.9);
      const text = await pdfText((await api<Buffer>(t, 'GET', `${R}/export/student-assessment/${biology1.studentAssessmentId}`, { as: pupil })).body);
      expect(text).toContain('67%');
      expect(text).toContain('Released by the teacher');
      // Put the provisional marks back for the other tests' figures.
      await t.server.db.query('DELETE FROM mark_overrides WHERE student_assessment_id = $1', [biology1.studentAssessmentId]);
      expect(biology2.studentAssessmentId).toBeTruthy();
    });
  });
}
