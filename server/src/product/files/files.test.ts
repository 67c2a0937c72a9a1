/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_ONLY_MESSAGE } from '@assess/core/rules';
import { testDrivers } from '../../testing/harness.js';
import { call, countRows, linesPdf, pdfBlob, signUp, startProductServer, storedObjectCount } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';
import { insertFile } from './repository.js';
import { LIBRARY_TOO_LARGE } from './routes.js';

const drivers = await testDrivers();
const MB = 1024 * 1024;

async function uploadForm(fields: Record<string, string>, file?: Blob, name = 'notes.pdf'): Promise<FormData> {
  const form = new FormData();
  if (file) form.append('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`files and storage on ${driver.name}`, () => {
    const { t, owner, other } = serverWithUsers(() => startProductServer(driver), { owner: 'teacher', other: 'student' });
    let pdf: Blob;

    beforeAll(async () => {
      pdf = pdfBlob(await linesPdf(['Revision notes', '1 Photosynthesis makes glucose.']));
    });

    it('uploads versions, lists with filters, sort and pages, and serves a signed link', async () => {
      const fields = { entity_type: 'resource', entity_id: 'revision-pack', file_type: 'resource', is_self_uploaded: 'true', visibility: 'private', metadata_json: JSON.stringify({ uploaded_via: 'web_interface' }) };
      const first = await call(t, owner, 'POST', '/api/files/upload', await uploadForm(fields, pdf));
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ file_name: 'notes.pdf', version: 1, is_current_version: true, is_self_uploaded: true, visibility: 'private', metadata: { uploaded_via: 'web_interface' } });
      const second = await call(t, owner, 'POST', '/api/files/upload', await uploadForm(fields, pdf));
      expect(second.body).toMatchObject({ version: 2, is_current_version: true });
      await call(t, owner, 'POST', '/api/files/upload', await uploadForm({ ...fields, file_type: 'question_paper' }, pdf, 'alpha.pdf'));

      const all = await call(t, owner, 'GET', '/api/files/my-files');
      expect(all.body).toMatchObject({ total_count: 3, page: 1, limit: 20, total_pages: 1 });
      const versions = all.body.files.filter((f: any) => f.file_name === 'notes.pdf');
      expect(versions.map((f: any) => [f.version, f.is_current_version]).sort()).toEqual([[1, false], [2, true]]);
      const filtered = await call(t, owner, 'GET', '/api/files/my-files?file_type=question_paper&entity_type=resource');
      expect(filtered.body.files.map((f: any) => f.file_name)).toEqual(['alpha.pdf']);
      expect(filtered.body.filters).toMatchObject({ file_type: 'question_paper', entity_type: 'resource' });
      const sorted = await call(t, owner, 'GET', '/api/files/my-files?sort_by=file_name&sort_order=asc&limit=1&page=2');
      expect(sorted.body).toMatchObject({ total_count: 3, page: 2, limit: 1, total_pages: 3 });
      expect(sorted.body.files[0].file_name).toBe('notes.pdf');
      const searched = await call(t, owner, 'GET', '/api/files/my-files?search=ALPHA');
      expect(searched.body.total_count).toBe(1);
      expect((await call(t, owner, 'GET', '/api/files/my-files?sort_by=bogus')).status).toBe(422);
      expect((await call(t, other, 'GET', '/api/files/my-files')).body.total_count).toBe(0);

      const url = await call(t, owner, 'GET', `/api/files/${first.body.id}/url`);
      expect(url.status).toBe(200);
      const download = await fetch(url.body.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const expiry = Number(new URL(url.body.url).searchParams.get('token')!.split('.')[0]);
      expect(expiry - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
      expect(expiry - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
      const tampered = await fetch(url.body.url.replace(/token=\d+/, 'token=9999999999'));
      expect(tampered.status).toBe(400);

      expect((await call(t, other, 'GET', `/api/files/${first.body.id}/url`)).body).toEqual({ detail: 'File not found' });
      expect((await call(t, other, 'DELETE', `/api/files/${first.body.id}`)).status).toBe(404);
    });

    it('refuses bad uploads with clear messages and stores nothing', async () => {
      const objects = await storedObjectCount(t);
      const rows = await countRows(t, 'files');
      const base = { entity_type: 'resource', entity_id: 'pack', file_type: 'resource' };
      const noEntity = await call(t, owner, 'POST', '/api/files/upload', await uploadForm({ ...base, entity_id: '  ' }, pdf));
      expect(noEntity.status).toBe(422);
      expect(noEntity.body.detail[0]).toMatchObject({ loc: ['body', 'entity_id'], msg: 'Entity ID is required' });
      const noFile = await call(t, owner, 'POST', '/api/files/upload', await uploadForm(base));
      expect(noFile.body.detail[0]).toMatchObject({ loc: ['body', 'file'], msg: 'Please select at least one file to upload' });
      const badType = await call(t, owner, 'POST', '/api/files/upload', await uploadForm({ ...base, file_type: 'photo' }, pdf));
      expect(badType.status).toBe(422);
      const renamed = await call(t, owner, 'POST', '/api/files/upload', await uploadForm(base, new Blob(['PK\u0003\u0004 zip bytes']), 'fake.pdf'));
      expect(renamed).toEqual({ status: 415, body: { detail: PDF_ONLY_MESSAGE } });
      const big = Buffer.alloc(50 * MB + 1, 32);
      big.write('%PDF-1.7\n');
      const tooBig = await call(t, owner, 'POST', '/api/files/upload', await uploadForm(base, new Blob([big])));
      expect(tooBig).toEqual({ status: 413, body: { detail: LIBRARY_TOO_LARGE } });
      const unknownAssessment = await call(t, owner, 'POST', '/api/files/upload', await uploadForm({ ...base, entity_type: 'assessment', entity_id: '00000000-0000-4000-8000-000000000000' }, pdf));
      expect(unknownAssessment.status).toBe(404);
      expect(await storedObjectCount(t)).toBe(objects);
      expect(await countRows(t, 'files')).toBe(rows);
    });

    it('deletes a file with its bytes; the previous version becomes current', async () => {
      const fields = { entity_type: 'resource', entity_id: 'to-delete', file_type: 'resource' };
      const v1 = await call(t, owner, 'POST', '/api/files/upload', await uploadForm(fields, pdf, 'gone.pdf'));
      const v2 = await call(t, owner, 'POST', '/api/files/upload', await uploadForm(fields, pdf, 'gone.pdf'));
      const history = await call(t, owner, 'GET', `/api/files/${v1.body.id}/versions`);
      expect(history.body.files.map((f: any) => [f.version, f.is_current_version])).toEqual([[2, true], [1, false]]);
      expect((await call(t, other, 'GET', `/api/files/${v1.body.id}/versions`)).status).toBe(404);
      const objects = await storedObjectCount(t);
      const link = (await call(t, owner, 'GET', `/api/files/${v2.body.id}/url`)).body.url;
      expect((await call(t, owner, 'DELETE', `/api/files/${v2.body.id}`)).status).toBe(200);
      expect(await storedObjectCount(t)).toBe(objects - 1);
      expect((await fetch(link)).status).toBe(404);
      const left = await call(t, owner, 'GET', '/api/files/my-files?search=gone');
      expect(left.body.files.map((f: any) => [f.id, f.is_current_version])).toEqual([[v1.body.id, true]]);
      expect((await call(t, owner, 'DELETE', `/api/files/${v2.body.id}`)).status).toBe(404);
    });

    it('gives supabase-js signed URLs, and public URLs only for public files (decision 17)', async () => {
      const base = { entity_type: 'resource', entity_id: 'storage', file_type: 'resource' };
      const privateFile = (await call(t, owner, 'POST', '/api/files/upload', await uploadForm(base, pdf, 'private.pdf'))).body;
      const publicFile = (await call(t, owner, 'POST', '/api/files/upload', await uploadForm({ ...base, visibility: 'public' }, pdf, 'public.pdf'))).body;
      const client = t.client();
      await client.auth.signInWithPassword({ email: owner.email, password: 'Str0ng-passw0rd' });
      const signed = await client.storage.from(privateFile.bucket_id).createSignedUrl(privateFile.storage_path, 3600);
      expect(signed.error).toBeNull();
      expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
      const privatePublic = client.storage.from(privateFile.bucket_id).getPublicUrl(privateFile.storage_path);
      expect((await fetch(privatePublic.data.publicUrl)).status).toBe(404);
      const publicUrl = client.storage.from(publicFile.bucket_id).getPublicUrl(publicFile.storage_path);
      expect((await fetch(publicUrl.data.publicUrl)).status).toBe(200);
      expect(publicFile.download_url).toBe(publicUrl.data.publicUrl);

      const stranger = t.client();
      await stranger.auth.signInWithPassword({ email: other.email, password: 'Str0ng-passw0rd' });
      const refused = await stranger.storage.from(privateFile.bucket_id).createSignedUrl(privateFile.storage_path, 3600);
      expect(refused.error?.message).toBe('Object not found');
    });

    it("lists under AI Generated only the files the product generated, not uploaded papers that name their assessment", async () => {
      const teacher = await signUp(t, 'teacher');
      // An uploaded question paper with its assessment's details, even one claiming to be generated.
      const metadata = { assessment_info: { title: 'Ecology', subject: 'Biology' }, ai_generated: true };
      const fields = { entity_type: 'resource', entity_id: 'ecology', file_type: 'question_paper', is_self_uploaded: 'true', visibility: 'private', metadata_json: JSON.stringify(metadata) };
      const uploaded = await call(t, teacher, 'POST', '/api/files/upload', await uploadForm(fields, pdf, 'ecology-question-paper.pdf'));
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.metadata.ai_generated).toBeUndefined();
      // A paper the product wrote, as the assessment generator stores it.
      await insertFile(t.server.db, {
        file_name: 'ecology-generated-question-paper.pdf',
        file_type: 'generated_question_paper',
        entity_type: 'resource',
        entity_id: 'ecology',
        bucket_id: 'files',
        storage_path: `${teacher.id}/generated/ecology.pdf`,
        uploaded_by: teacher.id,
        is_self_uploaded: false,
        visibility: 'private',
        file_size: 100,
        metadata: { ai_generated: true, assessment_info: { title: 'Ecology', subject: 'Biology' } },
      });
      const generated = await call(t, teacher, 'GET', '/api/files/generated-assessments');
      expect(generated.body.files.map((f: any) => f.file_name)).toEqual(['ecology-generated-question-paper.pdf']);
      const all = await call(t, teacher, 'GET', '/api/files/my-files');
      expect(all.body.files.map((f: any) => f.file_name).sort()).toEqual(['ecology-generated-question-paper.pdf', 'ecology-question-paper.pdf']);
    });

    it('lists the file types and needs a session everywhere', async () => {
      const types = await call(t, owner, 'GET', '/api/files/file-types');
      expect(types.body.upload_file_types.map((f: any) => f.value)).toEqual(['question_paper', 'mark_scheme', 'student_answer', 'graded_answer', 'resource']);
      expect(types.body.file_types).toContainEqual({ value: 'generated_assessment_bundle', label: 'AI Assessment Bundle' });
      for (const path of ['/api/files/my-files', '/api/files/file-types', '/api/files/generated-assessments']) {
        expect((await call(t, null, 'GET', path)).status).toBe(401);
      }
      expect((await call(t, owner, 'GET', '/api/files/assessment/not-an-id/files')).status).toBe(404);
      expect((await call(t, owner, 'GET', '/api/files/student-assessment/00000000-0000-4000-8000-000000000000/files')).status).toBe(404);
    });
  });
}
