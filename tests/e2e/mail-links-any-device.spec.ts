import { expect, test } from '@playwright/test';
import { confirmedAccount, mailLinkTo } from './fixtures/accounts.ts';
import { submitSignIn } from './fixtures/session.ts';

// E-mailed links work on any device: a reset asked for on a school computer is finished on a phone, a sign-up is
// confirmed in another browser, and a link opened a second time says it is spent and offers a new one.

const NEW_PASSWORD = 'Phone-pass-2026';

test('a reset asked for on one computer is finished from the e-mail on another device, and the new password signs in', async ({ page, browser, request }) => {
  const account = await confirmedAccount(request, 'Rowan');

  await test.step('the school computer asks for a reset', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Email Sent!' })).toBeVisible();
  });

  const link = await mailLinkTo(request, account.email, /reset/i);
  const phone = await browser.newContext();
  try {
    const onPhone = await phone.newPage();
    await test.step('the phone opens the link and sets a new password', async () => {
      await onPhone.goto(link);
      await expect(onPhone).toHaveURL(/\/auth\/reset-password/);
      await expect(onPhone.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
      await onPhone.getByLabel(/^New Password/).fill(NEW_PASSWORD);
      await onPhone.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
      await onPhone.getByRole('button', { name: 'Update Password' }).click();
      await expect(onPhone.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();
      await expect(onPhone).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    });

    await test.step('the link opened again, on a third device, says it is spent and offers a new one', async () => {
      const again = await (await browser.newContext()).newPage();
      await again.goto(link);
      await again.getByLabel(/^New Password/).fill('Another-pass-2026');
      await again.getByLabel(/^Confirm New Password/).fill('Another-pass-2026');
      await again.getByRole('button', { name: 'Update Password' }).click();
      await expect(again.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
      await expect(again.getByRole('alert')).toHaveText('Invalid or expired reset token. Please request a new password reset.');
      await again.getByRole('link', { name: 'Request New Reset Link' }).click();
      await expect(again).toHaveURL(/\/forgot-password$/);
      await again.context().close();
    });
  } finally {
    await phone.close();
  }

  await test.step('the school computer signs in with the new password, not the old one', async () => {
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await submitSignIn(page, account.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('a sign-up confirmed from the e-mail in another browser reaches the dashboard there; the link opened again says it is spent', async ({ browser, request }) => {
  const email = `elsewhere-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@school.test`;
  const signUp = await request.post('/auth/v1/signup', { data: { email, password: 'Assess-e2e-2026', data: { first_name: 'Noor', last_name: 'Tester' } } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await mailLinkTo(request, email, /confirm/i);

  const other = await browser.newContext();
  try {
    const page = await other.newPage();
    await page.goto(link);
    await expect(page.getByText('Email confirmed! Redirecting to your dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Noor!' })).toBeVisible();

    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await expect(again.getByRole('heading', { level: 1, name: 'Link already used or expired' })).toBeVisible();
    await expect(again.getByRole('alert')).toHaveText('This link has already been used or has expired.');
    await expect(again.getByRole('link', { name: 'Sign Up Again' })).toHaveAttribute('href', '/register');
    await again.getByRole('link', { name: 'Sign In' }).click();
    await expect(again).toHaveURL(/\/login$/);
    await again.context().close();
  } finally {
    await other.close();
  }
});
