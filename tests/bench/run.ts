// The browser benchmarks of `npm run bench`: tag to content and host first load, on the built product.
// Writes tests/bench-results.json for bench/collect.ts.
import { writeFileSync } from 'node:fs';
import { hostFirstLoad } from './host-first-load.ts';
import { tagToContent } from './tag-to-content.ts';

const results = { measured_at: new Date().toISOString(), tag_to_content: await tagToContent(), host_first_load: await hostFirstLoad() };
writeFileSync(new URL('../bench-results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
