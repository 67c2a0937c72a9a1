// Host first load: Lighthouse (its default mobile profile with simulated throttling) on the Debian Chromium,
// performance and accessibility scores of / and /login, and the JavaScript sent for /, beside React and react-dom
// alone. Writes the figures for bench/collect.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startProduct } from './product-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3950) + 1;
const PAGES = ['/', '/login'];

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

export async function hostFirstLoad() {
  const product = await startProduct(PORT);
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const pages = [];
    let version = '';
    for (const path of PAGES) {
      const result = await lighthouse(`${product.origin}${path}`, { port: chrome.port, onlyCategories: ['performance', 'accessibility'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
      const scripts = requests.filter((request) => request.resourceType === 'Script');
      pages.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        first_contentful_paint_ms: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        largest_contentful_paint_ms: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        javascript: {
          requests: scripts.length,
          transfer_bytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
          resource_bytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
        },
      });
    }
    return { lighthouse: version, profile: 'Lighthouse default: mobile, simulated throttling', pages };
  } finally {
    chrome.kill();
    await product.stop();
  }
}

