import { expect, test, type Page } from '@playwright/test';
import { chooseSubject } from './fixtures/form.ts';
import { linesPdf, oversizedPdf, textFile, ANSWERS } from './fixtures/pdfs.ts';
import { DEMO_PASSWORD, signIn, tokenFor } from './fixtures/session.ts';

// Submit New's messages (spec 02 §5), the daily limit reached through the form (15 a day, spec 01 §9), and
// My Assessments' labelled sample data when the API cannot be reached (spec 02 §7, decision 3).

const STUDENT2 = 'student2@demo.test';
const DAILY_LIMIT = 15;
const SAMPLE_BANNER = 'Showing sample assessments: the server could not be reached. These are examples, not your data.';

async function openSubmitNew(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.goto('/dashboard/assessments/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit New Assessment' })).toBeVisible();
}

test('Submit New shows each validation message and sends nothing while the form is invalid', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/assessments/submit-and-grade')) sent.push(request.url());
  });
  await openSubmitNew(page, STUDENT2);
  const submit = page.getByRole('button', { name: 'Submit Assessment' });

  await submit.click();
  await expect(page.getByText('Assessment title is required')).toBeVisible();
  await expect(page.getByText('Please select a subject')).toBeVisible();
  await expect(page.getByText('Student Answer is required')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByLabel('Question Paper').setInputFiles(textFile);
  await expect(page.getByText('Only PDF files are allowed')).toBeVisible();
  await expect(page.getByText('There are errors with some of your files')).toBeVisible();

  await page.getByLabel('Mark Scheme').setInputFiles(oversizedPdf());
  await expect(page.getByText('File size exceeds the maximum limit of 20MB')).toBeVisible();

  await page.getByLabel('Assessment Title').fill('Checked form');
  await chooseSubject(page, 'Physics');
  await page.getByLabel('Student Answer').setInputFiles({ name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) });
  await submit.click();
  await expect(page.getByText('Assessment title is required')).toHaveCount(0);
  await expect(page.getByText('Please select a subject')).toHaveCount(0);
  await expect(page.getByText('Student Answer is required')).toHaveCount(0);
  await expect(page.getByText('Only PDF files are allowed')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Valid PDFs in place of the bad ones clear the file messages and open the confirmation.
  await page.getByLabel('Question Paper').setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['1. What gas do plants absorb? [1]']) });
  await page.getByLabel('Mark Scheme').setInputFiles({ name: 'scheme.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['1. carbon dioxide [1]']) });
  await expect(page.getByText('There are errors with some of your files')).toHaveCount(0);
  await submit.click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit Assessment?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('the 16th submission of the day shows the usage limit message', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await tokenFor(request, STUDENT2, DEMO_PASSWORD);
  const answers = await linesPdf(['1. Carbon dioxide']);
  let accepted = 0;
  // Up to the daily limit through the API; earlier tests of this run may have used some of it.
  for (let index = 0; index < DAILY_LIMIT; index += 1) {
    const response = await request.post('/api/assessments/submit-and-grade', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        title: `Quota filler ${index + 1}`,
        subject_name: 'Physics',
        purpose: 'submission',
        generate_weak_areas_pdf: 'false',
        student_answer: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: answers },
      },
    });
    if (response.status() === 429) break;
    expect(response.status(), await response.text()).toBeLessThan(300);
    accepted += 1;
  }
  expect(accepted).toBeLessThanOrEqual(DAILY_LIMIT);

  await openSubmitNew(page, STUDENT2);
  await page.getByLabel('Assessment Title').fill('One too many');
  await chooseSubject(page, 'Physics');
  await page.getByLabel('Student Answer').setInputFiles({ name: 'answers.pdf', mimeType: 'application/pdf', buffer: answers });
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await page.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You have reached your daily assessment submission limit. Please try again tomorrow.' })).toBeVisible();
  await expect(page.getByText('Assessment submitted successfully! Redirecting to dashboard...')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/assessments\/upload$/);
});

test('with the API unreachable, My Assessments shows labelled sample data rather than a blank screen', async ({ page }) => {
  await signIn(page, STUDENT2);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'My Assessments' })).toBeVisible();
  await expect(page.getByText(SAMPLE_BANNER)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Assessments' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Failed to load assessments. Please try again.')).toHaveCount(0);
});
