import { expect, test } from '@playwright/test';

// The demo student the server seeds outside production (decision 11).
const STUDENT = { email: 'student@demo.test', password: 'Assess-demo-2026', firstName: 'Sam' };

test.describe('host sign-in against the server', () => {
  test('a student signs in, sees the dashboard, and logs out to /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(STUDENT.email);
    await page.getByLabel(/^Password/).fill(STUDENT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${STUDENT.firstName}!` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('SS');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${STUDENT.firstName}!` })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused with the mapped message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(STUDENT.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });
});

test.describe('host dashboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens over the page and closes after a choice', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(STUDENT.email);
    await page.getByLabel(/^Password/).fill(STUDENT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const drawer = page.getByRole('complementary', { name: 'Navigation' });
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'My Files' }).click();
    await expect(page).toHaveURL(/\/dashboard\/files$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Files' })).toBeVisible();
  });
});
