/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// A class's students, its assessments and who submitted them, the bulk import and the class list export,
// over HTTP on both database drivers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_IMPORT_MESSAGES } from '@assess/core/rules';
import { classAssignmentSchema } from '@assess/core/schemas';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { areasPlugin, assessmentAreasPlugin, studentsPlugin } from './plugins.js';
import { insertAssessment } from './assessments/repository.js';
import { SET_DETAILS_FIXED } from './assessments/submit.js';
import { ANSWERS, linesPdf, PAPER, pdfBlob, SCHEME, submissionForm, waitForJob } from './testing/server.js';
import { serverWithAccounts } from './testing/suite.js';
import { MANAGEMENT_FORBIDDEN } from './shared/access.js';
import { account, api, expectShape, school, type TestAccount } from './testing/accounts.js';
import { classesPlugin } from './classes/plugin.js';

const drivers = await testDrivers();

async function teacherPaper(t: TestServer, teacher: TestAccount, title: string): Promise<string> {
  const { rows } = await t.server.db.query<{ id: string }>(`SELECT id FROM subjects WHERE name = 'Biology' AND is_system_defined`);
  return insertAssessment(t.server.db, {
    title,
    description: null,
    status: 'draft',
    creator_id: teacher.id,
    subject_id: rows[0]!.id,
    class_id: null,
    class_name: null,
    difficulty_level: 'medium',
    total_marks: 6,
    time_limit_minutes: 30,
    instructions: null,
    instructions_to_students: null,
    source: 'upload',
    question_configuration: null,
  });
}

/** POSTs a multipart form as the account. */
async function postForm(t: TestServer, as: TestAccount, path: string, form: FormData) {
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${as.token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`class rosters, assignments, import and export on ${driver.name}`, () => {
    const { t, teacher, otherTeacher, student } = serverWithAccounts(() => startTestServer(driver, { ASSESS_JOB_POLLING_SECONDS: '0.5' }, { plugins: [assessmentAreasPlugin, areasPlugin(classesPlugin, studentsPlugin)] }), ['North School', 'South School'], {
      teacher: { role: 'teacher', school: 'North School' },
      otherTeacher: { role: 'teacher', school: 'South School' },
      student: { role: 'student', school: 'North School' },
    });
    let classId: string;

    beforeAll(async () => {
      classId = (await api(t, 'POST', '/api/classes', { as: teacher, body: { name: '10B Biology', year_group: 'Year 10' } })).body.id;
    });

    it('puts several of the teacher’s records in a class at once, and nobody else’s', async () => {
      const ids: string[] = [];
      for (const name of ['Ann Archer', 'Ben Bell']) ids.push((await api(t, 'POST', '/api/students/students', { as: teacher, body: { name } })).body.id);
      const foreign = (await api(t, 'POST', '/api/students/students', { as: otherTeacher, body: { name: 'Not yours' } })).body.id;

      const refused = await api(t, 'POST', `/api/classes/${classId}/students`, { as: teacher, body: { student_ids: [...ids, foreign] } });
      expect(refused.status).toBe(404);
      expect((await api(t, 'GET', `/api/classes/${classId}/students`, { as: teacher })).body.students).toEqual([]);

      const added = await api(t, 'POST', `/api/classes/${classId}/students`, { as: teacher, body: { student_ids: ids } });
      expect(added.status).toBe(200);
      expect(added.body.students.map((s: { name: string; class_name: string }) => [s.name, s.class_name])).toEqual([
        ['Ann Archer', '10B Biology'],
        ['Ben Bell', '10B Biology'],
      ]);
      expect((await api(t, 'GET', `/api/classes/${classId}`, { as: teacher })).body.student_count).toBe(2);
      const empty = await api(t, 'POST', `/api/classes/${classId}/students`, { as: teacher, body: { student_ids: [] } });
      expect(empty.status).toBe(422);
    });

    it('imports the rows without problems, never the others, and checks classes and known e-mails', async () => {
      const rows = [
        { line: 2, name: 'Cara Cole', email: 'cara@north.test', student_id: 'S-3', class_name: '10b biology' },
        { line: 3, name: '', email: 'nameless@north.test' },
        { line: 4, name: 'Dan Dale', email: 'dan@north.test', class_name: 'No such class' },
        { line: 5, name: 'Eve Ellis', email: 'eve@north.test' },
      ];
      const preview = await api(t, 'POST', '/api/students/students/import', { as: teacher, body: { students: rows, dry_run: true } });
      expect(preview.status).toBe(200);
      expect(preview.body.created).toBe(0);
      expect(preview.body.rows.map((row: { problems: string[] }) => row.problems)).toEqual([
        [],
        ['Student name is required'],
        [STUDENT_IMPORT_MESSAGES.unknownClass('No such class')],
        [],
      ]);
      const before = (await api(t, 'GET', '/api/students/students', { as: teacher })).body.students.length;
      expect(before).toBe(2);

      const saved = await api(t, 'POST', '/api/students/students/import', { as: teacher, body: { students: rows } });
      expect(saved.body.created).toBe(2);
      expect(saved.body.rows.map((row: { student_record_id: string | null }) => row.student_record_id !== null)).toEqual([true, false, false, true]);
      const records = (await api(t, 'GET', '/api/students/students', { as: teacher })).body.students;
      expect(records.map((record: { name: string; class_name: string | null }) => [record.name, record.class_name])).toEqual([
        ['Ann Archer', '10B Biology'],
        ['Ben Bell', '10B Biology'],
        ['Cara Cole', '10B Biology'],
        ['Eve Ellis', null],
      ]);

      const again = await api(t, 'POST', '/api/students/students/import', { as: teacher, body: { students: [rows[0]], dry_run: true } });
      expect(again.body.rows[0].problems).toEqual([STUDENT_IMPORT_MESSAGES.existingEmail]);
    });

    it('places a file whose class column names a year group, or puts the whole file in a chosen class, and lists each row it cannot place with its reason', async () => {
      const head = await account(t, 'teacher', { school: await school(t, 'West School') });
      const tenA = (await api(t, 'POST', '/api/classes', { as: head, body: { name: '10A Science', year_group: 'Year 10' } })).body.id;
      await api(t, 'POST', '/api/classes', { as: head, body: { name: '9A Science', year_group: 'Year 9' } });
      await api(t, 'POST', '/api/classes', { as: head, body: { name: '9B Science', year_group: 'Year 9' } });
      const rows = [
        { line: 2, name: 'Fay Ford', email: 'fay@west.test', class_name: 'Year 10' },
        { line: 3, name: 'Gus Gray', email: 'gus@west.test', class_name: 'Year 9' },
        { line: 4, name: 'Hal Hunt', email: 'hal@west.test', class_name: 'Year 11' },
      ];
      const byColumn = await api(t, 'POST', '/api/students/students/import', { as: head, body: { students: rows, dry_run: true } });
      expect(byColumn.body.rows.map((row: { placed_in: string | null; problems: string[] }) => [row.placed_in, row.problems])).toEqual([
        ['10A Science', []],
        [null, [STUDENT_IMPORT_MESSAGES.severalClasses('Year 9', ['9A Science', '9B Science'])]],
        [null, [STUDENT_IMPORT_MESSAGES.unknownClass('Year 11')]],
      ]);

      // A class chosen for the file takes every row, whatever its class column says.
      const chosen = await api(t, 'POST', '/api/students/students/import', { as: head, body: { students: rows, class_id: tenA } });
      expect(chosen.body.created).toBe(3);
      expect(chosen.body.rows.map((row: { placed_in: string | null; problems: string[] }) => [row.placed_in, row.problems])).toEqual([
        ['10A Science', []],
        ['10A Science', []],
        ['10A Science', []],
      ]);
      expect((await api(t, 'GET', `/api/classes/${tenA}/students`, { as: head })).body.students.map((s: { name: string }) => s.name)).toEqual(['Fay Ford', 'Gus Gray', 'Hal Hunt']);
      // Only the importing teacher's own class can be chosen.
      const foreign = await api(t, 'POST', '/api/students/students/import', { as: head, body: { students: [{ name: 'Ivy' }], class_id: classId, dry_run: true } });
      expect(foreign.status).toBe(404);
    });

    it('exports the class list as CSV with the table’s columns', async () => {
      const answer = await api(t, 'GET', `/api/classes/${classId}/export`, { as: teacher });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/csv');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="class_list_10b-biology.csv"');
      const text = (answer.body as Buffer).toString('utf8');
      expect(text.split('\r\n')).toEqual([
        '\uFEFFName,Email,Student ID,Class/Year,Account',
        'Ann Archer,,,Year 10,No Email',
        'Ben Bell,,,Year 10,No Email',
        'Cara Cole,cara@north.test,S-3,Year 10,Not Invited',
        '',
      ]);
    });

    it('sets an assessment for the class: its students see it and submit it, and the teacher sees who has', async () => {
      const paper = await teacherPaper(t, teacher, 'Cells quiz');
      const foreignPaper = await teacherPaper(t, otherTeacher, 'Not yours');
      expect((await api(t, 'GET', '/api/assessments/', { as: student })).body.map((a: { id: string }) => a.id)).not.toContain(paper);

      const ann = (await api(t, 'GET', `/api/classes/${classId}/students`, { as: teacher })).body.students[0];
      await t.server.db.query(`UPDATE students SET user_id = $2, invitation_status = 'accepted' WHERE id = $1`, [ann.id, student.id]);

      expect((await api(t, 'POST', `/api/classes/${classId}/assessments`, { as: teacher, body: { assessment_id: foreignPaper } })).status).toBe(404);
      const assigned = await api(t, 'POST', `/api/classes/${classId}/assessments`, { as: teacher, body: { assessment_id: paper } });
      expect(assigned.status).toBe(201);
      expect(assigned.body).toHaveLength(1);
      expectShape(classAssignmentSchema, assigned.body[0]);
      expect(assigned.body[0]).toMatchObject({ title: 'Cells quiz', subject_name: 'Biology', student_count: 3, submitted_count: 0 });

      const list = (await api(t, 'GET', '/api/assessments/', { as: student })).body;
      expect(list.find((a: { id: string }) => a.id === paper)).toMatchObject({ title: 'Cells quiz', status: 'not_started' });
      // The paper's own question paper and mark scheme, private to the teacher's school.
      const fileIds: Record<string, string> = {};
      for (const [fileType, lines] of [['question_paper', PAPER], ['mark_scheme', SCHEME]] as const) {
        const form = new FormData();
        form.append('entity_type', 'assessment');
        form.append('entity_id', paper);
        form.append('file_type', fileType);
        form.append('file', pdfBlob(await linesPdf(lines)), `${fileType}.pdf`);
        const uploaded = await postForm(t, teacher, '/api/files/upload', form);
        expect(uploaded.status).toBe(201);
        fileIds[fileType] = uploaded.body.id;
      }
      const detail = await api(t, 'GET', `/api/assessments/${paper}`, { as: student });
      expect(detail.status).toBe(200);
      expect(detail.body.question_paper_url).toEqual(expect.any(String));
      // The answers stay with the teacher until the student has submitted.
      expect(detail.body.mark_scheme_url).toBeNull();
      const listed = await api(t, 'GET', `/api/files/assessment/${paper}/files`, { as: student });
      expect(listed.body.files.map((file: { file_type: string }) => file.file_type)).toEqual(['question_paper']);
      expect((await api(t, 'GET', `/api/files/${fileIds.mark_scheme}/url`, { as: student })).status).toBe(404);
      expect((await api(t, 'GET', `/api/files/${fileIds.question_paper}/url`, { as: student })).status).toBe(200);

      // 'Self Created' is said of the viewer: the teacher made it, the student did not.
      expect(detail.body.is_self_created).toBe(false);
      expect((await api(t, 'GET', `/api/assessments/${paper}`, { as: teacher })).body.is_self_created).toBe(true);
      // Answers go under the teacher's title and subject: another title or subject is refused, and nothing is stored.
      const submissionsBefore = (await t.server.db.query('SELECT count(*)::int AS n FROM student_assessments WHERE student_id = $1', [student.id])).rows[0];
      const biology = detail.body.subject_id;
      const otherSubject = (await api(t, 'GET', '/api/subjects/', { as: student })).body.find((subject: { id: string }) => subject.id !== biology).id;
      const changes: Record<string, string>[] = [{ title: 'My own title', subject_id: biology }, { title: 'Cells quiz', subject_id: otherSubject }, { title: 'Cells quiz', subject_name: 'Chemistry' }];
      for (const changed of changes) {
        const refusedChange = await postForm(t, student, '/api/assessments/submit-and-grade', await submissionForm({ ...changed, assessment_id: paper }, { student_answer: pdfBlob(await linesPdf(ANSWERS)) }));
        expect(refusedChange.status).toBe(422);
        expect(refusedChange.body.detail[0].msg).toBe(SET_DETAILS_FIXED);
      }
      expect((await t.server.db.query('SELECT count(*)::int AS n FROM student_assessments WHERE student_id = $1', [student.id])).rows[0]).toEqual(submissionsBefore);

      // The student sends their answers only: the set assessment is marked against its own paper and mark scheme.
      const form = await submissionForm({ title: 'Cells quiz', subject_id: detail.body.subject_id, assessment_id: paper }, { student_answer: pdfBlob(await linesPdf(ANSWERS)) });
      const submitted = await postForm(t, student, '/api/assessments/submit-and-grade', form);
      expect(submitted.status).toBe(200);
      expect(submitted.body.assessment_id).toBe(paper);
      await waitForJob(t, { id: student.id, email: student.email, token: student.token }, submitted.body.job_id);

      const seen = (await api(t, 'GET', `/api/classes/${classId}/assessments`, { as: teacher })).body[0];
      expect(seen.submitted_count).toBe(1);
      expect(seen.students.map((s: { name: string; submitted: boolean }) => [s.name, s.submitted])).toEqual([
        ['Ann Archer', true],
        ['Ben Bell', false],
        ['Cara Cole', false],
      ]);
      expect(seen.students[0]).toMatchObject({ status: 'graded', student_assessment_id: submitted.body.student_assessment_id });
      expect((await api(t, 'GET', '/api/assessments/', { as: student })).body.find((a: { id: string }) => a.id === paper).status).toBe('graded');
      expect((await api(t, 'GET', `/api/files/${fileIds.mark_scheme}/url`, { as: student })).status).toBe(200);
      expect((await api(t, 'GET', `/api/assessments/${paper}`, { as: student })).body.mark_scheme_url).toEqual(expect.any(String));

      const other = await account(t, 'student');
      const refused = await postForm(t, other, '/api/assessments/submit-and-grade', await submissionForm({ title: 'x', subject_id: detail.body.subject_id, assessment_id: paper }));
      expect(refused.status).toBe(404);

      expect((await api(t, 'DELETE', `/api/classes/${classId}/assessments/${paper}`, { as: teacher })).body).toEqual([]);
      expect((await api(t, 'DELETE', `/api/classes/${classId}/assessments/${paper}`, { as: teacher })).status).toBe(404);
    });
  });
}

/** Every management route, as a method, a path and a body that would be accepted from the class's teacher. */
function managementRoutes(ids: { classId: string; studentId: string; assessmentId: string }): [string, string, unknown?][] {
  return [
    ['GET', '/api/classes'],
    ['POST', '/api/classes', { name: 'Taken' }],
    ['GET', `/api/classes/${ids.classId}`],
    ['PUT', `/api/classes/${ids.classId}`, { name: 'Taken' }],
    ['GET', `/api/classes/${ids.classId}/students`],
    ['POST', `/api/classes/${ids.classId}/students`, { student_ids: [ids.studentId] }],
    ['GET', `/api/classes/${ids.classId}/assessments`],
    ['POST', `/api/classes/${ids.classId}/assessments`, { assessment_id: ids.assessmentId }],
    ['DELETE', `/api/classes/${ids.classId}/assessments/${ids.assessmentId}`],
    ['GET', `/api/classes/${ids.classId}/export`],
    ['GET', '/api/students/students'],
    ['POST', '/api/students/students', { name: 'Taken' }],
    ['POST', '/api/students/students/import', { students: [{ name: 'Taken' }] }],
    ['GET', `/api/students/students/${ids.studentId}`],
    ['PUT', `/api/students/students/${ids.studentId}`, { name: 'Taken' }],
    ['DELETE', `/api/students/students/${ids.studentId}`],
    ['POST', `/api/students/students/${ids.studentId}/invite`],
  ];
}

const firstDriver = drivers[0]!;
describe.skipIf(Boolean(firstDriver.skip))('who may use the management routes', () => {
  let t: TestServer;
  let teacher: TestAccount;
  let student: TestAccount;
  let otherSchoolTeacher: TestAccount;
  let ids: { classId: string; studentId: string; assessmentId: string };

  beforeAll(async () => {
    t = await startTestServer(firstDriver, {}, { plugins: [assessmentAreasPlugin, areasPlugin(classesPlugin, studentsPlugin)] });
    const north = await school(t, 'North School');
    const south = await school(t, 'South School');
    teacher = await account(t, 'teacher', { school: north });
    student = await account(t, 'student', { school: north });
    otherSchoolTeacher = await account(t, 'teacher', { school: south });
    const classId = (await api(t, 'POST', '/api/classes', { as: teacher, body: { name: '10B' } })).body.id;
    const studentId = (await api(t, 'POST', '/api/students/students', { as: teacher, body: { name: 'Ann', email: 'ann@north.test', class_id: classId } })).body.id;
    const assessmentId = await teacherPaper(t, teacher, 'Cells quiz');
    await api(t, 'POST', `/api/classes/${classId}/assessments`, { as: teacher, body: { assessment_id: assessmentId } });
    ids = { classId, studentId, assessmentId };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What the class's teacher and the class hold, to compare after each refused call. */
  async function snapshot() {
    const classes = (await api(t, 'GET', '/api/classes', { as: teacher })).body;
    const students = (await api(t, 'GET', '/api/students/students', { as: teacher })).body;
    const assessments = (await api(t, 'GET', `/api/classes/${ids.classId}/assessments`, { as: teacher })).body;
    return JSON.stringify({ classes, students: students.students.map(({ invitation_code: _c, ...s }: Record<string, unknown>) => s), assessments });
  }

  for (const [method, path] of managementRoutes({ classId: ':class', studentId: ':student', assessmentId: ':assessment' })) {
    it(`refuses a student with 403 on ${method} ${path}`, async () => {
      const route = managementRoutes(ids).find(([m, p]) => m === method && p === fill(path))!;
      const before = await snapshot();
      const answer = await api(t, method, route[1], { as: student, body: route[2] });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: MANAGEMENT_FORBIDDEN });
      expect(await snapshot()).toBe(before);
    });

    it(`refuses a teacher of another school on ${method} ${path}`, async () => {
      const route = managementRoutes(ids).find(([m, p]) => m === method && p === fill(path))!;
      const before = await snapshot();
      const answer = await api(t, method, route[1], { as: otherSchoolTeacher, body: route[2] });
      if (path === '/api/classes' || path === '/api/students/students' || path === '/api/students/students/import') {
        // Lists and new records are the caller's own: nothing of the other school shows or changes.
        expect(answer.status).toBeLessThan(300);
        expect(JSON.stringify(answer.body)).not.toContain(ids.classId);
        expect(JSON.stringify(answer.body)).not.toContain(ids.studentId);
      } else {
        expect(answer.status).toBe(404);
      }
      expect(await snapshot()).toBe(before);
    });
  }

  it("lets the school's administrator manage the class, with the class teacher's records and papers only", async () => {
    const north = (await t.server.db.query<{ school_id: string }>('SELECT school_id FROM school_members WHERE user_id = $1', [teacher.id])).rows[0]!.school_id;
    const head = await account(t, 'school_admin', { school: north });
    const colleague = await account(t, 'teacher', { school: north });
    const record = (await api(t, 'POST', '/api/students/students', { as: teacher, body: { name: 'Ben' } })).body.id;
    const ownRecord = (await api(t, 'POST', '/api/students/students', { as: head, body: { name: 'Not the teacher’s' } })).body.id;
    const paper = await teacherPaper(t, teacher, 'Set by the head');
    const headsPaper = await teacherPaper(t, head, 'The head’s own');

    expect((await api(t, 'POST', `/api/classes/${ids.classId}/students`, { as: colleague, body: { student_ids: [record] } })).status).toBe(404);
    expect((await api(t, 'POST', `/api/classes/${ids.classId}/students`, { as: head, body: { student_ids: [ownRecord] } })).status).toBe(404);
    const added = await api(t, 'POST', `/api/classes/${ids.classId}/students`, { as: head, body: { student_ids: [record] } });
    expect(added.status).toBe(200);
    expect(added.body.students.map((s: { name: string }) => s.name)).toContain('Ben');

    expect((await api(t, 'POST', `/api/classes/${ids.classId}/assessments`, { as: head, body: { assessment_id: headsPaper } })).status).toBe(404);
    const assigned = await api(t, 'POST', `/api/classes/${ids.classId}/assessments`, { as: head, body: { assessment_id: paper } });
    expect(assigned.status).toBe(201);
    expect(assigned.body.map((a: { title: string }) => a.title)).toContain('Set by the head');
    await api(t, 'DELETE', `/api/classes/${ids.classId}/assessments/${paper}`, { as: head });
    await api(t, 'DELETE', `/api/students/students/${record}`, { as: head });
  });

  function fill(path: string): string {
    return path.replace(':class', ids.classId).replace(':student', ids.studentId).replace(':assessment', ids.assessmentId);
  }
});
