import { expect, test, type Page } from '@playwright/test';

// Until the server publishes its runtime configuration, the pages get one here; a served /config.json wins.
async function ensureConfig(page: Page) {
  await page.route('**/config.json', async (route) => {
    const served = await route.fetch().catch(() => null);
    const body: unknown = served?.ok() ? await served.json().catch(() => null) : null;
    if (body && typeof body === 'object' && 'supabaseAnonKey' in body) return route.fulfill({ response: served! });
    return route.fulfill({ json: { supabaseUrl: new URL(page.url() || 'http://127.0.0.1').origin, supabaseAnonKey: 'e2e-anon-key', apiBaseUrl: '' } });
  });
}

const PUBLIC_ROUTES = [
  { path: '/', heading: 'AI-assisted assessment that gives teachers their time back', text: '99.9%' },
  { path: '/features', heading: 'Features', text: 'Google Classroom' },
  { path: '/pricing', heading: 'Pricing', text: 'Expected launch: Q3 2025' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'FERPA' },
  { path: '/terms', heading: 'Terms of Service', text: '15. Contact Information' },
  { path: '/cookies', heading: 'Cookie Policy', text: 'Session or 30 days' },
];

test.describe('host public pages', () => {
  test.beforeEach(async ({ page }) => ensureConfig(page));

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} renders with the public bar and footer`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByText(route.text).first()).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
      const legal = page.getByRole('navigation', { name: 'Legal' });
      await expect(legal.getByRole('link', { name: 'Cookie Policy' })).toBeVisible();
    });
  }

  test('the bar navigates between public pages without a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('unknown paths go to / and the dashboard asks for a sign-in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/files');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('the theme choice is kept across a reload', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  });

  test('/sw.js is served and registered', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  });
});
