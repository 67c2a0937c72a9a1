import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { confirmedAccount } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { serveOnOtherOrigin } from './fixtures/other-origin.ts';
import { DEMO, DEMO_PASSWORD, apiGet, pageSession, signIn, type PageSession } from './fixtures/session.ts';

// Reports as new users meet them: a student's My Reports, a report's questions and its PDF; a teacher's students,
// a student's reports, a changed and released mark that the student's report and PDF then show; who may see what;
// the tag on a partner page; axe and screenshots (printed view included).

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const R = '/supabase-reports/reports';

interface MyReport {
  id: string;
  assessment_title: string;
  status: string;
  review_state: string;
}
interface AnswerResponse {
  question: string;
  question_part: string;
  marks_obtained_for_question: number;
  total_marks_for_question: number;
}
interface Detail {
  student: { id: string; name: string };
  results: { total_marks_obtained: number; total_marks: number };
  grading_details: { answer_responses: AnswerResponse[] };
  review: { state: string };
}

/** The PDF's text as poppler reads it, and its first page as a PNG beside the screenshots. */
function readPdf(file: string, shot: string): string {
  mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, join(SHOTS, shot)]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

/** Text matched as written inside a pattern: a question part such as (a) is no group. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document's text as one line: a long title or feedback may wrap over several lines of the page. */
const flowing = (text: string) => text.replace(/\s+/g, ' ');

async function download(page: Page, button: string, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = join(mkdtempSync(join(tmpdir(), 'assess-pdf-')), name);
  await file.saveAs(path);
  return path;
}

/** The questions of a report with more than one part, from the server's answer. */
function multiPart(detail: Detail): string[] {
  const counts = new Map<string, number>();
  for (const answer of detail.grading_details.answer_responses) counts.set(answer.question, (counts.get(answer.question) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([question]) => question);
}

function marksText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

async function openMyReports(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'My Reports', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Reports' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

let studentSession: PageSession;
let reviewed: { id: string; title: string; question: string; part: string; from: number; to: number; total: number };

test('a student opens My Reports, searches, opens a report, filters and expands questions, and downloads its PDF', async ({ page, request }) => {
  await signIn(page, DEMO.student.email);
  studentSession = await pageSession(page);
  await openMyReports(page);
  const mine = await apiGet<MyReport[]>(request, studentSession, `${R}/my-reports`);
  await expect(page.getByRole('list', { name: 'Report statistics' }).getByRole('listitem').first()).toHaveText(`Total Reports${mine.length}`);

  await page.getByRole('searchbox', { name: 'Search reports' }).fill('ecology');
  const cards = page.getByRole('list', { name: 'Reports' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.getByRole('link').allTextContents()) expect(title.toLowerCase()).toContain('ecology');
  await page.getByRole('searchbox', { name: 'Search reports' }).fill('no such paper at all');
  await expect(page.getByText("No reports match your search criteria.")).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search reports' }).fill('');

  // A graded report with a question in parts.
  let chosen: { report: MyReport; detail: Detail; question: string } | undefined;
  for (const report of mine.filter((item) => item.status === 'graded')) {
    const detail = await apiGet<Detail>(request, studentSession, `${R}/student/${studentSession.userId}/assessment/${report.id}`);
    const [question] = multiPart(detail);
    if (question) {
      chosen = { report, detail, question };
      break;
    }
  }
  expect(chosen, 'a graded demo report with a question in parts').toBeDefined();
  const { report, detail, question } = chosen!;
  await page.locator(`a[href$="/dashboard/reports/assessment/${report.id}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: report.assessment_title })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(`${marksText(detail.results.total_marks_obtained)} / ${marksText(detail.results.total_marks)} marks`);

  await page.getByRole('tab', { name: 'Questions' }).click();
  const questionButtons = page.getByRole('list', { name: 'Questions' }).getByRole('button');
  const all = await questionButtons.count();
  const parts = detail.grading_details.answer_responses.filter((answer) => answer.question === question);
  const earned = parts.reduce((sum, answer) => sum + answer.marks_obtained_for_question, 0);
  const total = parts.reduce((sum, answer) => sum + answer.total_marks_for_question, 0);
  const status = earned === total && total > 0 ? 'Correct' : earned > 0 ? 'Partial' : 'Incorrect';
  // Leave out one status that is not the chosen question's: fewer cards, the chosen one still there.
  const other = ['Correct', 'Partial', 'Incorrect'].find((name) => name !== status)!;
  await page.getByRole('button', { name: other, exact: true }).click();
  await expect(page.getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-pressed', 'false');
  expect(await questionButtons.count()).toBeLessThanOrEqual(all);
  const card = page.getByRole('button', { name: new RegExp(`^Question ${question}\\b`) });
  await expect(card).toHaveText(`Question ${question}${marksText(earned)}/${marksText(total)}`);
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  const questions = page.getByRole('list', { name: 'Questions' });
  for (const answer of parts) await expect(questions.getByText(`Part ${answer.question_part}`, { exact: true })).toBeVisible();
  await expect(questions.getByText('Your Answer').first()).toBeVisible();

  const text = readPdf(await download(page, 'Download PDF', 'student-report.pdf'), 'reports-student-pdf');
  expect(flowing(text)).toContain(detail.student.name);
  expect(flowing(text)).toContain(report.assessment_title);
  for (const answer of detail.grading_details.answer_responses) {
    const label = `${literal(answer.question)}\\.?${literal(answer.question_part)}`;
    expect(text).toMatch(new RegExp(`${label}\\s+.*${marksText(answer.marks_obtained_for_question)}\\s+${marksText(answer.total_marks_for_question)}`));
  }
  expect(text).toMatch(new RegExp(`Total\\s+${marksText(detail.results.total_marks_obtained)}\\s+${marksText(detail.results.total_marks)}`));
});

test("a teacher opens Students, a student's reports, changes a mark and releases it; the student's report and PDF show it", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.teacher.email);
  const teacher = await pageSession(page);
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'View Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search students' }).fill('sam');
  await page.getByRole('link', { name: /^Sam Student/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Reports' })).toBeVisible();

  // The newest of Sam's reports the teacher has not released: its first part that lost marks.
  const studentId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const list = await apiGet<(MyReport & { title: string })[]>(request, teacher, `${R}/student/${studentId}`);
  const index = list.findIndex((item) => item.review_state === 'provisional');
  expect(index).toBeGreaterThanOrEqual(0);
  const target = list[index]!;
  const detail = await apiGet<Detail>(request, teacher, `${R}/student/${studentId}/assessment/${target.id}`);
  const lost = detail.grading_details.answer_responses.find((answer) => answer.marks_obtained_for_question < answer.total_marks_for_question)!;
  reviewed = {
    id: target.id,
    title: target.title,
    question: lost.question,
    part: lost.question_part,
    from: lost.marks_obtained_for_question,
    to: lost.total_marks_for_question,
    total: detail.results.total_marks,
  };

  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('table', { name: 'Subject Performance' })).toBeVisible();
  const progressText = readPdf(await download(page, 'Export Progress Report', 'progress.pdf'), 'reports-progress-pdf');
  for (const expected of ['Progress report: Sam Student', 'Subject Performance', target.title]) expect(flowing(progressText)).toContain(expected);
  await page.getByRole('tab', { name: 'Assessments' }).click();

  await page.getByRole('list', { name: 'Assessments' }).getByRole('button').nth(index).click();
  await expect(page.getByRole('heading', { level: 2, name: target.title })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Max Score' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the full report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the student sees' })).toBeVisible();
  await expect(page.getByText(/^AI grade, awaiting teacher review: /)).toBeVisible();

  const name = lost.question_part ? `Question ${lost.question} ${lost.question_part.startsWith('(') ? lost.question_part : `(${lost.question_part})`}` : `Question ${lost.question}`;
  await page.getByLabel(`Marks for ${name} (out of ${marksText(lost.total_marks_for_question)})`).fill(String(reviewed.to));
  await page.getByLabel(`Feedback for ${name}`).fill('Full marks on review: the method is right.');
  await page.getByRole('button', { name: 'Save Marks' }).click();
  await expect(page.getByText('Marks saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'History of changes' })).toContainText(`from ${marksText(reviewed.from)} to ${marksText(reviewed.to)} ${reviewed.to === 1 ? 'mark' : 'marks'}`);
  await expect(page.getByText('Saved changes reach the student when you release them.')).toBeVisible();
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(page.getByText('Marks released to the student')).toBeVisible();
  await expect(page.getByRole('list', { name: 'History of changes' })).toContainText('released the marks to the student');
  // The marks card's header says it too; the card that names what the student sees is the one this checks.
  await expect(page.getByRole('region', { name: 'What the student sees' }).getByText(/^Released to the student: /)).toBeVisible();
  await expect(page.getByText('Released by your teacher')).toHaveCount(0);

  // The student's own view and PDF.
  const context = await browser.newContext({ acceptDownloads: true });
  const student = await context.newPage();
  await signIn(student, DEMO.student.email);
  const released = await apiGet<Detail>(request, studentSession, `${R}/student/${studentSession.userId}/assessment/${reviewed.id}`);
  expect(released.review.state).toBe('released');
  const newTotal = released.results.total_marks_obtained;
  expect(newTotal).toBe(detail.results.total_marks_obtained + reviewed.to - reviewed.from);
  await student.goto(`/dashboard/reports/assessment/${reviewed.id}`);
  await expect(student.getByRole('heading', { level: 1, name: reviewed.title })).toBeVisible();
  await expect(student.getByText('Released by your teacher', { exact: true })).toBeVisible();
  await expect(student.getByRole('tabpanel')).toContainText(`${marksText(newTotal)} / ${marksText(reviewed.total)} marks`);
  await student.getByRole('tab', { name: 'Questions' }).click();
  await expect(student.getByRole('button', { name: new RegExp(`^Question ${reviewed.question}\\b`) })).toBeVisible();
  const text = readPdf(await download(student, 'Download PDF', 'released-report.pdf'), 'reports-released-pdf');
  expect(flowing(text)).toContain('Released by the teacher');
  expect(flowing(text)).toContain('Full marks on review: the method is right.');
  expect(text).toMatch(new RegExp(`Total\\s+${marksText(newTotal)}\\s+${marksText(reviewed.total)}`));
  await context.close();
});

test("a student cannot open another student's report, in the screen or the API; a teacher's lists hold only their own", async ({ page, browser, request }) => {
  const outsider = await confirmedAccount(request, 'Olive');
  await signIn(page, outsider.email, outsider.password);
  const session = await pageSession(page);
  await page.goto(`/dashboard/reports/assessment/${reviewed.id}?student=${studentSession.userId}`);
  await expect(page.getByText('Assessment details not found.')).toBeVisible();
  await page.goto(`/dashboard/reports/assessment/${reviewed.id}`);
  await expect(page.getByText('Assessment details not found.')).toBeVisible();
  for (const path of [`${R}/student/${studentSession.userId}/assessment/${reviewed.id}`, `${R}/export/student-assessment/${reviewed.id}?format=pdf`, `${R}/student/${studentSession.userId}`]) {
    const answer = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(answer.status(), path).toBe(404);
  }
  const teacherList = await request.get(`/api${R}/teacher/${session.userId}/students`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(teacherList.status()).toBe(403);
  await openMyReports(page);
  await expect(page.getByText("You haven't completed any assessments yet.")).toBeVisible();

  // The demo teacher's Students are exactly their own records.
  const context = await browser.newContext();
  const teacherPage = await context.newPage();
  await signIn(teacherPage, DEMO.teacher.email);
  const teacher = await pageSession(teacherPage);
  const own = await apiGet<{ students: { name: string }[] }>(request, teacher, `${R}/teacher/${teacher.userId}/students`);
  await teacherPage.goto('/dashboard/reports/students');
  const rows = teacherPage.getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveCount(own.students.length);
  expect((await rows.allTextContents()).sort()).toEqual(own.students.map((student) => student.name).sort());
  await context.close();
});

test("a teacher's classes and a class report: the spread of marks, each question's average, students below a threshold, and its PDF", async ({ page }) => {
  await signIn(page, DEMO.teacher.email);
  await page.goto('/dashboard/reports/classes');
  const card = page.getByRole('list', { name: 'Classes' }).getByRole('listitem').filter({ hasText: 'Year 10 Biology' });
  await expect(card).toContainText('Average Score');
  await expect(card).toContainText('Weakest topics');
  await card.getByRole('link', { name: 'Year 10 Biology' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class Report' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Distribution of marks' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table', { name: 'Average per question' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Threshold (%)').fill('100');
  const below = page.getByRole('list', { name: 'Students below 100%' }).getByRole('link').first();
  await expect(below).toBeVisible();
  // The class's newest set assessment is shown first; other specs may have set one, so its student is read from the page.
  const student = (await below.textContent())?.trim() ?? '';
  expect(student).not.toBe('');
  const text = readPdf(await download(page, 'Download PDF', 'class-report.pdf'), 'reports-class-pdf');
  for (const expected of ['Class report: Year 10 Biology', 'Distribution of marks', 'Average per question', 'Students below 100%', student]) expect(flowing(text)).toContain(expected);
});

test('<assess-reports> works on a plain page of another origin: My Reports, then a report in the same tag', async ({ page }) => {
  const served = await serveOnOtherOrigin(fileURLToPath(new URL('../../examples/reports-page/index.html', import.meta.url)));
  try {
    await page.goto(served.url);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const element = page.locator('assess-reports');
    await expect(element.getByRole('heading', { level: 1, name: 'My Reports' })).toBeVisible();
    await expect(element.getByRole('list', { name: 'Reports' }).getByRole('listitem').first()).toBeVisible();
    // The page's loud link colour stays outside the tag.
    const link = element.getByRole('list', { name: 'Reports' }).getByRole('link').first();
    expect(await link.evaluate((node) => getComputedStyle(node).color)).not.toBe('rgb(255, 105, 180)');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(element.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(element.getByRole('tab', { name: 'Questions' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await served.close();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`reports have no axe violations in ${scheme} and are photographed at 1280 and 390, printed view included`, async ({ page: studentPage, browser }) => {
    test.setTimeout(120_000);
    let page = studentPage;
    mkdirSync(SHOTS, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const found: string[] = [];
    const shoot = async (name: string) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await page.mouse.move(0, 0);
        found.push(...(await axeViolations(page)).map((line) => `${name} ${width}: ${line}`));
        await page.screenshot({ path: join(SHOTS, `reports-${name}-${scheme}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };

    await signIn(page, DEMO.student.email);
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('list', { name: 'Reports' })).toBeVisible();
    await shoot('home');
    await page.getByRole('list', { name: 'Reports' }).getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'Summary' })).toBeVisible();
    await shoot('detail');
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('list', { name: 'Questions' }).getByRole('button').first().click();
    await shoot('questions');
    await page.emulateMedia({ media: 'print', colorScheme: scheme });
    await page.screenshot({ path: join(SHOTS, `reports-printed-${scheme}.png`), fullPage: true });
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen', colorScheme: scheme });

    page = await (await browser.newContext()).newPage();
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.teacher.email);
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await shoot('teacher-home');
    await page.goto('/dashboard/reports/students');
    await expect(page.getByRole('table')).toBeVisible();
    await shoot('students');
    // Other suites add students of their own: the demo student has graded reports.
    await page.getByRole('table').getByRole('link', { name: 'Sam Student' }).click();
    await page.getByRole('list', { name: 'Assessments' }).getByRole('button').first().click();
    await expect(page.getByRole('link', { name: 'Open the full report' })).toBeVisible();
    await shoot('student-reports');
    await page.getByRole('link', { name: 'Open the full report' }).click();
    await expect(page.getByRole('heading', { name: 'History of changes' })).toBeVisible();
    await shoot('review');
    await page.goto('/dashboard/reports/classes');
    await expect(page.getByRole('list', { name: 'Classes' })).toBeVisible();
    await shoot('classes');
    await page.getByRole('list', { name: 'Classes' }).getByRole('link').first().click();
    await expect(page.getByRole('list', { name: 'Distribution of marks' })).toBeVisible();
    await shoot('class-report');
    await page.context().close();
    expect(found).toEqual([]);
  });
}
