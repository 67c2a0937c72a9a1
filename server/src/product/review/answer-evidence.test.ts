/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../testing/harness.js';
import { call, linesPdf, linkStudent, PAPER, pdfBlob, SCHEME, startProductServer, submissionForm, waitForJob } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const drivers = await testDrivers();

/** An answer sheet of two pages: question 1 on the first, question 2 (half right) on the second. */
async function twoPageAnswers(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of [['1 (a) ohms', '(b) 12 divided by 3 gives 4 ohms'], ['2 The plant absorbs carbon dioxide from the air.']]) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font }));
  }
  return doc.save();
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`what a mark is reviewed against on ${driver.name}`, () => {
    const { t, student, teacher } = serverWithUsers(() => startProductServer(driver), { student: 'student', teacher: 'teacher' });
    let submissionId: string;

    beforeAll(async () => {
      await linkStudent(t, teacher, student);
      const form = await submissionForm({ title: 'Two-page answers', subject_name: 'Physics', generate_weak_areas_pdf: 'false' }, {
        question_paper: pdfBlob(await linesPdf(PAPER)),
        mark_scheme: pdfBlob(await linesPdf(SCHEME)),
        student_answer: pdfBlob(await twoPageAnswers()),
      });
      const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', form);
      expect(submitted.status).toBe(200);
      submissionId = (await waitForJob(t, student, submitted.body.job_id)).student_assessment_id;
    }, 120_000);

    it("gives the teacher each answer's question, the answer sheet's page it came from and the mark points met or missed", async () => {
      const { status, body } = await call(t, teacher, 'GET', `/api/student-assessments/${submissionId}`);
      expect(status).toBe(200);
      const answers = body.grading_details.answer_responses;
      expect(answers.map((a: any) => [a.question, a.question_part, a.answer_page])).toEqual([
        ['1', '(a)', 1],
        ['1', '(b)', 1],
        ['2', '', 2],
      ]);
      expect(answers[2].question_text).toContain('Describe what happens in photosynthesis');
      expect(answers[2].student_answer).toContain('absorbs carbon dioxide');
      expect(answers[2].mark_points).toEqual([
        { point: 'plants take in carbon dioxide', met: true },
        { point: 'water is absorbed', met: false },
        { point: 'light energy is used to make glucose', met: false },
      ]);
      // The page is the answer sheet's, which the teacher may open.
      const files = await call(t, teacher, 'GET', `/api/files/student-assessment/${submissionId}/files`);
      expect(files.body.files.map((f: any) => f.file_type)).toContain('student_answer');
    });
  });
}
