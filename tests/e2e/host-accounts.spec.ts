import { expect, test, type Page } from '@playwright/test';
import { mailLinkTo } from './fixtures/accounts.ts';
import { signIn } from './fixtures/session.ts';

// Account flows against the real server: registration, confirmation by e-mail, recovery, invitations, 401s.

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Assess-e2e-2026';
const NEW_PASSWORD = 'Fresh-pass-2026';
const TEACHER = { email: 'teacher@demo.test', password: 'Assess-demo-2026' };

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the server serves the app at the pages e-mail links open', async ({ request }) => {
  for (const path of ['/auth/callback?code=x', '/auth/reset-password?code=x']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toContain('text/html');
  }
});

test.describe('a student registers, confirms by e-mail, signs in, and resets the password', () => {
  test.describe.configure({ mode: 'serial' });
  const email = `reg-${RUN}@school.test`;

  test('the wizard names each missing or wrong field, creates the account, and the e-mailed link confirms it', async ({ page, request }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    const alert = page.getByRole('alert');
    const next = page.getByRole('button', { name: 'Next' });

    await next.click();
    await expect(alert).toHaveText('Please fill in all required fields');
    await page.getByLabel('First Name').fill('Rita');
    await page.getByLabel('Last Name').fill('Levi');
    await next.click();
    await expect(alert).toHaveText('Please fill in all required fields');
    await page.getByLabel('Email').fill(email);
    await next.click();

    await expect(page.getByRole('list', { name: 'Registration steps' }).getByRole('listitem').first()).toHaveText(/completed/);
    await expect(page.getByLabel(/^Confirm Password/)).toBeVisible();
    await next.click();
    await expect(alert).toHaveText('Please fill in all required fields');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    await page.getByLabel(/^Confirm Password/).fill('shorter');
    // The inline message beside the field, before any attempt to go on.
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await next.click();
    await expect(alert).toHaveText('Passwords do not match');
    await page.getByLabel(/^Confirm Password/).fill('short');
    await next.click();
    await expect(alert).toHaveText('Password must be at least 8 characters long');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
    await next.click();

    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alert).toHaveText('You must agree to the terms and conditions');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration successful! Please check your email to confirm your account.').first()).toBeVisible();
    // After 3 s the wizard hands over to the sign-in page with the same message.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(page.getByText('Registration successful! Please check your email to confirm your account.')).toBeVisible();

    // The confirmation link, opened in the same browser that signed up (any other works too).
    const link = await mailLinkTo(request, email, /confirm/i);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/callback/);
    await expect(page.getByText('Email confirmed! Redirecting to your dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rita!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('RL');
  });

  test('the new account signs in with its password, sees the greeting and usage, and logs out', async ({ page }) => {
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rita!' })).toBeVisible();
    const usage = page.getByRole('region', { name: 'Usage Summary' });
    await expect(usage.getByText('Validation')).toBeVisible();
    await expect(usage.getByText('Free Plan')).toBeVisible();
    // A new account has no reports: the empty state, not an error.
    await expect(page.getByText('No reports yet')).toBeVisible();
    await expect(page.getByText('Failed to load dashboard data. Please try again.')).toHaveCount(0);
    await logOut(page);
    await page.goto('/dashboard/reports');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password: the e-mail, its link, a new password, then signing in with it', async ({ page, request }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Email Sent!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Different Email' })).toBeVisible();

    const link = await mailLinkTo(request, email, /reset|password/i);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password/);
    await page.getByLabel(/^New Password/).fill('weakpass');
    await page.getByLabel(/^Confirm New Password/).fill('weakpass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password does not meet security requirements');
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();
    // The link signed the user in, so the page continues to the dashboard after 2 s.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await logOut(page);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rita!' })).toBeVisible();
  });
});

test.describe('invitation registration', () => {
  test('a code made by the demo teacher is verified from the link, locks the fields, and links the record', async ({ page, request }) => {
    const email = `invited-${RUN}@school.test`;
    const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
    const auth = { apikey: config.supabaseAnonKey, 'Content-Type': 'application/json' };
    const grant = await request.post('/auth/v1/token?grant_type=password', { headers: auth, data: TEACHER });
    expect(grant.ok()).toBe(true);
    const { access_token: teacherToken } = (await grant.json()) as { access_token: string };
    const asTeacher = { headers: { Authorization: `Bearer ${teacherToken}` } };
    {
      const created = await request.post('/api/students/students', { ...asTeacher, data: { name: 'Ines Okafor', email } });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const invited = await request.post(`/api/students/students/${id}/invite`, asTeacher);
      expect(invited.ok()).toBe(true);
      const { invitation_code: code } = (await invited.json()) as { invitation_code: string };

      await page.goto(`/register/student?code=${encodeURIComponent(code)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Student Registration' })).toBeVisible();
      await expect(page.getByText('Invitation verified for Ines Okafor.')).toBeVisible();
      await expect(page.getByLabel('Invitation Code')).toHaveValue(code);
      await expect(page.getByLabel('Invitation Code')).not.toBeEditable();
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Email')).not.toBeEditable();
      await expect(page.getByLabel('First Name')).toHaveValue('Ines');
      await expect(page.getByLabel('Last Name')).toHaveValue('Okafor');

      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
      await expect(page.getByText('Registration successful! Please check your email to confirm your account.')).toBeVisible();

      // Confirming the address links the teacher's record to the new account (decision 10).
      await page.goto(await mailLinkTo(request, email, /confirm/i));
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ines!' })).toBeVisible();
      const record = (await (await request.get(`/api/students/students/${id}`, asTeacher)).json()) as { user_id: string | null; invitation_status: string };
      expect(record.user_id).toBeTruthy();
      expect(record.invitation_status).toBe('accepted');
    }
  });

  test('a wrong code is refused with the invitation message', async ({ page }) => {
    await page.goto('/register/student?code=NOT-A-CODE');
    await expect(page.getByRole('alert')).toHaveText('Invalid invitation code. Please check and try again.');
    await expect(page.getByLabel('First Name')).toHaveCount(0);
  });
});

test.describe('sessions', () => {
  test('a protected route while signed out sends the visitor to /login', async ({ page }) => {
    await page.goto('/dashboard/assessments');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a token the backend refuses (401) signs the user out to /login', async ({ page }) => {
    await signIn(page, 'student@demo.test', 'Assess-demo-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Sam!' })).toBeVisible();
    // Corrupt the stored access token while keeping its expiry ahead, so the client sends it as it is.
    const corrupted = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('sb-') && name.endsWith('-auth-token'));
      if (!key) return false;
      const stored = JSON.parse(localStorage.getItem(key)!) as { access_token: string };
      stored.access_token = `${stored.access_token.slice(0, -8)}tampered`;
      localStorage.setItem(key, JSON.stringify(stored));
      return true;
    });
    expect(corrupted).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the theme chosen in the dashboard is kept across reloads', async ({ page }) => {
    await signIn(page, 'student@demo.test', 'Assess-demo-2026');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Sam!' })).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  });
});
