import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { linesPdf } from './fixtures/pdfs.ts';
import { DEMO, signIn } from './fixtures/session.ts';

// Management as a new teacher meets it (spec 02 §2, §6, decisions 10 and 15): a class, students by hand and
// from a CSV file with a bad row, an invitation the student registers from, an assessment set for the class,
// the student's submission and the teacher's view of who has submitted.

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CLASS_NAME = `Year 9 Ecology ${RUN}`;
const PASSWORD = 'Assess-e2e-2026';
const INVITED = { name: 'Nia Nolan', email: `nia-${RUN}@school.test` };
/** A paper the demo teacher created (the demo history), to set for the class. */
const PAPER = 'Ecology';

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  return (await (await request.get('/dev/mail/messages')).json()) as OutboxMessage[];
}

/** The newest message to an address whose subject matches, waited for. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request)).find((message) => message.to === to && subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

const CSV = [
  'Name,Email,Student ID,Class',
  `Pia Park,pia-${RUN}@school.test,S-01,${CLASS_NAME}`,
  `Quinn Qi,quinn-${RUN}@school.test,S-02,${CLASS_NAME}`,
  `,nameless-${RUN}@school.test,S-03,${CLASS_NAME}`,
  `Rae Ross,rae-${RUN}@school.test,S-04,${CLASS_NAME}`,
  `Sol Sato,sol-${RUN}@school.test,S-05,${CLASS_NAME}`,
  `Tia Tam,,S-06,${CLASS_NAME}`,
].join('\r\n');

test('a teacher builds a class, invites a student who registers, sets an assessment and sees who submitted it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);

  await test.step('the demo teacher creates a class', async () => {
    await signIn(page, DEMO.teacher.email);
    await page.goto('/dashboard/management');
    await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Class' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status').getByText('Class name is required')).toBeVisible();
    await expect(dialog.getByLabel(/Class Name/)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(/Class Name/).fill(CLASS_NAME);
    await dialog.getByLabel('Subject', { exact: true }).selectOption({ label: 'Biology' });
    await dialog.getByLabel('Year Group').fill('Year 9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Class created successfully')).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CLASS_NAME }) });
    await expect(card.getByText('0 Students')).toBeVisible();
    await expect(card.getByText('No description provided')).toBeVisible();
  });

  await test.step('adds two students by hand', async () => {
    await page.getByRole('tab', { name: 'Student Management' }).click();
    for (const student of [INVITED, { name: 'Omar Odu', email: '' }]) {
      await page.getByRole('button', { name: 'Add Student' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Student' });
      await dialog.getByLabel(/^Name/).fill(student.name);
      if (student.email) await dialog.getByLabel('Email').fill(student.email);
      await dialog.getByLabel('Class', { exact: true }).selectOption({ label: CLASS_NAME });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Student created successfully')).toBeVisible();
      await expect(rowOf(page, student.name)).toBeVisible();
    }
    await expect(rowOf(page, INVITED.name).getByText('Not Invited')).toBeVisible();
    await expect(rowOf(page, 'Omar Odu').getByText('No Email')).toBeVisible();
  });

  await test.step('imports five more from a CSV file: the bad row is shown and not saved', async () => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Students' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(dialog.getByText('5 students ready to import; 1 row has problems and will not be saved.')).toBeVisible();
    const bad = dialog.getByRole('row').filter({ hasText: `nameless-${RUN}@school.test` });
    await expect(bad.getByText('Student name is required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 5 Students' }).click();
    await expect(dialog.getByText('Imported 5 students.')).toBeVisible();
    // Everyone imported with an address is invited at once.
    await dialog.getByRole('button', { name: 'Invite All (4)' }).click();
    await expect(dialog.getByText('Invitations sent to 4 students.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const name of ['Pia Park', 'Quinn Qi', 'Rae Ross', 'Sol Sato', 'Tia Tam']) await expect(rowOf(page, name)).toBeVisible();
    await expect(rowOf(page, 'Pia Park').getByText('Invitation pending')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: `nameless-${RUN}@school.test` })).toHaveCount(0);
    const invited = (await outbox(request)).filter((message) => message.to.endsWith(`-${RUN}@school.test`) && /invitation/i.test(message.subject));
    expect(invited.map((message) => message.to).sort()).toEqual([`pia-${RUN}@school.test`, `quinn-${RUN}@school.test`, `rae-${RUN}@school.test`, `sol-${RUN}@school.test`]);
  });

  let link = '';
  await test.step('invites one student and shows the link that was mailed', async () => {
    await rowOf(page, INVITED.name).getByRole('button', { name: `Send invitation to ${INVITED.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Student Invitation' });
    await expect(dialog.getByText('Invitation sent successfully')).toBeVisible();
    link = await dialog.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/register\/student\?code=/);
    const mail = await mailTo(request, INVITED.email, /invitation/i);
    expect(mail.links).toContain(link);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(rowOf(page, INVITED.name).getByText('Invitation pending')).toBeVisible();
  });

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await test.step('the invited student registers from the link and confirms the address', async () => {
    await student.goto(link);
    await expect(student.getByText(`Invitation verified for ${INVITED.name}.`)).toBeVisible();
    await expect(student.getByLabel('Email')).toHaveValue(INVITED.email);
    await student.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await student.getByLabel(/^Confirm Password/).fill(PASSWORD);
    await student.getByRole('checkbox', { name: /I agree to the/ }).check();
    await student.getByRole('button', { name: 'Create Account' }).click();
    await expect(student).toHaveURL(/\/login$/, { timeout: 10_000 });
    const confirm = (await mailTo(request, INVITED.email, /confirm/i)).links.find((candidate) => candidate.includes('token_hash='))!;
    await student.goto(confirm);
    await expect(student).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  });

  await test.step('the teacher sees the record linked', async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(rowOf(page, INVITED.name).getByText('Account Linked')).toBeVisible();
    await expect(rowOf(page, INVITED.name).getByRole('button', { name: /Send invitation/ })).toHaveCount(0);
  });

  await test.step('the teacher sets an assessment for the class', async () => {
    await page.getByRole('tab', { name: 'Class Management' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CLASS_NAME }) });
    await expect(card.getByText('7 Students')).toBeVisible();
    await card.getByRole('button', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/dashboard\/classes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: CLASS_NAME })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Class Report' })).toHaveAttribute('href', /\/dashboard\/reports\/teacher\/[^/]+\/class\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Assign Assessment' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign an Assessment to ${CLASS_NAME}` });
    await dialog.getByLabel('Assessment').selectOption({ label: `${PAPER} (Biology)` });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText(`${PAPER} assigned to the class`)).toBeVisible();
    const assignment = page.getByRole('article', { name: PAPER });
    await expect(assignment.getByText('0 of 7 submitted')).toBeVisible();
    await expect(rowOf(page, INVITED.name).filter({ hasText: 'Not submitted' })).toBeVisible();
  });

  await test.step('the student sees it in My Assessments and submits answers for it', async () => {
    await student.goto('/dashboard/assessments');
    await student.getByRole('button', { name: `View Details: ${PAPER}` }).click();
    await student.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(student).toHaveURL(/\/dashboard\/assessments\/upload\?assessment=/);
    await expect(student.getByLabel(/Assessment Title/)).toHaveValue(PAPER);
    await student.getByLabel('Student Answer').setInputFiles({
      name: 'answers.pdf',
      mimeType: 'application/pdf',
      buffer: await linesPdf(['1 Producers make food by photosynthesis.', '2 Energy is lost as heat at each level.']),
    });
    await student.getByRole('button', { name: 'Submit Assessment' }).click();
    await student.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit' }).click();
    await expect(student.getByText('Assessment submitted successfully! Redirecting to dashboard...')).toBeVisible();
  });
  await studentContext.close();

  await test.step('the teacher sees who has submitted, and exports the class list', async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    const assignment = page.getByRole('article', { name: PAPER });
    await expect(assignment.getByText('1 of 7 submitted')).toBeVisible();
    await expect(assignment.getByRole('row').filter({ hasText: INVITED.name }).getByText('Submitted', { exact: true })).toBeVisible();
    await expect(assignment.getByRole('row').filter({ hasText: 'Pia Park' }).getByText('No linked account')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^class_list_year-9-ecology-.+\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Student ID,Class/Year,Account');
    expect(lines).toContain(`${INVITED.name},${INVITED.email},,Year 9,Account Linked`);
    expect(lines).toHaveLength(8);
  });
});

test('a student is refused the management section', async ({ page }) => {
  await signIn(page, DEMO.student.email);
  await page.goto('/dashboard/management');
  await expect(page.getByText('You do not have permission to access the management section')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.goto('/dashboard/classes');
  await expect(page.getByText('You do not have permission to access the management section')).toBeVisible();
});
