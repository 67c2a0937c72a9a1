/* eslint-disable @typescript-eslint/no-explicit-any -- the figures files are read as the benchmarks wrote them */
// Collects the figures the packages' benchmarks wrote in this run into bench/results.json and a table in
// bench/README.md, each beside its anchor as a ratio. Run by `npm run bench` after the packages' benchmarks.
//
// Before and after a change: `node bench/collect.ts --keep <comparison>/<label>` (e.g. `--keep pool-lanes/before`)
// also keeps this run's results as bench/runs/<comparison>/<label>.json; the page shows every comparison kept
// there as a table, one column a run, written from those files. No figure on the page is written by hand.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const read = (path: string): any => {
  const url = new URL(path, root);
  return existsSync(url) ? JSON.parse(readFileSync(url, 'utf8')) : null;
};

/** React and react-dom alone, bundled and minified for production: what any React page ships anyway. */
async function reactAlone(): Promise<{ minified: number; gzip: number; brotli: number }> {
  const result = await build({
    stdin: { contents: "export { createRoot } from 'react-dom/client'; export * from 'react';", resolveDir: new URL('.', root).pathname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  return { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

const ratio = (value: number, anchor: number) => Number((value / anchor).toFixed(3));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const sizes = read('packages/elements/size-report.json');
const grader = read('packages/grader/bench-results.json');
const server = read('server/bench-results.json');
const load = read('bench/load.json');
const benchFiles = (pattern: RegExp) => readdirSync(new URL('bench/', root)).filter((name) => pattern.test(name)).sort();
const browser = read('tests/bench-results.json');
const react = await reactAlone();

const chunks: { file: string; kind: string; gzip: number; brotli: number }[] = sizes?.shipped?.chunks ?? [];
const weight = chunks
  .filter((chunk) => chunk.kind === 'element' || chunk.kind === 'runtime')
  .map((chunk) => ({ file: chunk.file, kind: chunk.kind, gzip: chunk.gzip, brotli: chunk.brotli, gzip_ratio_to_react: ratio(chunk.gzip, react.gzip) }));

const elementLoads: { element: string; files: number; gzip: number; brotli: number }[] = sizes?.shipped?.elementLoads ?? [];

const results = {
  collected_at: new Date().toISOString(),
  node: process.version,
  element_weight: {
    react_and_react_dom_alone: react,
    chunks: weight,
    one_element_with_all_it_imports: elementLoads.map((load) => ({ ...load, gzip_ratio_to_react: ratio(load.gzip, react.gzip) })),
  },
  tag_to_content: browser?.tag_to_content ?? null,
  host_first_load: browser?.host_first_load ?? null,
  api_my_assessments: server?.api_my_assessments ?? null,
  upload: server?.upload ?? null,
  upload_resumable: server?.upload_resumable ?? null,
  fairness_under_attack: server?.fairness_under_attack ?? null,
  deadline: server?.deadline ?? null,
  grading: grader ?? null,
  load: load ?? null,
  load_with_more_workers: benchFiles(/^load-\d+-workers\.json$/).map((name) => read(`bench/${name}`)),
  drain: benchFiles(/^drain-\d+-workers\.json$/).map((name) => read(`bench/${name}`)),
};
writeFileSync(new URL('bench/results.json', root), `${JSON.stringify(results, null, 2)}\n`);

/** The rows of the page's table from one run's results (this run's, or a kept one's): what, Assess, anchor, ratio. */
function rowsOf(results: any): string[][] {
  const rows: string[][] = [];
  const react = results.element_weight.react_and_react_dom_alone;
  for (const chunk of results.element_weight.chunks) rows.push([`element weight: ${chunk.file}`, `${kb(chunk.gzip)} gzip, ${kb(chunk.brotli)} brotli`, `React and react-dom alone: ${kb(react.gzip)} gzip`, String(chunk.gzip_ratio_to_react)]);
  for (const load of results.element_weight.one_element_with_all_it_imports) {
    rows.push([`element weight: ${load.element} with all it imports (${load.files} files)`, `${kb(load.gzip)} gzip, ${kb(load.brotli)} brotli`, `React and react-dom alone: ${kb(react.gzip)} gzip`, String(ratio(load.gzip, react.gzip))]);
  }
  const tag = results.tag_to_content;
  if (tag) {
    for (const cache of ['cold', 'warm'] as const) {
      const element = tag.element[cache];
      const frame = tag.iframe_of_dashboard[cache];
      rows.push([
        `tag to content, ${cache === 'cold' ? 'cold (empty cache)' : 'warm (cached)'}: <assess-usage-summary> on another origin, ${element.runs} runs`,
        `median ${element.median_ms} ms, p95 ${element.p95_ms} ms`,
        `iframe of the host's dashboard: median ${frame.median_ms} ms, p95 ${frame.p95_ms} ms`,
        String(ratio(element.median_ms, frame.median_ms)),
      ]);
    }
  }
  for (const page of results.host_first_load?.pages ?? []) {
    rows.push([`host first load ${page.path}: Lighthouse ${results.host_first_load.lighthouse}, mobile`, `performance ${page.performance}, accessibility ${page.accessibility}; FCP ${page.first_contentful_paint_ms} ms, LCP ${page.largest_contentful_paint_ms} ms`, '-', '-']);
    if (page.path === '/') {
      rows.push(['host first load /: JavaScript sent', `${kb(page.javascript.transfer_bytes)} in ${page.javascript.requests} files (brotli)`, `React and react-dom alone: ${kb(react.brotli)} brotli`, String(ratio(page.javascript.transfer_bytes, react.brotli))]);
    }
  }
  const READ_NAMES: Record<string, string> = {
    my_assessments: 'My Assessments',
    usage_summary: 'usage summary',
    my_files: 'My Files',
    my_reports: 'My Reports',
    dashboard_overview: 'dashboard overview',
    pending_jobs: 'pending jobs',
    class_report: "class report (the teacher's)",
  };
  /** How each run of the reads was made: answers kept in memory (the default), or each read computed. */
  const RUN_NAMES: Record<string, string> = {
    embedded: 'embedded (answers kept: a repeated read is answered from memory)',
    postgresql: 'postgresql (answers kept: a repeated read is answered from memory)',
    embedded_computed: 'embedded (ASSESS_ANSWER_MEMORY_MB=0: every read computed)',
    postgresql_computed: 'postgresql (ASSESS_ANSWER_MEMORY_MB=0: every read computed)',
  };
  const throughput = (figures: any) => `${figures.requests_per_second} req/s, p50 ${figures.p50_ms} ms, p99 ${figures.p99_ms} ms`;
  for (const [database, figures] of Object.entries((results.api_my_assessments ?? {}) as Record<string, any>)) {
    if (!figures) continue;
    const anchor = `bare node:http, same JSON: ${throughput(figures.bare_node_http)}`;
    const reads: Record<string, any> = figures.reads ?? { my_assessments: { ...figures.assess, ratio: figures.ratio } };
    for (const [name, read] of Object.entries(reads)) {
      rows.push([`API: GET ${READ_NAMES[name] ?? name}, 64 connections, ${RUN_NAMES[database] ?? database}`, throughput(read), anchor, String(read.ratio)]);
    }
    if (figures.poll_304) rows.push([`API: GET My Assessments answered 304 (If-None-Match), 64 connections, ${RUN_NAMES[database] ?? database}`, throughput(figures.poll_304), anchor, String(figures.poll_304.ratio)]);
  }
  for (const [way, upload] of [['', results.upload], [' resumable (tus, 6 MB chunks)', results.upload_resumable]] as [string, any][]) {
    if (!upload) continue;
    rows.push([`upload${way}: a ${(upload.file_bytes / 1e6).toFixed(0)} MB PDF over loopback`, `${upload.upload_mb_per_second} MB/s`, `plain copy on disk: ${upload.plain_copy_mb_per_second} MB/s`, String(upload.ratio)]);
    rows.push([`upload${way}: server peak memory growth`, `${upload.server_peak_memory_growth_mb} MB`, `the file: ${(upload.file_bytes / 1e6).toFixed(1)} MB`, String(upload.server_peak_memory_growth_of_file)]);
    if (upload.server_cpu_ms !== undefined) {
      // The server's CPU time for the upload, beside the time of the plain copy: on a shared machine it moves less than MB/s.
      const copyMs = upload.file_bytes / 1e6 / upload.plain_copy_mb_per_second * 1000;
      rows.push([`upload${way}: server CPU time (median of ${upload.rounds} uploads)`, `${upload.server_cpu_ms} ms`, `plain copy on disk: ${copyMs.toFixed(0)} ms`, String(Number((upload.server_cpu_ms / copyMs).toFixed(2)))]);
    }
  }
  const fairness = results.fairness_under_attack;
  if (fairness) {
    const attack = `one user grading ${fairness.attack.papers} answer sheets of ${fairness.attack.pages_a_paper} image-only pages and firing 200 exports at once, again and again`;
    for (const [name, figures] of [['upload check (a 1-page PDF to My Files)', fairness.upload_check], ['export of their report PDF', fairness.export]] as [string, any][]) {
      rows.push([
        `fairness: another user's ${name} while ${attack} (median under attack over median idle)`,
        `median ${figures.attack_median_ms} ms of ${fairness.samples.attack}, slowest ${figures.attack_max_ms} ms`,
        `the same on the idle server: median ${figures.idle_median_ms} ms of ${fairness.samples.idle}`,
        String(figures.ratio),
      ]);
    }
  }
  const deadline = results.deadline;
  for (const database of ['embedded', 'postgresql'] as const) {
    const figures = deadline?.[database];
    if (!figures) continue;
    const { settings } = deadline;
    const polls = (run: any) => `${run.polls} polls, p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms`;
    rows.push([
      `deadline: ${settings.students} students polling My Assessments every ${settings.poll_ms / 1000} s while ${settings.submissions_per_second} papers a second arrive, ${settings.seconds} s, ${database} (p99 over the anchor's p99)`,
      `${polls(figures.assess)}; ${figures.assess.from_memory} from memory, ${figures.assess.computed} computed, ${figures.assess.answered_304} answered 304; ${figures.assess.submissions} papers`,
      `bare node:http, same JSON, same polls: ${polls(figures.bare_node_http)}`,
      String(figures.ratio),
    ]);
  }
  if (results.grading?.class_question) {
    const question = results.grading.class_question;
    rows.push([
      `grader: one question of ${question.answers} answers, grouped and re-marked from ${question.teacher_marked} teacher marks`,
      `grouping ${question.grouping_ms} ms, re-marking ${question.remarking_from_teacher_ms} ms`,
      `marking all ${question.answers} from scratch: ${question.marking_all_ms} ms`,
      String(ratio(question.grouping_ms + question.remarking_from_teacher_ms, question.marking_all_ms)),
    ]);
  }
  for (const file of results.grading?.extraction ?? []) {
    rows.push([`grader: text of ${file.file} (${file.pages} pages)`, `${file.grader_pages_per_second} pages/s`, `pdftotext: ${file.pdftotext_pages_per_second} pages/s`, String(ratio(file.grader_pages_per_second, file.pdftotext_pages_per_second))]);
  }
  for (const figures of [results.load, ...(results.load_with_more_workers ?? [])]) {
    if (!figures) continue;
    const workers = figures.workers ?? 1;
    rows.push([
      `load: ${figures.profile.students} students for ${figures.profile.seconds} s (PostgreSQL, ${workers} worker process${workers === 1 ? '' : 'es'}${figures.cores ? `, ${figures.cores} cores` : ''}; from \`npm run test:load\`)`,
      `${figures.gradedPerSecond} graded/s; p95 submit ${figures.milliseconds.submit.p95} ms, poll ${figures.milliseconds.poll.p95} ms, read ${figures.milliseconds.read.p95} ms, submit to graded ${figures.milliseconds.graded.p95} ms${figures.milliseconds['queued to graded'] ? `, queued to graded ${figures.milliseconds['queued to graded'].p95} ms` : ''}`,
      '-',
      '-',
    ]);
  }
  for (const figures of results.drain ?? []) {
    rows.push([
      `grading: a backlog of ${figures.papers} papers cleared (PostgreSQL, ${figures.workers} worker process${figures.workers === 1 ? '' : 'es'}, ${figures.cores} cores; from \`server/src/load/drain.test.ts\`)`,
      `${figures.gradedPerSecond} graded/s, ${figures.workerCpuMsPerPaper} ms of worker CPU a paper`,
      '-',
      '-',
    ]);
  }
  return rows;
}

const table = (header: string[], rows: string[][]) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const thisRun = table(['what', 'Assess', 'anchor', 'ratio'], rowsOf(results));

// A run kept for a before-and-after comparison.
const keep = process.argv.indexOf('--keep');
if (keep >= 0) {
  const name = process.argv[keep + 1] ?? '';
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(name)) throw new Error('--keep needs <comparison>/<label>, lower-case words joined by hyphens, e.g. pool-lanes/before');
  mkdirSync(new URL(`bench/runs/${name.split('/')[0]}/`, root), { recursive: true });
  writeFileSync(new URL(`bench/runs/${name}.json`, root), `${JSON.stringify(results, null, 2)}\n`);
}

/** Each comparison kept in bench/runs: one column a run, in the order they were collected; each cell its figure and ratio. */
function comparisons(): string {
  const runsUrl = new URL('bench/runs/', root);
  if (!existsSync(runsUrl)) return 'None kept yet.';
  const sections = readdirSync(runsUrl).sort().map((comparison) => {
    const runs = readdirSync(new URL(`${comparison}/`, runsUrl))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ label: file.replace(/\.json$/, ''), results: read(`bench/runs/${comparison}/${file}`) }))
      .sort((a, b) => String(a.results.collected_at).localeCompare(String(b.results.collected_at)));
    const cells = runs.map((run) => new Map(rowsOf(run.results).map(([what, assess, , ratio]) => [what!, ratio === '-' ? assess! : `${assess} (ratio ${ratio})`])));
    const measures = [...new Set(cells.flatMap((cell) => [...cell.keys()]))];
    const header = ['what', ...runs.map((run) => `${run.label} (${String(run.results.collected_at).slice(0, 16).replace('T', ' ')} UTC)`)];
    return `### ${comparison}\n\n${table(header, measures.map((what) => [what, ...cells.map((cell) => cell.get(what) ?? '-')]))}`;
  });
  return sections.length ? sections.join('\n\n') : 'None kept yet.';
}

/** Replaces the README's block `name` (its markers stay) with `content`. */
function writeBlock(page: string, name: string, content: string): string {
  const start = `<!-- ${name}: written by bench/collect.ts -->`;
  const end = `<!-- end of ${name} -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`bench/README.md has no block between "${start}" and "${end}"`);
  return `${page.slice(0, from + start.length)}\n${content}\n${page.slice(to)}`;
}

const readmeUrl = new URL('bench/README.md', root);
let page = readFileSync(readmeUrl, 'utf8');
page = writeBlock(page, 'this run', `Collected ${results.collected_at.slice(0, 16).replace('T', ' ')} UTC (Node ${process.version}) into \`bench/results.json\` from the results file each benchmark last wrote (each says when it was measured):\n\n${thisRun}`);
page = writeBlock(page, 'before and after', comparisons());
writeFileSync(readmeUrl, page);
console.log(thisRun);
