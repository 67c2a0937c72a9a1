import { expect, test, type Page } from '@playwright/test';
import { chooseSubject } from './fixtures/form.ts';
import { linesPdf } from './fixtures/pdfs.ts';
import { DEMO, apiGet, pageSession, signIn } from './fixtures/session.ts';

// With the server out of reach (spec 02 §7, decision 3) the screens show labelled sample data, never a blank
// screen and never sample data passed off as the user's: My Assessments, Submit New and the details' job.

const SAMPLE_LABEL = 'Sample data';
const SAMPLE_LIST_TEXT = 'Showing sample assessments: the server could not be reached. These are examples, not your data.';
const SAMPLE_TITLES = ['Algebra Fundamentals', 'Cell Biology', 'Forces and Motion'];
const SIMULATED_SUBMISSION_TEXT =
  'The server could not be reached, so nothing was sent. The job shown is a simulated example; your form is kept so that you can submit again once the connection is back.';
const SIMULATED_STATUS_TEXT = 'The server could not be reached: this job status is simulated sample data, not your job. Checking again every few seconds.';
const SIMULATED_PENDING_TEXT = 'The server could not be reached: these jobs are simulated sample data, not yours.';
// A GET is tried four times with back-off (0.5 s, 1 s, 2 s) before the server counts as unreachable.
const UNREACHABLE_TIMEOUT = 20_000;

/** Every call of the product API fails as a refused connection would, from the browser's point of view. */
async function cutTheApi(page: Page, except: (method: string, path: string) => boolean = () => false): Promise<void> {
  await page.route('**/api/**', (route) => {
    const request = route.request();
    if (except(request.method(), new URL(request.url()).pathname)) return route.continue();
    return route.abort('connectionrefused');
  });
}

test('My Assessments shows the three sample assessments under a Sample data label when the API cannot be reached', async ({ page }) => {
  await signIn(page, DEMO.student.email);
  await cutTheApi(page);
  await page.goto('/dashboard/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'My Assessments' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: SAMPLE_LIST_TEXT });
  await expect(banner).toBeVisible({ timeout: UNREACHABLE_TIMEOUT });
  await expect(banner).toContainText(SAMPLE_LABEL);
  const list = page.getByRole('list', { name: 'Assessments' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(SAMPLE_TITLES);
  await expect(page.getByRole('region', { name: 'Total Assessments' })).toContainText(String(SAMPLE_TITLES.length));
  await expect(page.getByText('Failed to load assessments. Please try again.')).toHaveCount(0);

  // A sample has no details to fetch: its page says so with a Retry, not a blank screen.
  await page.getByRole('button', { name: 'View Details: Algebra Fundamentals' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load assessment details' });
  await expect(failure).toBeVisible({ timeout: UNREACHABLE_TIMEOUT });
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to My Assessments' }).click();
  await expect(banner).toBeVisible({ timeout: UNREACHABLE_TIMEOUT });

  // Once the server answers again, Refresh shows the user's own assessments and the label goes.
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(banner).toHaveCount(0);
  await expect(list.getByRole('heading', { level: 3, name: 'Algebra Fundamentals' })).toHaveCount(0);
  await expect(list.getByRole('listitem').first()).toBeVisible();
});

test('Submit New keeps the form and shows a labelled simulated job when the API cannot be reached; the details then label their simulated status', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Offline attempt ${Date.now().toString(36)}`;
  const answers = { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['1. Carbon dioxide']) };
  await signIn(page, DEMO.student.email);
  const session = await pageSession(page);

  await test.step('the form is filled while the server is up, then the connection goes', async () => {
    await page.goto('/dashboard/assessments/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit New Assessment' })).toBeVisible();
    await page.getByLabel('Assessment Title').fill(title);
    await chooseSubject(page, 'Chemistry');
    await page.getByLabel('Student Answer').setInputFiles(answers);
    await cutTheApi(page);
  });

  await test.step('Submit gives a simulated job labelled Sample data, and the form stays as it was', async () => {
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: SIMULATED_SUBMISSION_TEXT });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(SAMPLE_LABEL);
    const jobCard = page.getByRole('region', { name: 'Grading Job Status' });
    await expect(jobCard.getByText(SAMPLE_LABEL, { exact: true })).toBeVisible();
    await expect(jobCard).toContainText('Job sample-job-');
    await expect(jobCard).toContainText('Your submission is queued for grading.');
    await expect(page.getByText('Assessment submitted successfully! Redirecting to dashboard...')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/assessments\/upload$/);
    await expect(page.getByLabel('Assessment Title')).toHaveValue(title);
    await expect(page.getByRole('combobox', { name: 'Subject', exact: true })).toHaveValue(/.+/);
    await expect(page.getByText(/^answers\.pdf \(/)).toBeVisible();
    // Nothing reached the server.
    const stored = await apiGet<{ title: string }[]>(request, session, '/assessments/');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((item) => item.title)).not.toContain(title);
  });

  let assessmentId = '';
  await test.step('with the connection back, the kept form submits for real', async () => {
    await page.unroute('**/api/**');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/assessments/submit-and-grade'));
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    assessmentId = ((await response.json()) as { assessment_id: string }).assessment_id;
    await expect(page.getByText('Assessment submitted successfully! Redirecting to dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/assessments$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  });

  await test.step('the details track the job: with the server gone, its status is simulated and labelled', async () => {
    // Only the assessment itself still arrives (the server went away just after it): everything else fails.
    const detailPath = `/api/assessments/${assessmentId}`;
    await cutTheApi(page, (method, path) => method === 'GET' && path === detailPath);
    await page.getByRole('button', { name: `View Details: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const statusNotice = page.getByRole('status').filter({ hasText: SIMULATED_STATUS_TEXT });
    await expect(statusNotice).toBeVisible({ timeout: UNREACHABLE_TIMEOUT });
    await expect(statusNotice).toContainText(SAMPLE_LABEL);
    const jobCard = page.getByRole('region', { name: 'Grading Job Status' });
    await expect(jobCard.getByText(SAMPLE_LABEL, { exact: true })).toBeVisible();
    await expect(jobCard).toContainText('This might take a few minutes...');
    const pending = page.getByRole('region', { name: 'Pending Grading Jobs' });
    await expect(pending.getByRole('status').filter({ hasText: SIMULATED_PENDING_TEXT })).toContainText(SAMPLE_LABEL);
  });
});
