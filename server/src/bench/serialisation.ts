// Writing the biggest hot answers: each answer's compiled serialiser (fast-json-stringify on the route's declared
// schema, as Fastify compiles it) beside JSON.stringify of the same answer, in microseconds per answer, measured in
// turns on the same answers in one process. The answers are real: a seeded school's on the embedded database, as
// the server's handlers return them (before they are written).
// Run: npm run bench:serialisation -w @assess/server
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { hashPassword } from '../auth/passwords.js';
import { startTestServer, testDrivers } from '../testing/harness.js';
import { seedSchool } from '../testing/school.js';
import { analyticsPlugin, areasPlugin, assessmentAreasPlugin, reportsPlugin } from '../product/plugins.js';
import { signIn, TEST_PASSWORD } from '../product/testing/accounts.js';
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
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const tokens: Record<string, string> = {};
  for (const [who, id] of [['teacher', school.teacherId], ['student', school.studentId]] as const) {
    const { rows } = await t.server.db.query<{ email: string }>('UPDATE auth.users SET encrypted_password = $2, email_confirmed_at = now() WHERE id = $1 RETURNING email', [id, passwordHash]);
    tokens[who] = await signIn(t, rows[0]!.email);
  }
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
    const write = fastJsonStringify(answerJsonSchema(declared.get(route)!.response!) as unknown as Parameters<typeof fastJsonStringify>[0]);
    const stringified = JSON.stringify(answer);
    if (!isDeepStrictEqual(JSON.parse(write(answer)), JSON.parse(stringified))) throw new Error(`${title}: the compiled serialiser writes another value`);
    const rounds: number[][] = [[], []];
    for (let round = 0; round < ROUNDS; round += 1) {
      perCall(() => JSON.stringify(answer), rounds, 0);
      perCall(() => write(answer), rounds, 1);
    }
    const [plain, compiled] = rounds.map(median) as [number, number];
    results.push({ answer: title, bytes: Buffer.byteLength(stringified), json_stringify_us: Number(plain.toFixed(1)), compiled_us: Number(compiled.toFixed(1)), ratio: Number((compiled / plain).toFixed(2)) });
  }
  console.table(results);
  console.log(`node ${process.version}, load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
} finally {
  await t.close();
}
