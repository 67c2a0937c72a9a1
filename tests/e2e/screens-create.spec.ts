import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseSubject } from './fixtures/form.ts';
import { linesPdf, textFile } from './fixtures/pdfs.ts';
import { DEMO, signIn } from './fixtures/session.ts';

// The Create wizard against the real server (spec 02 §2, §4, §5, §9): each message of its first two steps, its
// defaults and sections, then an AI-mode creation followed through its job to the list.

const CREATION_TIMEOUT = 60_000;
const CREATION_PATH = '/api/assessments/create-comprehensive-async';

/** One question section of step 2, by its label ('Section A'). */
function section(page: Page, label: string) {
  const item = page.getByRole('list').getByRole('listitem', { name: label, exact: true });
  return {
    item,
    label: item.getByRole('textbox', { name: 'Section Label' }),
    type: item.getByRole('combobox', { name: 'Question Type' }),
    count: item.getByRole('spinbutton', { name: 'Number of Questions' }),
    difficulty: item.getByRole('combobox', { name: 'Difficulty' }),
    marks: item.getByRole('spinbutton', { name: 'Marks' }),
    remove: item.getByRole('button', { name: `Remove ${label}` }),
  };
}

async function expectSection(page: Page, label: string, values: { type: string; count: string; difficulty: string; marks: string }) {
  const fields = section(page, label);
  await expect(fields.label).toHaveValue(label);
  await expect(fields.type).toHaveValue(values.type);
  await expect(fields.count).toHaveValue(values.count);
  await expect(fields.difficulty).toHaveValue(values.difficulty);
  await expect(fields.marks).toHaveValue(values.marks);
}

/** The labels of the sections, in order. */
async function sectionLabels(page: Page): Promise<string[]> {
  return page.getByRole('textbox', { name: 'Section Label' }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The error alert of the Questions Configuration card. */
function sectionsAlert(page: Page): Locator {
  return page.getByRole('region', { name: 'Questions Configuration' }).getByRole('alert');
}

test('the Create wizard shows each message of its steps, keeps its defaults, and an AI-generated assessment is created and listed', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Forces quiz ${Date.now().toString(36)}`;
  await signIn(page, DEMO.teacher.email);
  await page.goto('/dashboard/assessments/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Assessment' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Create assessment steps' });
  const next = page.getByRole('button', { name: 'Next' });
  const details = page.getByRole('region', { name: 'Assessment Details' });
  const titleField = details.getByRole('textbox', { name: 'Assessment Title' });
  const subject = details.getByRole('combobox', { name: 'Subject', exact: true });
  const classGroup = details.getByRole('combobox', { name: 'Class/Year Group' });
  const totalMarks = details.getByRole('spinbutton', { name: 'Total Marks' });
  const timeLimit = details.getByRole('spinbutton', { name: 'Time Limit (minutes)' });

  await test.step('step 1 starts at 50 marks, 60 minutes and medium, with Next disabled', async () => {
    await expect(steps.locator('[aria-current="step"]')).toContainText('Assessment Details');
    await expect(totalMarks).toHaveValue('50');
    await expect(timeLimit).toHaveValue('60');
    await expect(details.getByRole('combobox', { name: 'Difficulty Level' })).toHaveValue('medium');
    await expect(next).toBeDisabled();
  });

  await test.step('step 1 names each missing or wrong field once it has been visited', async () => {
    // Nothing is shown before the user has been in a field.
    await expect(details.getByText(/is required|greater than 0/)).toHaveCount(0);
    await titleField.focus();
    await titleField.blur();
    await expect(titleField).toHaveAccessibleDescription('Assessment title is required');

    await subject.selectOption({ label: 'Custom' });
    const customSubject = details.getByRole('textbox', { name: 'Custom Subject' });
    await customSubject.focus();
    await customSubject.blur();
    await expect(customSubject).toHaveAccessibleDescription('Subject is required');
    await subject.selectOption({ value: '' });
    await expect(customSubject).toHaveCount(0);
    await expect(subject).toHaveAccessibleDescription('Subject is required');

    await classGroup.selectOption({ label: 'Custom' });
    const customClass = details.getByRole('textbox', { name: 'Custom Class' });
    await customClass.focus();
    await customClass.blur();
    await expect(customClass).toHaveAccessibleDescription('Class/Year group is required');
    await classGroup.selectOption({ value: '' });
    await expect(classGroup).toHaveAccessibleDescription('Class/Year group is required');

    await totalMarks.fill('0');
    await expect(totalMarks).toHaveAccessibleDescription('Total marks must be greater than 0');
    await timeLimit.fill('0');
    await expect(timeLimit).toHaveAccessibleDescription('Time limit must be greater than 0');
    await expect(next).toBeDisabled();
  });

  await test.step('a complete step 1 clears every message and enables Next', async () => {
    await titleField.fill(title);
    await chooseSubject(page, 'Physics');
    await classGroup.selectOption({ label: 'Year 10' });
    await totalMarks.fill('50');
    await timeLimit.fill('45');
    await expect(details.getByText(/is required|greater than 0/)).toHaveCount(0);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Questions Configuration');
  });

  await test.step('step 2 offers Section A (short essay) and Section B (single choice) adding up to the total', async () => {
    await expect(page.getByRole('button', { name: 'AI-Generated Questions' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sectionLabels(page)).toEqual(['Section A', 'Section B']);
    await expectSection(page, 'Section A', { type: 'short_essay', count: '5', difficulty: 'medium', marks: '20' });
    await expectSection(page, 'Section B', { type: 'single_choice', count: '5', difficulty: 'medium', marks: '30' });
    await expect(page.getByText('Section marks: 50 of 50')).toBeVisible();
    await expect(sectionsAlert(page)).toHaveCount(0);
    await expect(next).toBeEnabled();
  });

  await test.step('marks that do not add up to the total are named, and a new section takes the next letter', async () => {
    await page.getByRole('button', { name: 'Add Section' }).click();
    await expectSection(page, 'Section C', { type: 'multiple_choice', count: '1', difficulty: 'medium', marks: '10' });
    await expect(sectionsAlert(page)).toHaveText('Question marks (60) must equal total marks (50)');
    await expect(next).toBeDisabled();

    await section(page, 'Section B').remove.click();
    expect(await sectionLabels(page)).toEqual(['Section A', 'Section C']);
    await expect(sectionsAlert(page)).toHaveText('Question marks (30) must equal total marks (50)');
    // After A and C the next is D, not a second C.
    await page.getByRole('button', { name: 'Add Section' }).click();
    expect(await sectionLabels(page)).toEqual(['Section A', 'Section C', 'Section D']);
    await expect(sectionsAlert(page)).toHaveText('Question marks (40) must equal total marks (50)');
  });

  await test.step('the last section cannot be removed, so "At least one question type is required" cannot arise', async () => {
    await section(page, 'Section D').remove.click();
    await section(page, 'Section C').remove.click();
    expect(await sectionLabels(page)).toEqual(['Section A']);
    await expect(section(page, 'Section A').remove).toBeDisabled();
    await expect(sectionsAlert(page)).toHaveText('Question marks (20) must equal total marks (50)');
    await expect(page.getByText('At least one question type is required')).toHaveCount(0);
  });

  await test.step('sections that add up to the total clear the message', async () => {
    await section(page, 'Section A').marks.fill('30');
    await page.getByRole('button', { name: 'Add Section' }).click();
    await expectSection(page, 'Section B', { type: 'multiple_choice', count: '1', difficulty: 'medium', marks: '10' });
    await section(page, 'Section B').count.fill('4');
    await section(page, 'Section B').marks.fill('20');
    await expect(page.getByText('Section marks: 50 of 50')).toBeVisible();
    await expect(sectionsAlert(page)).toHaveCount(0);
    await expect(next).toBeEnabled();
  });

  await test.step('file mode asks for both papers, PDF only; the sections are kept when switching back', async () => {
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const questionPaper = page.getByLabel('Question Paper');
    const markScheme = page.getByLabel('Mark Scheme');
    await expect(questionPaper).toHaveAccessibleDescription('Question paper file is required');
    await expect(markScheme).toHaveAccessibleDescription('Mark scheme file is required');
    await expect(next).toBeDisabled();
    await questionPaper.setInputFiles(textFile);
    // The field describes the chosen file, then its error.
    await expect(questionPaper).toHaveAccessibleDescription('notes.txt (9 Bytes) Only PDF files are allowed');
    await questionPaper.setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['1. State Newton’s first law. [2]']) });
    await expect(questionPaper).toHaveAccessibleDescription(/^paper\.pdf \([\d.]+ [KM]?B(ytes)?\)$/);
    await expect(next).toBeDisabled();
    await markScheme.setInputFiles({ name: 'scheme.pdf', mimeType: 'application/pdf', buffer: await linesPdf(['1. An object stays at rest or moves uniformly unless a force acts (2)']) });
    await expect(markScheme).toHaveAccessibleDescription(/^scheme\.pdf \([\d.]+ [KM]?B(ytes)?\)$/);
    await expect(next).toBeEnabled();

    await page.getByRole('button', { name: 'AI-Generated Questions' }).click();
    expect(await sectionLabels(page)).toEqual(['Section A', 'Section B']);
    await expect(next).toBeEnabled();
    await next.click();
  });

  await test.step('the review shows what will be sent', async () => {
    const review = page.getByRole('region', { name: 'Review & Submit' });
    const row = (term: string) => review.locator(`dt:text-is("${term}") + dd`);
    await expect(row('Title')).toHaveText(title);
    await expect(row('Subject')).toHaveText('Physics');
    await expect(row('Class/Year Group')).toHaveText('Year 10');
    await expect(row('Total Marks')).toHaveText('50');
    await expect(row('Time Limit')).toHaveText('45 minutes');
    await expect(row('Questions')).toHaveText('AI-Generated Questions');
    await expect(review.getByRole('list', { name: 'Sections' }).getByRole('listitem')).toHaveText([
      'Section A: 5 × Short Essay, Medium, 30 marks',
      'Section B: 4 × Multiple Choice, Medium, 20 marks',
    ]);
  });

  const seen = new Set<string>();
  await test.step('Create Assessment sends the AI-mode call and follows the creation job to the end', async () => {
    const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(CREATION_PATH));
    await page.getByRole('button', { name: 'Create Assessment' }).click();
    const body = (await created).postDataJSON() as {
      title: string;
      total_marks: number;
      time_limit_minutes: number;
      question_configuration: { use_file_upload: boolean; question_types: { question_type: string; question_count: number; marks_per_section: number; section_label: string }[] };
    };
    expect(body).toMatchObject({ title, total_marks: 50, time_limit_minutes: 45 });
    expect(body.question_configuration.use_file_upload).toBe(false);
    expect(body.question_configuration.question_types).toMatchObject([
      { question_type: 'short_essay', question_count: 5, marks_per_section: 30, section_label: 'Section A' },
      { question_type: 'multiple_choice', question_count: 4, marks_per_section: 20, section_label: 'Section B' },
    ]);

    const snackbar = page.getByRole('status').filter({ hasText: 'Tip: the question paper and mark scheme will be in My Files.' });
    await expect(snackbar).toContainText('Assessment Created & Processing!');
    const progress = page.getByRole('region', { name: 'Creating your assessment' });
    // Every message the progress card and the snackbar show while the job runs, until the list opens.
    await expect
      .poll(
        async () => {
          // allTextContents does not wait: the card and the snackbar come and go.
          const text = (await progress.allTextContents()).join(' ');
          if (text.includes('Assessment creation queued...')) seen.add('queued');
          if (text.includes('AI is generating your assessment questions and files...')) seen.add('generating');
          if ((await page.getByRole('alert').filter({ hasText: /fail/i }).count()) > 0) seen.add('failed');
          if ((await snackbar.allTextContents()).join(' ').includes('Assessment Created! ')) seen.add('created');
          return seen.has('failed') || /\/dashboard\/assessments$/.test(new URL(page.url()).pathname);
        },
        { timeout: CREATION_TIMEOUT, intervals: [200] },
      )
      .toBe(true);
    test.info().annotations.push({ type: 'creation messages seen', description: [...seen].join(' → ') });
    expect(seen.has('failed'), 'the creation job failed').toBe(false);
    // The messages come in order; 'generating' may fall between two looks, which the annotation shows.
    expect([...seen]).toEqual(['queued', 'generating', 'created'].filter((message) => seen.has(message)));
    expect(seen.has('queued')).toBe(true);
    expect(seen.has('created')).toBe(true);
  });

  await test.step('My Assessments lists the new assessment, with what was asked for', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'My Assessments' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await page.getByRole('button', { name: `View Details: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const information = page.getByRole('region', { name: 'Assessment Information' });
    await expect(information.locator('dt:text-is("Total Marks") + dd')).toHaveText('50');
    await expect(information.locator('dt:text-is("Time Limit") + dd')).toHaveText('45 minutes');
    await expect(information.locator('dt:text-is("Subject") + dd')).toHaveText('Physics');
    // The generated papers are there to download.
    await expect(information.getByRole('link', { name: 'Download question paper' })).toBeVisible();
    await expect(information.getByRole('link', { name: 'Download mark scheme' })).toBeVisible();
  });
});
