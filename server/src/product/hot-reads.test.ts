// The hot reads (the screens a whole school polls and opens at a deadline). Over HTTP on both databases, each
// sends one query after the session check. Over a school's worth of data on PostgreSQL, that query is planned
// with index scans on the big tables, never a full scan of every submission, question result, file or job. The
// queries are the product's own, recorded as the server or the read functions send them, so a change to a read's
// SQL is checked here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPostgres, type Database, type Queryable, type Row } from '../db/index.js';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { createTestDatabase } from '../testing/postgres.js';
import { QUERY_LOG_HEADER, requestQueryLog } from '../testing/query-log.js';
import { seedSchool } from '../testing/school.js';
import { READER_SCOPES_SQL } from '../http/reader-scopes.js';
import { analyticsPlugin, areasPlugin, assessmentAreasPlugin, reportsPlugin } from './plugins.js';
import { listVisibleAssessments } from './assessments/repository.js';
import { signInSeededSchool } from './testing/accounts.js';
import { usageToday } from './usage/limits.js';
import { pendingJobs } from './jobs/repository.js';
import { myReports } from './reports/student.js';
import { teacherClassReport } from './reports/teacher.js';
import { dashboardOverview } from './analytics/repository.js';
import { filesPage } from './files/repository.js';

/** Tables that grow with the school: a plan may reach them only through an index. */
const BIG_TABLES = ['student_assessments', 'question_results', 'mark_overrides', 'files', 'jobs', 'usage_counters', 'assessments'];

const drivers = await testDrivers();
const postgres = drivers.find((driver) => driver.name === 'postgres')!;

/** The queries a read sends, as it sends them, answered by the database. */
function recording(db: Queryable): Queryable & { sent: { text: string; params: unknown[] }[] } {
  const sent: { text: string; params: unknown[] }[] = [];
  return {
    sent,
    query<T extends Row = Row>(text: string, params: unknown[] = []) {
      sent.push({ text, params });
      return db.query<T>(text, params);
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan that read a whole table: a sequential scan, or an index walked end to end (no condition). */
function wholeTableScans(node: PlanNode): string[] {
  const relation = node['Relation Name'];
  const whole = relation && (node['Node Type'] === 'Seq Scan' || (/^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond']));
  return [...(whole ? [relation] : []), ...(node.Plans ?? []).flatMap(wholeTableScans)];
}

describe.skipIf(Boolean(postgres.skip))(`hot reads over a school's worth of data${postgres.skip ? ` (skipped: ${postgres.skip})` : ''}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let school: Awaited<ReturnType<typeof seedSchool>>;

  beforeAll(async () => {
    database = await createTestDatabase(postgres.adminUrl!);
    // The setting server/README.md asks of a production PostgreSQL: a random read costs little more than a
    // sequential one (SSD storage, and a school's data held in memory), so the planner weighs an index lookup
    // per row fairly against reading a whole table.
    const name = new URL(database.url).pathname.slice(1);
    const setup = await openPostgres(database.url);
    await setup.query(`ALTER DATABASE ${name} SET random_page_cost = 1.1`);
    await setup.close();
    db = await openPostgres(database.url);
    await migrate(db);
    school = await seedSchool(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  /** Plans the query the read sends (one) and returns the big tables it would read whole. */
  async function fullScans(read: (db: Queryable) => Promise<unknown>): Promise<string[]> {
    const recorder = recording(db);
    await read(recorder);
    expect(recorder.sent).toHaveLength(1);
    const found: string[] = [];
    for (const { text, params } of recorder.sent) {
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
      for (const relation of wholeTableScans(rows[0]!['QUERY PLAN'][0].Plan)) {
        if (BIG_TABLES.includes(relation)) found.push(`${relation} in: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
      if (process.env.SHOW_PLANS) {
        const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE) ${text}`, params);
        console.log(`${text}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
    }
    return found;
  }

  it('the seeded school has thousands of submissions, question results, files and jobs', async () => {
    const { rows } = await db.query<{ submissions: number; results: number; files: number; jobs: number }>(
      `SELECT (SELECT count(*) FROM student_assessments)::int AS submissions, (SELECT count(*) FROM question_results)::int AS results,
         (SELECT count(*) FROM files)::int AS files, (SELECT count(*) FROM jobs)::int AS jobs`,
    );
    expect(rows[0]).toEqual({ submissions: 30000, results: 150000, files: 80080, jobs: 30000 });
  });

  it("My Assessments reads the student's submissions and files through indexes", async () => {
    expect(await fullScans((q) => listVisibleAssessments(q, school.studentId))).toEqual([]);
  });

  it("a teacher's My Assessments reads their students' submissions and files through indexes", async () => {
    expect(await fullScans((q) => listVisibleAssessments(q, school.teacherId))).toEqual([]);
    expect(await fullScans((q) => listVisibleAssessments(q, school.teacherId, { includePractice: true }))).toEqual([]);
  });

  it('the usage summary reads one user through an index', async () => {
    expect(await fullScans((q) => usageToday(q, school.studentId))).toEqual([]);
  });

  it('My Files reads the files of one user through an index', async () => {
    expect(await fullScans((q) => filesPage(q, { where: ['f.uploaded_by = $1'], params: [school.studentId], sort_by: 'uploaded_at', sort_order: 'desc', page: 1, limit: 20 }))).toEqual([]);
  });

  it("My Reports reads the student's results through indexes", async () => {
    expect(await fullScans((q) => myReports(q, school.studentId))).toEqual([]);
  });

  it("the dashboard overview reads the student's results through indexes", async () => {
    expect(await fullScans((q) => dashboardOverview(q, school.studentId))).toEqual([]);
  });

  it("the pending jobs read one user's open jobs through an index", async () => {
    expect(await fullScans((q) => pendingJobs(q, school.studentId, ['grading']))).toEqual([]);
  });

  it("the class report reads one class's results through indexes", async () => {
    const scope = { teacherId: school.teacherId, viewerId: school.teacherId };
    expect(await fullScans((q) => teacherClassReport(q, scope, school.classId, { authorize: true }))).toEqual([]);
  });
});

/**
 * The queries of a request that are not its session check (the auth schema's tables) nor the look-up of whose data
 * the caller's answers depend on (made once a user, and again only after a change to their own data).
 */
const afterSessionCheck = (sent: string[]) => sent.filter((text) => !/\bauth\./.test(text) && text !== READER_SCOPES_SQL);

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`hot reads over HTTP on ${driver.name}`, () => {
    const log = requestQueryLog();
    let t: TestServer;
    let school: Awaited<ReturnType<typeof seedSchool>>;
    const tokens: Record<'teacher' | 'student', string> = { teacher: '', student: '' };

    beforeAll(async () => {
      // The job workers are off: nothing but the requests reads the database.
      t = await startTestServer(driver, { ASSESS_WORKERS: 'off' }, { plugins: [log.plugin, assessmentAreasPlugin, areasPlugin(reportsPlugin, analyticsPlugin)] });
      // A small school of the same shape: two classes of 30, each student with 20 of the 40 class assessments.
      school = await seedSchool(t.server.db, { students: 60, classes: 2 });
      Object.assign(tokens, await signInSeededSchool(t, school));
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    /** GETs a path as the teacher or the student; gives the answer and the queries it sent after the session check. */
    async function read<T = unknown>(who: 'teacher' | 'student', path: string): Promise<{ status: number; body: T; queries: string[] }> {
      const name = `${who} ${path} ${Math.random()}`;
      const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${tokens[who]}`, [QUERY_LOG_HEADER]: name } });
      const body = (await response.json()) as T;
      return { status: response.status, body, queries: afterSessionCheck(log.sentBy(name)) };
    }

    it('each hot read sends one query after the session check', async () => {
      const reads: [string, 'teacher' | 'student', string][] = [
        ['My Assessments', 'student', '/api/assessments/'],
        ["a teacher's My Assessments", 'teacher', '/api/assessments/'],
        ["a teacher's My Assessments with their students' practice", 'teacher', '/api/assessments/?include_practice=true'],
        ['the usage summary', 'student', '/api/supabase-usage/usage/summary'],
        ['My Files', 'student', '/api/files/my-files'],
        ['My Reports', 'student', '/api/supabase-reports/reports/my-reports'],
        ['the dashboard overview', 'student', '/api/analytics/student/dashboard/overview'],
        ['the pending jobs', 'student', '/api/grading-jobs/pending'],
        ['the class report', 'teacher', `/api/supabase-reports/reports/teacher/${school.teacherId}/class/${school.classId}`],
      ];
      for (const [title, who, path] of reads) {
        const answer = await read(who, path);
        expect({ title, status: answer.status, queries: answer.queries.length }).toEqual({ title, status: 200, queries: 1 });
      }
    });

    it("counts in file_count the files a viewer may see: a student's own submission's, never a classmate's", async () => {
      const db = t.server.db;
      /** Per assessment: its own files, and its submission files of one student or of every student. */
      const filesOf = async (studentId: string | null) => {
        const { rows } = await db.query<{ id: string; own: number; submissions: number }>(
          `SELECT a.id, (SELECT count(*)::int FROM files f WHERE f.entity_type = 'assessment' AND f.entity_id = a.id::text) AS own,
             (SELECT count(*)::int FROM student_assessments sa JOIN files f ON f.entity_type = 'student_assessment' AND f.entity_id = sa.id::text
              WHERE sa.assessment_id = a.id AND ($1::uuid IS NULL OR sa.student_id = $1::uuid)) AS submissions
           FROM assessments a WHERE a.creator_id = $2`,
          [studentId, school.teacherId],
        );
        return new Map(rows.map((row) => [row.id, row]));
      };
      const everyone = await filesOf(null);
      const mine = await filesOf(school.studentId);

      const student = await read<{ id: string; file_count: number }[]>('student', '/api/assessments/');
      const set = student.body.filter((item) => mine.has(item.id));
      expect(set).toHaveLength(mine.size);
      for (const item of set) expect(item.file_count).toBe(mine.get(item.id)!.own + mine.get(item.id)!.submissions);
      // The student sat some of them, and classmates sat them too: their files are there, and not counted.
      expect(set.some((item) => mine.get(item.id)!.submissions > 0)).toBe(true);
      expect(set.every((item) => everyone.get(item.id)!.submissions > mine.get(item.id)!.submissions)).toBe(true);

      // Their teacher sees every one of their students' submissions, and counts their files.
      const teacher = await read<{ id: string; file_count: number }[]>('teacher', '/api/assessments/');
      const own = teacher.body.filter((item) => everyone.has(item.id));
      expect(own).toHaveLength(everyone.size);
      for (const item of own) expect(item.file_count).toBe(everyone.get(item.id)!.own + everyone.get(item.id)!.submissions);
    });
  });
}
