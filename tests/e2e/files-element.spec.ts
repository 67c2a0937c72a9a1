import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './fixtures/axe.ts';
import { confirmedAccount, type NewAccount } from './fixtures/accounts.ts';
import { serveOnOtherOrigin, type ServedPage } from './fixtures/other-origin.ts';
import { largePdf } from './fixtures/large-pdf.ts';
import { linesPdf } from './fixtures/pdfs.ts';
import { tokenFor } from './fixtures/session.ts';

// <assess-files> on a plain page of another origin: the page signs a student in, the tag lists, uploads (across
// origins, through Uppy) and opens File Details inside its shadow root, styled by its own sheet only; nothing
// fails axe at 1280 and 390 px in light and dark.

const FILES_PAGE = fileURLToPath(new URL('../../examples/files-page/index.html', import.meta.url));

let served: ServedPage;
let account: NewAccount;

test.beforeAll(async ({ request }) => {
  served = await serveOnOtherOrigin(FILES_PAGE);
  account = await confirmedAccount(request, 'Priya');
  // One file already in the library, so that each test below stands on its own.
  const token = await tokenFor(request, account.email, account.password);
  const stored = await request.post('/api/files/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'portal-notes.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['Portal notes']) },
      entity_type: 'resource',
      entity_id: 'portal-pack',
      file_type: 'resource',
      is_self_uploaded: 'true',
    },
  });
  expect(stored.status()).toBe(201);
});

test.afterAll(() => served.close());

async function signInOnPage(page: Page): Promise<void> {
  await page.goto(served.url);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Files' })).toBeVisible();
}

test('the tag uploads across origins and shows the file, with styles kept in its shadow root', async ({ page }, testInfo) => {
  await signInOnPage(page);
  expect(new URL(page.url()).origin).not.toBe(new URL(testInfo.project.use.baseURL!).origin);
  await expect(page.getByText('1 file(s) found')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await dialog.getByLabel('Entity ID').fill('portal-pack');
  // A small file as one multipart POST, a file above 6 MB resumably over tus: both across origins.
  const resumable = page.waitForRequest((sent) => sent.method() === 'PATCH' && sent.url().includes('/storage/v1/upload/resumable/'));
  await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles([
    { name: 'portal-upload.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['Uploaded from the portal']) },
    { name: 'portal-scan.pdf', mimeType: 'application/pdf', buffer: await largePdf(7 * 1024 * 1024, 'Scanned worksheet') },
  ]);
  await dialog.getByRole('button', { name: 'Upload 2 file(s)' }).click();
  await resumable;
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('3 file(s) found')).toBeVisible();
  await page.getByRole('button', { name: /portal-upload\.pdf/ }).click();
  await expect(page.getByRole('dialog', { name: 'File Details' }).locator('iframe[title="Preview of portal-upload.pdf"]')).toBeVisible();

  const inside = await page.locator('assess-files').evaluate((host) => {
    const root = host.shadowRoot!;
    const heading = root.querySelector('h1')!;
    return {
      sheets: root.adoptedStyleSheets.length + root.querySelectorAll('style').length,
      headingFont: getComputedStyle(heading).fontFamily,
      documentSheets: document.adoptedStyleSheets.length,
    };
  });
  expect(inside.sheets).toBeGreaterThan(0);
  // The page's Georgia stays outside; the page themes the tag only through --assess-font-family.
  expect(inside.headingFont).toMatch(/Trebuchet MS/);
  expect(inside.documentSheets).toBe(0);
  expect(await page.getByRole('heading', { name: 'Riverside Academy' }).evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/Georgia/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`has no axe violations at ${width} px in ${colorScheme}: the library, filters, upload and details`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await signInOnPage(page);
      await expect(page.getByText(/\d+ file\(s\) found/)).toBeVisible();
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await shot('library');

      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot('filters');
      await page.getByRole('button', { name: 'Close filters' }).click();

      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Files' });
      await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles([
        { name: 'chapter-1.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['Chapter 1']) },
        { name: 'notes.txt.pdf', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
      ]);
      await expect(dialog.getByText('File type must be application/pdf')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot('upload');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: /portal-notes\.pdf/ }).click();
      await expect(page.getByRole('dialog', { name: 'File Details' }).getByText('Current')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot('details');
    });
  }
}
