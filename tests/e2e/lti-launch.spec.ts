import { expect, test, type Page } from '@playwright/test';
import { startPlatformSimulator, type PlatformSimulator } from '@assess/lti/testing';
import { axeViolations } from './fixtures/axe.ts';
import { ASSESS_ORIGIN } from './fixtures/other-origin.ts';
import { ANSWERS, linesPdf, MARK_SCHEME, QUESTION_PAPER } from './fixtures/pdfs.ts';
import { signIn } from './fixtures/session.ts';

// Assess inside a course: a platform (the LTI 1.3 simulator, on 127.0.0.1, another site than the product's
// localhost) registers Assess dynamically and shows its launches in a cross-site iframe. Only partitioned,
// SameSite=None cookies reach the tool there.

const COURSE = 'bio-101';
const LEARNER = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

let sim: PlatformSimulator;

test.beforeAll(async () => {
  sim = await startPlatformSimulator({ port: Number(process.env.E2E_PORT ?? 3100) + 1 });
  sim.addCourse({
    id: COURSE,
    title: 'Biology 101',
    members: [
      { sub: 'teacher-1', name: 'Tess Teacher', roles: [INSTRUCTOR] },
      { sub: 'learner-1', name: 'Lee Learner', roles: [LEARNER] },
    ],
  });
});
test.afterAll(async () => {
  await sim?.close();
});

/** The tool's frame on the platform's course page. */
const toolFrame = (page: Page) => page.frameLocator('#tool');

test('a teacher places an assessment and a student submits it from inside the course frame, or opens it in a new window where the frame is refused its cookie', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A registration no Assess administrator started is refused, saying why.
  await page.goto(sim.registrationLaunch(`${ASSESS_ORIGIN}/lti/register`));
  await expect(page.getByRole('heading', { name: 'Assess could not register this platform' })).toBeVisible();
  await expect(page.getByText('Assess registers a platform only from a one-time registration link made by an Assess administrator.')).toBeVisible();
  // The Assess administrator makes a one-time registration link; the platform's administrator pastes it into the
  // platform, which opens it with its configuration and registration token added (Moodle's "Tool URL").
  await signIn(page, 'admin@demo.test');
  await page.goto('/lti/admin');
  await page.getByRole('button', { name: 'Create a registration link' }).click();
  await expect(page.getByText(/Registration link made\. It registers one platform and expires at/)).toBeVisible();
  const registrationLink = await page.getByLabel('Registration link').inputValue();
  expect(registrationLink).toMatch(new RegExp(`^${ASSESS_ORIGIN}/lti/register/[A-Za-z0-9_-]+$`));
  await page.goto(sim.registrationLaunch(registrationLink));
  await expect(page.getByRole('heading', { name: 'Assess is registered' })).toBeVisible();

  // The teacher adds Assess to the course (deep linking) in the frame, with no sign-in to Assess.
  await page.goto(sim.coursePageUrl({ user: 'teacher-1', courseId: COURSE, messageType: 'LtiDeepLinkingRequest' }));
  await expect(toolFrame(page).getByRole('heading', { name: 'Add an Assess assessment' })).toBeVisible();
  await expect(toolFrame(page).getByText('You have no assessments yet. Create one below.')).toBeVisible();
  // Creating one in place: the course's class comes first and is chosen.
  await toolFrame(page).getByRole('button', { name: 'Create a new assessment' }).click();
  const classChoice = toolFrame(page).getByRole('combobox', { name: /Class\/Year Group/ });
  await expect(classChoice).toHaveValue('Biology 101');
  await expect(classChoice.locator('option').nth(1)).toHaveText('Biology 101');
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${ASSESS_ORIGIN}/lti/`))!;
  const token = await frame.evaluate(() => (JSON.parse(document.getElementById('picker')!.textContent!) as { accessToken: string }).accessToken);
  const created = await request.post(`${ASSESS_ORIGIN}/api/assessments/create-comprehensive-with-files`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: 'Photosynthesis quiz',
      description: '',
      total_marks: '6',
      time_limit_minutes: '30',
      difficulty_level: 'medium',
      instructions: '',
      instructions_to_students: 'Answer all questions.',
      status: 'draft',
      created_at: new Date().toISOString(),
      subject_name: 'Biology',
      subject_is_system_defined: 'true',
      class_name: 'Biology 101',
      use_file_upload: 'true',
      question_paper: { name: 'paper.pdf', mimeType: 'application/pdf', buffer: await linesPdf(QUESTION_PAPER) },
      mark_scheme: { name: 'scheme.pdf', mimeType: 'application/pdf', buffer: await linesPdf(MARK_SCHEME) },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(sim.coursePageUrl({ user: 'teacher-1', courseId: COURSE, messageType: 'LtiDeepLinkingRequest' }));
  await expect(toolFrame(page).getByRole('radio', { name: /Photosynthesis quiz/ })).toBeChecked();
  expect(await axeViolations(page.frames().find((candidate) => candidate.url().startsWith(`${ASSESS_ORIGIN}/lti/`))!)).toEqual([]);
  await toolFrame(page).getByRole('radio', { name: /Photosynthesis quiz/ }).check();
  await toolFrame(page).getByRole('button', { name: 'Add to course' }).click();
  await expect(toolFrame(page).getByRole('heading', { name: 'Course updated' })).toBeVisible();
  const link = sim.resourceLinks.at(-1)!;
  expect(sim.lineItems.find((item) => item.id === link.lineItemId)).toMatchObject({ scoreMaximum: 6, label: 'Photosynthesis quiz' });

  // The student opens the link: the assessment, in the frame, signed in by the launch alone.
  await page.goto(sim.coursePageUrl({ user: 'learner-1', courseId: COURSE, resourceLinkId: link.id }));
  const tool = toolFrame(page);
  await expect(tool.getByRole('heading', { level: 1, name: 'Photosynthesis quiz' })).toBeVisible();
  await expect(tool.getByText('Lee Learner (student)')).toBeVisible();
  const cookies = await page.context().cookies(ASSESS_ORIGIN);
  // The login's state cookie (ltijs names it state and the state) is cleared by the launch that used it.
  expect(cookies.filter((cookie) => /^state[0-9a-f]+$/.test(cookie.name))).toEqual([]);

  await tool.getByRole('button', { name: 'Submit Assessment' }).first().click();
  await expect(tool.getByRole('heading', { level: 1, name: 'Submit New Assessment' })).toBeVisible();
  await tool.getByLabel('Student Answer').setInputFiles({ name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) });
  await tool.getByRole('button', { name: 'Submit Assessment' }).click();
  await tool.getByRole('alertdialog', { name: 'Submit Assessment?' }).getByRole('button', { name: 'Submit', exact: true }).click();
  // Back on the assessment, the grader's marks arrive once the job completes (the breakdown shows per question).
  await expect(tool.getByRole('heading', { level: 1, name: 'Photosynthesis quiz' })).toBeVisible();
  await expect(tool.getByText('Question 1 (a)')).toBeVisible({ timeout: 90_000 });
  await expect(tool.getByText('AI grade, awaiting teacher review')).toBeVisible();
  const studentFrame = page.frames().find((candidate) => candidate.url().startsWith(`${ASSESS_ORIGIN}/lti/`))!;
  expect(await axeViolations(studentFrame)).toEqual([]);

  // The teacher opens the same link: the marks review; releasing sends the score to the course gradebook.
  await page.goto(sim.coursePageUrl({ user: 'teacher-1', courseId: COURSE, resourceLinkId: link.id }));
  await expect(tool.getByText('Tess Teacher (teacher)')).toBeVisible();
  // This submission's Release, not the class-wide one of marking by answer group.
  await tool.getByRole('button', { name: 'Release', exact: true }).click();
  await expect.poll(() => sim.scores.length, { timeout: 30_000 }).toBe(1);
  expect(sim.scores[0]).toMatchObject({ userId: 'learner-1', scoreMaximum: 6, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
  await tool.getByRole('button', { name: 'Refresh the gradebook' }).click();
  await expect(tool.getByRole('cell', { name: 'Sent' })).toBeVisible();
  // The course's class below: its roster and who has submitted.
  await expect(tool.getByRole('region', { name: 'Course class' }).getByText('1 of 1 submitted')).toBeVisible();
  expect(await axeViolations(page.frames().find((candidate) => candidate.url().startsWith(`${ASSESS_ORIGIN}/lti/`))!)).toEqual([]);

  // A browser that refuses the tool's cookie in the frame (its Set-Cookie never arrives): the frame offers a
  // window of its own before the platform's one-time launch is used, and the launch completes there.
  await page.route(
    (url) => url.origin === ASSESS_ORIGIN && url.pathname === '/lti/login',
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const headers = { ...response.headers() };
      delete headers['set-cookie'];
      await route.fulfill({ response, headers });
    },
  );
  await page.goto(sim.coursePageUrl({ user: 'learner-1', courseId: COURSE, resourceLinkId: link.id }));
  await expect(tool.getByRole('heading', { name: 'Open Assess in a new window' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await tool.getByRole('link', { name: 'Open in a new window' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { level: 1, name: 'Photosynthesis quiz' })).toBeVisible();
  await expect(popup.getByText('Lee Learner (student)')).toBeVisible();
  expect(sim.refusedHints).toBe(0);
});

test('an administrator sees the tool URLs and registers a platform by hand, with each field checked', async ({ page }) => {
  await page.goto('/lti/admin');
  await expect(page.getByRole('heading', { name: 'Sign in as an administrator' })).toBeVisible();
  await signIn(page, 'admin@demo.test');
  await page.goto('/lti/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Assess in a learning platform (LTI 1.3)' })).toBeVisible();
  await expect(page.getByText(`${ASSESS_ORIGIN}/lti/jwks`)).toBeVisible();

  await page.getByLabel('Issuer (platform ID)').fill('not a url');
  await page.getByRole('button', { name: 'Register platform' }).click();
  await expect(page.getByText('Check the fields marked below. Nothing was saved.')).toBeVisible();
  await expect(page.getByText('Issuer must be an http or https URL')).toBeVisible();
  await expect(page.getByText('Client ID is required')).toBeVisible();
  await expect(page.getByLabel('Issuer (platform ID)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Issuer (platform ID)')).toHaveValue('not a url');

  await page.getByLabel('Name (optional)').fill('School Moodle');
  await page.getByLabel('Issuer (platform ID)').fill('https://moodle.school.test');
  await page.getByLabel('Client ID').fill('abc123');
  await page.getByLabel('Authentication request URL').fill('https://moodle.school.test/mod/lti/auth.php');
  await page.getByLabel('Access token URL').fill('https://moodle.school.test/mod/lti/token.php');
  await page.getByLabel('Key set URL').fill('https://moodle.school.test/mod/lti/certs.php');
  await page.getByLabel('Deployment IDs (comma-separated)').fill('1, 2');
  await page.keyboard.press('Enter');
  await expect(page.getByText('School Moodle is registered.')).toBeVisible();
  await expect(page.getByText('School Moodle · https://moodle.school.test · client abc123 · deployments 1, 2 (manual)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
