// Analytics over HTTP on both database drivers: the dashboard overview, subject progress, the dashboard's
// assessment list and the analytics of one student, all from stored results.
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DASHBOARD_OVERVIEW } from '@assess/core/analytics';
import { analyticsSchema, classAnalyticsSchema, dashboardAssessmentSchema, dashboardOverviewSchema, subjectProgressResultSchema } from '@assess/core/schemas';
import { startTestServer, testDrivers } from '../../testing/harness.js';
import { account, api, enrolByInvitation, expectShape } from '../testing/accounts.js';
import { serverWithAccounts } from '../testing/suite.js';
import { overrideMark, seedSubmission, subjectId } from '../testing/results.js';
import { analyticsPlugin } from './plugin.js';
import { areasPlugin, classesPlugin, studentsPlugin } from '../plugins.js';

const drivers = await testDrivers();
const A = '/api/analytics/student';

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`analytics on ${driver.name}`, () => {
    const { t, schoolId, teacher, colleague, pupil, newcomer } = serverWithAccounts(() => startTestServer(driver, {}, { plugins: [areasPlugin(studentsPlugin, classesPlugin, analyticsPlugin)] }), ['North School'], {
      teacher: { role: 'teacher', school: 'North School' },
      colleague: { role: 'teacher', school: 'North School' },
      pupil: { role: 'student', school: 'North School' },
      newcomer: 'student',
    });
    let quiz: { studentAssessmentId: string };
    let recordId: string;

    beforeAll(async () => {
      recordId = await enrolByInvitation(t, teacher, pupil, { name: 'Pupil' });

      const db = t.server.db;
      quiz = await seedSubmission(db, {
        studentId: pupil.id,
        creatorId: teacher.id,
        title: 'Cells and Genetics Quiz',
        subject: 'Biology',
        daysAgo: 40,
        questions: [
          { question: '1', topic: 'Cells', earned: 4, total: 5 },
          { question: '2', part: 'a', topic: 'Genetics', earned: 1, total: 5 },
          { question: '2', part: 'b', topic: 'Genetics', earned: 2, total: 5 },
        ],
      });
      await seedSubmission(db, { studentId: pupil.id, creatorId: teacher.id, title: 'Biology Test 2', subject: 'Biology', daysAgo: 7, questions: [{ question: '1', topic: 'Cells', earned: 5, total: 5 }, { question: '2', topic: 'Genetics', earned: 4, total: 5 }] });
      await seedSubmission(db, { studentId: pupil.id, creatorId: teacher.id, title: 'Bonding Check', subject: 'Chemistry', daysAgo: 1, questions: [{ question: '1', topic: 'Bonding', earned: 2, total: 10 }] });
      await seedSubmission(db, { studentId: pupil.id, creatorId: teacher.id, title: 'Forces Homework', subject: 'Physics', status: 'pending', daysAgo: 0, questions: [] });
      // The pupil's own self-check: practice, which no figure below counts.
      await seedSubmission(db, { studentId: pupil.id, creatorId: pupil.id, title: 'My Own Check', subject: 'Chemistry', daysAgo: 3, questions: [{ question: '1', topic: 'Bonding', earned: 3, total: 20 }] });
      await seedSubmission(db, { studentId: colleague.id, creatorId: teacher.id, title: 'Someone else', subject: 'History', daysAgo: 0, questions: [{ question: '1', topic: 'Tudors', earned: 1, total: 4 }] });
    });

    it('computes the dashboard overview from the stored results', async () => {
      const { status, body } = await api(t, 'GET', `${A}/dashboard/overview`, { as: pupil });
      expect(status).toBe(200);
      expectShape(dashboardOverviewSchema, body);
      expect(body).toMatchObject({ completed_assessments: 3, in_progress_assessments: 1, average_score: 52.2, study_streak: 2 });
      expect(body.performance_by_subject).toEqual([
        { subject: 'Biology', subject_id: await subjectId(t.server.db, 'Biology'), average_score: 68.3 },
        { subject: 'Chemistry', subject_id: await subjectId(t.server.db, 'Chemistry'), average_score: 20 },
      ]);
      expect(body.subject_progress.map((s: { subject_name: string; assessments_completed: number }) => [s.subject_name, s.assessments_completed])).toEqual([
        ['Biology', 2],
        ['Chemistry', 1],
      ]);
      expect(body.recent_reports.map((r: { title: string; score: number }) => [r.title, r.score])).toEqual([
        ['Bonding Check', 20],
        ['Biology Test 2', 90],
        ['Cells and Genetics Quiz', 46.7],
      ]);
      expect(Object.keys(body.strengths_by_subject)).toEqual(['Biology']);
      expect(body.strengths_by_subject.Biology.map((topic: { topic: string; percentage: number }) => [topic.topic, topic.percentage])).toEqual([['Cells', 90]]);
      expect(body.weaknesses_by_subject).toEqual({
        Chemistry: [expect.objectContaining({ topic: 'Bonding', percentage: 20 })],
        Biology: [expect.objectContaining({ topic: 'Genetics', percentage: 46.7 })],
      });
      expect(body.recommendations).toEqual([
        'Revise Bonding in Chemistry: you have 20% of its marks so far.',
        'Revise Genetics in Biology: you have 46.7% of its marks so far.',
      ]);
    });

    it('limits the overview to a range and refuses an unknown range', async () => {
      const month = (await api(t, 'GET', `${A}/dashboard/overview?range=30d`, { as: pupil })).body;
      expect(month).toMatchObject({ completed_assessments: 2, average_score: 55 });
      const week = (await api(t, 'GET', `${A}/dashboard/overview?range=7d`, { as: pupil })).body;
      expect(week.completed_assessments).toBe(1);
      const bad = await api(t, 'GET', `${A}/dashboard/overview?range=2w`, { as: pupil });
      expect(bad.status).toBe(422);
      expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'range'], msg: 'Range must be one of 7d, 30d, 90d, 1y' });
    });

    it('gives an empty overview to a student without results and 401 without a session', async () => {
      const { body } = await api(t, 'GET', `${A}/dashboard/overview`, { as: newcomer });
      // The screens' empty overview (a 404, no answer) is the server's answer for no results.
      expect(body).toEqual(EMPTY_DASHBOARD_OVERVIEW);
      expect((await api(t, 'GET', `${A}/dashboard/overview`)).status).toBe(401);
    });

    it('computes subject progress over time by subject id or name', async () => {
      const biologyId = await subjectId(t.server.db, 'Biology');
      const byName = await api(t, 'GET', `${A}/dashboard/subject/biology`, { as: pupil });
      expect(byName.status).toBe(200);
      const byId = await api(t, 'GET', `${A}/dashboard/subject/${biologyId}`, { as: pupil });
      expect(byId.body).toEqual(byName.body);
      const body = byName.body;
      expectShape(subjectProgressResultSchema, body);
      expect(body.progress_over_time.map((point: { score: number }) => point.score)).toEqual([46.7, 90]);
      expect(body).toMatchObject({ subject_id: biologyId, subject_name: 'Biology', reports_completed: 2, improvement: 43.3, improvement_percentage: 92.7 });
      expect(body.average_score).toBe(68.3);
      expect(body.strengths.map((s: { topic: string }) => s.topic)).toEqual(['Cells']);
      expect(body.weaknesses.map((s: { topic: string }) => s.topic)).toEqual(['Genetics']);
      expect(body.topic_performance).toEqual([
        { topic: 'Genetics', score: 46.7, marks_obtained: 7, total_marks: 15, questions: 3 },
        { topic: 'Cells', score: 90, marks_obtained: 9, total_marks: 10, questions: 2 },
      ]);

      const none = await api(t, 'GET', `${A}/dashboard/subject/physics`, { as: pupil });
      expect(none.body).toMatchObject({ reports_completed: 0, average_score: 0, improvement: 0, improvement_percentage: 0, progress_over_time: [], last_updated: null });
      expect((await api(t, 'GET', `${A}/dashboard/subject/astrology`, { as: pupil })).body).toEqual({ detail: 'Subject not found' });
      expect((await api(t, 'GET', `${A}/dashboard/subject/00000000-0000-4000-8000-000000000000`, { as: pupil })).status).toBe(404);
    });

    it("lists the dashboard's assessments, newest first, up to a limit", async () => {
      const { body } = await api(t, 'GET', `${A}/dashboard/assessments?limit=4`, { as: pupil });
      expect(body).toHaveLength(4);
      for (const item of body) expectShape(dashboardAssessmentSchema, item);
      expect(body[0]).toMatchObject({ title: 'Forces Homework', status: 'pending', score: null, subject_name: 'Physics' });
      expect(body[1]).toMatchObject({ title: 'Bonding Check', status: 'graded', score: 20, percentage: 20, total_marks: 10 });
      expect((await api(t, 'GET', `${A}/dashboard/assessments?limit=0`, { as: pupil })).status).toBe(422);
      expect((await api(t, 'GET', `${A}/dashboard/assessments?limit=abc`, { as: pupil })).status).toBe(422);
      expect((await api(t, 'GET', `${A}/dashboard/assessments`, { as: colleague })).body.map((item: { title: string }) => item.title)).toEqual(['Someone else']);
    });

    it("loads one student's analytics by user id for the student and their teacher only", async () => {
      const own = await api(t, 'GET', `${A}/${pupil.id}`, { as: pupil });
      expect(own.status).toBe(200);
      const analytics = analyticsSchema.parse(own.body);
      expectShape(analyticsSchema, own.body);
      expect(analytics).toMatchObject({ completed_assessments: 3, average_score: 52.2 });
      expect(analytics.overview.performanceBySubject.map((entry) => entry.subject)).toEqual(['Biology', 'Chemistry']);
      expect(analytics.recommendations.weakestSubject).toEqual({ subject: 'Chemistry', score: 20 });
      expect(analytics.recommendations.topicRecommendations.map((item) => item.topic)).toEqual(['Bonding', 'Genetics']);
      expect((await api(t, 'GET', `${A}/${pupil.id}`, { as: teacher })).body).toMatchObject({ completed_assessments: 3 });
      for (const who of [colleague, newcomer]) expect((await api(t, 'GET', `${A}/${pupil.id}`, { as: who })).body).toEqual({ detail: 'Student not found' });
      expect((await api(t, 'GET', `${A}/not-an-id`, { as: pupil })).status).toBe(404);
    });

    it("gives a teacher a student's progress in a subject, and no one else", async () => {
      const own = await api(t, 'GET', `${A}/dashboard/subject/biology?range=90d`, { as: pupil });
      const { status, body } = await api(t, 'GET', `${A}/${pupil.id}/subject/biology?range=90d`, { as: teacher });
      expect(status).toBe(200);
      expectShape(subjectProgressResultSchema, body);
      expect(body).toEqual(own.body);
      const month = (await api(t, 'GET', `${A}/${pupil.id}/subject/biology?range=30d`, { as: teacher })).body;
      expect(month.progress_over_time.map((point: { score: number }) => point.score)).toEqual([90]);
      for (const who of [colleague, newcomer]) expect((await api(t, 'GET', `${A}/${pupil.id}/subject/biology`, { as: who })).body).toEqual({ detail: 'Student not found' });
      expect((await api(t, 'GET', `${A}/${pupil.id}/subject/astrology`, { as: teacher })).status).toBe(404);
    });

    it("gives a class's average over time and each linked student's line to its teacher", async () => {
      const created = (await api(t, 'POST', '/api/classes', { as: teacher, body: { name: 'Year 9 Science' } })).body;
      await t.server.db.query('UPDATE students SET class_id = $1 WHERE id = $2', [created.id, recordId]);
      await api(t, 'POST', '/api/students/students', { as: teacher, body: { name: 'Not Yet Linked' } });
      await t.server.db.query(`UPDATE students SET class_id = $1 WHERE name = 'Not Yet Linked'`, [created.id]);

      const { status, body } = await api(t, 'GET', `/api/analytics/class/${created.id}`, { as: teacher });
      expect(status).toBe(200);
      expectShape(classAnalyticsSchema, body);
      expect(body).toMatchObject({ class_name: 'Year 9 Science', student_count: 2, reports_completed: 3, average_score: 52.2 });
      expect(body.average_over_time.map((point: { score: number }) => point.score)).toEqual([46.7, 90, 20]);
      expect(body.students).toEqual([
        expect.objectContaining({ user_id: pupil.id, name: 'Pupil', reports_completed: 3, average_score: 52.2 }),
      ]);
      expect(body.students[0].progress_over_time).toHaveLength(3);

      // Two students on one paper: one point, their average.
      const second = await account(t, 'student', { school: schoolId('North School') });
      const secondRecordId = await enrolByInvitation(t, teacher, second, { name: 'Second' });
      await t.server.db.query('UPDATE students SET class_id = $1 WHERE id = $2', [created.id, secondRecordId]);
      await t.server.db.query(
        `INSERT INTO student_assessments (student_id, assessment_id, status, submitted_at, graded_at, percentage, total_marks, total_marks_obtained)
         SELECT $1, assessment_id, status, submitted_at + interval '2 hours', graded_at + interval '2 hours', 60, total_marks, total_marks * 0.6 FROM student_assessments WHERE id = $2`,
        [second.id, quiz.studentAssessmentId],
      );
      const shared = (await api(t, 'GET', `/api/analytics/class/${created.id}`, { as: teacher })).body;
      expect(shared.average_over_time.map((point: { score: number }) => point.score)).toEqual([53.3, 90, 20]);
      expect(shared.students.map((student: { name: string; reports_completed: number }) => [student.name, student.reports_completed])).toEqual([
        ['Pupil', 3],
        ['Second', 1],
      ]);

      const month = (await api(t, 'GET', `/api/analytics/class/${created.id}?range=30d`, { as: teacher })).body;
      expect(month).toMatchObject({ reports_completed: 2, average_score: 55 });

      expect((await api(t, 'GET', `/api/analytics/class/${created.id}`, { as: colleague })).body).toEqual({ detail: 'Class not found' });
      expect((await api(t, 'GET', `/api/analytics/class/${created.id}`, { as: pupil })).status).toBe(403);
      expect((await api(t, 'GET', '/api/analytics/class/not-an-id', { as: teacher })).status).toBe(404);
    });

    it('follows released teacher marks (decision 14)', async () => {
      await overrideMark(t.server.db, quiz.studentAssessmentId, teacher.id, '2', 'a', 4, true);
      const { body } = await api(t, 'GET', `${A}/dashboard/overview`, { as: pupil });
      expect(body.average_score).toBe(58.9);
      expect(body.strengths_by_subject.Biology.map((topic: { topic: string }) => topic.topic)).toEqual(['Cells', 'Genetics']);
      await t.server.db.query('DELETE FROM mark_overrides WHERE student_assessment_id = $1', [quiz.studentAssessmentId]);
    });

    it("applies spec 01 §3's and 02 §3's rules before answering: a title for an untitled assessment, scores within 0-100", async () => {
      // A student of their own: what is seeded here changes no figure above.
      const student = await account(t, 'student', { school: schoolId('North School') });
      const db = t.server.db;
      await seedSubmission(db, { studentId: student.id, creatorId: teacher.id, title: 'Forces Test', subject: 'Physics', daysAgo: 5, questions: [{ question: '1', topic: 'Forces', earned: 2, total: 5 }] });
      // Marks above the paper's total (a teacher's mark over a total set too low): 120%.
      await seedSubmission(db, { studentId: student.id, creatorId: teacher.id, title: '', subject: 'Physics', daysAgo: 1, questions: [{ question: '1', topic: 'Forces', earned: 6, total: 5 }] });

      const progress = (await api(t, 'GET', `${A}/dashboard/subject/physics`, { as: student })).body;
      expectShape(subjectProgressResultSchema, progress);
      expect(progress.progress_over_time.map((point: { score: number }) => point.score)).toEqual([40, 100]);
      expect(progress).toMatchObject({ improvement: 60, improvement_percentage: 150 });

      const items = (await api(t, 'GET', `${A}/dashboard/assessments`, { as: student })).body;
      expect(items.map((item: { title: string }) => item.title)).toEqual(['Untitled Assessment', 'Forces Test']);
    });
  });
}
