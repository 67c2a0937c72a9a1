// Marking a class together, as a new teacher and student would: twelve students answer the teacher's paper;
// the teacher sees question 2's answers in groups, marks two groups, watches the other answers' suggested
// marks change, accepts them and releases; a student files a regrade request and sees the teacher's answer.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmedAccount, type NewAccount } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { linesPdf, MARK_SCHEME, QUESTION_PAPER } from './fixtures/pdfs.ts';
import { apiGet, DEMO, signIn, tokenFor } from './fixtures/session.ts';

const RUN = Date.now().toString(36);

/** Each student's answer to question 2 (3 marks): a few ideas in the words a class would use. */
const ANSWERS_TO_2 = [
  'The plant absorbs carbon dioxide and uses energy from light to make glucose.',
  'The plant absorbs carbon dioxide and uses energy from light to make glucose',
  'the plant absorbs carbon dioxide and uses energy from light to make glucose.',
  'Plants absorb carbon dioxide and use light energy to make glucose.',
  'The plant grows towards the sun.',
  'The plant grows towards the sun',
  'the plant grows toward the sun.',
  'Plants take in water through their roots.',
  'Plants take in water through the roots.',
  'Plants take in water through their roots and carbon dioxide.',
  'I do not know',
  'I do not know.',
];

/** With SCREENSHOT_DIR set, pictures of a card at 1280 and 390 px wide, light and dark, for a person to look at. */
async function screenshots(page: Page, card: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 390])
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await card.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png` });
    }
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: null });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function postJson<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: auth(token), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function submit(request: APIRequestContext, token: string, answer: string, extra: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/assessments/submit-and-grade', {
    headers: auth(token),
    multipart: {
      title: `Photosynthesis check ${RUN}`,
      subject_name: 'Science',
      purpose: 'submission',
      generate_weak_areas_pdf: 'false',
      student_answer: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['1 (a) ohms', '(b) 12 divided by 3 gives 4 ohms', `2 ${answer}`]) },
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { job_id: string }).job_id;
}

async function waitForJobs(request: APIRequestContext, jobs: { token: string; id: string }[]): Promise<string[]> {
  const done: string[] = [];
  for (const job of jobs) {
    await expect
      .poll(async () => ((await (await request.get(`/api/assessments/grading-jobs/${job.id}`, { headers: auth(job.token) })).json()) as { status: string }).status, { timeout: 240_000, intervals: [1000] })
      .toBe('completed');
    const body = (await (await request.get(`/api/assessments/grading-jobs/${job.id}`, { headers: auth(job.token) })).json()) as { assessment_id: string };
    done.push(body.assessment_id);
  }
  return done;
}

test('a teacher marks a class\'s answers in groups, accepts the suggestions and releases; a student asks for a regrade', async ({ page, browser, request }) => {
  test.setTimeout(600_000);
  const teacherToken = await tokenFor(request, DEMO.teacher.email);

  // The teacher's paper: the teacher answers it once, which stores its question paper and mark scheme.
  const paperJob = await submit(request, teacherToken, 'photosynthesis', {
    question_paper: { name: 'question-paper.pdf', mimeType: 'application/pdf', buffer: await linesPdf(QUESTION_PAPER) },
    mark_scheme: { name: 'mark-scheme.pdf', mimeType: 'application/pdf', buffer: await linesPdf(MARK_SCHEME) },
  });
  const [assessmentId] = await waitForJobs(request, [{ token: teacherToken, id: paperJob }]);

  // Twelve students of a new class, each registered from the teacher's invitation.
  const schoolClass = await postJson<{ id: string }>(request, teacherToken, '/api/classes', { name: `Class ${RUN}` });
  const students: (NewAccount & { token: string })[] = [];
  for (const [index] of ANSWERS_TO_2.entries()) {
    const account = await confirmedAccount(request, `Pupil${String.fromCharCode(65 + index)}`);
    const record = await postJson<{ id: string }>(request, teacherToken, '/api/students/students', { name: `Pupil ${String.fromCharCode(65 + index)}`, email: account.email });
    const invitation = await postJson<{ invitation_code: string }>(request, teacherToken, `/api/students/students/${record.id}/invite`, {});
    const token = await tokenFor(request, account.email, account.password);
    await postJson(request, token, `/api/students/invitation/accept/${invitation.invitation_code}`, {});
    await postJson(request, teacherToken, `/api/classes/${schoolClass.id}/students`, { student_ids: [record.id] });
    students.push({ ...account, token });
  }
  await postJson(request, teacherToken, `/api/classes/${schoolClass.id}/assessments`, { assessment_id: assessmentId });
  const jobs: { token: string; id: string }[] = [];
  for (const [index, student] of students.entries()) jobs.push({ token: student.token, id: await submit(request, student.token, ANSWERS_TO_2[index]!, { assessment_id: assessmentId! }) });
  await waitForJobs(request, jobs);

  // The teacher opens the assessment and sees question 2's answers in groups.
  await signIn(page, DEMO.teacher.email);
  await page.goto(`/dashboard/assessments/${assessmentId}`);
  const groupsCard = page.getByRole('region', { name: 'Mark by Answer Group' });
  await expect(groupsCard).toBeVisible();
  await groupsCard.getByRole('combobox', { name: 'Question' }).selectOption('2');
  await expect(groupsCard.getByText('12 answers · 0 marked by you')).toBeVisible();
  const groups = groupsCard.getByRole('list', { name: 'Answer groups for question 2' }).locator(':scope > li');
  const groupWith = (text: string) => groups.filter({ has: page.locator('blockquote', { hasText: text }) }).first();
  expect(await groups.count()).toBeLessThan(12);

  // Marks two groups: the full answers 3, the answers about the sun 0.
  const untouched = groupWith('I do not know').locator('[data-source]');
  await expect(untouched.first()).toHaveAttribute('data-source', 'grader');
  const full = groupWith('carbon dioxide and uses energy from light');
  await full.getByRole('spinbutton').fill('3');
  await full.getByRole('button', { name: 'Mark Group' }).click();
  await expect(groupsCard.getByText(/marked by you · \d+ suggested from your marks/)).toBeVisible();
  // The answers no teacher marked change from the grader's marks to suggestions learned from the teacher's.
  await expect(untouched.first()).toHaveAttribute('data-source', 'suggestion');
  await expect(untouched.first()).toContainText('Suggested from your marks');
  const sun = groupWith('grows towards the sun');
  await sun.getByRole('spinbutton').fill('0');
  await sun.getByRole('button', { name: 'Mark Group' }).click();
  await expect(sun.locator('[data-source="teacher"]')).toHaveCount(3);
  expect(await groupsCard.locator('[data-source="suggestion"]').count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, groupsCard, 'answer-groups');

  // One student's own marks review offers the suggestion beside the marks it would change.
  const grouped = await apiGet<{ groups: { answers: { student_assessment_id: string; source: string; grader_marks: number; suggested_marks: number | null }[] }[] }>(
    request, { accessToken: teacherToken, userId: '' }, `/assessments/${assessmentId}/questions/2/groups`,
  );
  const suggestions = grouped.groups.flatMap((group) => group.answers).filter((answer) => answer.source === 'suggestion');
  // One whose suggestion differs from the grader's mark when there is one, so there is a mark to take.
  const suggested = suggestions.find((answer) => answer.suggested_marks !== answer.grader_marks) ?? suggestions[0]!;
  const reviewPage = await page.context().newPage();
  await reviewPage.goto(`/dashboard/reports/assessment/${suggested.student_assessment_id}`);
  await expect(reviewPage.getByText(`Suggested from your marks: ${suggested.suggested_marks} / 3`)).toBeVisible();
  await expect(reviewPage.getByRole('button', { name: 'Use suggestion for Question 2' })).toHaveCount(suggested.suggested_marks !== suggested.grader_marks ? 1 : 0);
  await screenshots(reviewPage, reviewPage.getByRole('region', { name: 'Marks and Feedback' }), 'marks-review-suggestion');
  await reviewPage.close();

  await groupsCard.getByRole('button', { name: /^Accept Suggestions/ }).click();
  await expect(groupsCard.getByText('Suggestions accepted as your marks')).toBeVisible();
  await expect(groupsCard.getByText('12 answers · 12 marked by you')).toBeVisible();
  await groupsCard.getByRole('button', { name: 'Release Marks to the Class' }).click();
  await groupsCard.getByRole('alertdialog', { name: 'Release marks to the class?' }).getByRole('button', { name: 'Release Marks' }).click();
  await expect(groupsCard.getByText('Marks released to 12 students')).toBeVisible();

  // A student files a regrade request on their released marks.
  const student = students[10]!;
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student.email, student.password);
  await studentPage.goto(`/dashboard/assessments/${assessmentId}`);
  const regrade = studentPage.getByRole('region', { name: 'Regrade Requests' });
  await regrade.getByRole('combobox', { name: 'Question' }).selectOption('2');
  await regrade.getByRole('textbox', { name: 'Why should this question be marked again?' }).fill('I explained photosynthesis on the back of the sheet.');
  await regrade.getByRole('button', { name: 'Send Request' }).click();
  await expect(regrade.getByText('Regrade requested')).toBeVisible();
  await expect(regrade.locator('[data-state="open"]')).toHaveText('Open');
  await screenshots(studentPage, regrade, 'regrade-student');

  // The teacher sees it with the answer, the marks and the reason, and answers it.
  await page.reload();
  const requests = page.getByRole('region', { name: 'Regrade Requests' });
  const item = requests.getByRole('listitem', { name: /Regrade request from .*, question 2/ });
  await expect(item.getByText('I explained photosynthesis on the back of the sheet.')).toBeVisible();
  await expect(item.getByText('I do not know')).toBeVisible();
  await screenshots(page, requests, 'regrade-teacher');
  await item.getByRole('textbox').fill('Only the front of the sheet is marked; the mark stands.');
  await item.getByRole('button', { name: 'Send Answer' }).click();
  await expect(item.locator('[data-state="unchanged"]')).toHaveText('Marks unchanged');

  // The student sees the answer.
  await studentPage.reload();
  await expect(studentPage.getByRole('region', { name: 'Regrade Requests' }).getByText('Only the front of the sheet is marked; the mark stands.')).toBeVisible();
  await expect(studentPage.getByRole('region', { name: 'Regrade Requests' }).locator('[data-state="unchanged"]')).toHaveText('Marks unchanged');
  await studentContext.close();
});
