import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmedAccount } from './fixtures/accounts.ts';
import { linesPdf, oversizedPdf, textFile, type FilePayload } from './fixtures/pdfs.ts';
import { DEMO, signIn } from './fixtures/session.ts';

// Upload & Validate against the real server (spec 02 §2, §5): each message of the three-step form, a
// submission that resets the form and shows in Pending Jobs, and the daily validation limit reached through it.

const DAILY_LIMIT = 15;
const MEGABYTE = 1024 * 1024;
const LIMIT_MESSAGE = 'You have reached your daily validation limit. Please try again tomorrow.';
const LIMIT_BANNER_TITLE = 'You have reached your validation limit';
const SUBMIT_PATH = '/api/assessments/submit-and-grade';

function answerSheet(name: string, buffer: Buffer): FilePayload {
  return { name, mimeType: 'application/pdf', buffer };
}

/** The form's controls by their labels. */
function form(page: Page) {
  const main = page.getByRole('form', { name: 'Upload & Validate' });
  return {
    main,
    stepHeading: main.getByRole('heading', { level: 2 }),
    title: main.getByRole('textbox', { name: 'Title' }),
    subject: main.getByRole('combobox', { name: 'Subject' }),
    customSubject: main.getByRole('textbox', { name: 'Custom subject name' }),
    answerSheet: main.getByLabel('Answer sheet'),
    questionPaper: main.getByLabel('Question paper (optional)'),
    next: main.getByRole('button', { name: 'Next' }),
    back: main.getByRole('button', { name: 'Back' }),
    submit: main.getByRole('button', { name: 'Submit', exact: true }),
  };
}

async function openUploadValidate(page: Page): Promise<void> {
  await page.goto('/dashboard/validation');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload & Validate' })).toBeVisible();
  // The subjects have arrived when the picker offers more than its placeholder and 'Custom subject'.
  await expect(form(page).subject.getByRole('option')).not.toHaveCount(2);
}

/** The number the Usage Statistics card shows under 'Remaining validations'. */
function remainingValidations(page: Page): Locator {
  return page.getByRole('region', { name: 'Usage Statistics' }).getByTestId('remaining-validations');
}

/** Goes through the three steps with a listed subject and an answer sheet, and presses Submit. */
async function fillAndSubmit(page: Page, title: string, sheet: FilePayload): Promise<void> {
  const fields = form(page);
  await expect(fields.stepHeading).toHaveText('Basic Information');
  await fields.title.fill(title);
  await fields.subject.selectOption({ index: 1 });
  await fields.next.click();
  await expect(fields.stepHeading).toHaveText('Upload Files');
  await fields.answerSheet.setInputFiles(sheet);
  await fields.next.click();
  await expect(fields.stepHeading).toHaveText('Review & Submit');
  await fields.submit.click();
}

test('Upload & Validate shows each message of its steps, and a real submission resets the form and is listed as pending', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(SUBMIT_PATH)) posts.push(request.url());
  });
  await signIn(page, DEMO.student.email);
  await openUploadValidate(page);
  const fields = form(page);
  const remaining = remainingValidations(page);
  await expect(remaining).toHaveText(String(DAILY_LIMIT));

  await test.step('step 1 names a missing title, subject and custom subject, and Next stays disabled', async () => {
    await expect(fields.stepHeading).toHaveText('Basic Information');
    await expect(fields.next).toBeDisabled();
    // A field's message shows once the field has been left.
    await fields.title.focus();
    await fields.subject.focus();
    await expect(fields.title).toHaveAccessibleDescription('Title is required');
    await expect(fields.subject).not.toHaveAccessibleDescription('Subject is required');
    await fields.title.focus();
    await expect(fields.subject).toHaveAccessibleDescription('Subject is required');

    await fields.title.fill(`Validation run ${run}`);
    await expect(fields.main.getByText('Title is required')).toHaveCount(0);
    await fields.subject.selectOption({ label: 'Custom subject' });
    await expect(fields.subject).not.toHaveAccessibleDescription('Subject is required');
    await fields.customSubject.focus();
    await fields.customSubject.blur();
    await expect(fields.customSubject).toHaveAccessibleDescription('Custom subject name is required');
    await expect(fields.next).toBeDisabled();
    await fields.customSubject.fill('Astronomy');
    await expect(fields.main.getByText('Custom subject name is required')).toHaveCount(0);
    await expect(fields.next).toBeEnabled();
    // Back to a listed subject: the custom name is no longer asked for.
    await fields.subject.selectOption({ index: 1 });
    await expect(fields.customSubject).toHaveCount(0);
    await fields.next.click();
  });

  await test.step('step 2 asks for the answer sheet, PDF only and at most 10 MB', async () => {
    await expect(fields.stepHeading).toHaveText('Upload Files');
    await expect(fields.next).toBeDisabled();
    await fields.answerSheet.setInputFiles(textFile);
    await expect(fields.answerSheet).toHaveAccessibleDescription(/Only PDF files are allowed/);
    await expect(fields.next).toBeDisabled();

    // A real file one byte over 10 MB, and one of exactly 10 MB, which is allowed.
    await fields.answerSheet.setInputFiles(oversizedPdf(10 * MEGABYTE + 1));
    await expect(fields.answerSheet).toHaveAccessibleDescription(/File size exceeds 10MB limit/);
    await expect(fields.next).toBeDisabled();
    await fields.questionPaper.setInputFiles(oversizedPdf(10 * MEGABYTE + 1));
    await expect(fields.questionPaper).toHaveAccessibleDescription(/File size exceeds 10MB limit/);
    await fields.questionPaper.setInputFiles(oversizedPdf(10 * MEGABYTE));
    await expect(fields.main.getByText('File size exceeds 10MB limit')).toHaveCount(1);

    // Removing the chosen file leaves the required slot empty.
    await fields.main.getByRole('button', { name: 'Remove too-large.pdf' }).first().click();
    await expect(fields.answerSheet).toHaveAccessibleDescription(/Answer sheet is required/);
    await expect(fields.next).toBeDisabled();
    await fields.questionPaper.setInputFiles([]);
  });

  const sheetName = `validation-${run}.pdf`;
  await test.step('the review cannot be reached with an invalid form, so Submit always sends a complete one', async () => {
    await fields.answerSheet.setInputFiles(answerSheet(sheetName, await linesPdf(['1. Carbon dioxide', '2. Chlorophyll'])));
    await expect(fields.main.getByText('Answer sheet is required')).toHaveCount(0);
    await fields.next.click();
    await expect(fields.stepHeading).toHaveText('Review & Submit');
    await expect(fields.main.getByRole('definition').filter({ hasText: sheetName })).toBeVisible();
    // Going back and emptying a required field closes the way forward again.
    await fields.back.click();
    await fields.back.click();
    await fields.title.fill('');
    await expect(fields.next).toBeDisabled();
    await expect(fields.title).toHaveAccessibleDescription('Title is required');
    await fields.title.fill(`Validation run ${run}`);
    await fields.next.click();
    await fields.next.click();
    await expect(fields.stepHeading).toHaveText('Review & Submit');
    expect(posts).toEqual([]);
  });

  await test.step('Submit sends it: the form resets, the job is pending and one validation is used', async () => {
    await fields.submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Assessment submitted successfully' })).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(fields.stepHeading).toHaveText('Basic Information');
    await expect(fields.title).toHaveValue('');
    await expect(fields.subject).toHaveValue('');
    await expect(fields.main.getByText('Title is required')).toHaveCount(0);
    const jobs = page.getByRole('list', { name: 'Pending validation jobs' });
    await expect(jobs.getByRole('listitem').filter({ hasText: sheetName })).toBeVisible();
    await expect(remaining).toHaveText(String(DAILY_LIMIT - 1));
    // The answer sheet slot is empty again too.
    await fields.title.fill('Second look');
    await fields.subject.selectOption({ index: 1 });
    await fields.next.click();
    await expect(fields.main.getByText(sheetName)).toHaveCount(0);
    await expect(fields.next).toBeDisabled();
  });
});

test('the daily validation limit is reached through the form: the banner links to the subscription page and Submit is blocked', async ({ page, request }) => {
  test.setTimeout(150_000);
  // A new account of its own, so the limit is counted from zero whatever else has run.
  const account = await confirmedAccount(request, 'Lima');
  await signIn(page, account.email, account.password);
  await openUploadValidate(page);
  const remaining = remainingValidations(page);
  await expect(remaining).toHaveText(String(DAILY_LIMIT));
  const banner = page.getByRole('status').filter({ hasText: LIMIT_BANNER_TITLE });
  await expect(banner).toHaveCount(0);

  const sheet = answerSheet('answers.pdf', await linesPdf(['1. Carbon dioxide']));
  const accepted = page.getByRole('status').filter({ hasText: 'Assessment submitted successfully' });
  for (let used = 1; used <= DAILY_LIMIT; used += 1) {
    await fillAndSubmit(page, `Daily validation ${used}`, sheet);
    await expect(remaining).toHaveText(String(DAILY_LIMIT - used));
    await expect(accepted).toBeVisible();
  }

  await test.step('the banner says so and links to /dashboard/subscription', async () => {
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(LIMIT_MESSAGE);
    await expect(banner.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/dashboard/subscription');
  });

  await test.step('a further submission is refused on the page and nothing is sent', async () => {
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes(SUBMIT_PATH)) posts.push(sent.url());
    });
    await fillAndSubmit(page, 'One too many', sheet);
    await expect(page.getByRole('alert').filter({ hasText: LIMIT_MESSAGE })).toBeVisible();
    await expect(accepted).toHaveCount(0);
    await expect(form(page).stepHeading).toHaveText('Review & Submit');
    expect(posts).toEqual([]);
  });

  await test.step('the limit holds after a reload, and Upgrade Plan opens the subscription page', async () => {
    await openUploadValidate(page);
    await expect(banner).toBeVisible();
    await expect(remaining).toHaveText('0');
    await banner.getByRole('link', { name: 'Upgrade Plan' }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  });
});
