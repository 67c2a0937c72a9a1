import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, signIn, tokenFor } from './fixtures/session.ts';

// A school's student list names year groups, not the teacher's class names: the import places each row in the
// class of that year group, or in one class chosen for the file, and lists the rows it cannot place with their reason.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const STAMP = Date.now().toString(36);
const CLASS = `8Q Chemistry ${STAMP}`;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.screenshot({ path: join(SHOTS, `first-week-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('15: a file whose class column says "Year 8" is placed in the Year 8 class; a class can be chosen for the whole file; rows not placed are listed with their reason', async ({ page, request }) => {
  const teacherToken = await tokenFor(request, DEMO.teacher.email);
  const created = await request.post('/api/classes', { headers: { authorization: `Bearer ${teacherToken}` }, data: { name: CLASS, year_group: 'Year 8' } });
  expect(created.status()).toBe(201);
  const csv = ['Name,Email,Class', `Ola Olsen,ola-${STAMP}@school.test,Year 8`, `Pip Price,pip-${STAMP}@school.test,Year 8`, `Quin Quay,quin-${STAMP}@school.test,Year 12`].join('\n');

  await signIn(page, DEMO.teacher.email);
  await page.goto('/dashboard/management');
  await page.getByRole('tab', { name: 'Student Management' }).click();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Students' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'year-8.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(dialog.getByText('2 students ready to import; 1 row has problems and will not be saved.')).toBeVisible();
  const rows = dialog.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(`Year 8 → ${CLASS}`);
  await expect(rows.nth(3)).toContainText('Class "Year 12" not found: choose a class for the whole file, or name one of your classes');
  await shoot(page, 'import-by-year-group');

  // One class for every student of the file, whatever its class column says.
  await dialog.getByRole('combobox', { name: /Class for the students/ }).selectOption({ label: `${CLASS} (Year 8)` });
  await expect(dialog.getByText('3 students ready to import.')).toBeVisible();
  await expect(rows.nth(3)).toContainText(`Year 12 → ${CLASS}`);
  await shoot(page, 'import-class-for-file');

  // Back to the file's own column: the row it cannot place is kept aside, listed with its reason, and can be saved.
  await dialog.getByRole('combobox', { name: /Class for the students/ }).selectOption({ index: 0 });
  await expect(dialog.getByText('2 students ready to import; 1 row has problems and will not be saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 Students' }).click();
  await expect(dialog.getByText('Imported 2 students.')).toBeVisible();
  await expect(dialog.getByText('1 row not imported, each with its reason:')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Rows not imported' })).toContainText('Quin Quay');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download these rows (CSV)' }).click();
  const saved = readFileSync(await (await download).path(), 'utf8');
  expect(saved).toContain('Quin Quay');
  expect(saved).toContain('Class ""Year 12"" not found');
  await shoot(page, 'import-done');

  await dialog.getByRole('button', { name: 'Close' }).click();
  const students = (await (await request.get('/api/students/students', { headers: { authorization: `Bearer ${teacherToken}` } })).json()) as { students: { name: string; class_name: string | null }[] };
  expect(students.students.filter((s) => ['Ola Olsen', 'Pip Price', 'Quin Quay'].includes(s.name)).map((s) => [s.name, s.class_name])).toEqual([
    ['Ola Olsen', CLASS],
    ['Pip Price', CLASS],
  ]);
});
