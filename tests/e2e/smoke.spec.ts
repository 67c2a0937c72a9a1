import { expect, test } from '@playwright/test';

test('the server answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the host app renders at / and at deep links (SPA fall-back)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Assess', level: 1 })).toBeVisible();
  await page.goto('/dashboard/assessments');
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the app runs under its Content-Security-Policy: a signed-in dashboard breaks none of it', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByLabel('Email').fill('student@demo.test');
  await page.getByLabel(/^Password/).fill('Assess-demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.getByRole('region', { name: 'Recent Reports' }).getByRole('link', { name: 'View' }).first().click();
  // View opens the report's submission: its marks on the assessment's details, not a page the API answers 404 for.
  await expect(page).toHaveURL(/\/dashboard\/assessments\/[0-9a-f-]{36}\?submission=[0-9a-f-]{36}$/);
  await expect(page.getByText('Failed to load assessment details')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Marks and Feedback' })).toBeVisible();
  expect(refused).toEqual([]);
});
