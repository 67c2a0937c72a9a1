import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { confirmedAccount } from './fixtures/accounts.ts';
import { ANSWERS, MARK_SCHEME, linesPdf } from './fixtures/pdfs.ts';
import { DEMO, pageSession, signIn, tokenFor } from './fixtures/session.ts';

// The product says one thing everywhere and leaves no dead ends, tried as a user would: sign-in offers only what
// works, links that cannot work say so at once, a limit leads to the plans, a finished check links to its
// result, reports a user may not open say why, and words follow the reader's role and count.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Waits until the login page has asked the auth service which sign-in methods it has. */
async function openSignIn(page: Page, path: '/login' | '/register'): Promise<void> {
  const settings = page.waitForResponse((response) => response.url().endsWith('/auth/v1/settings'));
  await page.goto(path);
  expect((await (await settings).json()).external.google).toBe(false);
}

test('the Google buttons are absent when Google is off', async ({ page }) => {
  await openSignIn(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await openSignIn(page, '/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up with Google' })).toHaveCount(0);
});

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.describe('Google turned on but failing', () => {
  const port = PORT + 2;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The same build, served as `npm start` serves it, with Google configured at an address that answers nothing.
    dataDir = mkdtempSync(join(tmpdir(), 'assess-e2e-google-'));
    server = spawn(process.execPath, ['dist/main.js'], {
      cwd: join(ROOT, 'server'),
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: origin,
        ASSESS_DATA_DIR: dataDir,
        NODE_ENV: 'test',
        GOOGLE_CLIENT_ID: 'assess-e2e-client',
        GOOGLE_CLIENT_SECRET: 'assess-e2e-client-secret-0123456789',
        GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.status, { timeout: 90_000 }).toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('Continue with Google comes back to sign-in with a readable message, and Sign up with Google to sign-up', async ({ page }) => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(`${origin}/login`);
    await expect(page.getByRole('alert')).toHaveText('Google sign-in failed. Please try again.');
    await expect(page.locator('body')).not.toContainText('error_code');

    await page.goto(`${origin}/register`);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await expect(page).toHaveURL(`${origin}/register`);
    await expect(page.getByRole('alert')).toHaveText('Google sign-up failed. Please try again.');
  });
});

test('a malformed reset link shows the invalid view at once, without asking for a password', async ({ page }) => {
  await page.goto('/auth/reset-password?token=garbage');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('Invalid reset link format. Please request a new password reset.')).toBeVisible();
  await expect(page.getByLabel(/^New password/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /forgot|new reset link|request/i }).first()).toBeVisible();
});

test('asking for reset e-mails faster than allowed says when to try again', async ({ page }) => {
  const email = `reset-${Date.now().toString(36)}@school.test`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Email Sent!' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Different Email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many password reset attempts\. Please try again after \d{1,2}:\d{2} [AP]M\.$/);
});

test('Upgrade Plan and Subscription show the plans and how to get more, not a placeholder', async ({ page }) => {
  await signIn(page, DEMO.student.email);
  // The dashboard's quick actions and its usage summary each offer Upgrade Plan: both lead to the plans.
  await page.getByRole('group', { name: 'Quick actions' }).getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await page.goBack();
  await page.getByRole('region', { name: 'Usage Summary' }).getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('This component is currently being implemented.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Usage Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible();
  for (const plan of ['Free access (beta)', 'Pricing coming soon', 'Custom LMS integration']) {
    await expect(page.getByRole('heading', { level: 3, name: plan })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', /^mailto:support@assess\.example/);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Subscription', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible();
});

test('a finished Upload & Validate check stays listed with its title, subject and time, and links to its result', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await confirmedAccount(request, 'Vera');
  await signIn(page, account.email, account.password);
  await page.goto('/dashboard/validation');
  const form = page.getByRole('form', { name: 'Upload & Validate' });
  await expect(form.getByRole('combobox', { name: 'Subject' }).getByRole('option')).not.toHaveCount(2);
  const title = `Circuits check ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  const subject = form.getByRole('combobox', { name: 'Subject' });
  const subjectName = (await subject.getByRole('option').nth(1).textContent())!.trim();
  await subject.selectOption({ label: subjectName });
  await form.getByRole('button', { name: 'Next' }).click();
  // The answers and the mark scheme alone: the question paper is optional.
  await form.getByLabel('Answer sheet').setInputFiles({ name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) });
  await form.getByLabel('Mark scheme (optional)').setInputFiles({ name: 'mark-scheme.pdf', mimeType: 'application/pdf', buffer: await linesPdf(MARK_SCHEME) });
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Submit', exact: true }).click();

  const pending = page.getByRole('list', { name: 'Pending validation jobs' }).getByRole('listitem').filter({ hasText: title });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText(subjectName);
  await expect(pending).toContainText(/\d{2}:\d{2}/);

  // No click needed: the list reads itself again until the check has finished.
  const finished = page.getByRole('list', { name: 'Finished validation jobs' }).getByRole('listitem').filter({ hasText: title });
  await expect(finished).toContainText('Completed', { timeout: 90_000 });
  await finished.getByRole('link', { name: `View Result of ${title}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/assessments\/[^/?]+\?submission=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Graded from the answers and the mark scheme alone, question by question.
  await expect(page.getByRole('heading', { level: 3, name: /^Question 1 \(a\)/ }).first()).toBeVisible();
});

test("a student opening another student's reports sees not found, and a teacher's report page tells them it is for teachers", async ({ page, request }) => {
  const other = await confirmedAccount(request, 'Otto');
  const token = await tokenFor(request, other.email, other.password);
  const otherId = ((await (await request.get('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string }).id;

  await signIn(page, DEMO.student.email);
  await page.goto(`/dashboard/reports/student/${otherId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report not found' })).toBeVisible();
  await expect(page.getByText("You haven't completed any assessments yet.")).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to My Reports' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);

  const { userId } = await pageSession(page);
  await page.goto(`/dashboard/reports/teacher/${userId}/students`);
  await expect(page.getByRole('heading', { level: 1, name: 'For teachers and administrators' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.goto('/dashboard/reports/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'For teachers and administrators' })).toBeVisible();
});

test('My Files lists under AI Generated only files the product generated, not uploaded papers', async ({ page }) => {
  await signIn(page, DEMO.teacher.email);
  await page.goto('/dashboard/files');
  // The demo teacher's uploaded question paper is one of their files (searched for: the suite's other tests add
  // enough files to push it off the first page)...
  await page.getByRole('searchbox', { name: 'Search files' }).fill('ecology');
  await expect(page.getByText('ecology-question-paper.pdf').first()).toBeVisible();
  // ...but not something the product generated.
  await page.getByRole('button', { name: 'AI Generated' }).click();
  await expect(page.getByText(/AI-generated assessment file\(s\) found/)).toBeVisible();
  await expect(page.getByText('ecology-question-paper.pdf')).toHaveCount(0);
  await expect(page.getByText('ecology-mark-scheme.pdf')).toHaveCount(0);
});

/** Creates a class of the demo teacher with one student in it, through the API. */
async function classOfOne(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenFor(request, DEMO.teacher.email)}` };
  const name = `Tutor group ${Date.now().toString(36)}`;
  const created = await request.post('/api/classes', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  const student = await request.post('/api/students/students', { headers, data: { name: 'Una Only' } });
  expect(student.status(), await student.text()).toBe(201);
  const studentId = ((await student.json()) as { id: string }).id;
  const added = await request.post(`/api/classes/${classId}/students`, { headers, data: { student_ids: [studentId] } });
  expect(added.status(), await added.text()).toBe(200);
  return name;
}

test('words follow the count and the role: one student, and a teacher dashboard about classes', async ({ page, request }) => {
  const name = await classOfOne(request);
  await signIn(page, DEMO.teacher.email);
  // A teacher's dashboard speaks of their classes, not of their own learning, and shows no learner's zero cards.
  await expect(page.getByText('Set work for your classes and follow how they are doing.')).toBeVisible();
  await expect(page.getByText('Here is how your learning is going.')).toHaveCount(0);
  await expect(page.getByText('Study Streak')).toHaveCount(0);

  await page.goto('/dashboard/reports/classes');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('1 Student');
  await expect(row).not.toContainText('1 Students');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab of a tab row is in sight, My Assessments cards are even, and no screen logs a missing HydrateFallback', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await signIn(page, DEMO.teacher.email);

    // Opened directly, as from a bookmark: the screen's code loads on the first page of the visit.
    await page.goto('/dashboard/reports');
    const tabs = page.getByRole('tablist').first();
    await expect(tabs.getByRole('tab').last()).toBeVisible();
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width, `${await tab.textContent()} ends inside the screen`).toBeLessThanOrEqual(390);
    }

    await page.goto('/dashboard/assessments');
    const cards = page.getByRole('list', { name: 'Assessments' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const heights = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
    expect(heights.length).toBeGreaterThan(1);
    expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);

    await page.goto('/dashboard/management');
    await expect(page.getByRole('tablist').first().getByRole('tab').last()).toBeVisible();
    expect(logs.filter((line) => line.includes('HydrateFallback'))).toEqual([]);
  });
});
