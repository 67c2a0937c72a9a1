// Tag to content: in Chromium over loopback, the time from inserting <assess-usage-summary> into a page of another
// origin to its live usage figures on screen, beside an iframe of the host's dashboard showing the same figures.
// Each is measured cold (a new browser context: empty HTTP cache) and warm (a new page in a context that has
// shown it once), RUNS times each, the two taking turns. Writes the figures for bench/collect.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startProduct, summarise } from './product-server.ts';

const RUNS = Number(process.env.TAG_BENCH_RUNS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const STUDENT = { email: 'student@demo.test', password: 'Assess-demo-2026' };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A blank partner page on another origin (another port of localhost: the same site, so the framed dashboard keeps its sign-in). */
async function servePartnerPage() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><title>Partner</title><body></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Resolves, in the frame it runs in, with the absolute time at which the usage summary under `root` shows the
 * server's figures: the validation count reads "n / m" and the note about default limits is absent.
 */
function liveFiguresShown(findRoot: 'element' | 'document'): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const root = findRoot === 'element' ? document.querySelector('assess-usage-summary')?.shadowRoot : document;
      const count = root?.querySelector('[data-feature="validation"] [part="count"]');
      if (count && /^\d+ \/ \d+$/.test(count.textContent?.trim() ?? '') && !root!.textContent?.includes('Showing the default limits')) {
        resolve(performance.timeOrigin + performance.now());
      } else requestAnimationFrame(check);
    };
    check();
  });
}

async function elementRun(page: Page, partnerUrl: string, origin: string, token: string): Promise<number> {
  await page.goto(partnerUrl);
  const insertedAt = await page.evaluate(
    ({ origin, token }) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = `${origin}/elements/elements/assess-usage-summary.js`;
      const element = document.createElement('assess-usage-summary');
      element.setAttribute('api-base-url', origin);
      element.setAttribute('access-token', token);
      document.head.append(script);
      document.body.append(element);
      return performance.timeOrigin + performance.now();
    },
    { origin, token },
  );
  const shownAt = await page.evaluate(liveFiguresShown, 'element' as const);
  return shownAt - insertedAt;
}

async function iframeRun(page: Page, partnerUrl: string, origin: string): Promise<number> {
  await page.goto(partnerUrl);
  const insertedAt = await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'Assess dashboard';
    frame.style.cssText = 'width:1200px;height:900px;border:0';
    document.body.append(frame);
    return performance.timeOrigin + performance.now();
  }, `${origin}/dashboard`);
  const frame: Frame = (await (await page.waitForSelector('iframe')).contentFrame())!;
  // The dashboard may still be navigating (sign-in check, route): evaluate again in the document that settles.
  for (;;) {
    try {
      await frame.waitForURL(/\/dashboard$/);
      const shownAt = await frame.evaluate(liveFiguresShown, 'document' as const);
      return shownAt - insertedAt;
    } catch (error) {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    }
  }
}

type Run = (page: Page) => Promise<number>;

/**
 * Runs each way RUNS times, taking turns run by run (element, then iframe, then element...) so that a change in
 * the machine's load falls on both alike; each run is a new context (cold) and then a second page in it (warm).
 */
async function measure<Name extends string>(browser: Browser, state: StorageState, ways: Record<Name, Run>) {
  const samples = Object.fromEntries(Object.keys(ways).map((name) => [name, { cold: [] as number[], warm: [] as number[] }]));
  for (let index = 0; index < RUNS; index += 1) {
    for (const [name, run] of Object.entries<Run>(ways)) {
      const context = await browser.newContext({ storageState: state, viewport: { width: 1280, height: 900 } });
      samples[name]!.cold.push(await run(await context.newPage()));
      samples[name]!.warm.push(await run(await context.newPage()));
      if (process.env.BENCH_VERBOSE) console.log(`run ${index + 1} ${name}: cold ${samples[name]!.cold.at(-1)!.toFixed(0)} ms, warm ${samples[name]!.warm.at(-1)!.toFixed(0)} ms`);
      await context.close();
    }
  }
  const summary = Object.entries(samples).map(([name, { cold, warm }]) => [name, { cold: summarise(cold), warm: summarise(warm) }]);
  return Object.fromEntries(summary) as Record<Name, { cold: ReturnType<typeof summarise>; warm: ReturnType<typeof summarise> }>;
}

export async function tagToContent() {
  const partner = await servePartnerPage();
  const product = await startProduct(PORT, { FRAME_ANCESTORS: new URL(partner.url).origin });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    // Sign in once through the host; every run starts from that signed-in storage.
    const setup = await browser.newContext();
    const page = await setup.newPage();
    await page.goto(`${product.origin}/login`);
    await page.getByLabel('Email').fill(STUDENT.email);
    await page.getByLabel(/^Password/).fill(STUDENT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    const state = await setup.storageState();
    const token = await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('-auth-token')) return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      throw new Error('no session in the host storage');
    });
    await setup.close();

    const { element, iframe } = await measure(browser, state, {
      element: (runPage) => elementRun(runPage, partner.url, product.origin, token),
      iframe: (runPage) => iframeRun(runPage, partner.url, product.origin),
    });
    return {
      runs_each: RUNS,
      element,
      iframe_of_dashboard: iframe,
      ratio_cold_median: Number((element.cold.median_ms / iframe.cold.median_ms).toFixed(3)),
      ratio_warm_median: Number((element.warm.median_ms / iframe.warm.median_ms).toFixed(3)),
    };
  } finally {
    await browser.close();
    await product.stop();
    await partner.close();
  }
}
