import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { ASSESS_ORIGIN as ASSESS, serveOnOtherOrigin, type ServedPage } from './fixtures/other-origin.ts';

// The partner portal is a plain page on another origin: it loads the elements from the server and signs in itself.
const PORTAL_PAGE = fileURLToPath(new URL('../../examples/partner-portal/index.html', import.meta.url));
const STUDENT = { email: 'student@demo.test', password: 'Assess-demo-2026' };

let served: ServedPage;
let portalUrl: string;

test.beforeAll(async () => {
  served = await serveOnOtherOrigin(PORTAL_PAGE);
  portalUrl = served.url;
});

test.afterAll(() => served.close());

test('the portal signs in and shows <assess-usage-summary> with live numbers, in its own styles', async ({ page, request }) => {
  await page.goto(portalUrl);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.getByLabel('Password').fill(STUDENT.password);
  const usageReads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(`${ASSESS}/api/`)) usageReads.push(new URL(request.url()).pathname);
  });
  const widgetCall = page.waitForResponse((response) => response.request().method() === 'GET' && response.url() === `${ASSESS}/api/supabase-usage/usage`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The widget asked the server itself, with the portal's token, and got an answer.
  expect((await widgetCall).status()).toBe(200);
  // The portal's own status line (Playwright's role queries also see the widget's status region in its shadow root).
  await expect(page.locator('#status')).toHaveText(`Signed in as ${STUDENT.email}.`);

  const widget = page.locator('assess-usage-summary');
  await expect(widget).toHaveAttribute('access-token', /.+/);
  // Playwright's locators pierce the open shadow root.
  const summary = widget.getByRole('region', { name: 'Usage Summary' });
  await expect(summary.locator('[data-feature="validation"]')).toBeVisible();

  // The numbers are the server's: the same calls made with the same token.
  const token = (await widget.getAttribute('access-token'))!;
  const headers = { Authorization: `Bearer ${token}` };
  const [summaryAnswer, limitsAnswer] = await Promise.all([
    request.get(`${ASSESS}/api/supabase-usage/usage/summary`, { headers }),
    request.get(`${ASSESS}/api/supabase-usage/usage/limits`, { headers }),
  ]);
  expect(summaryAnswer.ok() && limitsAnswer.ok()).toBe(true);
  const limits = (await limitsAnswer.json()) as { subscription?: { plan_name?: string } };
  const usage = (await summaryAnswer.json()) as Record<string, { current: number; limit: number }>;
  for (const feature of ['validation', 'assessment', 'assessment_submission']) {
    const { current, limit } = usage[feature]!;
    await expect(summary.locator(`[data-feature="${feature}"] [part="count"]`)).toHaveText(`${current} / ${limit}`);
  }
  // All it showed came from that one request.
  expect(usageReads.filter((path) => path.startsWith('/api/supabase-usage/') || path === '/api/validation/usage')).toEqual(['/api/supabase-usage/usage']);
  // Live data, not the defaults shown when the server cannot be reached.
  await expect(summary.getByText('Showing the default limits until usage information can be retrieved.')).toHaveCount(0);
  await expect(summary.getByText(limits.subscription?.plan_name ?? 'Free Plan')).toBeVisible();
  expect(await summary.getByRole('progressbar').count()).toBe(3);

  // Styled by its own sheet inside the shadow root, untouched by the portal's Comic Sans, red text and borders.
  const inside = await widget.evaluate((host) => {
    const root = host.shadowRoot!;
    const heading = root.querySelector('h2, h3')!;
    const card = root.querySelector('[part="summary"]')!;
    const bar = root.querySelector('[role="progressbar"]')!;
    const count = root.querySelector('[part="count"]')!;
    const styleOf = (element: Element) => getComputedStyle(element);
    return {
      sheets: root.adoptedStyleSheets.length + root.querySelectorAll('style').length,
      headingFont: styleOf(heading).fontFamily,
      headingTransform: styleOf(heading).textTransform,
      headingShadow: styleOf(heading).textShadow,
      headingSize: styleOf(heading).fontSize,
      countColour: styleOf(count).color,
      cardBorder: styleOf(card).borderStyle,
      cardRadius: styleOf(card).borderRadius,
      barHeight: styleOf(bar).height,
      barBackground: styleOf(bar).backgroundColor,
    };
  });
  expect(inside.sheets).toBeGreaterThan(0);
  expect(inside.headingFont).not.toMatch(/Comic Sans/);
  expect(inside.headingTransform).toBe('none');
  expect(inside.headingShadow).toBe('none');
  expect(inside.headingSize).not.toBe('40px');
  expect(inside.countColour).not.toBe('rgb(208, 0, 0)');
  expect(inside.cardBorder).not.toBe('dashed');
  expect(inside.cardRadius).not.toBe('0px');
  expect(inside.barHeight).not.toBe('30px');
  expect(inside.barBackground).not.toBe('rgb(0, 0, 0)');

  // The portal's own text does get its loud styles, so the checks above are not vacuous.
  const outside = await page.getByRole('heading', { level: 2, name: /your usage/i }).evaluate((element) => ({
    font: getComputedStyle(element).fontFamily,
    transform: getComputedStyle(element).textTransform,
  }));
  expect(outside.font).toMatch(/Comic Sans/);
  expect(outside.transform).toBe('uppercase');

  // The variant attribute is live.
  await page.getByLabel('Layout').selectOption('compact');
  await expect(summary).toHaveAttribute('data-variant', 'compact');
});
