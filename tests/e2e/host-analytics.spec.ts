import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './fixtures/axe.ts';
import { DEMO, signIn } from './fixtures/session.ts';

// The Analytics Dashboard as a new user meets it: the demo student's figures over a period, a subject's chart
// read by keyboard and as a table, recommendations; the demo teacher's student and class.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');

/** The value of a stat card in the list of that name. */
function stat(page: Page, list: string, label: string): Locator {
  return page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label }).locator('span').nth(1);
}

async function openAnalytics(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
}

test('the demo student reads their analytics over a period, a subject by keyboard and as a table, and recommendations', async ({ page }) => {
  await signIn(page, DEMO.student.email);
  await openAnalytics(page);

  // 30 days by default: the three papers of the last four weeks.
  await expect(page.getByRole('button', { name: '30 Days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText('3');
  await expect(page.getByText('Last updated: just now')).toBeVisible();
  const average30 = await stat(page, 'Overview', 'Average Score').textContent();

  await page.getByRole('button', { name: '7 Days' }).click();
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText('1');
  await page.getByRole('button', { name: '90 Days' }).click();
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText('6');
  await expect(stat(page, 'Overview', 'Average Score')).not.toHaveText(average30 ?? '');
  await expect(page.getByRole('tab', { name: 'Subject Progress' })).toBeDisabled();

  await page.getByRole('button', { name: /^Biology \d+%$/ }).click();
  await expect(page.getByRole('tab', { name: 'Subject Progress' })).toHaveAttribute('aria-selected', 'true');
  await expect(stat(page, 'Biology Subject Progress', 'Reports Completed')).toHaveText('3');
  await expect(page.getByText(/^Best: \d+\.\d%$/)).toBeVisible();
  await expect(page.getByText(/^Trend: [↑↓→] \d+\.\d%$/)).toBeVisible();

  const chart = page.getByRole('group', { name: 'Biology: Progress Over Time' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  const live = chart.locator('[aria-live="polite"]');
  await expect(live).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}: \d+\.\d%$/);
  const first = await live.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(live).not.toHaveText(first ?? '');
  await expect(live).toHaveText(/: \d+\.\d%$/);

  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: 'Biology: Progress Over Time' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(first?.split(':')[0] ?? 'never');

  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await expect(page.getByRole('heading', { name: 'Focus Area' })).toBeVisible();
  await expect(page.getByText('needs attention')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Topic-Specific Recommendations' })).toBeVisible();
});

test('the demo teacher opens one of their students, then their class with each student on request', async ({ page }) => {
  await signIn(page, DEMO.teacher.email);
  await openAnalytics(page);
  await expect(page.getByRole('heading', { name: 'Choose a student or a class' })).toBeVisible();

  await page.getByLabel('Student').selectOption({ index: 1 });
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText('3');
  await page.getByRole('button', { name: /^Biology \d+%$/ }).click();
  await expect(page.getByRole('group', { name: 'Biology: Progress Over Time' })).toBeVisible();

  await page.getByRole('button', { name: 'A class' }).click();
  await page.getByLabel('Class').selectOption({ label: 'Year 10 Biology' });
  await page.getByRole('button', { name: '90 Days' }).click();
  await expect(stat(page, 'Year 10 Biology', 'Reports Completed')).toHaveText('12');
  const chart = page.getByRole('group', { name: 'Year 10 Biology: Class Average Over Time' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await page.getByLabel("Show each student's line").check();
  const legend = page.getByRole('list', { name: 'Year 10 Biology: Class Average Over Time legend' });
  await expect(legend.getByRole('listitem')).toHaveCount(3);
  mkdirSync(SHOTS, { recursive: true });
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.mouse.move(0, 0);
    found.push(...(await axeViolations(page)).map((line) => `class ${width}: ${line}`));
    await page.screenshot({ path: join(SHOTS, `analytics-class-${width}.png`), fullPage: true });
  }
  expect(found).toEqual([]);
  await chart.focus();
  await page.keyboard.press('ArrowDown');
  await expect(chart.locator('[aria-live="polite"]')).toHaveText(/^.+, [A-Z][a-z]{2} \d{1,2}, \d{4}: \d+\.\d%$/);

  await page.getByRole('button', { name: /^Open analytics: / }).first().click();
  await expect(page.getByLabel('Student')).not.toHaveValue('');
  await expect(page.getByRole('list', { name: 'Overview' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`analytics has no axe violations in ${scheme} and is photographed at 1280 and 390`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.student.email);
    await openAnalytics(page);
    await page.getByRole('button', { name: '90 Days' }).click();
    await expect(stat(page, 'Overview', 'Total Reports')).toHaveText('6');
    const found: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      // Away from the controls: a hover state is not what the page looks like at rest.
      await page.mouse.move(0, 0);
      found.push(...(await axeViolations(page)).map((line) => `overview ${width}: ${line}`));
      await page.screenshot({ path: join(SHOTS, `analytics-overview-${scheme}-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: /^Biology \d+%$/ }).click();
    await expect(page.getByRole('group', { name: 'Biology: Progress Over Time' }).locator('canvas').first()).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      // Away from the controls: a hover state is not what the page looks like at rest.
      await page.mouse.move(0, 0);
      found.push(...(await axeViolations(page)).map((line) => `progress ${width}: ${line}`));
      await page.screenshot({ path: join(SHOTS, `analytics-progress-${scheme}-${width}.png`), fullPage: true });
    }
    await page.getByRole('tab', { name: 'Recommendations' }).click();
    await page.mouse.move(0, 0);
    found.push(...(await axeViolations(page)).map((line) => `recommendations: ${line}`));
    await page.screenshot({ path: join(SHOTS, `analytics-recommendations-${scheme}-390.png`), fullPage: true });
    expect(found).toEqual([]);
  });
}
