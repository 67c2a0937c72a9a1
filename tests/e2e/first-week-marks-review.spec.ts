import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, signIn, tokenFor } from './fixtures/session.ts';
import { setPaperForClass } from './fixtures/set-work.ts';

// A school's first week, the marks review: beside each mark the teacher reads the question, what the student wrote
// (or that nothing was), the page of the answer sheet it came from with a way to open that page, and the mark points
// met or missed, so that a mark such as "No answer was given" can be checked against the paper itself.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const RUN = Date.now();
const SASHA = { email: 'student2@demo.test', name: 'Sasha Student' };
const CLASS = 'Year 10 Biology';
const TITLE = `Marks review paper ${RUN}`;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** An answer sheet of two pages: question 1 on the first; on the second, 2 left blank but for its number. */
async function twoPageAnswers(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of [['1 (a) ohms', '(b) 12 divided by 3 gives 4 ohms'], ['2']]) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font }));
  }
  return Buffer.from(await doc.save());
}

async function waitUntilGraded(request: APIRequestContext, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const reports = (await (await request.get('/api/supabase-reports/reports/my-reports', { headers: auth(token) })).json()) as { assessment_title: string; status: string }[];
        return reports.find((report) => report.assessment_title === TITLE)?.status;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('graded');
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SHOTS, `first-week-marks-review-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the marks review shows each mark's question, the student's answer and its page, and the mark points met or missed", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const teacherToken = await tokenFor(request, DEMO.teacher.email);
  const studentToken = await tokenFor(request, SASHA.email);
  await test.step('set-up: the paper is set for the class and Sasha answers question 1 on page 1, nothing for question 2', async () => {
    const assessmentId = await setPaperForClass(request, teacherToken, { title: TITLE, description: 'Two topics, six marks.', className: CLASS });
    const submitted = await request.post('/api/assessments/submit-and-grade', {
      headers: auth(studentToken),
      multipart: { title: TITLE, subject_name: 'Combined Science', assessment_id: assessmentId, generate_weak_areas_pdf: 'false', student_answer: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await twoPageAnswers() } },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await waitUntilGraded(request, studentToken);
  });

  const context = await browser.newContext();
  const teacher = await context.newPage();
  await teacher.setViewportSize({ width: 1280, height: 900 });
  await signIn(teacher, DEMO.teacher.email);
  const marks = teacher.getByRole('region', { name: `Marks and Feedback: ${SASHA.name}` });
  await test.step("the teacher opens the paper and reviews Sasha's marks", async () => {
    await teacher.goto('/dashboard/assessments');
    await teacher.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
    await teacher.getByRole('button', { name: `View Details: ${TITLE}` }).click();
    await teacher.getByRole('list', { name: 'Class Submissions' }).getByRole('button', { name: `Review marks for ${SASHA.name}` }).click();
    await expect(marks).toBeVisible();
  });

  const first = marks.getByRole('listitem').filter({ has: teacher.getByRole('heading', { level: 3, name: 'Question 1 (a)' }) });
  const second = marks.getByRole('listitem').filter({ has: teacher.getByRole('heading', { level: 3, name: 'Question 2' }) });
  await test.step('beside the mark of 1 (a): the question, the answer, its page and the mark point met', async () => {
    await expect(first).toContainText('State the unit of resistance.');
    await expect(first.locator('blockquote')).toHaveText('ohms');
    await expect(first).toContainText('Page 1 of the answer sheet');
    await expect(first.getByRole('list', { name: 'Mark points, Question 1 (a)' })).toContainText('✓ Met');
  });

  await test.step('beside the mark of 2: the question, that no answer was given, and each mark point missed', async () => {
    await expect(second).toContainText('Describe what happens in photosynthesis.');
    await expect(second).toContainText('No answer was given');
    const points = second.getByRole('list', { name: 'Mark points, Question 2' }).getByRole('listitem');
    await expect(points).toHaveCount(3);
    await expect(points.filter({ hasText: '✗ Missed' })).toHaveCount(3);
    await expect(points.first()).toContainText('plants take in carbon dioxide');
    await shoot(teacher, 'teacher');
    // The review itself, close up, at both widths.
    for (const width of [1280, 390]) {
      await teacher.setViewportSize({ width, height: 900 });
      await marks.screenshot({ path: join(SHOTS, `first-week-marks-review-card-${width}.png`) });
    }
    await teacher.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("the page link opens the student's answer sheet at that page", async () => {
    const link = first.getByRole('link', { name: 'View page 1 of the answer sheet, Question 1 (a)' });
    await expect(link).toHaveAttribute('href', /#page=1$/);
    const href = (await link.getAttribute('href'))!;
    const file = await request.get(href.replace(/#.*$/, ''));
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
  await context.close();
});
