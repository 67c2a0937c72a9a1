/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalMarksFixedText } from '@assess/core/rules';
import { markSchemeReadingSchema } from '@assess/core/schemas';
import { testDrivers, type TestServer } from '../../testing/harness.js';
import { expectShape } from '../testing/accounts.js';
import { call, linesPdf, linkStudent, pdfBlob, signUp, startProductServer, submissionForm, waitForJob, setForNewClass, type TestUser } from '../testing/server.js';
import { NO_MARK_SCHEME, NO_PROVIDER } from './mark-scheme-reading.js';

const drivers = await testDrivers();

/** A reading without its signed links, whose expiry moves with the second they are made in. */
const unsigned = (reading: any) => ({ ...reading, mark_scheme_url: null, pages: reading.pages.map((page: any) => ({ ...page, image_url: null })) });

// A layout the reader knew badly before: marks in the question heading, points after a colon, and a total that
// does not match what the questions add up to.
const PAPER = ['1 What is osmosis? [2]', '2 Describe photosynthesis. [3]'];
const SCHEME = [
  'Question 1 (2 marks): Water moves by osmosis; from a dilute to a concentrated solution',
  'Question 2 (3 marks): chlorophyll absorbs light; carbon dioxide is taken in; glucose is made',
  'Total: 6 marks',
];
const ANSWERS = ['1 Water moves by osmosis.', '2 Chlorophyll absorbs light and carbon dioxide is taken in, and the plant makes sugar.'];

const FILE_FIELDS = {
  title: 'Osmosis and photosynthesis',
  description: 'From files',
  total_marks: '6',
  time_limit_minutes: '30',
  difficulty_level: 'medium',
  instructions: '',
  instructions_to_students: 'Answer all questions.',
  status: 'draft',
  created_at: new Date().toISOString(),
  subject_name: 'Biology',
  subject_is_system_defined: 'true',
  class_name: 'Year 10',
  use_file_upload: 'true',
  question_types: '[]',
};

/** An assessment made in the create wizard's file mode from the paper and scheme above; its id. */
async function createdFromFiles(t: TestServer, teacher: TestUser): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(FILE_FIELDS)) form.append(name, value);
  form.append('question_paper', pdfBlob(await linesPdf(PAPER)), 'paper.pdf');
  form.append('mark_scheme', pdfBlob(await linesPdf(SCHEME)), 'scheme.pdf');
  const created = await call(t, teacher, 'POST', '/api/assessments/create-comprehensive-with-files', form);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** A local stand-in for a model provider (an OpenAI-compatible chat-completions server) that proposes one reading. */
function providerStandIn(): Promise<Server> {
  const proposal = {
    questions: [{ label: '1', marks: 2, stated_marks: 2, page: 1, points: [{ text: 'osmosis', marks: 2, alternatives: ['diffusion of water'] }] }],
    stated_total: 6,
  };
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(proposal) } }] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`the mark-scheme read-out on ${driver.name}`, () => {
    let t: TestServer;
    let teacher: TestUser;
    let otherTeacher: TestUser;
    let students: TestUser[];
    let assessmentId: string;
    const path = () => `/api/assessments/${assessmentId}/mark-scheme-reading`;

    beforeAll(async () => {
      t = await startProductServer(driver);
      teacher = await signUp(t, 'teacher', 'Tess Teacher');
      otherTeacher = await signUp(t, 'teacher', 'Otto Other');
      students = [await signUp(t, 'student', 'Ana Lima'), await signUp(t, 'student', 'Ben Okafor')];
      for (const student of students) await linkStudent(t, teacher, student);
      assessmentId = await createdFromFiles(t, teacher);
      // The assessment is set for the teacher's class, so the students answer it.
      await setForNewClass(t, teacher, '10B', assessmentId);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    /** A student's answers to an assessment set for the class, marked: each question's "earned/available" and the total. */
    async function markedAnswers(student: TestUser, assessment: string) {
      const classes = await t.server.db.query<{ id: string }>('SELECT id FROM classes WHERE teacher_id = $1', [teacher.id]);
      await t.server.db.query('INSERT INTO class_assessments (class_id, assessment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [classes.rows[0]!.id, assessment]);
      const form = await submissionForm(
        { title: FILE_FIELDS.title, subject_name: 'Biology', generate_weak_areas_pdf: 'false', assessment_id: assessment },
        { student_answer: pdfBlob(await linesPdf(ANSWERS)) },
      );
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
      expect(submitted.status).toBe(200);
      const job = await waitForJob(t, student, submitted.body.job_id);
      expect(job.status).toBe('completed');
      const { rows } = await t.server.db.query<{ result: any }>('SELECT result FROM student_assessments WHERE id = $1', [job.student_assessment_id]);
      const result = rows[0]!.result;
      return {
        questions: result.grading_details.answer_responses.map((r: any) => `${r.question}:${r.marks_obtained_for_question}/${r.total_marks_for_question}`),
        total: `${result.results.total_marks_obtained}/${result.results.total_marks}`,
        schemeRead: result.grading.scheme_read,
      };
    }

    it("shows its creator what the reader read, page by page, and warns that the scheme's total differs", async () => {
      const read = await call(t, teacher, 'GET', path());
      expect(read.status).toBe(200);
      expectShape(markSchemeReadingSchema, read.body);
      expect(read.body).toMatchObject({ assessment_id: assessmentId, status: 'read', source: 'reader', total_marks: 5, stated_total: 6, provider_available: false, confirmed_at: null, confirmed_by: null });
      expect(read.body.questions.map((q: any) => [q.label, q.text, q.marks, q.stated_marks, q.page, q.points.map((p: any) => p.text)])).toEqual([
        ['1', 'What is osmosis?', 2, 2, 1, ['Water moves by osmosis', 'from a dilute to a concentrated solution']],
        ['2', 'Describe photosynthesis.', 3, 3, 1, ['chlorophyll absorbs light', 'carbon dioxide is taken in', 'glucose is made']],
      ]);
      expect(read.body.warnings).toEqual([
        { code: 'total_mismatch', label: null, message: "The mark scheme states a total of 6 marks, but the questions read add up to 5. Check each question's marks before anyone is marked." },
      ]);
      expect(read.body.pages).toEqual([{ number: 1, text: expect.stringContaining('Question 2 (3 marks)'), image_url: expect.stringContaining(`/api/assessments/${assessmentId}/mark-scheme-reading/pages/1.png?token=`) }]);
      expect(read.body.mark_scheme_url).toContain('/storage/v1/object/sign/');
    });

    it("shows a reading kept from an older reader as today's reader reads its pages, keeping the questions' wording", async () => {
      const shown = (await call(t, teacher, 'GET', path())).body;
      // A reading kept before the reader knew this layout: the questions without marks or points, the same page text.
      const questions = shown.questions.map((q: any) => ({ label: q.label, question: q.label, part: '', text: q.text, answer: '', marks: null, statedMarks: null, page: null, points: [] }));
      const older = { source: 'reader', questions, totalMarks: 2, statedTotal: null, warnings: [], pages: shown.pages.map((page: any) => ({ number: page.number, text: page.text })) };
      await t.server.db.query('UPDATE mark_scheme_readings SET reading = $2 WHERE assessment_id = $1', [assessmentId, JSON.stringify(older)]);
      expect(unsigned((await call(t, teacher, 'GET', path())).body)).toEqual(unsigned(shown));
    });

    it('draws each page of the scheme for an <img> by its signed link, and for nobody else', async () => {
      const link: string = (await call(t, teacher, 'GET', path())).body.pages[0].image_url;
      const image = await fetch(link);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      // The page is drawn, not blank: dark pixels where its text is.
      const { createCanvas, loadImage } = await import('@napi-rs/canvas');
      const drawn = await loadImage(Buffer.from(await image.arrayBuffer()));
      const canvas = createCanvas(drawn.width, drawn.height);
      canvas.getContext('2d').drawImage(drawn, 0, 0);
      const pixels = canvas.getContext('2d').getImageData(0, 0, drawn.width, drawn.height).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) dark += 1;
      expect(drawn.width).toBe(1000);
      expect(dark).toBeGreaterThan(500);

      expect((await fetch(link.replace(/token=\d+\./, 'token=1.'))).status).toBe(403);
      expect((await fetch(link.replace('/pages/1.png', '/pages/2.png'))).status).toBe(403);
      expect((await call(t, teacher, 'GET', `${path()}/pages/1.png`)).status).toBe(200);
      expect(await call(t, teacher, 'GET', `${path()}/pages/9.png`)).toEqual({ status: 404, body: { detail: 'The mark scheme has no such page' } });
      expect((await call(t, otherTeacher, 'GET', `${path()}/pages/1.png`)).status).toBe(404);
      expect((await call(t, null, 'GET', `${path()}/pages/1.png`)).status).toBe(401);
    });

    it('is the creator\'s only: another teacher is told it is not found, a student of the class is refused', async () => {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PUT', '', { questions: [{ label: '1', marks: 1, points: [] }] }],
        ['POST', '/propose', undefined],
      ] as const) {
        expect((await call(t, otherTeacher, method, `${path()}${suffix}`, body)).status, `${method}${suffix}`).toBe(404);
        expect((await call(t, students[0]!, method, `${path()}${suffix}`, body)).status, `${method}${suffix}`).toBe(403);
        expect((await call(t, null, method, `${path()}${suffix}`, body)).status, `${method}${suffix}`).toBe(401);
      }
      expect((await call(t, teacher, 'GET', '/api/assessments/not-an-id/mark-scheme-reading')).status).toBe(404);
      const kept = await call(t, teacher, 'GET', path());
      expect(kept.body.status).toBe('read');
    });

    it('refuses a reading that cannot be marked on, with a message to show, and keeps the one read', async () => {
      const refusals = [
        [{ questions: [] }, 'Add at least one question'],
        [{ questions: [{ label: '1', marks: 3, points: [{ text: 'osmosis', marks: 1, alternatives: [] }] }] }, 'Question 1 is worth 3 marks but its points add up to only 1'],
        [{ questions: [{ label: '1', marks: 1 }, { label: '1', marks: 1 }] }, 'Two questions are labelled 1: each label must be different'],
        [{ questions: [{ label: '1', marks: 1, points: [{ text: ' ', marks: 1 }] }] }, 'Every mark point needs its text'],
        [{ questions: [{ label: '1', marks: -1 }] }, "A question's marks must be a number of 0 or more"],
        [{ questions: 'all of them' }, 'questions must be a list of questions'],
      ] as const;
      for (const [body, message] of refusals) expect(await call(t, teacher, 'PUT', path(), body)).toEqual({ status: 400, body: { detail: message } });
      expect((await call(t, teacher, 'GET', path())).body).toMatchObject({ status: 'read', total_marks: 5 });
    });

    it('marks a paper on the confirmed reading: an added alternative and a changed total change its marks', async () => {
      const versionBefore = (await call(t, teacher, 'GET', `/api/assessments/${assessmentId}`)).body.version;
      const shown = (await call(t, teacher, 'GET', path())).body;
      const questions = shown.questions.map((q: any) => ({ label: q.label, marks: q.marks, points: q.points }));
      questions[0] = { ...questions[0], marks: 4, points: questions[0].points.map((p: any) => ({ ...p, marks: 2 })) };
      questions[1].points[2].alternatives.push('the plant makes sugar');
      const confirmed = await call(t, teacher, 'PUT', path(), { questions });
      expect(confirmed.status).toBe(200);
      expectShape(markSchemeReadingSchema, confirmed.body);
      expect(confirmed.body).toMatchObject({ status: 'confirmed', source: 'teacher', total_marks: 7, stated_total: 6, confirmed_by: 'Tess Teacher', confirmed_at: expect.any(String) });
      expect(confirmed.body.questions[0]).toMatchObject({ label: '1', marks: 4, page: 1 });
      expect(confirmed.body.questions[1].points[2]).toEqual({ text: 'glucose is made', marks: 1, alternatives: ['the plant makes sugar'] });
      expect(unsigned((await call(t, teacher, 'GET', path())).body)).toEqual(unsigned(confirmed.body));
      // The assessment's total follows the confirmed reading, in a new version of its details.
      expect((await call(t, teacher, 'GET', `/api/assessments/${assessmentId}`)).body).toMatchObject({ total_marks: 7, version: versionBefore + 1 });

      const onConfirmed = await markedAnswers(students[1]!, assessmentId);
      expect(onConfirmed).toMatchObject({ questions: ['1:2/4', '2:3/3'], total: '5/7', schemeRead: { questions: 2, total_marks: 7 } });
      // The student's result says what it was marked on.
      expect((await call(t, students[1]!, 'GET', `/api/assessments/${assessmentId}`)).body.scheme_read).toEqual(onConfirmed.schemeRead);

      // The same paper on the same files as read, not confirmed, is marked otherwise.
      const asRead = await markedAnswers(students[0]!, await createdFromFiles(t, teacher));
      expect(asRead).toEqual({ questions: ['1:1/2', '2:2/3'], total: '3/5', schemeRead: { questions: 2, total_marks: 5, stated_total: 6, warnings: [expect.objectContaining({ code: 'total_mismatch' })] } });

      // Once a paper is marked out of the total, the total stays; an alternative may still be added.
      const newTotal = questions.map((q: any, i: number) => (i === 1 ? { ...q, marks: 2, points: q.points.slice(0, 2) } : q));
      expect(await call(t, teacher, 'PUT', path(), { questions: newTotal })).toEqual({ status: 409, body: { detail: totalMarksFixedText(7) } });
      questions[0].points[0].alternatives = ['osmosis happens'];
      expect((await call(t, teacher, 'PUT', path(), { questions })).body.questions[0].points[0].alternatives).toEqual(['osmosis happens']);
    }, 180_000);

    it('a mark scheme attached anew is read anew, and the confirmation of the old one no longer applies', async () => {
      const replaced = new FormData();
      replaced.append('file_type', 'mark_scheme');
      replaced.append('entity_type', 'assessment');
      replaced.append('entity_id', assessmentId);
      replaced.append('file', pdfBlob(await linesPdf(['1 osmosis [1]', '2 photosynthesis [1]'])), 'new-scheme.pdf');
      const uploaded = await call(t, teacher, 'POST', '/api/files/upload', replaced);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBeLessThan(300);
      const read = await call(t, teacher, 'GET', path());
      expect(read.body).toMatchObject({ status: 'read', source: 'reader', total_marks: 2, confirmed_at: null });
    });

    it('asks for a model provider only where one is configured', async () => {
      expect(await call(t, teacher, 'POST', `${path()}/propose`)).toEqual({ status: 409, body: { detail: NO_PROVIDER } });
      const standIn = await providerStandIn();
      const withProvider = await startProductServer(driver, { OPENAI_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`, OPENAI_MODEL: 'stand-in', GRADER_AI_MAX_RETRIES: '0' });
      try {
        const owner = await signUp(withProvider, 'teacher', 'Pat Provider');
        const created = await createdFromFiles(withProvider, owner);
        const proposed = await call(withProvider, owner, 'POST', `/api/assessments/${created}/mark-scheme-reading/propose`);
        expect(proposed.status).toBe(200);
        expectShape(markSchemeReadingSchema, proposed.body);
        expect(proposed.body).toMatchObject({ status: 'read', source: 'provider', provider_available: true, total_marks: 2, stated_total: 6, confirmed_at: null });
        expect(proposed.body.questions).toEqual([{ label: '1', text: 'What is osmosis?', marks: 2, stated_marks: 2, page: 1, points: [{ text: 'osmosis', marks: 2, alternatives: ['diffusion of water'] }] }]);
        // A proposal is not stored: the read-out still shows the reader's reading until the teacher confirms.
        expect((await call(withProvider, owner, 'GET', `/api/assessments/${created}/mark-scheme-reading`)).body).toMatchObject({ source: 'reader', provider_available: true });
      } finally {
        await withProvider.close();
        standIn.close();
      }
    }, 120_000);

    it('an assessment without a mark scheme has nothing to read or confirm', async () => {
      const form = await submissionForm({ title: 'No scheme', subject_name: 'Biology', generate_weak_areas_pdf: 'false', purpose: 'validation' }, { student_answer: pdfBlob(await linesPdf(ANSWERS)) });
      const submitted = await call(t, students[0]!, 'POST', '/api/assessments/submit-and-grade', form);
      const own = submitted.body.assessment_id;
      const none = await call(t, students[0]!, 'GET', `/api/assessments/${own}/mark-scheme-reading`);
      expectShape(markSchemeReadingSchema, none.body);
      expect(none.body).toMatchObject({ status: 'none', questions: [], pages: [], total_marks: 0, mark_scheme_url: null });
      expect(await call(t, students[0]!, 'PUT', `/api/assessments/${own}/mark-scheme-reading`, { questions: [{ label: '1', marks: 1 }] })).toEqual({ status: 409, body: { detail: NO_MARK_SCHEME } });
      await waitForJob(t, students[0]!, submitted.body.job_id);
    });
  });
}
