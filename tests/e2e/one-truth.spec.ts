import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseSubject } from './fixtures/form.ts';
import { ANSWERS, linesPdf, MARK_SCHEME, QUESTION_PAPER } from './fixtures/pdfs.ts';
import { DEMO, dashboardStat, signedIn, tokenFor } from './fixtures/session.ts';
import { setPaperForClass } from './fixtures/set-work.ts';

// One truth across the product, as a school meets it: a student's own self-check is practice that moves no result;
// a teacher's list holds their own assessments first and a student's practice only when asked, named; Delete shows
// only where the server allows it; a release changes the overall comment and the weak-areas PDF; a teacher's page
// of an assessment is about the class; an administrator's reports list the school's students.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const RUN = Date.now();
const SASHA = { email: 'student2@demo.test', name: 'Sasha Student' };
const ADMIN = 'admin@demo.test';
const CLASS = 'Year 10 Biology';
const PRACTICE_TITLE = `My own check ${RUN}`;
const SET_TITLE = `Circuits and plants ${RUN}`;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Photographs the page at 1280 and 390 px, light and dark, for the record of the screens this change touched. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: join(SHOTS, `one-truth-${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: null });
}



/** The class's card on Reports → Classes: its Average Score. */
async function classAverage(page: Page): Promise<string> {
  await page.goto('/dashboard/reports/classes');
  const card = page.getByRole('list', { name: 'Classes' }).getByRole('listitem').filter({ hasText: CLASS });
  await expect(card).toContainText('Average Score');
  return (await card.locator('dt', { hasText: 'Average Score' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

async function waitUntilGraded(request: APIRequestContext, token: string, title: string): Promise<{ id: string; percentage: number }> {
  let found: { id: string; percentage: number } | undefined;
  await expect
    .poll(
      async () => {
        const reports = (await (await request.get('/api/supabase-reports/reports/my-reports', { headers: auth(token) })).json()) as {
          id: string;
          assessment_title: string;
          status: string;
          percentage: number;
        }[];
        const report = reports.find((item) => item.assessment_title === title);
        if (report?.status === 'graded') found = report;
        return report?.status;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('graded');
  return found!;
}

async function pdfTextOf(bytes: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'assess-pdf-'));
  const file = join(dir, 'file.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
}

test.describe.configure({ mode: 'serial' });

test("a linked student's self-check does not move the teacher's class report or the student's own average", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const teacher = await signedIn(browser, DEMO.teacher.email);
  const classBefore = await classAverage(teacher);
  const student = await signedIn(browser, SASHA.email);
  const averageBefore = await dashboardStat(student, 'Avg. Score');

  await test.step('the student checks a paper of their own with Submit New, and it scores badly', async () => {
    await student.goto('/dashboard/assessments');
    await student.getByRole('button', { name: 'Upload Assessment' }).click();
    await expect(student.getByRole('heading', { level: 1, name: 'Submit New Assessment' })).toBeVisible();
    await student.getByLabel('Assessment Title').fill(PRACTICE_TITLE);
    await chooseSubject(student, 'Physics');
    await student.getByLabel('Question Paper').setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: await linesPdf(QUESTION_PAPER) });
    await student.getByLabel('Mark Scheme').setInputFiles({ name: 'scheme.pdf', mimeType: 'application/pdf', buffer: await linesPdf(MARK_SCHEME) });
    await student.getByLabel('Student Answer').setInputFiles({ name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['1 (a) not sure', '(b) no idea', '2 I do not know']) });
    await student.getByRole('button', { name: 'Submit Assessment' }).click();
    await student.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(student).toHaveURL(/\/dashboard\/assessments$/, { timeout: 15_000 });
    const graded = await waitUntilGraded(request, await tokenFor(request, SASHA.email), PRACTICE_TITLE);
    expect(graded.percentage).toBeLessThan(50);
  });

  await test.step('the student sees it in My Assessments, marked as practice', async () => {
    await student.goto('/dashboard/assessments');
    const card = student.getByRole('listitem').filter({ has: student.getByRole('heading', { level: 3, name: PRACTICE_TITLE }) });
    await expect(card.getByText('Practice', { exact: true })).toBeVisible();
  });

  await test.step("the student's average and the class report stay as they were", async () => {
    expect(await dashboardStat(student, 'Avg. Score')).toBe(averageBefore);
    expect(await classAverage(teacher)).toBe(classBefore);
    await teacher.getByRole('list', { name: 'Classes' }).getByRole('link', { name: CLASS }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: 'Class Report' })).toBeVisible();
    const picker = teacher.getByRole('combobox', { name: 'Assessment' });
    await expect(picker.getByRole('option').nth(1)).toBeAttached();
    expect(await picker.getByRole('option').allTextContents()).not.toContain(PRACTICE_TITLE);
    expect((await picker.getByRole('option').allTextContents()).join(' ')).not.toContain('My own check');
  });
  await teacher.context().close();
  await student.context().close();
});

test("a teacher's list holds their own assessments first, and a student's practice only when asked, with the student's name", async ({ browser }) => {
  const teacher = await signedIn(browser, DEMO.teacher.email);
  await teacher.goto('/dashboard/assessments');
  const list = teacher.getByRole('list', { name: 'Assessments' });
  await expect(list).toBeVisible();
  await expect(teacher.getByText(PRACTICE_TITLE)).toHaveCount(0);
  // Every item on the first page is the teacher's own: Delete is theirs to use on each.
  const items = list.getByRole('listitem');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expect(items.nth(index).getByRole('button', { name: /^Delete: / })).toBeVisible();

  await teacher.getByRole('checkbox', { name: /Show students' practice/ }).check();
  await teacher.getByRole('searchbox', { name: 'Search' }).fill(PRACTICE_TITLE);
  const practice = list.getByRole('listitem').filter({ hasText: PRACTICE_TITLE });
  await expect(practice).toHaveCount(1);
  await expect(practice.getByText(`Practice: ${SASHA.name}`)).toBeVisible();
  await expect(practice.getByRole('button', { name: /^Delete: / })).toHaveCount(0);
  await teacher.getByRole('searchbox', { name: 'Search' }).fill('');
  // Own assessments still come first: the page opens on them, the practice after.
  await expect(items.first().getByRole('button', { name: /^Delete: / })).toBeVisible();
  await shoot(teacher, 'teacher-list-practice');
  await teacher.context().close();
});

test('Delete is offered only where the server accepts it, and a refusal would say why', async ({ browser, request }) => {
  const student = await signedIn(browser, SASHA.email);
  await student.goto('/dashboard/assessments');
  await student.getByRole('searchbox', { name: 'Search' }).fill(PRACTICE_TITLE);
  const own = student.getByRole('listitem').filter({ hasText: PRACTICE_TITLE });
  await expect(own.getByRole('button', { name: `Delete: ${PRACTICE_TITLE}` })).toBeVisible();
  await student.getByRole('searchbox', { name: 'Search' }).fill('');

  // A paper the teacher set: no Delete, and the server indeed refuses it, with the reason the screens would show.
  const token = await tokenFor(request, SASHA.email);
  const listed = (await (await request.get('/api/assessments/', { headers: auth(token) })).json()) as { id: string; title: string; creator_id: string; practice: boolean }[];
  const set = listed.find((item) => !item.practice && item.title !== PRACTICE_TITLE)!;
  expect(set, 'a paper the teacher set for the class').toBeDefined();
  await student.getByRole('searchbox', { name: 'Search' }).fill(set.title);
  const theirs = student.getByRole('listitem').filter({ hasText: set.title }).first();
  await expect(theirs.getByRole('button', { name: `View Details: ${set.title}` })).toBeVisible();
  await expect(theirs.getByRole('button', { name: /^Delete: / })).toHaveCount(0);
  const refused = await request.delete(`/api/assessments/${set.id}`, { headers: auth(token) });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: 'Only the creator of this assessment can delete it' });
  // Nor is Edit Details offered on it.
  await theirs.getByRole('button', { name: `View Details: ${set.title}` }).click();
  await expect(student.getByRole('heading', { level: 1, name: set.title })).toBeVisible();
  await expect(student.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
  await student.goto('/dashboard/assessments');
  await expect(student.getByRole('list', { name: 'Assessments' })).toBeVisible();
  await shoot(student, 'student-list');
  await student.context().close();
});

let setAssessment = '';

test("a teacher's page of an assessment lists the class's submissions, names whose marks it shows, and follows saves and releases", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const teacherToken = await tokenFor(request, DEMO.teacher.email);
  const studentToken = await tokenFor(request, SASHA.email);

  await test.step('the teacher has set a paper for the class, and Sasha has answered it', async () => {
    setAssessment = await setPaperForClass(request, teacherToken, { title: SET_TITLE, description: 'Two topics, six marks.', className: CLASS });
    const submitted = await request.post('/api/assessments/submit-and-grade', {
      headers: auth(studentToken),
      multipart: { title: SET_TITLE, subject_name: 'Combined Science', assessment_id: setAssessment, generate_weak_areas_pdf: 'true', student_answer: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) } },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await waitUntilGraded(request, studentToken, SET_TITLE);
  });

  const teacher = await signedIn(browser, DEMO.teacher.email);
  const submissions = teacher.getByRole('list', { name: 'Class Submissions' });
  await test.step("the teacher opens it: the class's submissions, with their state, and no raw ids", async () => {
    await teacher.goto('/dashboard/assessments');
    await teacher.getByRole('searchbox', { name: 'Search' }).fill(SET_TITLE);
    await teacher.getByRole('button', { name: `View Details: ${SET_TITLE}` }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: SET_TITLE })).toBeVisible();
    const row = submissions.getByRole('listitem').filter({ hasText: SASHA.name });
    await expect(row).toContainText(/graded/i);
    await expect(row).toContainText(/\d+ \/ 6 \(/);
    await expect(row).toContainText('AI grade');
    await row.getByRole('button', { name: `Review marks for ${SASHA.name}` }).click();
    await expect(teacher.getByRole('heading', { level: 2, name: `Marks and Feedback: ${SASHA.name}` })).toBeVisible();
    await expect(teacher.getByRole('region', { name: 'Submission Information' })).toContainText(SASHA.name);
    expect(await teacher.locator('main').innerText()).not.toMatch(UUID);
  });

  let before = '';
  let after = '';
  await test.step('a changed mark reads Saved in the list, and Released once released', async () => {
    const marks = teacher.getByRole('region', { name: `Marks and Feedback: ${SASHA.name}` });
    const score = marks.getByText(/^\d+(\.\d+)? \/ 6 \(\d+(\.\d+)?%\)$/).first();
    before = (await score.textContent()) ?? '';
    const field = marks.getByRole('spinbutton').last();
    const current = Number(await field.inputValue());
    const label = (await marks.locator('label', { hasText: 'Marks for' }).last().textContent()) ?? '';
    const outOf = Number(/out of (\d+)/.exec(label)?.[1] ?? 0);
    await field.fill(String(current < outOf ? outOf : 0));
    await marks.getByRole('button', { name: 'Save Marks' }).click();
    await expect(marks.getByText('Marks saved')).toBeVisible();
    const row = submissions.getByRole('listitem').filter({ hasText: SASHA.name });
    await expect(row).toContainText('Saved');
    await shoot(teacher, 'teacher-assessment-class');
    await marks.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(marks.getByText('Marks released to the student')).toBeVisible();
    await expect(row).toContainText('Released');
    after = (await score.textContent()) ?? '';
    expect(after).not.toBe(before);
  });
  await teacher.context().close();

  await test.step("the student's report and weak-areas PDF in My Files follow the release", async () => {
    // The screen rounds the percentage; the grader's sentences carry one decimal.
    const earned = Number(after.split(' / ')[0]);
    const percent = Math.round((earned * 1000) / 6) / 10;
    const student = await signedIn(browser, SASHA.email);
    const report = await waitUntilGraded(request, studentToken, SET_TITLE);
    await student.goto(`/dashboard/reports/assessment/${report.id}`);
    await expect(student.getByRole('heading', { level: 1, name: SET_TITLE })).toBeVisible();
    await student.getByRole('tab', { name: 'Feedback' }).click();
    await expect(student.getByRole('tabpanel')).toContainText(`Scored ${percent}% overall`);

    await student.goto('/dashboard/files');
    await expect(student.getByRole('heading', { level: 1, name: 'My Files' })).toBeVisible();
    await student.getByRole('searchbox', { name: 'Search files' }).fill('weak-areas');
    await student.getByRole('button', { name: /weak-areas-circuits-and-plants/ }).first().click();
    const details = student.getByRole('dialog', { name: 'File Details' });
    const popup = student.waitForEvent('popup');
    await details.getByRole('button', { name: 'Download' }).click();
    const tab = await popup;
    const text = await pdfTextOf(await (await request.get(tab.url())).body());
    await tab.close();
    expect(text).toContain(`Score: ${earned} / 6 (${percent}%)`);
    expect(text).toContain(`Scored ${percent}% overall`);
    expect(text).toContain(`Student: ${SASHA.name}`);
    expect(text).not.toMatch(UUID);
    await student.context().close();
  });
});

test("the administrator's reports list the school's students and classes, as Management does", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/dashboard/reports');
  await admin.getByRole('link', { name: 'View Students' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  const table = admin.getByRole('table');
  await expect(table.getByRole('link', { name: 'Sam Student' })).toBeVisible();
  await expect(table.getByRole('link', { name: SASHA.name })).toBeVisible();
  await shoot(admin, 'admin-students');
  await table.getByRole('link', { name: 'Sam Student' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Student Reports' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Assessments' }).getByRole('button').first()).toBeVisible();
  await admin.goto('/dashboard/reports/classes');
  await expect(admin.getByRole('list', { name: 'Classes' }).getByRole('link', { name: CLASS })).toBeVisible();
  await admin.context().close();
});
