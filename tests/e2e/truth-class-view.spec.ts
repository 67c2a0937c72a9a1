import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWERS, linesPdf } from './fixtures/pdfs.ts';
import { DEMO, signIn, tokenFor } from './fixtures/session.ts';
import { setPaperForClass } from './fixtures/set-work.ts';

// A teacher's page of an assessment they set reads the class's progress and offers what its creator does next;
// the subscription page's own Upgrade Plan takes the reader to the plans below it, not to the page itself.

const SHOTS = process.env.ASSESS_SCREENSHOTS_DIR ?? join(tmpdir(), 'assess-screens');
const CLASS = 'Year 10 Biology';
const TITLE = `Plants and light ${Date.now()}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Photographs the page at 1280 and 390 px, light and dark. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: join(SHOTS, `class-view-${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: null });
}

test("a teacher's page of an assessment they set reads the class's progress and leads to its submissions and marking", async ({ page, request }) => {
  // The job queue may still hold the papers earlier specs sent (the daily-limit specs send fifteen each).
  test.setTimeout(480_000);
  const teacherToken = await tokenFor(request, DEMO.teacher.email);
  const assessmentId = await setPaperForClass(request, teacherToken, { title: TITLE, description: 'Photosynthesis, six marks.', className: CLASS });

  await signIn(page, DEMO.teacher.email);
  const actions = page.getByRole('region', { name: 'Actions' });
  await test.step('the teacher opens it before anyone has answered: no submissions yet, and no Submit Assessment', async () => {
    await page.goto('/dashboard/assessments');
    await page.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
    await page.getByRole('button', { name: `View Details: ${TITLE}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.locator('main').getByText('No submissions yet').first()).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'View Class Submissions' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Submit Assessment' })).toHaveCount(0);
  });

  await test.step('a student answers it and is marked; the page then reads the class: one submitted, one marked, none released', async () => {
    const studentToken = await tokenFor(request, DEMO.student.email);
    const submitted = await request.post('/api/assessments/submit-and-grade', {
      headers: auth(studentToken),
      multipart: { title: TITLE, subject_name: 'Combined Science', assessment_id: assessmentId, generate_weak_areas_pdf: 'false', student_answer: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await linesPdf(ANSWERS) } },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await page.getByRole('region', { name: 'Submission Information' }).textContent()) ?? '';
        },
        { timeout: 360_000, intervals: [3000] },
      )
      .toContain('1 submitted · 1 marked · 0 released');
    await expect(actions.getByRole('button', { name: 'Submit Assessment' })).toHaveCount(0);
  });

  await test.step("the creator's actions lead to the class's submissions and to marking by answer group", async () => {
    await actions.getByRole('button', { name: 'View Class Submissions' }).click();
    await expect(page.getByRole('region', { name: 'Class Submissions' })).toBeInViewport();
    await expect(page.getByRole('list', { name: 'Class Submissions' }).getByRole('listitem')).toHaveCount(1);
    await actions.getByRole('button', { name: 'Mark by Answer Group' }).click();
    await expect(page.getByRole('region', { name: 'Mark by Answer Group' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Mark by Answer Group' }).getByRole('combobox', { name: 'Question' })).toBeVisible();
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'teacher-assessment');
});

test('on the subscription page, Upgrade Plan takes the reader to the plans below, not to the page itself', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.student.email);
  await page.goto('/dashboard/subscription');
  const plans = page.getByRole('heading', { level: 2, name: 'Plans' });
  await expect(plans).not.toBeInViewport();
  await page.getByRole('region', { name: 'Usage Summary' }).getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(plans).toBeInViewport();
  await expect(plans).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'subscription');
});
