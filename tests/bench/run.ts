// The browser benchmarks of `npm run bench`: tag to content and host first load, on the built product.
// Writes tests/bench-results.json for bench/collect.ts. `BENCH_ONLY=tag-to-content` (or `host-first-load`)
// runs one of them and keeps the other's figures from the file as they were.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostFirstLoad } from './host-first-load.ts';
import { tagToContent } from './tag-to-content.ts';

const resultsFile = new URL('../bench-results.json', import.meta.url);
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'tag-to-content' && only !== 'host-first-load') throw new Error(`BENCH_ONLY is tag-to-content or host-first-load, not ${only}`);
const previous = only && existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};

const results = {
  measured_at: new Date().toISOString(),
  tag_to_content: only === 'host-first-load' ? (previous.tag_to_content ?? null) : await tagToContent(),
  host_first_load: only === 'tag-to-content' ? (previous.host_first_load ?? null) : await hostFirstLoad(),
};
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
