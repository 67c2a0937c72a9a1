import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, submitSignIn } from './fixtures/session.ts';
import { startOwnServer, type OwnServer } from './fixtures/own-server.ts';

// What a school's first days meet at the doors: a sign-up of an address already registered, an invitation used
// already, and a sign-in before the address was confirmed. Each screen says what happened and offers the way on.
//
// This spec runs its own server with the default limits and TRUST_PROXY, so that set-up can act from a pupil's home
// (a forwarded address of its own) while the browser is the school's computer (this machine's address). On the
// suite's server both are one client, and the e-mail interval (one confirmation mail a minute per address and
// client) would refuse the school's resend for a minute after the set-up's sign-up.

const PASSWORD = 'Pupil-pass-2026';
const HOME = { 'x-forwarded-for': '192.0.2.77' };

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: OwnServer;
let api: APIRequestContext;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000);
  server = await startOwnServer({ TRUST_PROXY: 'on' });
  api = await playwright.request.newContext({ baseURL: server.origin });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

async function schoolComputer(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: server.origin })).newPage();
}

/** Every message the server sent to an address, newest first. */
async function mailTo(email: string): Promise<OutboxMessage[]> {
  const messages = (await (await api.get('/dev/mail/messages')).json()) as OutboxMessage[];
  return messages.filter((message) => message.to === email);
}

/** A sign-up made at home through the auth API; with `confirm`, its e-mailed link is used there too. */
async function signUpAtHome(email: string, data: Record<string, unknown>, confirm: boolean): Promise<void> {
  const signUp = await api.post('/auth/v1/signup', { headers: HOME, data: { email, password: PASSWORD, data } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  if (!confirm) return;
  const link = new URL((await mailTo(email))[0]!.links[0]!);
  const verified = await api.post('/auth/v1/verify', { headers: HOME, data: { token_hash: link.searchParams.get('token_hash'), type: link.searchParams.get('type') } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Goes through the registration wizard with an address and presses Create Account. */
async function register(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Rowan');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Another-pass-2026');
  await page.getByLabel(/^Confirm Password/).fill('Another-pass-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a sign-up with an address already registered answers as any sign-up, and its owner is mailed that someone tried', async ({ browser }) => {
  const owner = `owner-${run}@school.test`;
  await signUpAtHome(owner, { first_name: 'Ola' }, true);
  const page = await schoolComputer(browser);

  await test.step('someone signs the registered address up: the screen says what it says for a new address', async () => {
    await register(page, owner);
    await expect(page.getByText('Registration successful! Please check your email to confirm your account.').first()).toBeVisible();
    const fresh = await schoolComputer(browser);
    await register(fresh, `fresh-${run}@school.test`);
    await expect(fresh.getByText('Registration successful! Please check your email to confirm your account.').first()).toBeVisible();
    await fresh.context().close();
  });

  await test.step("the owner's mail says someone tried, and its link leads to the password reset", async () => {
    let notice: OutboxMessage | undefined;
    await expect
      .poll(async () => {
        notice = (await mailTo(owner)).find((message) => message.subject === 'Someone tried to sign up with your e-mail address');
        return notice !== undefined;
      })
      .toBe(true);
    const reset = notice!.links.find((link) => link.endsWith('/forgot-password'));
    expect(notice!.links.some((link) => link.endsWith('/login'))).toBe(true);
    await page.goto(reset!);
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  await test.step('the owner still signs in with their own password', async () => {
    await submitSignIn(page, owner, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
  await page.context().close();
});

test('an invitation already used says so and offers sign-in instead of calling the code invalid', async ({ browser }) => {
  const email = `invited-${run}@school.test`;
  const grant = await api.post('/auth/v1/token?grant_type=password', { data: { email: DEMO.teacher.email, password: DEMO_PASSWORD } });
  expect(grant.status()).toBe(200);
  const asTeacher = { headers: { authorization: `Bearer ${((await grant.json()) as { access_token: string }).access_token}` } };
  const created = await api.post('/api/students/students', { ...asTeacher, data: { name: 'Ines Okafor', email } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const invited = await api.post(`/api/students/students/${id}/invite`, asTeacher);
  expect(invited.ok()).toBe(true);
  const { invitation_code: code } = (await invited.json()) as { invitation_code: string };
  // The student registered with the invitation at home and confirmed the address: the code is used.
  await signUpAtHome(email, { firstName: 'Ines', lastName: 'Okafor', role: 'student', invitation_code: code }, true);

  const page = await schoolComputer(browser);
  await page.goto(`/register/student?code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('alert')).toHaveText('This invitation has already been used to create an account. Sign in with that account instead.');
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test('a sign-in before the address is confirmed offers to resend the confirmation, and the new link signs the pupil in', async ({ browser }) => {
  const email = `waiting-${run}@school.test`;
  await signUpAtHome(email, { first_name: 'Wren' }, false);
  const page = await schoolComputer(browser);

  await test.step('the sign-in says to confirm first and offers a new e-mail', async () => {
    await submitSignIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Please confirm your email address first. Check your inbox for the confirmation link.');
    await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    await expect(page.getByRole('status')).toHaveText(`If ${email} is waiting for confirmation, a new link is on its way. Check your inbox (and spam folder).`);
    await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toHaveCount(0);
  });

  await test.step('the new e-mail arrives and its link confirms the address and signs the pupil in', async () => {
    await expect.poll(async () => (await mailTo(email)).filter((message) => /confirm/i.test(message.subject)).length).toBe(2);
    const link = (await mailTo(email))[0]!.links.find((candidate) => candidate.includes('token_hash='))!;
    await page.goto(link);
    await expect(page.getByText('Email confirmed! Redirecting to your dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Wren!' })).toBeVisible();
  });
  await page.context().close();
});
