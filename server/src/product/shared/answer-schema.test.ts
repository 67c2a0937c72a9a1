// Answers written from their declared schemas: each route's success schema, compiled by fast-json-stringify as
// Fastify compiles it, writes the example answers of the served-answers test (reports, analytics, the review
// history, mark-scheme reading) as the same value JSON.stringify writes: the schemas declare all these answers carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { SERVED_ANSWERS as A } from '@assess/core/schemas/served-answers';
import { startTestServer, testDrivers, type TestServer } from '../../testing/harness.js';
import { productPlugins } from '../index.js';
import { answerJsonSchema } from './answer-schema.js';
import type { RouteDeclaration } from './route.js';

const driver = (await testDrivers())[0]!;

/** The answer's serialiser as Fastify compiles it from the route's `schema.response` (fast-json-stringify, no options). */
const serialiserOf = (response: z.core.$ZodType) => fastJsonStringify(answerJsonSchema(response) as unknown as Parameters<typeof fastJsonStringify>[0]);

const REPORTS = '/api/supabase-reports/reports';
const ANALYTICS = '/api/analytics/student';

/** Each example answer (one item for a list's) with the routes that answer it. */
const EXAMPLES: [string, unknown, string[]][] = [
  ['my reports', A.myReportItem, [`GET ${REPORTS}/my-reports`]],
  ["a student's reports", A.studentReportItem, [`GET ${REPORTS}/student/:studentId`]],
  ['an assessment report', A.assessmentReport, [`GET ${REPORTS}/student/:studentId/assessment/:studentAssessmentId`]],
  ["a student's progress", A.studentProgress, [`GET ${REPORTS}/student/:studentId/progress`]],
  ["a teacher's students", A.teacherStudentsReport, [`GET ${REPORTS}/teacher/:teacherId/students`]],
  ['a class report', A.teacherClassReport, [`GET ${REPORTS}/teacher/:teacherId/class/:classId`]],
  ["a teacher's assessment report", A.teacherAssessmentReport, [`GET ${REPORTS}/teacher/:teacherId/assessment/:assessmentId`]],
  ["a teacher's classes", A.teacherClassesReport, [`GET ${REPORTS}/teacher/:teacherId/classes`]],
  ['the review history', A.reviewHistory[0], ['GET /api/student-assessments/:id/history']],
  ['the dashboard overview', A.dashboardOverview, [`GET ${ANALYTICS}/dashboard/overview`]],
  ['subject progress', A.subjectProgress, [`GET ${ANALYTICS}/dashboard/subject/:subjectId`, `GET ${ANALYTICS}/:userId/subject/:subjectId`]],
  ['the dashboard assessments', A.dashboardAssessment, [`GET ${ANALYTICS}/dashboard/assessments`]],
  ['a mark-scheme reading', A.markSchemeReading, ['GET /api/assessments/:id/mark-scheme-reading']],
];

describe.skipIf(Boolean(driver.skip))('answers written from their declared schemas', () => {
  let t: TestServer;
  const declared: RouteDeclaration[] = [];
  const collect = async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const declaration = (route.config as { declaration?: RouteDeclaration } | undefined)?.declaration;
      if (declaration && route.method !== 'HEAD') declared.push(declaration);
    });
  };

  beforeAll(async () => {
    t = await startTestServer(driver, { ASSESS_WORKERS: 'off' }, { plugins: [collect, ...productPlugins] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes each example answer of its routes as JSON.stringify does', () => {
    const byRoute = new Map(declared.map((declaration) => [`${declaration.method} ${declaration.url}`, declaration]));
    for (const [name, example, routes] of EXAMPLES) {
      for (const route of routes) {
        const declaration = byRoute.get(route);
        expect(declaration?.response, `${route} declares its answer`).toBeDefined();
        const response = declaration!.response!;
        // A list's route is given a list of the example (twice, so that items follow each other).
        const answer = response._zod.def.type === 'array' ? (name === 'the review history' ? A.reviewHistory : [example, example]) : example;
        const write = serialiserOf(response);
        expect({ route, answer: JSON.parse(write(answer)) }).toEqual({ route, answer: JSON.parse(JSON.stringify(answer)) });
      }
    }
  });

  it('compiles the answer schema of every declared route with a JSON answer', () => {
    const compiled = declared.filter((declaration) => declaration.response && !declaration.file);
    expect(compiled.length).toBeGreaterThan(50);
    for (const declaration of compiled) expect(() => serialiserOf(declaration.response!)).not.toThrow();
  });

  it('writes only what a closed schema declares, as a screen parsing the answer with it reads it', () => {
    const schema = z.object({
      id: z.string(),
      subject: z.object({ name: z.string() }).nullable(),
      items: z.array(z.object({ id: z.string() })),
      metadata: z.looseObject({ kind: z.string() }),
      tags: z.record(z.string(), z.number()),
    });
    const write = fastJsonStringify(answerJsonSchema(schema, { closed: true }) as unknown as Parameters<typeof fastJsonStringify>[0]);
    const answer = { id: 'a', subject_id: 's', subject: { id: 's', name: 'Maths' }, items: [{ id: 'i', extra: 1 }], metadata: { kind: 'k', custom: { x: 1 } }, tags: { x: 1 } };
    expect(JSON.parse(write(answer))).toEqual(schema.parse(answer));
    expect(JSON.parse(write(answer))).toEqual({ id: 'a', subject: { name: 'Maths' }, items: [{ id: 'i' }], metadata: { kind: 'k', custom: { x: 1 } }, tags: { x: 1 } });
    expect(JSON.parse(write({ id: 'b', subject: null, items: [], metadata: { kind: '' }, tags: {} }))).toEqual({ id: 'b', subject: null, items: [], metadata: { kind: '' }, tags: {} });
  });

  it('writes nullable, optional, open, undeclared and any values as JSON.stringify does', () => {
    const schema = z.object({
      title: z.string(),
      note: z.string().nullable(),
      score: z.number().nullable(),
      count: z.int(),
      comment: z.string().optional(),
      extra: z.unknown(),
      maybe: z.unknown().nullable(),
      tags: z.record(z.string(), z.number()),
      detail: z.looseObject({ kind: z.string() }),
      practice: z.boolean().default(false),
      when: z.string(),
      items: z.array(z.object({ id: z.string() })),
      either: z.union([z.object({ kind: z.literal('a') }), z.unknown()]),
      // Properties named as JSON Schema's keywords are properties like any other.
      keywords: z.object({ required: z.boolean(), type: z.string(), properties: z.array(z.string()) }),
    });
    const write = serialiserOf(schema);
    const answers = [
      { title: 'Quiz "one"\n\u2028', note: null, score: 46.67, count: 3, extra: { a: [1, null] }, maybe: null, tags: { x: 1.5 }, detail: { kind: 'k', more: { b: 2 } }, practice: true, when: new Date('2026-11-12T22:27:59.908Z'), items: [{ id: 'i', undeclared: { deep: true } }], either: { kind: 'b' }, keywords: { required: true, type: 't', properties: ['p'] }, undeclared: 1 },
      { title: '', note: 'n', score: null, count: 0, comment: 'c', extra: 'text', maybe: [1], tags: {}, detail: { kind: '' }, practice: false, when: '2026-11-12', items: [], either: [1], keywords: { required: false, type: '', properties: [] }, later_field: null },
    ];
    // What a route should not answer but might: declared values missing, or null where a value is declared.
    const lacking = { title: null, count: null, tags: null, detail: null, practice: null, items: [null, { id: null }], when: null };
    for (const answer of [...answers, lacking]) expect(JSON.parse(write(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
  });
});
