import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './fixtures/axe.ts';
import { DEMO, apiGet, pageSession, signIn } from './fixtures/session.ts';

// The Analytics Dashboard as a new user meets it: the demo student's figures over a period, a subject's chart
// read by keyboard and as a table, recommendations; the demo teacher's student and class.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');

/** The value of a stat card in the list of that name. */
function stat(page: Page, list: string, label: string): Locator {
  return page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label }).locator('span').nth(1);
}

/**
 * What the server counts for the signed-in user over a period. Other suites add submissions to the demo
 * accounts, so the screen is compared with the server rather than with fixed numbers.
 */
async function completedIn(page: Page, request: APIRequestContext, range: string): Promise<string> {
  const overview = await apiGet<{ completed_assessments: number }>(request, await pageSession(page), `/analytics/student/dashboard/overview?range=${range}`);
  return String(overview.completed_assessments);
}

async function openAnalytics(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
}

test('the demo student reads their analytics over a period, a subject by keyboard and as a table, and recommendations', async ({ page, request }) => {
  await signIn(page, DEMO.student.email);
  await openAnalytics(page);

  // 30 days by default; the demo history spans seven weeks, so a week, a month and 90 days differ.
  await expect(page.getByRole('button', { name: '30 Days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText(await completedIn(page, request, '30d'));
  await expect(page.getByText('Last updated: just now')).toBeVisible();

  await page.getByRole('button', { name: '7 Days' }).click();
  const week = await completedIn(page, request, '7d');
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText(week);
  await page.getByRole('button', { name: '90 Days' }).click();
  const quarter = await completedIn(page, request, '90d');
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText(quarter);
  expect(Number(quarter)).toBeGreaterThan(Number(week));
  await expect(page.getByRole('tab', { name: 'Subject Progress' })).toBeDisabled();

  await page.getByRole('button', { name: /^Biology \d+%$/ }).click();
  await expect(page.getByRole('tab', { name: 'Subject Progress' })).toHaveAttribute('aria-selected', 'true');
  const biology = await apiGet<{ reports_completed: number }>(request, await pageSession(page), '/analytics/student/dashboard/subject/biology?range=90d');
  await expect(stat(page, 'Biology Subject Progress', 'Reports Completed')).toHaveText(String(biology.reports_completed));
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
  await expect(table.getByRole('row').first()).toHaveText('DateScore');
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

  const picker = page.getByLabel('Student');
  await picker.selectOption((await picker.locator('option', { hasText: /^Sam Student/ }).first().getAttribute('value')) ?? '');
  await expect(stat(page, 'Overview', 'Total Reports')).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('button', { name: /^Biology \d+%$/ }).click();
  await expect(page.getByRole('group', { name: 'Biology: Progress Over Time' })).toBeVisible();

  await page.getByRole('button', { name: 'A class' }).click();
  await page.getByLabel('Class').selectOption({ label: 'Year 10 Biology' });
  await page.getByRole('button', { name: '90 Days' }).click();
  await expect(stat(page, 'Year 10 Biology', 'Reports Completed')).toHaveText(/^[1-9]\d*$/);
  const chart = page.getByRole('group', { name: 'Year 10 Biology: Class Average Over Time' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await page.getByLabel("Show each student's line").check();
  const legend = page.getByRole('list', { name: 'Year 10 Biology: Class Average Over Time legend' });
  await expect(legend.getByRole('listitem').first()).toHaveText('Class Average');
  await expect(legend).toContainText('Sam Student');
  await expect(legend).toContainText('Sasha Student');
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
  test(`analytics has no axe violations in ${scheme} and is photographed at 1280 and 390`, async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.student.email);
    await openAnalytics(page);
    await page.getByRole('button', { name: '90 Days' }).click();
    await expect(stat(page, 'Overview', 'Total Reports')).toHaveText(await completedIn(page, request, '90d'));
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
