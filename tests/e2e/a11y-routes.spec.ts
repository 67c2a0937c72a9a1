import { expect, test, type Page } from '@playwright/test';
import { injectAxe } from './fixtures/axe.ts';

// axe-core in the page, on every host route, in the light and the dark theme (the theme follows the system).
const STUDENT = { email: 'student@demo.test', password: 'Assess-demo-2026' };

const OPEN_ROUTES = [
  '/',
  '/features',
  '/pricing',
  '/privacy',
  '/terms',
  '/cookies',
  '/login',
  '/register',
  '/register/student',
  '/register/student?code=NOT-A-CODE',
  '/forgot-password',
  '/reset-password',
  '/auth/reset-password',
  '/auth/callback',
];

/** Opens a route; the app's pages under /auth/ are reached from inside the app, as an e-mail link's redirect does. */
async function open(page: Page, route: string) {
  if (!route.startsWith('/auth/')) return void (await page.goto(route));
  await page.goto('/');
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
}

const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/settings',
  '/dashboard/settings/subscription',
  '/dashboard/subscription',
  '/dashboard/help',
  '/dashboard/school',
  '/dashboard/school/members',
  '/dashboard/school/settings',
  '/dashboard/management',
  '/dashboard/classes',
  '/dashboard/classes/create',
  '/dashboard/progress',
  '/dashboard/files',
  '/dashboard/reports',
  '/dashboard/analytics',
];

interface Finding {
  route: string;
  id: string;
  impact: string | null;
  targets: string[];
}

/** Runs axe on the page as it is and returns its violations, one line each. */
async function violations(page: Page, route: string): Promise<Finding[]> {
  await injectAxe(page);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.map((violation) => ({
    route,
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Waits until the route has settled: its main heading is shown and no loading text remains. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // Let transitions end so that colours are measured at rest.
  await page.waitForTimeout(300);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test.setTimeout(120_000);

    test('public and sign-in routes have no violations', async ({ page }) => {
      const found: Finding[] = [];
      for (const route of OPEN_ROUTES) {
        await open(page, route);
        await settled(page);
        await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
        found.push(...(await violations(page, route)));
      }
      expect(found).toEqual([]);
    });

    test('the dashboard home and its placeholder routes have no violations', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(STUDENT.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STUDENT.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const found: Finding[] = [];
      for (const route of DASHBOARD_ROUTES) {
        await page.goto(route);
        await settled(page);
        found.push(...(await violations(page, route)));
      }
      expect(found).toEqual([]);
    });
  });
}
