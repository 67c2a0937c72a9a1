import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './fixtures/axe.ts';
import { serveOnOtherOrigin, type ServedPage } from './fixtures/other-origin.ts';
import { DEMO, DEMO_PASSWORD } from './fixtures/session.ts';

// <assess-analytics> on a plain page of another origin: signed in by the page, charts drawn inside the shadow
// root, keyboard and table, axe, and screenshots at 1280 and 390 in light and dark.

const PAGE = fileURLToPath(new URL('../../examples/analytics-page/index.html', import.meta.url));
const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');

let served: ServedPage;
test.beforeAll(async () => {
  served = await serveOnOtherOrigin(PAGE);
});
test.afterAll(() => served.close());

async function signInOnPage(page: Page): Promise<void> {
  await page.goto(served.url);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.getByLabel('E-mail').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(page.locator('#status')).toHaveText(`Signed in as ${DEMO.student.email}.`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
}

test('the analytics tag works on a partner page: period, subject chart by keyboard, table, and links out', async ({ page }) => {
  await signInOnPage(page);
  const element = page.locator('assess-analytics');
  await element.getByRole('button', { name: '90 Days' }).click();
  await expect(element.getByRole('button', { name: '90 Days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(element.getByRole('list', { name: 'Overview' }).getByRole('listitem').filter({ hasText: 'Total Reports' })).toHaveText(/^Total Reports[1-9]\d*$/);
  // The page's loud button style stays outside.
  const toggle = element.getByRole('button', { name: '7 Days' });
  expect(await toggle.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgb(255, 255, 0)');

  await element.getByRole('button', { name: /^Biology \d+%$/ }).click();
  const chart = element.getByRole('group', { name: 'Biology: Progress Over Time' });
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  expect(await canvas.evaluate((node) => getComputedStyle(node).borderStyle)).not.toBe('dotted');
  await chart.focus();
  await page.keyboard.press('End');
  await expect(chart.locator('[aria-live="polite"]')).toHaveText(/: \d+\.\d%$/);

  // The chart follows its container's width.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(700);

  await element.getByRole('button', { name: 'Show as table' }).click();
  await expect(element.getByRole('table', { name: 'Biology: Progress Over Time' }).getByRole('row').first()).toHaveText('DateScore');

  // No chemistry in the last week: the empty state's link leaves the tag as assess-navigate.
  await element.getByRole('tab', { name: 'Overview' }).click();
  await element.getByRole('button', { name: /^Chemistry \d+%$/ }).click();
  await expect(element.getByRole('group', { name: 'Chemistry: Progress Over Time' })).toBeVisible();
  await element.getByRole('button', { name: '7 Days' }).click();
  await expect(element.getByRole('heading', { name: 'No Progress Data Available' })).toBeVisible();
  await element.getByRole('link', { name: 'Take an Assessment' }).click();
  await expect(page.getByRole('link', { name: '/dashboard/assessments' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the analytics tag has no axe violations in ${scheme} on a partner page, photographed at 1280 and 390`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInOnPage(page);
    const element = page.locator('assess-analytics');
    await element.getByRole('button', { name: '90 Days' }).click();
    await element.getByRole('button', { name: /^Biology \d+%$/ }).click();
    await expect(element.getByRole('group', { name: 'Biology: Progress Over Time' }).locator('canvas').first()).toBeVisible();
    const found: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.mouse.move(0, 0);
      found.push(...(await axeViolations(page)).map((line) => `${width}: ${line}`));
      await page.screenshot({ path: join(SHOTS, `portal-analytics-${scheme}-${width}.png`), fullPage: true });
    }
    expect(found).toEqual([]);
  });
}
