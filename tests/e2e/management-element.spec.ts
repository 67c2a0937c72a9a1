import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './fixtures/axe.ts';
import { serveOnOtherOrigin, type ServedPage } from './fixtures/other-origin.ts';
import { DEMO, DEMO_PASSWORD } from './fixtures/session.ts';

// <assess-management> on a plain page of another origin: the page signs in, the tag reads the API across
// origins, its Details link opens the class page inside the tag, and nothing fails axe in light or dark.

const MANAGEMENT_PAGE = fileURLToPath(new URL('../../examples/management-page/index.html', import.meta.url));

let served: ServedPage;

test.beforeAll(async () => {
  served = await serveOnOtherOrigin(MANAGEMENT_PAGE);
});

test.afterAll(() => served.close());

async function signInOnPage(page: Page): Promise<void> {
  await page.goto(served.url);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.getByLabel('E-mail').fill(DEMO.teacher.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
}

test('the tag shows the teacher’s classes and students and opens a class page within the partner page', async ({ page }, testInfo) => {
  await signInOnPage(page);
  expect(new URL(page.url()).origin).not.toBe(new URL(testInfo.project.use.baseURL!).origin);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Year 10 Biology' }) });
  await expect(card.getByText('Biology', { exact: true })).toBeVisible();
  await expect(card.getByText('Academic Year: 2025-2026')).toBeVisible();

  await page.getByRole('tab', { name: 'Student Management' }).click();
  await expect(page.getByRole('rowheader', { name: 'Sam Student' })).toBeVisible();
  await page.getByRole('tab', { name: 'Class Management' }).click();

  await card.getByRole('button', { name: 'Details' }).click();
  await expect(page).toHaveURL(/#\/classes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Year 10 Biology' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Students', exact: true }).getByRole('rowheader', { name: 'Sasha Student' })).toBeVisible();
  // The class report is not on this page: its link leads to the Assess site.
  await expect(page.getByRole('link', { name: 'View Class Report' })).toHaveAttribute('href', /^http:\/\/localhost:\d+\/dashboard\/reports\/teacher\//);
  await page.getByRole('link', { name: 'Back to Management' }).click();
  await expect(page).not.toHaveURL(/#\/classes\//);
  await expect(page.getByRole('tab', { name: 'Class Management' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`has no axe violations at ${width} px in ${colorScheme}, on the tabs, a dialog and the class page`, async ({ page }, testInfo) => {
      // Without motion, axe sees the dialog as it ends up, not half faded in.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await signInOnPage(page);
      await expect(page.getByRole('heading', { name: 'Year 10 Biology' })).toBeVisible();
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await shot('classes');

      await page.getByRole('button', { name: 'Create Class' }).click();
      await expect(page.getByRole('dialog', { name: 'Create New Class' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot('create-class');
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'Student Management' }).click();
      // A table on wide screens, a list of cards on phones.
      const record = width < 600 ? page.getByRole('heading', { level: 3, name: 'Sam Student' }) : page.getByRole('rowheader', { name: 'Sam Student' });
      await expect(record).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot('students');

      await page.getByRole('tab', { name: 'Class Management' }).click();
      // Other suites may have made classes of their own: open the demo class by its name.
      await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Year 10 Biology' }) }).getByRole('button', { name: 'Details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Year 10 Biology' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot('class-page');
    });
  }
}
