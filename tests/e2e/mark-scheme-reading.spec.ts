// The mark scheme as the grader read it (issue "Mark schemes as teachers write them", Must show): a teacher creates
// an assessment from a question paper and a mark scheme written another way than the demo's ('Question 1 (1 mark):
// point; point'), sees what the grader read, corrects one point (an answer it should also accept) and confirms; a
// student's paper that earns that point only under the corrected scheme is then marked on it.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './fixtures/axe.ts';
import { chooseSubject } from './fixtures/form.ts';
import { linesPdf, type FilePayload } from './fixtures/pdfs.ts';
import { DEMO, signIn, tokenFor } from './fixtures/session.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const TITLE = `Forces and energy ${Date.now().toString(36)}`;
const CLASS = 'Year 10 Biology';
const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');

const QUESTION_PAPER = [
  'Forces and energy',
  'Question 1 Name the unit of force. (1 mark)',
  'Question 2 A runner covers 100 m in 20 s. Calculate the runner\'s speed. (2 marks)',
  'Question 3 Explain what happens to the energy of a block that slides to a stop. (3 marks)',
];
// One line a question, its marks in brackets after the label and its points after the colon: not the demo's layout.
const MARK_SCHEME = [
  'Forces and energy: mark scheme',
  'Question 1 (1 mark): the newton',
  'Question 2 (2 marks): speed = distance / time; 5 metres per second',
  'Question 3 (3 marks): kinetic energy decreases; friction heats the block; the air warms up',
  'Total: 6 marks',
];
// The alternative the teacher adds to question 1's point, and the student's answer in those words.
const ALTERNATIVE = 'kilogram metre per second squared';
const ANSWERS = ['1 kilogram metre per second squared', '2 I do not know', '3 I do not know'];

const pdf = async (name: string, lines: readonly string[]): Promise<FilePayload> => ({ name, mimeType: 'application/pdf', buffer: await linesPdf(lines) });

/** Pictures of a region at 1280 and 390 px wide, for a person to look at. */
async function shoot(page: Page, region: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await region.screenshot({ path: join(SHOTS, `mark-scheme-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Question 1's marks when the answers are marked on the mark scheme as written: the teacher's own check of it. */
async function question1MarksAsWritten(request: APIRequestContext): Promise<number | undefined> {
  const token = await tokenFor(request, DEMO.teacher.email);
  const submitted = await request.post('/api/assessments/submit-and-grade', {
    headers: auth(token),
    multipart: {
      title: `${TITLE} as written`,
      subject_name: 'Physics',
      generate_weak_areas_pdf: 'false',
      question_paper: await pdf('question-paper.pdf', QUESTION_PAPER),
      mark_scheme: await pdf('mark-scheme.pdf', MARK_SCHEME),
      student_answer: await pdf('answers.pdf', ANSWERS),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const { job_id: jobId } = (await submitted.json()) as { job_id: string };
  const job = async () => (await (await request.get(`/api/assessments/grading-jobs/${jobId}`, { headers: auth(token) })).json()) as { status: string; student_assessment_id: string };
  await expect.poll(async () => (await job()).status, { timeout: 180_000, intervals: [1000] }).toBe('completed');
  const { id: userId } = (await (await request.get('/auth/v1/user', { headers: auth(token) })).json()) as { id: string };
  const report = await request.get(`/api/supabase-reports/reports/student/${userId}/assessment/${(await job()).student_assessment_id}`, { headers: auth(token) });
  const body = (await report.json()) as { grading_details: { answer_responses: { question: string; marks_obtained_for_question: number }[] } };
  return body.grading_details.answer_responses.find((answer) => answer.question === '1')?.marks_obtained_for_question;
}

test('a teacher creates an assessment from files, corrects what the grader read of the mark scheme, and a student is marked on the corrected scheme', async ({ page, browser, request }) => {
  test.setTimeout(480_000);
  let assessmentId = '';

  await test.step("on the scheme as written, the student's answer to question 1 earns nothing", async () => {
    expect(await question1MarksAsWritten(request)).toBe(0);
  });

  await test.step('the teacher creates the assessment in the wizard from a question paper and a mark scheme', async () => {
    await signIn(page, DEMO.teacher.email);
    await page.goto('/dashboard/assessments/create');
    const details = page.getByRole('region', { name: 'Assessment Details' });
    await details.getByRole('textbox', { name: 'Assessment Title' }).fill(TITLE);
    await chooseSubject(page, 'Physics');
    await details.getByRole('combobox', { name: 'Class/Year Group' }).selectOption('Year 10');
    await details.getByRole('spinbutton', { name: 'Total Marks' }).fill('6');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await page.getByLabel('Question Paper').setInputFiles(await pdf('question-paper.pdf', QUESTION_PAPER));
    await page.getByLabel('Mark Scheme').setInputFiles(await pdf('mark-scheme.pdf', MARK_SCHEME));
    await page.getByRole('button', { name: 'Next' }).click();
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/assessments/create-comprehensive-with-files'));
    await page.getByRole('button', { name: 'Create Assessment' }).click();
    const body = (await (await created).json()) as { assessment_id: string };
    assessmentId = body.assessment_id;
    expect(assessmentId).not.toBe('');
  });

  const readOut = page.getByRole('region', { name: 'What the grader read' });
  await test.step('before leaving the wizard, sees the questions, marks and points the grader read, beside the scheme', async () => {
    await expect(readOut).toBeVisible();
    await expect(readOut.getByText('Not yet confirmed: check what the grader read before students submit')).toBeVisible({ timeout: 30_000 });
    await expect(readOut.getByText('Read as 3 questions, 6 marks')).toBeVisible();
    await expect(readOut.getByText('The scheme states 6 marks')).toBeVisible();
    await expect(readOut.getByRole('spinbutton', { name: 'Question 1 marks' })).toHaveValue('1');
    await expect(readOut.getByRole('spinbutton', { name: 'Question 2 marks' })).toHaveValue('2');
    await expect(readOut.getByRole('spinbutton', { name: 'Question 3 marks' })).toHaveValue('3');
    await expect(readOut.getByRole('textbox', { name: 'Question 1 point 1' })).toHaveValue(/newton/);
    await expect(readOut.getByRole('textbox', { name: 'Question 2 point 2' })).toHaveValue(/5 metres per second/);
    await expect(readOut.getByRole('textbox', { name: /^Question 3 point \d$/ })).toHaveCount(3);
    // The page it was read from, beside it: its image, or its text.
    const pages = readOut.getByRole('complementary', { name: 'The mark scheme' });
    const image = pages.getByRole('img', { name: 'Page 1 of the mark scheme' });
    await expect(image.or(pages.getByRole('region', { name: 'Text of page 1 of the mark scheme' }))).toBeVisible();
    if ((await image.count()) > 0) await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, readOut, 'wizard');
  });

  await test.step('adds an answer to accept for question 1, by keyboard, and confirms the corrected scheme', async () => {
    await readOut.getByRole('button', { name: 'Add alternative to Question 1 point 1' }).focus();
    await page.keyboard.press('Enter');
    const alternative = readOut.getByRole('textbox', { name: 'Question 1 point 1, or accept 1' });
    await expect(alternative).toBeFocused();
    await page.keyboard.type(ALTERNATIVE);
    await readOut.getByRole('button', { name: 'Confirm mark scheme' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/assessments/${assessmentId}$`));
    const section = page.getByRole('region', { name: 'Mark scheme as read' });
    await expect(section.getByText(/^Confirmed by .+ on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(section.getByText('Read as 3 questions, 6 marks')).toBeVisible();
    await shoot(page, section, 'details');
  });

  await test.step('the teacher sets it for the demo class', async () => {
    const headers = auth(await tokenFor(request, DEMO.teacher.email));
    const classes = (await (await request.get('/api/classes', { headers })).json()) as { id: string; name: string }[] | { classes: { id: string; name: string }[] };
    const schoolClass = (Array.isArray(classes) ? classes : classes.classes).find((item) => item.name === CLASS)!;
    const assigned = await request.post(`/api/classes/${schoolClass.id}/assessments`, { headers, data: { assessment_id: assessmentId } });
    expect(assigned.status(), await assigned.text()).toBe(201);
  });

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await test.step('a student answers question 1 in the words the teacher added, and submits', async () => {
    await signIn(student, DEMO.student.email);
    await student.goto(`/dashboard/assessments/${assessmentId}`);
    await expect(student.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(student.getByRole('region', { name: 'Mark scheme as read' })).toHaveCount(0);
    await student.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(student.getByRole('heading', { level: 1, name: 'Submit New Assessment' })).toBeVisible();
    await student.getByLabel('Student Answer').setInputFiles(await pdf('answers.pdf', ANSWERS));
    await student.getByRole('button', { name: 'Submit Assessment' }).click();
    await student.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(student.getByText('Assessment submitted successfully! Redirecting to dashboard...')).toBeVisible();
  });

  await test.step('the student is marked on the corrected scheme: question 1 earns its mark, out of 6 in all', async () => {
    await expect(student).toHaveURL(/\/dashboard\/assessments$/, { timeout: 15_000 });
    await student.goto(`/dashboard/assessments/${assessmentId}`);
    const marks = student.getByRole('region', { name: 'Marks and Feedback' });
    await expect(marks).toBeVisible({ timeout: 240_000 });
    await expect(marks.getByText(/^\d+(\.\d+)? \/ 6 \(\d+%\)$/)).toBeVisible();
    const question1 = marks.getByRole('listitem').filter({ has: student.getByRole('heading', { level: 3, name: 'Question 1', exact: true }) });
    await expect(question1.getByText('1 / 1', { exact: true })).toBeVisible();
    // Beside the marks: what they are out of, as read and corrected.
    await expect(student.getByText('Read as 3 questions, 6 marks')).toBeVisible();
    await shoot(student, marks.locator('xpath=..'), 'result');
  });
  await studentContext.close();
});
