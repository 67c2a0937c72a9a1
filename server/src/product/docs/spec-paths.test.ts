// Every call of spec 01 §7 and spec 02 §7 is in the API document (which docs.test.ts holds equal to the routes the
// server registers), under /api, with the path and query parameters the specification shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDrivers, type TestServer } from '../../testing/harness.js';
import { productPlugins } from '../index.js';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, unknown> };
}

const driver = (await testDrivers())[0]!;

/** A path with its parameter names blanked, so that {jobId} in the specification matches {id} in the document. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The served document's operations by method and path shape. */
const operations = new Map<string, Operation>();

/** The calls as the specification writes them (relative to /api); both sections list these. */
const ASSESSMENT_CALLS: string[] = [
  'GET /assessments/',
  'GET /assessments/{id}',
  'DELETE /assessments/{id}',
  'POST /assessments/create-comprehensive',
  'POST /assessments/create-comprehensive-async',
  'POST /assessments/create-comprehensive-with-files',
  'POST /assessments/submit-and-grade',
  'GET /assessments/grading-jobs/{jobId}',
  'GET /grading-jobs/pending',
  'GET /subjects/',
  'POST /subjects',
];

const ANALYTICS_CALLS: string[] = [
  'GET /analytics/student/dashboard/overview',
  'GET /analytics/student/dashboard/subject/{subjectId}',
];

const SPEC_01: string[] = [
  ...ASSESSMENT_CALLS,
  'GET /students/invitation/{code}',
  'POST /students/invitation/accept/{code}',
  'GET /supabase-usage/usage/summary',
  'GET /supabase-usage/usage/limits',
  'GET /validation/usage',
  ...ANALYTICS_CALLS,
];

const SPEC_02: string[] = [
  ...ASSESSMENT_CALLS,
  'GET /supabase-reports/reports/student/{studentId}',
  'GET /supabase-reports/reports/student/{studentId}/assessment/{studentAssessmentId}',
  'GET /supabase-reports/reports/student/{studentId}/progress',
  'GET /supabase-reports/reports/export/student-assessment/{id}',
  'GET /supabase-reports/reports/teacher/{teacherId}/students',
  'GET /supabase-reports/reports/teacher/{teacherId}/class/{classId}',
  'GET /supabase-reports/reports/teacher/{teacherId}/assessment/{assessmentId}',
  'GET /supabase-reports/reports/export/class/{classId}',
  ...ANALYTICS_CALLS,
  'GET /classes',
  'POST /classes',
  'PUT /classes/{id}',
  'GET /students/students',
  'POST /students/students',
  'PUT /students/students/{id}',
  'DELETE /students/students/{id}',
  'POST /students/students/{id}/invite',
  'GET /files/my-files',
  'GET /files/assessment/{id}/files',
  'GET /files/student-assessment/{id}/files',
  'POST /files/upload',
  'GET /files/{id}/url',
  'DELETE /files/{id}',
  'GET /files/generated-assessments',
  'GET /files/file-types',
];

/** Decisions 13 and 21: Edit Details, and the lists without their trailing slash, POST /subjects with one. */
const DECIDED: string[] = ['PATCH /assessments/{id}', 'GET /assessments', 'GET /subjects', 'POST /subjects/'];

/** Calls whose path the specification does not show, with the path chosen for each. */
const CHOSEN: Record<string, string> = {
  'pending validation jobs': 'GET /validation/jobs/pending',
  "a student's report list": 'GET /supabase-reports/reports/my-reports',
  "the dashboard's assessment list": 'GET /analytics/student/dashboard/assessments',
  'the analytics load by user id': 'GET /analytics/student/{userId}',
};

/** A call of the specification as the document's operations are keyed: its method and its path's shape under /api. */
const keyOf = (call: string) => {
  const [method, path] = call.split(' ') as [string, string];
  return `${method} ${shape(`/api${path}`)}`;
};

const missing = (calls: string[]) => calls.filter((call) => !operations.has(keyOf(call)));

const operation = (call: string): Operation => {
  const found = operations.get(keyOf(call));
  if (!found) throw new Error(`${call} is not in the API document`);
  return found;
};

const queryOf = (call: string) => (operation(call).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);

describe.skipIf(Boolean(driver.skip))('the calls of the specification', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, { ASSESS_WORKERS: 'off' }, { plugins: productPlugins });
    const document = (await (await fetch(`${t.url}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) operations.set(`${method.toUpperCase()} ${shape(path)}`, operation);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has every call of spec 01 §7 under /api with its exact path', () => {
    expect(missing(SPEC_01)).toEqual([]);
  });

  it('has every call of spec 02 §7 under /api with its exact path', () => {
    expect(missing(SPEC_02)).toEqual([]);
  });

  it('has the paths decided for Edit Details and the trailing slashes', () => {
    expect(missing(DECIDED)).toEqual([]);
  });

  it('has a path for each call whose path the specification does not show', () => {
    expect(missing(Object.values(CHOSEN))).toEqual([]);
  });

  it('takes the query parameters the specification names', () => {
    expect(queryOf('GET /files/my-files')).toEqual(expect.arrayContaining(['entity_type', 'file_type', 'search', 'page', 'limit', 'sort_by', 'sort_order']));
    expect(queryOf('GET /files/generated-assessments')).toEqual(
      expect.arrayContaining(['page', 'limit', 'search', 'sort_by', 'sort_order', 'assessment_type', 'subject', 'difficulty_level']),
    );
    expect(queryOf('GET /supabase-reports/reports/export/student-assessment/{id}')).toContain('format');
    expect(queryOf('GET /supabase-reports/reports/export/class/{classId}')).toEqual(['format', 'token', 'assessment_id', 'threshold']);
  });

  it('takes multipart forms where the specification sends form data', () => {
    for (const call of ['POST /assessments/create-comprehensive-with-files', 'POST /assessments/submit-and-grade', 'POST /files/upload']) {
      expect(Object.keys(operation(call).requestBody?.content ?? {}), call).toEqual(['multipart/form-data']);
    }
    for (const call of ['POST /assessments/create-comprehensive', 'POST /assessments/create-comprehensive-async', 'POST /subjects', 'POST /classes']) {
      expect(Object.keys(operation(call).requestBody?.content ?? {}), call).toEqual(['application/json']);
    }
  });
});
