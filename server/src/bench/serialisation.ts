// Writing the biggest hot answers: each answer's compiled serialiser (fast-json-stringify on the route's declared
// schema, as Fastify compiles it), open (undeclared properties written too) and as the route declares it (closed:
// only what the schema declares), beside JSON.stringify of the same answer, in microseconds per answer, measured in
// turns on the same answers in one process. The answers are real: a seeded school's on the embedded database, as
// the server's handlers return them (before they are written).
// Run: npm run bench:serialisation -w @assess/server
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { startTestServer, testDrivers } from '../testing/harness.js';
import { seedSchool } from '../testing/school.js';
import { analyticsPlugin, areasPlugin, assessmentAreasPlugin, reportsPlugin } from '../product/plugins.js';
import { signInSeededSchool } from '../product/testing/accounts.js';
import { answerJsonSchema } from '../product/shared/answer-schema.js';
import type { RouteDeclaration } from '../product/shared/route.js';

const ROUNDS = 15;
const CALLS_PER_ROUND = Number(process.env.ASSESS_BENCH_CALLS ?? 400);

const declared = new Map<string, RouteDeclaration>();
const answers = new Map<string, unknown>();
async function capture(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    const declaration = (route.config as { declaration?: RouteDeclaration } | undefined)?.declaration;
    if (declaration && route.method !== 'HEAD') declared.set(`${declaration.method} ${declaration.url}`, declaration);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    answers.set(`${request.method} ${request.routeOptions.url}`, payload);
    return payload;
  });
}

/** Microseconds per call, the median of ROUNDS rounds. */
function perCall(write: () => string, rounds: number[][], index: number): void {
  const started = process.hrtime.bigint();
  for (let call = 0; call < CALLS_PER_ROUND; call += 1) write();
  rounds[index]!.push(Number(process.hrtime.bigint() - started) / CALLS_PER_ROUND / 1000);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const t = await startTestServer((await testDrivers())[0]!, { ASSESS_WORKERS: 'off' }, { plugins: [capture, assessmentAreasPlugin, areasPlugin(reportsPlugin, analyticsPlugin)] });
try {
  const school = await seedSchool(t.server.db, { students: 60, classes: 2 });
  const tokens = await signInSeededSchool(t, school);
  const reads: [string, 'teacher' | 'student', string, string][] = [
    ['My Files (a page of 20)', 'student', '/api/files/my-files', 'GET /api/files/my-files'],
    ['the class report', 'teacher', `/api/supabase-reports/reports/teacher/${school.teacherId}/class/${school.classId}`, 'GET /api/supabase-reports/reports/teacher/:teacherId/class/:classId'],
    ['My Assessments (a student)', 'student', '/api/assessments/', 'GET /api/assessments/'],
    ["My Assessments (a teacher)", 'teacher', '/api/assessments/', 'GET /api/assessments/'],
  ];
  const results = [];
  for (const [title, who, path, route] of reads) {
    answers.delete(route);
    const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
    if (response.status !== 200) throw new Error(`${title}: ${response.status}`);
    const answer = answers.get(route);
    const { response: schema, closedAnswer } = declared.get(route)!;
    const compile = (closed: boolean) => fastJsonStringify(answerJsonSchema(schema!, { closed }) as unknown as Parameters<typeof fastJsonStringify>[0]);
    const writeOpen = compile(false);
    const writeDeclared = compile(Boolean(closedAnswer));
    const stringified = JSON.stringify(answer);
    if (!isDeepStrictEqual(JSON.parse(writeOpen(answer)), JSON.parse(stringified))) throw new Error(`${title}: the open serialiser writes another value`);
    // A closed route writes what a screen parsing the answer with its schema reads.
    const read = schema!['~standard'].validate(JSON.parse(stringified)) as { value?: unknown };
    const view: unknown = closedAnswer ? JSON.parse(JSON.stringify(read.value)) : JSON.parse(stringified);
    if (!isDeepStrictEqual(JSON.parse(writeDeclared(answer)), view)) throw new Error(`${title}: the route's serialiser writes another value than its schema reads`);
    const rounds: number[][] = [[], [], []];
    for (let round = 0; round < ROUNDS; round += 1) {
      perCall(() => JSON.stringify(answer), rounds, 0);
      perCall(() => writeOpen(answer), rounds, 1);
      perCall(() => writeDeclared(answer), rounds, 2);
    }
    const [plain, open, asDeclared] = rounds.map(median) as [number, number, number];
    results.push({
      answer: title,
      closed: Boolean(closedAnswer),
      bytes: Buffer.byteLength(stringified),
      written_bytes: Buffer.byteLength(writeDeclared(answer)),
      json_stringify_us: Number(plain.toFixed(1)),
      open_us: Number(open.toFixed(1)),
      open_ratio: Number((open / plain).toFixed(2)),
      as_declared_us: Number(asDeclared.toFixed(1)),
      as_declared_ratio: Number((asDeclared / plain).toFixed(2)),
    });
  }
  console.table(results);
  console.log(`node ${process.version}, load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
} finally {
  await t.close();
}
