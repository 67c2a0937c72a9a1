import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confirmedAccount, type NewAccount } from './fixtures/accounts.ts';
import { largePdf } from './fixtures/large-pdf.ts';
import { linesPdf, type FilePayload } from './fixtures/pdfs.ts';
import { apiGet, pageSession, signIn, tokenFor } from './fixtures/session.ts';

// My Files as a new student meets it (spec 02 §2, §4, §5, §7; issue: real, resumable uploads): uploads with each
// file's real progress, filters, search and chips, File Details with its preview and versions, download and
// delete; a 20 MB upload whose connection is cut resumes without sending its first part again; bad files get the
// specification's messages and store nothing.

const MB = 1024 * 1024;
const CHUNK = 6 * MB;

interface FileList {
  files: { id: string; file_name: string; file_type: string; version: number; is_current_version: boolean }[];
  total_count: number;
}

const pdf = async (name: string, lines: string[]): Promise<FilePayload> => ({ name, mimeType: 'application/pdf', buffer: await linesPdf(lines) });

async function openFiles(page: Page, account: NewAccount): Promise<void> {
  await signIn(page, account.email, account.password);
  await page.goto('/dashboard/files');
  await expect(page.getByRole('heading', { level: 1, name: 'My Files' })).toBeVisible();
}

async function myFiles(page: Page, request: APIRequestContext): Promise<FileList> {
  return apiGet<FileList>(request, await pageSession(page), '/files/my-files?limit=100');
}

/** Records every value each file's bar and chips take while uploading, since the dialog closes once all are in. */
async function watchUploads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, { progress: number[]; uploaded: boolean }> = {};
    (window as unknown as { uploadsSeen: typeof seen }).uploadsSeen = seen;
    const record = () => {
      for (const item of document.querySelectorAll<HTMLElement>('li[data-file]')) {
        const name = item.dataset.file ?? '';
        const entry = (seen[name] ??= { progress: [], uploaded: false });
        const bar = item.querySelector('[role="progressbar"]');
        const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
        if (!Number.isNaN(value) && entry.progress.at(-1) !== value) entry.progress.push(value);
        if (item.textContent?.includes('Uploaded')) entry.uploaded = true;
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

async function uploadsSeen(page: Page): Promise<Record<string, { progress: number[]; uploaded: boolean }>> {
  return page.evaluate(() => (window as unknown as { uploadsSeen: Record<string, { progress: number[]; uploaded: boolean }> }).uploadsSeen);
}

test('a student uploads three PDFs, narrows the list, sees the preview and versions, downloads and deletes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await confirmedAccount(request, 'Fiona');
  const papers = [
    await pdf('cell-biology-notes.pdf', ['Cell biology', 'Mitochondria release energy.']),
    await pdf('ecology-notes.pdf', ['Ecology', 'Food chains start with producers.']),
    { name: 'genetics-summary.pdf', mimeType: 'application/pdf', buffer: await largePdf(3 * MB, 'Genetics summary') },
  ];

  await test.step('the empty library invites a first upload', async () => {
    await openFiles(page, account);
    await expect(page.getByText('No files found')).toBeVisible();
    await expect(page.getByText('Start by uploading your first file. You can add question papers, mark schemes, student answers, and more.')).toBeVisible();
    await expect(page.getByText('0 file(s) found')).toBeVisible();
  });

  await test.step('three PDFs at once, each with its own rising progress, each Uploaded', async () => {
    await page.getByRole('button', { name: 'Upload your first file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await expect(dialog.getByText('Drag & drop files here, or click to select')).toBeVisible();
    await expect(dialog.getByText('Supports PDF (up to 50MB each)')).toBeVisible();
    await expect(dialog.getByLabel('Entity ID')).toHaveAttribute('placeholder', 'Enter assessment or resource ID');
    await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles(papers);
    await expect(dialog.getByRole('button', { name: 'Upload 3 file(s)' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Upload 3 file(s)' }).click();
    await expect(dialog.getByText('Entity ID is required')).toBeVisible();
    await dialog.getByLabel('Entity ID').fill('biology-revision');

    // Slow the upload link so that the bars have bytes to show (real bytes sent, not a timer).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * MB });
    await watchUploads(page);
    await dialog.getByRole('button', { name: 'Upload 3 file(s)' }).click();
    await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const seen = await uploadsSeen(page);
    for (const paper of papers) {
      expect(seen[paper.name]?.uploaded, `${paper.name} reached Uploaded`).toBe(true);
      expect(seen[paper.name]?.progress.at(-1), `${paper.name} ended at 100`).toBe(100);
    }
    // The larger file's bar passed through values between its start and its end as its bytes went out.
    const big = seen['genetics-summary.pdf']!.progress;
    expect(big.some((value) => value > 0 && value < 100)).toBe(true);
    expect([...big].sort((a, b) => a - b)).toEqual(big);
    await expect(page.getByText('3 file(s) found')).toBeVisible();
  });

  await test.step('a second upload of the same name becomes version 2, and a question paper joins', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await dialog.getByLabel('Entity ID').fill('biology-revision');
    await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles([await pdf('ecology-notes.pdf', ['Ecology, revised', 'Decomposers recycle nutrients.'])]);
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByLabel('Entity ID').fill('mock-exam');
    await dialog.getByLabel('File Type').selectOption('question_paper');
    await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles([await pdf('mock-paper.pdf', ['1 Name the organelle of respiration. [1]'])]);
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('5 file(s) found')).toBeVisible();
  });

  await test.step('filters, search and chips narrow the list; Clear all restores it', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('File type').selectOption('question_paper');
    await expect(page.getByText('1 file(s) found')).toBeVisible();
    await expect(page.getByRole('button', { name: /mock-paper\.pdf/ })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Active filters' });
    await chips.getByRole('button', { name: 'Remove Type: Question Paper' }).click();
    await expect(page.getByText('5 file(s) found')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search files' }).fill('ecology');
    await expect(page.getByText('2 file(s) found')).toBeVisible();
    await expect(chips.getByText('Search: ecology')).toBeVisible();
    await page.getByLabel('Entity type').selectOption('assessment');
    await expect(page.getByText('No files match your current filters. Try adjusting your search criteria.')).toBeVisible();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('5 file(s) found')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search files' })).toHaveValue('');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('list', { name: 'Files' }).getByRole('button')).toHaveCount(5);
    await page.getByRole('button', { name: 'Close filters' }).click();
  });

  await test.step('File Details shows the preview and the versions with the Current marker', async () => {
    const list = await myFiles(page, request);
    const current = list.files.find((file) => file.file_name === 'ecology-notes.pdf' && file.is_current_version)!;
    expect(current.version).toBe(2);
    await page.getByRole('searchbox', { name: 'Search files' }).fill('ecology');
    await expect(page.getByText('2 file(s) found')).toBeVisible();
    await page.getByRole('button', { name: /ecology-notes\.pdf/ }).first().click();
    const details = page.getByRole('dialog', { name: 'File Details' });
    await expect(details.locator('iframe[title="Preview of ecology-notes.pdf"]')).toBeVisible();
    await expect(details.locator('iframe')).toHaveAttribute('src', /^blob:/);
    const versions = details.getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Version 2');
    await expect(versions.nth(0)).toContainText('Current');
    await expect(versions.nth(1)).toContainText('Version 1');
    await expect(versions.nth(1)).not.toContainText('Current');
    await details.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('download gives the same bytes', async () => {
    await page.getByRole('searchbox', { name: 'Search files' }).fill('genetics');
    await expect(page.getByText('1 file(s) found')).toBeVisible();
    await page.getByRole('button', { name: /genetics-summary\.pdf/ }).click();
    const details = page.getByRole('dialog', { name: 'File Details' });
    const popup = page.waitForEvent('popup');
    await details.getByRole('button', { name: 'Download' }).click();
    const tab = await popup;
    const bytes = await (await request.get(tab.url())).body();
    expect(Buffer.compare(bytes, papers[2]!.buffer)).toBe(0);
    await tab.close();
  });

  await test.step('delete asks first, then removes the file', async () => {
    const details = page.getByRole('dialog', { name: 'File Details' });
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete File' });
    await expect(confirm.getByText('Are you sure you want to delete genetics-summary.pdf? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No files match your current filters. Try adjusting your search criteria.')).toBeVisible();
    expect((await myFiles(page, request)).files.map((file) => file.file_name)).not.toContain('genetics-summary.pdf');
  });
});

test('a 20 MB upload cut off part-way resumes on retry without sending its first part again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await confirmedAccount(request, 'Rhea');
  const big = await largePdf(20 * MB, 'Resumable revision pack');
  await openFiles(page, account);

  const offsets: number[] = [];
  let cut = true;
  await page.route('**/storage/v1/upload/resumable/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    const offset = Number(request.headers()['upload-offset']);
    // The connection drops whenever the second chunk is sent, until the network comes back.
    if (cut && offset === CHUNK) return route.abort('connectionreset');
    offsets.push(offset);
    return route.continue();
  });

  await page.getByRole('button', { name: 'Upload your first file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await dialog.getByLabel('Entity ID').fill('revision-pack');
  await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles([{ name: 'revision-pack.pdf', mimeType: 'application/pdf', buffer: big }]);
  await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
  const item = dialog.locator('li[data-file="revision-pack.pdf"]');
  await expect(item.getByText('Upload failed')).toBeVisible({ timeout: 60_000 });
  expect(offsets).toEqual([0]);
  // The abandoned upload is in no list.
  expect((await myFiles(page, request)).total_count).toBe(0);

  cut = false;
  await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  // The first chunk went once; the retry began where the server had stopped.
  expect(offsets).toEqual([0, CHUNK, 2 * CHUNK, 3 * CHUNK]);

  const list = await myFiles(page, request);
  expect(list.files.map((file) => file.file_name)).toEqual(['revision-pack.pdf']);
  const session = await pageSession(page);
  const { url } = await apiGet<{ url: string }>(request, session, `/files/${list.files[0]!.id}/url`);
  expect(Buffer.compare(await (await request.get(url)).body(), big)).toBe(0);
});

test('an upload cut off by a closed tab resumes from where it stopped when the file is chosen again', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const account = await confirmedAccount(request, 'Ines');
  const folder = await mkdtemp(join(tmpdir(), 'assess-files-'));
  // A file on disk keeps its modification time, so choosing it again is recognised as the same file.
  const path = join(folder, 'field-trip-report.pdf');
  const big = await largePdf(14 * MB, 'Field trip report');
  await writeFile(path, big);
  try {
    await openFiles(page, account);
    // Each tab has its own route, so a retry of the closed tab can never be counted as the new tab's.
    await page.route('**/storage/v1/upload/resumable/**', async (route) => {
      const sent = route.request();
      // Only the first chunk gets through on the first tab: every later one fails until the tab is closed.
      if (sent.method() === 'PATCH' && Number(sent.headers()['upload-offset']) > 0) return route.abort('connectionreset');
      return route.continue();
    });
    const firstChunkStored = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.status() === 204);
    await page.getByRole('button', { name: 'Upload your first file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await dialog.getByLabel('Entity ID').fill('field-trip');
    await dialog.getByLabel('Drag & drop files here, or click to select').setInputFiles(path);
    await dialog.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    expect(Number((await firstChunkStored).headers()['upload-offset'])).toBe(CHUNK);
    await page.close();
    expect((await apiGet<FileList>(request, { accessToken: await tokenFor(request, account.email, account.password), userId: '' }, '/files/my-files')).total_count).toBe(0);

    const again = await context.newPage();
    const offsets: number[] = [];
    await again.route('**/storage/v1/upload/resumable/**', async (route) => {
      const sent = route.request();
      if (sent.method() === 'PATCH') offsets.push(Number(sent.headers()['upload-offset']));
      return route.continue();
    });
    await again.goto('/dashboard/files');
    await again.getByRole('button', { name: 'Upload your first file' }).click();
    const reopened = again.getByRole('dialog', { name: 'Upload Files' });
    await reopened.getByLabel('Entity ID').fill('field-trip');
    await reopened.getByLabel('Drag & drop files here, or click to select').setInputFiles(path);
    await reopened.getByRole('button', { name: 'Upload 1 file(s)' }).click();
    await expect(reopened).toBeHidden({ timeout: 60_000 });
    // The new tab began where the server had stopped, so the first chunk was not sent again. Where exactly the
    // server stopped is not fixed: a chunk the closing tab had begun to send can still reach it in part, as it
    // would when a user closes a tab mid-upload.
    expect(offsets[0]).toBeGreaterThanOrEqual(CHUNK);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    const list = await myFiles(again, request);
    expect(list.files.map((file) => file.file_name)).toEqual(['field-trip-report.pdf']);
    const { url } = await apiGet<{ url: string }>(request, await pageSession(again), `/files/${list.files[0]!.id}/url`);
    expect(Buffer.compare(await (await request.get(url)).body(), big)).toBe(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a renamed text file, an oversize file and a sixth file get the specification’s messages and store nothing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await confirmedAccount(request, 'Tomas');
  const folder = await mkdtemp(join(tmpdir(), 'assess-files-'));
  const oversize = join(folder, 'huge-scan.pdf');
  await writeFile(oversize, Buffer.alloc(52_428_801, 0x25));
  try {
    await openFiles(page, account);
    await page.getByRole('button', { name: 'Upload your first file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await dialog.getByLabel('Entity ID').fill('homework');
    const input = dialog.getByLabel('Drag & drop files here, or click to select');
    await input.setInputFiles([{ name: 'essay.pdf', mimeType: 'application/pdf', buffer: Buffer.from('This is my essay, saved as text.\n'.repeat(200)) }]);
    // The browser reads the first bytes: a text file renamed to .pdf is refused before anything is sent.
    await expect(dialog.locator('li[data-file="essay.pdf"]').getByText('Only PDF files are allowed')).toBeVisible();
    await input.setInputFiles(oversize);
    await expect(dialog.locator('li[data-file="huge-scan.pdf"]').getByText('File is larger than 52428800 bytes')).toBeVisible();

    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pdf(`worksheet-${n}.pdf`, [`Worksheet ${n}`])));
    await input.setInputFiles(six);
    await expect(dialog.locator('li[data-file="worksheet-6.pdf"]').getByText('Too many files')).toBeVisible();
    for (const n of [1, 2, 3, 4, 5]) await expect(dialog.locator(`li[data-file="worksheet-${n}.pdf"]`).getByText('Too many files')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Upload 5 file(s)' })).toBeVisible();
    for (const n of [1, 2, 3, 4, 5]) await dialog.getByRole('button', { name: `Remove worksheet-${n}.pdf` }).click();

    await dialog.getByRole('button', { name: 'Upload 0 file(s)' }).click();
    await expect(dialog.getByText('Please select at least one file to upload')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect((await myFiles(page, request)).total_count).toBe(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
