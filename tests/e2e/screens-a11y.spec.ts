import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './fixtures/axe.ts';
import { DEMO, signIn } from './fixtures/session.ts';

// axe on every mounted assessment screen and My Files in light and dark, and screenshots at desktop and phone widths for review.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');

const SCREENS = [
  { name: 'list', heading: 'My Assessments', path: '/dashboard/assessments' },
  { name: 'submit', heading: 'Submit New Assessment', path: '/dashboard/assessments/upload' },
  { name: 'create', heading: 'Create Assessment', path: '/dashboard/assessments/create' },
  { name: 'validate', heading: 'Upload & Validate', path: '/dashboard/validation' },
  { name: 'files', heading: 'My Files', path: '/dashboard/files' },
] as const;

/** The details screen of the student's first listed assessment. */
async function firstDetailsPath(page: Page): Promise<string> {
  await page.goto('/dashboard/assessments');
  await page.getByRole('button', { name: /^View Details: / }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/assessments\/[^/]+$/);
  return new URL(page.url()).pathname;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the mounted screens have no axe violations in ${scheme} and are photographed at 1280 and 390`, async ({ page }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.student.email);
    const screens: { name: string; heading: string | RegExp; path: string }[] = [...SCREENS];
    screens.push({ name: 'details', heading: /.+/, path: await firstDetailsPath(page) });

    const found: string[] = [];
    for (const screen of screens) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0, { timeout: 15_000 });
        await page.screenshot({ path: join(SHOTS, `${screen.name}-${scheme}-${width}.png`), fullPage: true });
        for (const violation of await axeViolations(page)) found.push(`${screen.name} ${scheme} ${width}: ${violation}`);
      }
    }
    test.info().annotations.push({ type: 'screenshots', description: SHOTS });
    expect(found, found.join('\n')).toEqual([]);
  });
}
