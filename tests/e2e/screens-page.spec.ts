import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { ASSESS_ORIGIN as ASSESS, serveOnOtherOrigin, type ServedPage } from './fixtures/other-origin.ts';
import { axeViolations } from './fixtures/axe.ts';
import { chooseSubject } from './fixtures/form.ts';
import { submissionPdfs } from './fixtures/pdfs.ts';
import { DEMO, DEMO_PASSWORD } from './fixtures/session.ts';

// The main-job screens as tags on a plain page of another origin: the page signs in itself, loads the elements
// from the server, and moves between its own sections when the tags send assess-navigate.

const SCREENS_PAGE = fileURLToPath(new URL('../../examples/screens-page/index.html', import.meta.url));
const GRADING_TIMEOUT = 90_000;

/** The page's --assess-color-primary, as a computed colour. */
const PAGE_PRIMARY = 'rgb(109, 40, 217)';

let served: ServedPage;
let pageUrl: string;

test.beforeAll(async () => {
  served = await serveOnOtherOrigin(SCREENS_PAGE);
  pageUrl = served.url;
});

test.afterAll(() => served.close());

interface ApiSession {
  accessToken: string;
  userId: string;
}

/** The same user signed in through the auth API, to ask the server what the tags should show. */
async function apiSession(request: APIRequestContext, email: string): Promise<ApiSession> {
  const response = await request.post(`${ASSESS}/auth/v1/token?grant_type=password`, { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { accessToken: body.access_token, userId: body.user.id };
}

async function apiGet<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T> {
  const response = await request.get(`${ASSESS}/api${path}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as T;
}

interface ListedAssessment {
  id: string;
  title: string;
  status: string;
  creator_id: string | null;
  student_assessment_id: string | null;
}

/** Opens the page (at a hash, if given) and signs in through its own form. */
async function signInOnPage(page: Page, email: string, hash = ''): Promise<void> {
  await page.goto(`${pageUrl}${hash}`);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeEnabled();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await signIn.click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

function screensNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Assessment screens' });
}

/** The count on one of My Assessments' summary cards. */
function summaryCount(list: Locator, label: string): Locator {
  return list.getByRole('region', { name: label, exact: true }).getByText(/^\d+$/);
}

/** The page's address hash, which names its open section. */
async function hashOf(page: Page): Promise<string> {
  return page.evaluate(() => location.hash);
}

async function expectNoViolations(page: Page, where: string, found: string[]): Promise<void> {
  for (const violation of await axeViolations(page)) found.push(`${where}: ${violation}`);
}

test.describe.configure({ mode: 'serial' });

test('a student works through the main-job screens as tags on a plain page of another origin', async ({ page, request }) => {
  test.setTimeout(4 * 60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const student = await apiSession(request, DEMO.student.email);
  const violations: string[] = [];

  await page.goto(pageUrl);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expectNoViolations(page, 'sign-in', violations);
  await signInOnPage(page, DEMO.student.email);

  const list = page.locator('assess-assessments');
  let assessments: ListedAssessment[] = [];
  await test.step('My Assessments loads the demo assessments from the server', async () => {
    await expect(list.getByRole('heading', { level: 1, name: 'My Assessments' })).toBeVisible();
    expect(await hashOf(page)).toBe('');
    await expect(screensNav(page).getByRole('link', { name: 'My Assessments' })).toHaveAttribute('aria-current', 'page');
    assessments = await apiGet<ListedAssessment[]>(request, student, '/assessments/');
    expect(assessments.length).toBeGreaterThan(0);
    await expect(list.getByRole('heading', { level: 3, name: assessments[0]!.title })).toBeVisible();
    await expect(summaryCount(list, 'Total Assessments')).toHaveText(String(assessments.length));
    for (const status of ['graded', 'pending', 'rejected'] as const) {
      const label = status[0]!.toUpperCase() + status.slice(1);
      await expect(summaryCount(list, label)).toHaveText(String(assessments.filter((item) => item.status === status).length));
    }
    // Real data, not the sample shown when the server cannot be reached.
    await expect(list.getByText('Sample data')).toHaveCount(0);
    await expectNoViolations(page, 'list', violations);
  });

  await test.step('the page and the tags keep their own styles; the tags take the page’s --assess-* theme', async () => {
    const inside = await list.evaluate((host) => {
      const root = host.shadowRoot!;
      const heading = root.querySelector('h1')!;
      const create = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Create Assessment')!;
      const style = (element: Element) => getComputedStyle(element);
      return {
        sheets: root.adoptedStyleSheets.length,
        headingFont: style(heading).fontFamily,
        buttonFont: style(create).fontFamily,
        buttonRadius: style(create).borderRadius,
        buttonBackground: style(create).backgroundColor,
      };
    });
    const outside = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        documentSheets: document.styleSheets.length,
        documentAdopted: document.adoptedStyleSheets.length,
        headingFont: style('header h1').fontFamily,
        buttonFont: style('#sign-out').fontFamily,
        buttonRadius: style('#sign-out').borderRadius,
      };
    });
    // The tags style themselves from sheets adopted by their shadow roots; nothing is added to the document.
    expect(inside.sheets).toBeGreaterThan(0);
    expect(outside.documentSheets).toBe(1);
    expect(outside.documentAdopted).toBe(0);
    // The page's serif headings and pill-shaped buttons stay on the page ...
    expect(outside.headingFont).toMatch(/Georgia/);
    expect(outside.buttonFont).toMatch(/Georgia/);
    expect(outside.buttonRadius).toBe('999px');
    // ... while inside the tag the theme's custom properties, set by the page, decide.
    expect(inside.headingFont).not.toMatch(/Georgia/);
    expect(inside.headingFont).toMatch(/Trebuchet MS/);
    expect(inside.buttonFont).toMatch(/Trebuchet MS/);
    expect(inside.buttonRadius).not.toBe('999px');
    expect(inside.buttonBackground).toBe(PAGE_PRIMARY);
  });

  await test.step('View Details opens the details section with the marks of a graded demo paper', async () => {
    // The oldest graded paper on the first page (10 a page): a demo paper rather than one submitted earlier in the run.
    const graded = assessments.slice(0, 10).filter((item) => item.status === 'graded').at(-1)!;
    expect(graded, 'a graded demo paper').toBeDefined();
    await list.getByRole('button', { name: `View Details: ${graded.title}` }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/assessments/${encodeURIComponent(graded.id)}`);
    const details = page.locator('assess-assessments');
    await expect(details).toHaveAttribute('assessment-id', graded.id);
    await expect(details.getByRole('heading', { level: 1, name: graded.title })).toBeVisible();
    await expect(screensNav(page).getByRole('link', { name: 'My Assessments' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('region', { name: 'Assessment details' })).toBeVisible();

    const marks = details.getByRole('region', { name: 'Marks and Feedback' });
    await expect(marks).toBeVisible();
    // The marks shown are the student's latest submission of it; no screen prints its id.
    const submissionId = graded.student_assessment_id ?? '';
    expect(submissionId).not.toBe('');
    const report = await apiGet<{ results: { total_marks_obtained: number; total_marks: number } }>(
      request,
      student,
      `/supabase-reports/reports/student/${student.userId}/assessment/${submissionId}`,
    );
    const { total_marks_obtained: earned, total_marks: total } = report.results;
    await expect(marks.getByText(new RegExp(`^${earned} / ${total} \\(\\d+%\\)$`))).toBeVisible();
    await expect(marks.getByRole('heading', { level: 3, name: /^Question 1/ }).first()).toBeVisible();
    // A student reads marks; only a teacher may change them, and only the creator edits the assessment (a paper
    // the student submitted earlier in the run is their own).
    await expect(marks.getByRole('spinbutton')).toHaveCount(0);
    const { creator_id: creatorId } = await apiGet<{ creator_id: string | null }>(request, student, `/assessments/${encodeURIComponent(graded.id)}`);
    await expect(details.getByRole('button', { name: 'Edit Details' })).toHaveCount(creatorId === student.userId ? 1 : 0);
    await expectNoViolations(page, 'details', violations);
  });

  const title = `Screens page paper ${Date.now()}`;
  await test.step('Submit New checks the form, then sends real PDFs and returns to a refreshed list', async () => {
    const pdfs = await submissionPdfs();
    await screensNav(page).getByRole('link', { name: 'Submit New' }).click();
    expect(await hashOf(page)).toBe('#/submit');
    // Focus follows to the opened section, which is named after its screen.
    await expect(page.getByRole('region', { name: 'Submit New Assessment' })).toBeFocused();
    const submit = page.locator('assess-submit');
    await expect(submit.getByRole('heading', { level: 1, name: 'Submit New Assessment' })).toBeVisible();
    await expectNoViolations(page, 'submit', violations);

    await submit.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(submit.getByText('Assessment title is required')).toBeVisible();
    await expect(submit.getByRole('alertdialog')).toHaveCount(0);

    await submit.getByLabel('Assessment Title').fill(title);
    await chooseSubject(page, 'Combined Science');
    await submit.getByLabel('Question Paper').setInputFiles(pdfs.questionPaper);
    await submit.getByLabel('Mark Scheme').setInputFiles(pdfs.markScheme);
    await submit.getByLabel('Student Answer').setInputFiles(pdfs.answers);
    await submit.getByRole('button', { name: 'Submit Assessment' }).click();
    const dialog = submit.getByRole('alertdialog', { name: 'Submit Assessment?' });
    await expect(dialog).toContainText(`“${title}” will be sent for AI grading.`);
    const sent = page.waitForResponse((response) => response.url() === `${ASSESS}/api/assessments/submit-and-grade`);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    expect((await sent).status()).toBe(200);
    await expect(submit.getByText('Assessment submitted successfully! Redirecting to dashboard...')).toBeVisible();

    // The tag's redirect (assess-navigate with state.forceRefresh) lands on the page's own list section.
    await expect.poll(() => hashOf(page), { timeout: 10_000 }).toBe('#/assessments');
    const refreshed = page.locator('assess-assessments');
    await expect(refreshed).toHaveAttribute('force-refresh', '');
    await expect(refreshed.getByRole('heading', { level: 3, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(summaryCount(refreshed, 'Total Assessments')).toHaveText(String(assessments.length + 1));
  });

  await test.step('the new submission is graded, and its details show the marks', async () => {
    await page.locator('assess-assessments').getByRole('button', { name: `View Details: ${title}` }).click();
    const details = page.locator('assess-assessments');
    await expect(details.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const jobCard = details.getByRole('region', { name: 'Grading Job Status' });
    await expect(jobCard).toBeVisible();
    await expect
      .poll(async () => ((await jobCard.getByText('Grading complete.').count()) > 0 ? 'completed' : (await jobCard.getByRole('alert').count()) > 0 ? 'failed' : 'running'), {
        timeout: GRADING_TIMEOUT,
        intervals: [500],
      })
      .not.toBe('running');
    // A failed job fails the flow: the marks below need it.
    const failed = (await jobCard.getByRole('alert').count()) > 0;
    const reason = failed ? ((await jobCard.getByRole('alert').textContent()) ?? 'no message') : '';
    expect(failed, `the grading job failed on the server: ${reason}`).toBe(false);
    const marks = details.getByRole('region', { name: 'Marks and Feedback' });
    await expect(marks).toBeVisible({ timeout: 15_000 });
    await expect(marks.getByText(/^\d+(\.\d+)? \/ 6 \(\d+%\)$/)).toBeVisible();
  });

  await test.step('Upload & Validate shows its steps and the server’s usage', async () => {
    await screensNav(page).getByRole('link', { name: 'Upload & Validate' }).click();
    expect(await hashOf(page)).toBe('#/validate');
    const validate = page.locator('assess-validate');
    await expect(validate.getByRole('heading', { level: 1, name: 'Upload & Validate' })).toBeVisible();
    const steps = validate.getByRole('list', { name: 'Validation steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps).toContainText(['Basic Information', 'Upload Files', 'Review & Submit']);
    const usage = await apiGet<{ validation: { current: number; limit: number } }>(request, student, '/supabase-usage/usage/summary');
    const { current, limit } = usage.validation;
    await expect(validate.getByTestId('remaining-validations')).toHaveText(String(limit - current));
    await expect(validate.getByText(`Used today: ${current} / ${limit}`)).toBeVisible();
    await expectNoViolations(page, 'validate', violations);

    // A route the page has no section for opens on the Assess site in a new tab.
    const popup = page.waitForEvent('popup');
    await validate.getByRole('link', { name: 'Dashboard' }).click();
    const opened = await popup;
    await expect.poll(() => opened.url()).toBe(`${ASSESS}/dashboard`);
    await opened.close();
    expect(await hashOf(page)).toBe('#/validate');

    // Its My Assessments link moves to the page's own list section.
    await validate.getByRole('link', { name: 'My Assessments' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/assessments');
    await expect(page.locator('assess-assessments').getByRole('heading', { level: 1, name: 'My Assessments' })).toBeVisible();
  });

  await test.step('the Create wizard opens from the list with its defaults', async () => {
    await page.locator('assess-assessments').getByRole('button', { name: 'Create Assessment' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/create');
    await expect(screensNav(page).getByRole('link', { name: 'Create Assessment' })).toHaveAttribute('aria-current', 'page');
    const create = page.locator('assess-create-assessment');
    await expect(create.getByRole('heading', { level: 1, name: 'Create Assessment' })).toBeVisible();
    await expect(create.getByLabel('Total Marks')).toHaveValue('50');
    await expect(create.getByLabel('Time Limit (minutes)')).toHaveValue('60');
    await expect(create.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectNoViolations(page, 'create', violations);

    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/assessments');
  });

  await test.step('at phone width the page itself does not scroll sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('assess-assessments').getByRole('heading', { level: 1, name: 'My Assessments' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page, 'list at 390', violations);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('signing out removes the tags', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to Assess' })).toBeVisible();
    await expect(page.locator('assess-assessments, assess-submit, assess-create-assessment, assess-validate')).toHaveCount(0);
    await expect(screensNav(page)).toBeHidden();
  });

  expect(violations, violations.join('\n')).toEqual([]);
});

test('a teacher opens a deep link, then reviews a student’s marks through the details tag', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const teacher = await apiSession(request, DEMO.teacher.email);

  await signInOnPage(page, DEMO.teacher.email, '#/validate');
  await expect(page.locator('assess-validate').getByRole('heading', { level: 1, name: 'Upload & Validate' })).toBeVisible();

  await screensNav(page).getByRole('link', { name: 'My Assessments' }).click();
  // The teacher's list also holds the students' own submissions; the demo papers are the teacher's.
  const assessments = await apiGet<ListedAssessment[]>(request, teacher, '/assessments/');
  const graded = assessments.find((item) => item.status === 'graded' && item.creator_id === teacher.userId)!;
  expect(graded, 'a graded demo paper the teacher created').toBeDefined();
  await page.locator('assess-assessments').getByRole('button', { name: `View Details: ${graded.title}` }).click();

  const details = page.locator('assess-assessments');
  await expect(details).toHaveAttribute('user-id', teacher.userId);
  await expect(details).toHaveAttribute('user-role', 'teacher');
  await expect(details.getByRole('heading', { level: 1, name: graded.title })).toBeVisible();
  // The page passes the signed-in user's id and role: the creator may edit, a teacher may change marks.
  await expect(details.getByRole('button', { name: 'Edit Details' })).toBeVisible();
  const marks = details.getByRole('region', { name: 'Marks and Feedback' });
  await expect(marks.getByRole('spinbutton', { name: /^Marks for Question 1/ }).first()).toBeVisible();
  await expect(marks.getByRole('button', { name: 'Save Marks' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('in the dark scheme and at phone width the page and its tags have no axe violations', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pageUrl);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  const violations: string[] = [];
  await expectNoViolations(page, 'sign-in', violations);
  await signInOnPage(page, DEMO.student.email);
  const screens = [
    ['#/assessments', 'assess-assessments', 'My Assessments'],
    ['#/submit', 'assess-submit', 'Submit New Assessment'],
    ['#/create', 'assess-create-assessment', 'Create Assessment'],
    ['#/validate', 'assess-validate', 'Upload & Validate'],
  ] as const;
  for (const [hash, tag, heading] of screens) {
    await page.evaluate((next) => (location.hash = next), hash);
    await expect(page.locator(tag).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator(tag).getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    // The page's own dark colours apply, and the tags follow the same preference on their own.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(21, 18, 29)');
    expect(await page.locator(tag).evaluate((host) => host.shadowRoot?.querySelector<HTMLElement>('[part="base"]')?.dataset.theme)).toBe('dark');
    await expectNoViolations(page, hash, violations);
  }
  await page.evaluate(() => (location.hash = '#/assessments'));
  // The oldest entry is a graded demo paper, whatever earlier tests submitted.
  await page.locator('assess-assessments').getByRole('button', { name: /^View Details: / }).last().click();
  await expect(page.locator('assess-assessments').getByRole('region', { name: 'Marks and Feedback' })).toBeVisible();
  await expectNoViolations(page, 'details', violations);
  expect(violations, violations.join('\n')).toEqual([]);
});
