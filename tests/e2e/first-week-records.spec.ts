import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWERS, linesPdf } from './fixtures/pdfs.ts';
import { DEMO, signedIn, signIn, tokenFor } from './fixtures/session.ts';
import { setPaperForClass } from './fixtures/set-work.ts';

// Records a school keeps in its first week: a Delete archives the students' work (and an administrator restores
// it); two teachers or two tabs never overwrite each other's marks or details; the teacher's totals say which they
// are; a regrade's new mark reaches the student at once; a class release asks first; Total Marks stays what the
// marked work is out of.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const RUN = Date.now();
const SASHA = { email: 'student2@demo.test', name: 'Sasha Student' };
const ADMIN = 'admin@demo.test';
const CLASS = 'Year 10 Biology';
const MARKED_TITLE = `Records kept ${RUN}`;
const DELETED_TITLE = `Deleted by mistake ${RUN}`;
const STALE_MARKS = 'Someone else changed these marks since you opened them: reload to see their changes';
const STALE_DETAILS = 'Someone else changed this assessment since you opened it: reload to see their changes';
const STALE_CLASS = 'Someone else changed this class since you opened it: reload to see their changes';
const STALE_STUDENT = "Someone else changed this student's details since you opened them: reload to see their changes";
const RELOADED = 'Reloaded: the list shows their changes, and your edits are still here. Save to put yours over them.';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The page (or the part of it that changed) at 1280 and 390 px wide, for the record of the screens this work changed. */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const path = join(SHOTS, `records-${name}-${width}.png`);
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}


/** Sasha answers the set paper; gives her submission once it is graded. */
async function answered(request: APIRequestContext, studentToken: string, assessmentId: string, title: string): Promise<string> {
  const submitted = await request.post('/api/assessments/submit-and-grade', {
    headers: auth(studentToken),
    multipart: { title, subject_name: 'Combined Science', assessment_id: assessmentId, generate_weak_areas_pdf: 'false', student_answer: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) } },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const jobId = ((await submitted.json()) as { job_id: string }).job_id;
  let submission = '';
  await expect
    .poll(
      async () => {
        const job = (await (await request.get(`/api/assessments/grading-jobs/${jobId}`, { headers: auth(studentToken) })).json()) as { status: string; student_assessment_id?: string };
        submission = job.student_assessment_id ?? '';
        return job.status;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('completed');
  return submission;
}

/** The teacher's page of the assessment with Sasha's marks open; gives the marks card. */
async function sashasMarks(page: Page, assessmentId: string): Promise<Locator> {
  await page.goto(`/dashboard/assessments/${assessmentId}`);
  await page.getByRole('list', { name: 'Class Submissions' }).getByRole('button', { name: `Review marks for ${SASHA.name}` }).click();
  const marks = page.getByRole('region', { name: `Marks and Feedback: ${SASHA.name}` });
  await expect(markField(marks, '1 (a)')).toBeVisible();
  return marks;
}

/** The mark field of a question ('Marks for Question 2 (out of 3)'). */
const markField = (marks: Locator, question: string) => marks.getByRole('spinbutton', { name: new RegExp(`^Marks for Question ${question.replace(/[()]/g, '\\$&')} \\(out of \\d+\\)$`) });

/** A mark field's other value within its range: its maximum, or 0 when it holds the maximum already. */
async function otherMark(field: Locator): Promise<string> {
  const label = await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const outOf = Number(/out of (\d+)/.exec(label)?.[1] ?? 0);
  return String(Number(await field.inputValue()) < outOf ? outOf : 0);
}

test.describe.configure({ mode: 'serial' });

let teacherToken = '';
let studentToken = '';
let markedId = '';
let deletedId = '';
let submissionId = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  teacherToken = await tokenFor(request, DEMO.teacher.email);
  studentToken = await tokenFor(request, SASHA.email);
  markedId = await setPaperForClass(request, teacherToken, { title: MARKED_TITLE, description: 'Two topics, six marks.', className: CLASS });
  deletedId = await setPaperForClass(request, teacherToken, { title: DELETED_TITLE, description: 'Set twice by mistake.', className: CLASS });
  [submissionId] = await Promise.all([answered(request, studentToken, markedId, MARKED_TITLE), answered(request, studentToken, deletedId, DELETED_TITLE)]);
});

test("3: a teacher's Delete says the students' work is kept and archives it; the student keeps it; an administrator restores it", async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await signedIn(browser, DEMO.teacher.email);
  await teacher.goto('/dashboard/assessments');
  await teacher.getByRole('searchbox', { name: 'Search' }).fill(DELETED_TITLE);
  await teacher.getByRole('button', { name: `Delete: ${DELETED_TITLE}` }).click();
  const confirm = teacher.getByRole('alertdialog', { name: 'Delete Assessment?' });
  await expect(confirm).toContainText("its students' submissions, marks, reports and files are kept");
  await expect(confirm).toContainText('an administrator can restore it');
  await expect(confirm).not.toContainText('cannot be undone');
  await shoot(teacher, 'delete-confirmation', confirm);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(teacher.getByText(`“${DELETED_TITLE}” archived: its students' submissions, marks and reports are kept.`)).toBeVisible();
  await expect(teacher.getByRole('button', { name: `View Details: ${DELETED_TITLE}` })).toHaveCount(0);
  await teacher.context().close();

  const student = await signedIn(browser, SASHA.email);
  await student.goto('/dashboard/assessments');
  await student.getByRole('searchbox', { name: 'Search' }).fill(DELETED_TITLE);
  await student.getByRole('button', { name: `View Details: ${DELETED_TITLE}` }).click();
  await expect(student.getByRole('heading', { level: 1, name: DELETED_TITLE })).toBeVisible();
  await expect(student.getByText(/Archived on .*: its teacher deleted it/)).toBeVisible();
  await expect(student.getByRole('region', { name: 'Marks and Feedback' })).toContainText(/\d+ \/ 6/);
  await shoot(student, 'archived-student-details', student.locator('main'));
  await student.context().close();

  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/dashboard/assessments');
  const archive = admin.getByRole('region', { name: 'Archived Assessments' });
  const row = archive.getByRole('listitem', { name: DELETED_TITLE });
  await expect(row).toContainText('Set by Tom Teacher · archived');
  await expect(row).toContainText('1 submission kept');
  await shoot(admin, 'archive-admin', archive);
  await row.getByRole('button', { name: `Restore ${DELETED_TITLE}` }).click();
  await expect(archive.getByText(`“${DELETED_TITLE}” restored to its teacher's list`)).toBeVisible();
  await expect(archive.getByRole('listitem', { name: DELETED_TITLE })).toHaveCount(0);
  await admin.context().close();

  const back = await signedIn(browser, DEMO.teacher.email);
  await back.goto('/dashboard/assessments');
  await back.getByRole('searchbox', { name: 'Search' }).fill(DELETED_TITLE);
  await expect(back.getByRole('button', { name: `View Details: ${DELETED_TITLE}` })).toBeVisible();
  await back.context().close();
});

test('4: two tabs save marks and details: the stale one is refused and says so, loses nothing typed, and reloads the other change beside its own', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const tabA = await context.newPage();
  await signIn(tabA, DEMO.teacher.email);
  const tabB = await context.newPage();
  const marksA = await sashasMarks(tabA, markedId);
  const marksB = await sashasMarks(tabB, markedId);

  const firstA = markField(marksA, '1 (a)');
  const wantedFirst = await otherMark(firstA);
  await firstA.fill(wantedFirst);
  await marksA.getByRole('button', { name: 'Save Marks' }).click();
  await expect(marksA.getByText('Marks saved')).toBeVisible();

  const lastB = markField(marksB, '2');
  const wantedLast = await otherMark(lastB);
  await lastB.fill(wantedLast);
  await marksB.getByRole('button', { name: 'Save Marks' }).click();
  await expect(marksB.getByText(STALE_MARKS)).toBeVisible();
  await expect(lastB).toHaveValue(wantedLast);
  await shoot(tabB, 'stale-marks', marksB);
  await marksB.getByRole('button', { name: 'Reload' }).click();
  await expect(markField(marksB, '1 (a)')).toHaveValue(wantedFirst);
  await expect(lastB).toHaveValue(wantedLast);
  await marksB.getByRole('button', { name: 'Save Marks' }).click();
  await expect(marksB.getByText('Marks saved')).toBeVisible();

  const saved = (await (await request.get(`/api/student-assessments/${submissionId}`, { headers: auth(teacherToken) })).json()) as {
    grading_details: { answer_responses: { saved_marks_for_question: number | null }[] };
  };
  const answers = saved.grading_details.answer_responses;
  expect([answers[0]!.saved_marks_for_question, answers.at(-1)!.saved_marks_for_question]).toEqual([Number(wantedFirst), Number(wantedLast)]);

  // The assessment's details: the same rule, the dialog keeps what was typed.
  await tabA.getByRole('button', { name: 'Edit Details' }).click();
  await tabB.getByRole('button', { name: 'Edit Details' }).click();
  const editA = tabA.getByRole('dialog', { name: 'Edit Details' });
  const editB = tabB.getByRole('dialog', { name: 'Edit Details' });
  await editA.getByRole('textbox', { name: 'Description' }).fill('Changed in the first tab.');
  await editA.getByRole('button', { name: 'Save' }).click();
  await expect(tabA.getByText('Assessment details updated')).toBeVisible();
  await editB.getByRole('textbox', { name: 'Description' }).fill('Changed in the second tab.');
  await editB.getByRole('button', { name: 'Save' }).click();
  await expect(editB.getByText(STALE_DETAILS)).toBeVisible();
  await expect(editB.getByRole('textbox', { name: 'Description' })).toHaveValue('Changed in the second tab.');
  await shoot(tabB, 'stale-details', editB);
  await editB.getByRole('button', { name: 'Reload' }).click();
  await expect(tabB.getByText('Changed in the first tab.')).toBeVisible();
  await editB.getByRole('button', { name: 'Save' }).click();
  await expect(tabB.getByText('Assessment details updated')).toBeVisible();
  await expect(tabB.getByText('Changed in the second tab.')).toBeVisible();
  await context.close();
});

test('9: after Marks saved the header and Class Submissions show the draft total, and say which total is which', async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await signedIn(browser, DEMO.teacher.email);
  const marks = await sashasMarks(teacher, markedId);
  const totals = marks.locator('[data-marks-totals]');
  const row = teacher.getByRole('list', { name: 'Class Submissions' }).getByRole('listitem').filter({ hasText: SASHA.name });
  // The first total is the current one: the teacher's draft where they saved one, else what Sasha sees.
  await expect(totals).toContainText('AI grade, not released:');
  const currentBefore = Number(/: (\d+(?:\.\d+)?) \//.exec((await totals.locator('p').first().textContent()) ?? '')?.[1]);
  const field = markField(marks, '1 (b)');
  const before = Number(await field.inputValue());
  const changed = await otherMark(field);
  await field.fill(changed);
  await marks.getByRole('button', { name: 'Save Marks' }).click();
  await expect(marks.getByText('Marks saved')).toBeVisible();
  const draftAfter = currentBefore + Number(changed) - before;
  await expect(totals.locator('p').first()).toHaveText(new RegExp(`^Draft total, not released: ${draftAfter} / 6 `));
  await expect(row).toContainText(`Draft: ${draftAfter} / 6`);
  await expect(row).toContainText('Student sees:');
  await shoot(teacher, 'draft-totals', marks);
  await shoot(teacher, 'draft-class-submissions', teacher.getByRole('region', { name: 'Class Submissions' }));

  // Releasing to the class asks first; Cancel releases nothing.
  const groups = teacher.getByRole('region', { name: 'Mark by Answer Group' });
  await groups.getByRole('button', { name: 'Release Marks to the Class' }).click();
  const ask = teacher.getByRole('alertdialog', { name: 'Release marks to the class?' });
  await expect(ask).toContainText('each student sees them at once');
  await shoot(teacher, 'release-confirmation', ask);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(totals).toContainText('AI grade, not released:');
  await groups.getByRole('button', { name: 'Release Marks to the Class' }).click();
  await ask.getByRole('button', { name: 'Release Marks' }).click();
  await expect(groups.getByText('Marks released to 1 student')).toBeVisible();
  await teacher.reload();
  const reopened = await sashasMarks(teacher, markedId);
  await expect(reopened.locator('[data-marks-totals] p')).toHaveText([new RegExp(`^Released to the student: ${draftAfter} / 6 `)]);
  await teacher.context().close();
});

test("10: a regrade answered with a new mark says before and after that it is released, and the student sees it at once", async ({ browser, request }) => {
  test.setTimeout(120_000);
  // Set-up: Sasha's marks are released (as the release above leaves them), so she may ask for a regrade.
  const released = await request.post(`/api/assessments/${markedId}/release`, { headers: auth(teacherToken), data: {} });
  expect(released.status(), await released.text()).toBe(200);
  const asked = await request.post(`/api/student-assessments/${submissionId}/regrade-requests`, { headers: auth(studentToken), data: { question: '2', reason: 'I named light and carbon dioxide.' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const teacher = await signedIn(browser, DEMO.teacher.email);
  await teacher.goto(`/dashboard/assessments/${markedId}`);
  const item = teacher.getByRole('region', { name: 'Regrade Requests' }).getByRole('listitem', { name: `Regrade request from ${SASHA.name}, question 2` });
  await expect(item.getByText('A new mark is released to the student at once, with your answer.')).toBeVisible();
  const markField = item.getByRole('spinbutton');
  const label = (await item.locator('label', { hasText: 'New mark' }).textContent()) ?? '';
  const current = Number(/Marks: (\d+) \//.exec((await item.textContent()) ?? '')?.[1]);
  const outOf = Number(/out of (\d+)/.exec(label)?.[1] ?? 0);
  const newMark = current < outOf ? current + 1 : current - 1;
  await item.getByRole('textbox').fill('You did: one more mark.');
  await markField.fill(String(newMark));
  await shoot(teacher, 'regrade-answer', item);
  await item.getByRole('button', { name: 'Send Answer' }).click();
  await expect(teacher.getByText('Answer sent: the new mark is released to the student now.')).toBeVisible();
  await shoot(teacher, 'regrade-sent', teacher.getByRole('region', { name: 'Regrade Requests' }));
  await teacher.context().close();

  const student = await signedIn(browser, SASHA.email);
  await student.goto(`/dashboard/assessments/${markedId}`);
  const regrade = student.getByRole('region', { name: 'Regrade Requests' });
  await expect(regrade.locator('[data-state="changed"]')).toHaveText('Marks changed');
  await expect(regrade.getByText(`Marks: ${current} → ${newMark} / ${outOf}`)).toBeVisible();
  await expect(regrade.getByText('you will see it once it is released')).toHaveCount(0);
  const seen = (await (await request.get(`/api/student-assessments/${submissionId}`, { headers: auth(studentToken) })).json()) as {
    grading_details: { answer_responses: { question: string; marks_obtained_for_question: number }[] };
  };
  expect(seen.grading_details.answer_responses.find((answer) => answer.question === '2')?.marks_obtained_for_question).toBe(newMark);
  await shoot(student, 'regrade-student', regrade);
  await student.context().close();
});

test('19: once submissions are marked, Total Marks cannot change: the dialog says why, and the page and every submission agree', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const teacher = await signedIn(browser, DEMO.teacher.email);
  await teacher.goto(`/dashboard/assessments/${markedId}`);
  await teacher.getByRole('button', { name: 'Edit Details' }).click();
  const edit = teacher.getByRole('dialog', { name: 'Edit Details' });
  const total = edit.getByRole('spinbutton', { name: 'Total Marks' });
  await expect(total).toHaveAttribute('readonly', '');
  await expect(edit.getByText('Total marks cannot change once submissions have been marked: every marked submission is out of 6.')).toBeVisible();
  await total.fill('10', { force: true }).catch(() => undefined);
  await expect(total).toHaveValue('6');
  await shoot(teacher, 'total-marks-fixed', edit);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(teacher.getByText('Assessment details updated')).toBeVisible();
  await expect(teacher.getByRole('region', { name: 'Assessment Information' })).toContainText('6');
  await expect(teacher.getByRole('list', { name: 'Class Submissions' })).toContainText('/ 6');
  await teacher.context().close();

  // The server holds the rule for any client.
  const detail = (await (await request.get(`/api/assessments/${markedId}`, { headers: auth(teacherToken) })).json()) as { title: string; version: number };
  const changed = await request.patch(`/api/assessments/${markedId}`, { headers: auth(teacherToken), data: { title: detail.title, total_marks: 10, version: detail.version } });
  expect(changed.status()).toBe(409);
});

test("4: two tabs edit a class and a student's details: the stale save is refused and says so, keeps what was typed, and saves after Reload", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const className = `Tuesday set ${RUN}`;
  const studentName = `Noor Stale ${RUN}`;
  const madeClass = await request.post('/api/classes', { headers: auth(teacherToken), data: { name: className, year_group: 'Year 10' } });
  expect(madeClass.status(), await madeClass.text()).toBe(201);
  const madeStudent = await request.post('/api/students/students', { headers: auth(teacherToken), data: { name: studentName, student_id: 'S-100' } });
  expect(madeStudent.status(), await madeStudent.text()).toBe(201);
  const studentId = ((await madeStudent.json()) as { id: string }).id;

  const context = await browser.newContext();
  const tabA = await context.newPage();
  await signIn(tabA, DEMO.teacher.email);
  const tabB = await context.newPage();
  for (const tab of [tabB, tabA]) await tab.goto('/dashboard/management');

  // Tab B opens the class first; tab A changes it and saves.
  await tabB.getByRole('button', { name: `Edit ${className}` }).click();
  const classB = tabB.getByRole('dialog', { name: `Edit Class: ${className}` });
  await tabA.getByRole('button', { name: `Edit ${className}` }).click();
  const classA = tabA.getByRole('dialog', { name: `Edit Class: ${className}` });
  await classA.getByRole('textbox', { name: 'Description' }).fill('Changed in the first tab.');
  await classA.getByRole('button', { name: 'Save' }).click();
  await expect(tabA.getByText('Class updated successfully')).toBeVisible();

  await classB.getByRole('textbox', { name: 'Description' }).fill('Changed in the second tab.');
  await classB.getByRole('button', { name: 'Save' }).click();
  await expect(classB.getByText(STALE_CLASS)).toBeVisible();
  await expect(classB.getByRole('textbox', { name: 'Description' })).toHaveValue('Changed in the second tab.');
  await shoot(tabB, 'stale-class', classB);
  await classB.getByRole('button', { name: 'Reload' }).click();
  await expect(classB.getByText(RELOADED)).toBeVisible();
  await expect(classB.getByRole('textbox', { name: 'Description' })).toHaveValue('Changed in the second tab.');
  await classB.getByRole('button', { name: 'Save' }).click();
  await expect(tabB.getByText('Class updated successfully')).toBeVisible();
  await expect(tabB.getByRole('listitem').filter({ has: tabB.getByRole('heading', { name: className }) }).getByText('Changed in the second tab.')).toBeVisible();

  // The same with a student's details.
  for (const tab of [tabB, tabA]) await tab.getByRole('tab', { name: 'Student Management' }).click();
  await tabB.getByRole('button', { name: `Edit ${studentName}` }).click();
  const studentB = tabB.getByRole('dialog', { name: 'Edit Student' });
  await tabA.getByRole('button', { name: `Edit ${studentName}` }).click();
  const studentA = tabA.getByRole('dialog', { name: 'Edit Student' });
  await studentA.getByRole('textbox', { name: 'Notes' }).fill('Extra time in tests.');
  await studentA.getByRole('button', { name: 'Save' }).click();
  await expect(tabA.getByText('Student updated successfully')).toBeVisible();

  await studentB.getByRole('textbox', { name: 'Student ID' }).fill('S-200');
  await studentB.getByRole('button', { name: 'Save' }).click();
  await expect(studentB.getByText(STALE_STUDENT)).toBeVisible();
  await expect(studentB.getByRole('textbox', { name: 'Student ID' })).toHaveValue('S-200');
  await shoot(tabB, 'stale-student', studentB);
  await studentB.getByRole('button', { name: 'Reload' }).click();
  await expect(studentB.getByText(RELOADED)).toBeVisible();
  await expect(studentB.getByRole('textbox', { name: 'Student ID' })).toHaveValue('S-200');
  await studentB.getByRole('button', { name: 'Save' }).click();
  await expect(tabB.getByText('Student updated successfully')).toBeVisible();
  const saved = (await (await request.get(`/api/students/students/${studentId}`, { headers: auth(teacherToken) })).json()) as { student_id: string };
  expect(saved.student_id).toBe('S-200');
  await context.close();
});
