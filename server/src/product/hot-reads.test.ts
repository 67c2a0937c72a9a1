// The hot reads (the screens a whole school polls and opens at a deadline) over a school's worth of data on
// PostgreSQL: each query the read sends is planned with index scans on the big tables, never a full scan of
// every submission, question result, file or job. The queries are the product's own, recorded as the read
// functions send them, so a change to a read's SQL is checked here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPostgres, type Database, type Queryable, type Row } from '../db/index.js';
import { createTestDatabase, findPostgres } from '../testing/postgres.js';
import { seedSchool } from '../testing/school.js';
import { listVisibleAssessments } from './assessments/repository.js';
import { usageToday } from './usage/limits.js';
import { pendingJobs } from './jobs/repository.js';
import { myReports } from './reports/student.js';
import { teacherClassReport } from './reports/teacher.js';
import { dashboardOverview } from './analytics/queries.js';
import { filesPage } from './files/repository.js';

/** Tables that grow with the school: a plan may reach them only through an index. */
const BIG_TABLES = ['student_assessments', 'question_results', 'mark_overrides', 'files', 'jobs', 'usage_counters', 'assessments'];

const adminUrl = await findPostgres();

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

describe.skipIf(!adminUrl)(`hot reads over a school's worth of data${adminUrl ? '' : ' (skipped: no PostgreSQL server)'}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let school: Awaited<ReturnType<typeof seedSchool>>;

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
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

  /** Plans every query the read sends and returns the big tables it would read whole. */
  async function fullScans(read: (db: Queryable) => Promise<unknown>): Promise<string[]> {
    const recorder = recording(db);
    await read(recorder);
    expect(recorder.sent.length).toBeGreaterThan(0);
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
    expect(await fullScans((q) => teacherClassReport(q, scope, school.classId))).toEqual([]);
  });
});
