/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_ONLY_MESSAGE } from '@assess/core/rules';
import { testDrivers } from '../../testing/harness.js';
import { aiCreationBody, call, countRows, linesPdf, linkStudent, pdfBlob, PAPER, SCHEME, startProductServer, storedObjectCount, waitForJob } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';

const drivers = await testDrivers();

async function filesForm(fields: Record<string, string>, files: Record<string, Blob>): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, blob] of Object.entries(files)) form.append(name, blob, `${name}.pdf`);
  return form;
}

const FILE_FIELDS = {
  title: 'Uploaded paper',
  description: 'From files',
  total_marks: '50',
  time_limit_minutes: '60',
  difficulty_level: 'medium',
  instructions: '',
  instructions_to_students: 'Answer all questions. Show your working clearly.',
  status: 'draft',
  created_at: new Date().toISOString(),
  subject_name: 'Chemistry',
  subject_is_system_defined: 'true',
  class_name: 'Year 11',
  use_file_upload: 'true',
  question_types: '[]',
};

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`assessments on ${driver.name}`, () => {
    const { t, creator, teacher, stranger } = serverWithUsers(() => startProductServer(driver), { creator: 'student', teacher: 'teacher', stranger: 'student' });

    beforeAll(async () => {
      await linkStudent(t, teacher, creator);
    });

    it('creates an assessment with generated questions at once, and through a job', async () => {
      const now = await call(t, creator, 'POST', '/api/assessments/create-comprehensive', aiCreationBody());
      expect(now.status).toBe(201);
      expect(now.body).toMatchObject({ id: expect.any(String), message: 'Assessment created successfully' });
      const detail = await call(t, creator, 'GET', `/api/assessments/${now.body.id}`);
      expect(detail.body).toMatchObject({ title: 'Cells quiz', source: 'ai_generated', total_marks: 10, class_name: 'Year 10', status: 'draft' });
      expect(detail.body.question_paper_url).toContain('/storage/v1/object/sign/');
      expect(detail.body.mark_scheme_url).toContain('/storage/v1/object/sign/');

      const queued = await call(t, creator, 'POST', '/api/assessments/create-comprehensive-async', aiCreationBody({ title: 'Queued quiz' }));
      expect(queued.status).toBe(202);
      expect(queued.body.job_id).toEqual(expect.any(String));
      const job = await waitForJob(t, creator, queued.body.job_id);
      expect(job).toMatchObject({ status: 'completed', job_type: 'assessment_creation', assessment_creation_result: { assessment_title: 'Queued quiz' } });
      const generated = await call(t, creator, 'GET', '/api/files/generated-assessments?assessment_type=general');
      expect(generated.body.files.map((f: any) => f.file_type).sort()).toEqual([
        'generated_mark_scheme',
        'generated_mark_scheme',
        'generated_question_paper',
        'generated_question_paper',
      ]);
      const usage = await call(t, creator, 'GET', '/api/supabase-usage/usage/summary');
      expect(usage.body.assessment).toMatchObject({ current: 2, limit: 15 });
    });

    it('refuses a wizard body whose section marks do not add up, with the specification text', async () => {
      const before = await countRows(t, 'assessments');
      const bad = await call(t, creator, 'POST', '/api/assessments/create-comprehensive', aiCreationBody({ total_marks: 50 }));
      expect(bad.status).toBe(422);
      expect(bad.body.detail.map((d: any) => d.msg)).toContain('Question marks (10) must equal total marks (50)');
      const noTitle = await call(t, creator, 'POST', '/api/assessments/create-comprehensive-async', aiCreationBody({ title: ' ' }));
      expect(noTitle.body.detail.map((d: any) => d.msg)).toContain('Assessment title is required');
      expect(await countRows(t, 'assessments')).toBe(before);
    });

    it('creates an assessment from uploaded files, and refuses missing or non-PDF files storing nothing', async () => {
      const paper = pdfBlob(await linesPdf(PAPER));
      const scheme = pdfBlob(await linesPdf(SCHEME));
      const created = await call(t, creator, 'POST', '/api/assessments/create-comprehensive-with-files', await filesForm(FILE_FIELDS, { question_paper: paper, mark_scheme: scheme }));
      expect(created.status).toBe(201);
      expect(created.body.files.map((f: any) => f.file_type).sort()).toEqual(['mark_scheme', 'question_paper']);
      const byAssessment = await call(t, creator, 'GET', `/api/files/assessment/${created.body.id}/files`);
      expect(byAssessment.body.total_count).toBe(2);

      const objects = await storedObjectCount(t);
      const rows = await countRows(t, 'files');
      const missing = await call(t, creator, 'POST', '/api/assessments/create-comprehensive-with-files', await filesForm(FILE_FIELDS, { question_paper: paper }));
      expect(missing.status).toBe(422);
      expect(missing.body.detail).toEqual([{ loc: ['body', 'mark_scheme'], msg: 'Mark scheme file is required', type: 'missing' }]);
      const renamed = await call(t, creator, 'POST', '/api/assessments/create-comprehensive-with-files',
        await filesForm(FILE_FIELDS, { question_paper: paper, mark_scheme: new Blob(['<html>not a pdf</html>']) }));
      expect(renamed).toEqual({ status: 415, body: { detail: PDF_ONLY_MESSAGE } });
      const noClass = await call(t, creator, 'POST', '/api/assessments/create-comprehensive-with-files',
        await filesForm({ ...FILE_FIELDS, class_name: '' }, { question_paper: paper, mark_scheme: scheme }));
      expect(noClass.body.detail.map((d: any) => d.msg)).toContain('Class/Year group is required');
      expect(await storedObjectCount(t)).toBe(objects);
      expect(await countRows(t, 'files')).toBe(rows);
    });

    it('lets only the creator edit details (PATCH) and answers others 403 or 404', async () => {
      const created = await call(t, creator, 'POST', '/api/assessments/create-comprehensive', aiCreationBody({ title: 'Editable' }));
      const path = `/api/assessments/${created.body.id}`;
      const edited = await call(t, creator, 'PATCH', path, { title: 'Edited title', total_marks: 12, description: 'New words' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Edited title', total_marks: 12, description: 'New words' });
      expect((await call(t, creator, 'GET', path)).body.title).toBe('Edited title');
      const bad = await call(t, creator, 'PATCH', path, { title: '', total_marks: 0 });
      expect(bad.status).toBe(422);
      expect(bad.body.detail.map((d: any) => d.msg)).toEqual(['Assessment title is required', 'Total marks must be at least 1']);
      expect(await call(t, teacher, 'PATCH', path, { title: 'Hijack', total_marks: 1 })).toEqual({ status: 403, body: { detail: 'Only the creator of this assessment can edit it' } });
      expect((await call(t, stranger, 'PATCH', path, { title: 'Hijack', total_marks: 1 })).status).toBe(404);
      expect((await call(t, creator, 'GET', path)).body.title).toBe('Edited title');
    });

    it('deletes (archives) only as the owner: the assessment leaves the list, and nothing of it is erased', async () => {
      const created = await call(t, creator, 'POST', '/api/assessments/create-comprehensive', aiCreationBody({ title: 'To delete' }));
      const path = `/api/assessments/${created.body.id}`;
      const objects = await storedObjectCount(t);
      expect((await call(t, stranger, 'DELETE', path)).status).toBe(404);
      expect((await call(t, teacher, 'DELETE', path)).status).toBe(403);
      const deleted = await call(t, creator, 'DELETE', path);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ archived: true });
      expect(await storedObjectCount(t)).toBe(objects);
      const { rows } = await t.server.db.query('SELECT 1 FROM files WHERE entity_id = $1', [created.body.id]);
      expect(rows).toHaveLength(2);
      expect((await call(t, creator, 'GET', '/api/assessments/')).body.map((a: any) => a.id)).not.toContain(created.body.id);
      expect((await call(t, creator, 'GET', path)).body.archived_at).toEqual(expect.any(String));
    });

    it("lists at both paths: a student their own, a teacher their own first and their students' work only when asked, named", async () => {
      const created = await call(t, creator, 'POST', '/api/assessments/create-comprehensive', aiCreationBody({ title: 'Listed' }));
      const mine = await call<{ id: string; title: string; file_count: number }[]>(t, creator, 'GET', '/api/assessments/');
      expect(mine.status).toBe(200);
      expect(mine.body.find((item) => item.id === created.body.id)).toMatchObject({ title: 'Listed', file_count: 2, creator_id: creator.id, student_name: null });
      expect((await call(t, creator, 'GET', '/api/assessments')).body).toEqual(mine.body);
      const own = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive', aiCreationBody({ title: 'Set by the teacher' }));
      const teachers = (await call(t, teacher, 'GET', '/api/assessments/')).body;
      expect(teachers.map((a: any) => a.id)).toEqual([own.body.id]);
      const withPractice = (await call(t, teacher, 'GET', '/api/assessments/?include_practice=true')).body;
      expect(withPractice[0].id).toBe(own.body.id);
      expect(withPractice.slice(1).map((a: any) => a.id)).toEqual(mine.body.map((a) => a.id));
      expect(withPractice.slice(1).every((a: any) => a.student_name === 'Sam Student')).toBe(true);
      expect((await call(t, teacher, 'GET', '/api/assessments/?include_practice=maybe')).status).toBe(422);
      expect((await call(t, stranger, 'GET', '/api/assessments/')).body).toEqual([]);
      expect((await call(t, stranger, 'GET', '/api/assessments/?include_practice=true')).body).toEqual([]);
    });
  });
}
