import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWERS, linesPdf } from './fixtures/pdfs.ts';
import { DEMO, dashboardStat, signedIn, tokenFor } from './fixtures/session.ts';
import { setPaperForClass } from './fixtures/set-work.ts';

// A school's first week, attempts and the state of set work: a paper set for a class is answered once by default;
// Back or a bookmark to its submit page says no attempt is left instead of offering the form, and the server refuses
// one all the same; the teacher allows more, the student submits a second attempt, and every list labels the attempts;
// the dashboard counts the assessment once. A teacher's set paper reads set, submitted and released, and an
// administrator's list names the teacher who set it, not a student.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const RUN = Date.now();
const SASHA = { email: 'student2@demo.test', name: 'Sasha Student' };
const TEACHER_NAME = 'Tom Teacher';
const CLASS = 'Year 10 Biology';
const TITLE = `Attempts paper ${RUN}`;
const NO_ATTEMPT_LEFT = 'You have used your 1 attempt at this assessment. Ask your teacher if you need another attempt.';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Photographs the page at 1280 and 390 px wide, for the record of the screens this change touched. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SHOTS, `first-week-attempts-${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}



/** Waits until the student's submissions of the title number `count`, all graded. */
async function waitForGraded(request: APIRequestContext, token: string, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const reports = (await (await request.get('/api/supabase-reports/reports/my-reports', { headers: auth(token) })).json()) as { assessment_title: string; status: string }[];
        return reports.filter((report) => report.assessment_title === TITLE && report.status === 'graded').length;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(count);
}

/** Opens the assessment from My Assessments, as its reader would. */
async function openFromList(page: Page): Promise<void> {
  await page.goto('/dashboard/assessments');
  await page.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
  await page.getByRole('button', { name: `View Details: ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

/** The item of the assessment in My Assessments. */
async function listItem(page: Page) {
  await page.goto('/dashboard/assessments');
  await page.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
  const item = page.getByRole('list', { name: 'Assessments' }).getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toHaveCount(1);
  return item;
}

/** The student answers from the submit page they are on: their answer sheet, Submit, and the confirmation. */
async function submitAnswers(page: Page): Promise<void> {
  await page.getByLabel('Student Answer').setInputFiles({ name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) });
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await page.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/assessments$/, { timeout: 15_000 });
}

test.describe.configure({ mode: 'serial' });

let assessmentId = '';

test('a set paper is answered once; the submit page then says no attempt is left, and the server refuses another', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const teacherToken = await tokenFor(request, DEMO.teacher.email);
  assessmentId = await setPaperForClass(request, teacherToken, { title: TITLE, description: 'Answer it once, unless your teacher allows more.', className: CLASS });

  const teacher = await signedIn(browser, DEMO.teacher.email);
  await test.step("the teacher's list reads set, not draft, and counts nothing as pending yet", async () => {
    const item = await listItem(teacher);
    await expect(item.locator('[data-status]')).toHaveText('set');
  });

  const student = await signedIn(browser, SASHA.email);
  const completedBefore = Number(await dashboardStat(student, 'Completed'));
  await test.step('the student answers the paper from its page', async () => {
    await openFromList(student);
    await student.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(student.getByText(`Your answers to “${TITLE}”`)).toBeVisible();
    await submitAnswers(student);
    await waitForGraded(request, await tokenFor(request, SASHA.email), 1);
  });

  await test.step('Back to the submit page shows that no attempt is left, in place of the form', async () => {
    await student.goto(`/dashboard/assessments/upload?assessment=${assessmentId}`);
    await expect(student.getByRole('status').filter({ hasText: 'No attempts left' })).toContainText(NO_ATTEMPT_LEFT);
    await expect(student.getByLabel('Student Answer')).toHaveCount(0);
    await expect(student.getByRole('button', { name: 'Submit Assessment' })).toHaveCount(0);
    await shoot(student, 'no-attempt-left');
    await student.getByRole('button', { name: 'View Details' }).click();
    await expect(student.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(student.getByRole('button', { name: /Submit Another Attempt/ })).toHaveCount(0);
  });

  await test.step('the server refuses a second attempt sent anyway, with the same reason, and counts no usage', async () => {
    const token = await tokenFor(request, SASHA.email);
    const usage = async () => ((await (await request.get('/api/supabase-usage/usage/summary', { headers: auth(token) })).json()) as unknown);
    const before = JSON.stringify(await usage());
    const refused = await request.post('/api/assessments/submit-and-grade', {
      headers: auth(token),
      multipart: { title: TITLE, subject_name: 'Combined Science', assessment_id: assessmentId, student_answer: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) } },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ detail: NO_ATTEMPT_LEFT });
    expect(JSON.stringify(await usage())).toBe(before);
  });

  await test.step('the dashboard counts the paper once', async () => {
    expect(Number(await dashboardStat(student, 'Completed'))).toBe(completedBefore + 1);
  });
  await teacher.context().close();
  await student.context().close();
});

test('the teacher allows three attempts; the second is submitted and labelled in every list; the dashboard still counts one', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const teacher = await signedIn(browser, DEMO.teacher.email);
  await test.step('the teacher allows three attempts on the paper’s page', async () => {
    await openFromList(teacher);
    const attempts = teacher.getByRole('region', { name: 'Attempts' });
    await attempts.getByLabel('Attempts allowed').selectOption('3');
    await attempts.getByRole('button', { name: 'Save Attempts' }).click();
    await expect(attempts.getByText('Attempts saved')).toBeVisible();
    await shoot(teacher, 'teacher-attempts');
  });

  const student = await signedIn(browser, SASHA.email);
  const completedBefore = Number(await dashboardStat(student, 'Completed'));
  await test.step('the student submits a second attempt from the paper’s page', async () => {
    await openFromList(student);
    await student.getByRole('button', { name: /Submit Another Attempt/ }).click();
    await expect(student.getByText('Attempt 2 of 3.')).toBeVisible();
    await submitAnswers(student);
    await waitForGraded(request, await tokenFor(request, SASHA.email), 2);
  });

  await test.step("the student's list says which attempt their latest is; the dashboard counts the paper once", async () => {
    const item = await listItem(student);
    await expect(item).toContainText('Attempt 2 of 3');
    await expect(item).toContainText(`Set by ${TEACHER_NAME}`);
    await shoot(student, 'student-list');
    expect(Number(await dashboardStat(student, 'Completed'))).toBe(completedBefore);
  });

  await test.step('My Reports lists both reports, each saying which attempt it is', async () => {
    await student.goto('/dashboard/reports');
    const reports = student.getByRole('listitem').filter({ has: student.getByRole('link', { name: TITLE }) });
    await expect(reports).toHaveCount(2);
    await expect(reports.filter({ hasText: 'Attempt 2 of 3' })).toHaveCount(1);
    await expect(reports.filter({ hasText: 'Attempt 1 of 3' })).toHaveCount(1);
    await shoot(student, 'my-reports');
  });

  await test.step("the teacher's Class Submissions label each of the student's attempts", async () => {
    await openFromList(teacher);
    const rows = teacher.getByRole('list', { name: 'Class Submissions' }).getByRole('listitem').filter({ hasText: SASHA.name });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Attempt 1 of 3');
    await expect(rows.nth(1)).toContainText('Attempt 2 of 3');
    await expect(rows.nth(1).getByRole('button', { name: `Review marks for ${SASHA.name}, Attempt 2 of 3` })).toBeVisible();
    await shoot(teacher, 'class-submissions');
  });
  await teacher.context().close();
  await student.context().close();
});

test("a teacher's paper reads submitted until its marks are released, then released; the administrator's list names who set it", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const teacher = await signedIn(browser, DEMO.teacher.email);
  await test.step('with answers waiting for release: submitted, and counted as pending', async () => {
    const item = await listItem(teacher);
    await expect(item.locator('[data-status]')).toHaveText('submitted');
  });

  await test.step('the teacher releases each attempt: released, and counted as graded', async () => {
    const teacherToken = await tokenFor(request, DEMO.teacher.email);
    const me = (await (await request.get('/auth/v1/user', { headers: auth(teacherToken) })).json()) as { id: string };
    const report = (await (await request.get(`/api/supabase-reports/reports/teacher/${me.id}/assessment/${assessmentId}`, { headers: auth(teacherToken) })).json()) as { submissions: { student_assessment_id: string }[] };
    for (const row of report.submissions) {
      const released = await request.post(`/api/student-assessments/${row.student_assessment_id}/release`, { headers: auth(teacherToken), data: {} });
      expect(released.status(), await released.text()).toBe(200);
    }
    const item = await listItem(teacher);
    await expect(item.locator('[data-status]')).toHaveText('released');
    await teacher.getByRole('searchbox', { name: 'Search' }).fill('');
    await shoot(teacher, 'teacher-list');
  });
  await teacher.context().close();

  const admin = await signedIn(browser, 'admin@demo.test');
  await test.step("the administrator's list shows the paper's state and the teacher who set it, not a student's name", async () => {
    const item = await listItem(admin);
    await expect(item.locator('[data-status]')).toHaveText('released');
    await expect(item).toContainText(`Set by ${TEACHER_NAME}`);
    await expect(item).not.toContainText(SASHA.name);
    await shoot(admin, 'admin-list');
  });
  await admin.context().close();
});
