import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailLinkTo } from './fixtures/accounts.ts';
import { signIn, submitSignIn } from './fixtures/session.ts';

// A school's first week, making a teacher: the administrator invites a teacher by e-mail from Management's Staff tab;
// the teacher opens the mail's link (in a browser of their own), chooses a password and is in the school as a
// teacher; the administrator then changes their role on the same screen, and a teacher has no Staff tab.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NEW_TEACHER = { first: 'Nia', last: `New${RUN}`, email: `nia-${RUN}@school.test`, password: 'Assess-e2e-2026' };
const NAME = `${NEW_TEACHER.first} ${NEW_TEACHER.last}`;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SHOTS, `first-week-staff-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator invites a teacher by e-mail, the teacher signs up into the school through the link, and the administrator changes their role', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signIn(admin, 'admin@demo.test');
  const members = admin.getByRole('list', { name: 'Staff and Members' });

  await test.step('the administrator opens Staff and sees the school, with a clear message for a bad address', async () => {
    await admin.goto('/dashboard/management');
    await admin.getByRole('tab', { name: 'Staff' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Staff and Members: Demo School' })).toBeVisible();
    await expect(members.getByRole('listitem').filter({ hasText: 'teacher@demo.test' })).toContainText('Active');
    await admin.getByLabel('Email').fill('not-an-address');
    await admin.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(admin.getByText('Please enter a valid email address')).toBeVisible();
  });

  await test.step('the administrator invites a teacher by e-mail', async () => {
    await admin.getByLabel('First Name').fill(NEW_TEACHER.first);
    await admin.getByLabel('Last Name').fill(NEW_TEACHER.last);
    await admin.getByLabel('Email').fill(NEW_TEACHER.email);
    await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Teacher' });
    await admin.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(admin.getByText(`Invitation sent to ${NEW_TEACHER.email}`)).toBeVisible();
    const row = members.getByRole('listitem').filter({ hasText: NEW_TEACHER.email });
    await expect(row).toContainText(NAME);
    await expect(row).toContainText('Invited');
    await expect(row.getByRole('combobox', { name: `Role of ${NAME}` })).toHaveValue('teacher');
    await shoot(admin, 'invited');
  });

  await test.step('the teacher opens the link in a browser of their own, chooses a password and is in as a teacher', async () => {
    const link = await mailLinkTo(request, NEW_TEACHER.email, /invited to Demo School/);
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await teacher.goto(link);
    await expect(teacher.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible({ timeout: 15_000 });
    await teacher.getByLabel(/^New Password/).fill(NEW_TEACHER.password);
    await teacher.getByLabel(/^Confirm New Password/).fill(NEW_TEACHER.password);
    await teacher.getByRole('button', { name: 'Update Password' }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: 'Password Updated!' })).toBeVisible();
    await teacherContext.close();

    // Signed in afresh with the password they chose, the teacher has the teacher's Management, without Staff.
    const again = await browser.newContext();
    const signedIn = await again.newPage();
    await submitSignIn(signedIn, NEW_TEACHER.email, NEW_TEACHER.password);
    await expect(signedIn).toHaveURL(/\/dashboard$/);
    await signedIn.goto('/dashboard/management');
    await expect(signedIn.getByRole('tab', { name: 'Class Management' })).toBeVisible();
    await expect(signedIn.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
    await again.close();
  });

  await test.step('the administrator sees the teacher active, and makes them an administrator', async () => {
    await admin.reload();
    await admin.getByRole('tab', { name: 'Staff' }).click();
    const row = members.getByRole('listitem').filter({ hasText: NEW_TEACHER.email });
    await expect(row).toContainText('Active');
    await row.getByRole('combobox', { name: `Role of ${NAME}` }).selectOption({ label: 'Administrator' });
    await row.getByRole('button', { name: `Save Role for ${NAME}` }).click();
    await expect(admin.getByText(`${NAME} is now an administrator`)).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Role of ${NAME}` })).toHaveValue('school_admin');
    await shoot(admin, 'role-changed');
  });
  await adminContext.close();
});
