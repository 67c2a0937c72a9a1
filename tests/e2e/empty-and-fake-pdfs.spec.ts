import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from './fixtures/accounts.ts';
import { chooseSubject } from './fixtures/form.ts';
import type { FilePayload } from './fixtures/pdfs.ts';
import { DEMO, signIn } from './fixtures/session.ts';

// A 0-byte file and a document renamed to .pdf are caught in the browser on every upload screen, with their reason;
// a file that looks like a PDF to the browser but that the server cannot read is refused by the server, and the
// screen says the server's reason, not a general failure.

const EMPTY_TEXT = 'This file is empty (0 bytes)';
const NOT_PDF_TEXT = 'Only PDF files are allowed';
/** The server's reason for a file that starts as a PDF but is none (415). */
const UNREADABLE_TEXT = 'The file could not be read as a PDF';
const GENERAL_FAILURE = 'Failed to submit assessment. Please try again.';

const empty: FilePayload = { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) };
/** A Word document (a zip) renamed to .pdf. */
const renamed: FilePayload = { name: 'essay.pdf', mimeType: 'application/pdf', buffer: Buffer.from('PK\u0003\u0004 word/document.xml', 'latin1') };
/** A PDF header over bytes that are no PDF: only the server's reading finds it out. */
const broken: FilePayload = { name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n', 'latin1') };

/** Picks each of the files the browser can tell are no PDF, and checks the field says why. */
async function browserRefuses(page: Page, field: ReturnType<Page['getByLabel']>): Promise<void> {
  await field.setInputFiles(empty);
  await expect(field).toHaveAccessibleDescription(new RegExp(`${EMPTY_TEXT.replace(/[.()]/g, '\\$&')}$`));
  await field.setInputFiles(renamed);
  await expect(field).toHaveAccessibleDescription(new RegExp(`${NOT_PDF_TEXT}$`));
  await expect(page.getByText('essay.pdf (', { exact: false })).toHaveCount(0);
}

test('Submit New and Upload & Validate catch an empty or renamed file, and show the server reason for an unreadable one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await confirmedAccount(request, 'Priya');
  const sent: string[] = [];
  page.on('request', (sending) => {
    if (sending.method() === 'POST' && sending.url().includes('/api/assessments/submit-and-grade')) sent.push(sending.url());
  });
  await signIn(page, account.email, account.password);

  await test.step('Submit New', async () => {
    await page.goto('/dashboard/assessments/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit New Assessment' })).toBeVisible();
    const answer = page.getByLabel('Student Answer');
    await browserRefuses(page, answer);
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(sent).toEqual([]);

    await page.getByLabel('Assessment Title').fill('Unreadable answers');
    await chooseSubject(page, 'Physics');
    await answer.setInputFiles(broken);
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNREADABLE_TEXT })).toBeVisible();
    await expect(page.getByText(GENERAL_FAILURE)).toHaveCount(0);
  });

  await test.step('Upload & Validate', async () => {
    await page.goto('/dashboard/validation');
    const form = page.getByRole('form', { name: 'Upload & Validate' });
    await expect(form.getByRole('combobox', { name: 'Subject' }).getByRole('option')).not.toHaveCount(2);
    await form.getByRole('textbox', { name: 'Title' }).fill('Unreadable answers');
    await form.getByRole('combobox', { name: 'Subject' }).selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Next' }).click();
    const sheet = form.getByLabel('Answer sheet');
    await browserRefuses(page, sheet);
    await expect(form.getByRole('button', { name: 'Next' })).toBeDisabled();
    await sheet.setInputFiles(broken);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(form.getByRole('alert').filter({ hasText: UNREADABLE_TEXT })).toBeVisible();
    await expect(page.getByText(GENERAL_FAILURE)).toHaveCount(0);
  });
});

test("the Create wizard's files and the file library catch an empty or renamed file, and show the server's reason for an unreadable one", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.teacher.email);

  await test.step('the Create wizard, Upload Files', async () => {
    await page.goto('/dashboard/assessments/create');
    const details = page.getByRole('region', { name: 'Assessment Details' });
    await details.getByRole('textbox', { name: 'Assessment Title' }).fill('Papers to check');
    await chooseSubject(page, 'Physics');
    await details.getByRole('combobox', { name: 'Class/Year Group' }).selectOption({ label: 'Year 10' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await browserRefuses(page, page.getByLabel('Question Paper'));
    await browserRefuses(page, page.getByLabel('Mark Scheme'));
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByLabel('Question Paper').setInputFiles(broken);
    await page.getByLabel('Mark Scheme').setInputFiles({ ...broken, name: 'broken-scheme.pdf' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create Assessment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNREADABLE_TEXT })).toBeVisible();
    await expect(page.getByText('Assessment Created')).toHaveCount(0);
  });

  await test.step('the file library', async () => {
    await page.goto('/dashboard/files');
    await page.getByRole('button', { name: /^Upload/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles([empty, renamed, broken]);
    await expect(dialog.locator('li[data-file="empty.pdf"]')).toContainText(EMPTY_TEXT);
    await expect(dialog.locator('li[data-file="essay.pdf"]')).toContainText(NOT_PDF_TEXT);
    await dialog.getByLabel('Entity ID').fill('checked-papers');
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await expect(dialog.locator('li[data-file="broken.pdf"]')).toContainText(UNREADABLE_TEXT);
  });
});
