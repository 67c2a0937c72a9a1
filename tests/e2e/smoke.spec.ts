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
