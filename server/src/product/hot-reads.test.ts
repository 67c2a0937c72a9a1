// The hot reads (the screens a whole school polls and opens at a deadline) over a school's worth of data on
// PostgreSQL: each query the read sends is planned with index scans on the big tables, never a full scan of
// every submission, question result, file or job. The queries are the product's own, recorded as the read
// functions send them, so a change to a read's SQL is checked here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPostgres, type Database, type Queryable, type Row } from '../db/index.js';
import { createTestDatabase, findPostgres } from '../testing/postgres.js';
import { listVisibleAssessments } from './assessments/repository.js';
import { usageToday } from './usage/limits.js';
import { pendingJobs } from './jobs/repository.js';
import { myReports } from './reports/student.js';
import { teacherClassReport } from './reports/teacher.js';
import { dashboardOverview } from './analytics/queries.js';
import { filesPage } from './files/repository.js';

const STUDENTS = 1000;
const CLASSES = 34;
const TEACHER_ASSESSMENTS = 40;
const SUBMISSIONS_EACH = 20;
const QUESTIONS_EACH = 5;
const PRACTICE_EACH = 10;

/** Tables that grow with the school: a plan may reach them only through an index. */
const BIG_TABLES = ['student_assessments', 'question_results', 'mark_overrides', 'files', 'jobs', 'usage_counters', 'assessments'];

const adminUrl = await findPostgres();

/**
 * One teacher with 20 classes of 30 students; 20 assessments set for every class; each student submits 10 of
 * them (graded, 5 question results each, some overridden) and has five practice papers of their own; two files a
 * submission and two an assessment; a job a submission (a few still pending); today's usage for each student.
 */
async function seedSchool(db: Database): Promise<{ teacherId: string; studentId: string; classId: string }> {
  await db.exec(`
    INSERT INTO schools (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Hill School');
    INSERT INTO auth.users (id, email) SELECT ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, 'person' || n || '@hill.example'
      FROM generate_series(0, ${STUDENTS}) n;
    INSERT INTO users (id, email, first_name, last_name, role, school_id)
      SELECT id, email, 'First' || right(email, 3), 'Last', CASE WHEN email = 'person0@hill.example' THEN 'teacher' ELSE 'student' END,
        '00000000-0000-4000-8000-000000000001' FROM auth.users;
    INSERT INTO user_roles (user_id, role) SELECT id, role FROM users;
    INSERT INTO classes (id, name, teacher_id, school_id)
      SELECT ('00000000-0000-4000-b000-' || lpad(n::text, 12, '0'))::uuid, 'Class ' || n, '00000000-0000-4000-a000-000000000000',
        '00000000-0000-4000-8000-000000000001' FROM generate_series(1, ${CLASSES}) n;
    INSERT INTO students (teacher_id, school_id, class_id, name, email, user_id, invitation_status)
      SELECT '00000000-0000-4000-a000-000000000000', '00000000-0000-4000-8000-000000000001',
        ('00000000-0000-4000-b000-' || lpad((1 + n % ${CLASSES})::text, 12, '0'))::uuid, 'Student ' || n, 'person' || n || '@hill.example',
        ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, 'accepted'
      FROM generate_series(1, ${STUDENTS}) n;
    INSERT INTO subjects (name, is_system_defined) SELECT 'Hill Subject ' || n, true FROM generate_series(1, 4) n;
    INSERT INTO assessments (id, title, status, creator_id, subject_id, source, is_self_created, created_at)
      SELECT ('00000000-0000-4000-c000-' || lpad(n::text, 12, '0'))::uuid, 'Paper ' || n, 'pending', '00000000-0000-4000-a000-000000000000',
        (SELECT id FROM subjects WHERE name = 'Hill Subject ' || (1 + n % 4)), 'upload', false, now() - n * interval '1 day'
      FROM generate_series(1, ${TEACHER_ASSESSMENTS}) n;
    INSERT INTO assessments (title, status, creator_id, source, created_at)
      SELECT 'Practice ' || p || ' of ' || u.email, 'graded', u.id, 'submission', now() - p * interval '2 hours'
      FROM users u CROSS JOIN generate_series(1, ${PRACTICE_EACH}) p WHERE u.role = 'student';
    INSERT INTO class_assessments (class_id, assessment_id) SELECT c.id, a.id FROM classes c CROSS JOIN assessments a WHERE NOT a.is_self_created;
    INSERT INTO student_assessments (assessment_id, student_id, status, submitted_at, graded_at, total_marks, total_marks_obtained, percentage)
      SELECT ('00000000-0000-4000-c000-' || lpad((1 + (k + n) % ${TEACHER_ASSESSMENTS})::text, 12, '0'))::uuid,
        ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, 'completed',
        now() - (n + k * 7) * interval '1 hour', now() - (n + k * 7) * interval '1 hour' + interval '1 minute', 50, 20 + (n + k) % 30, (20 + (n + k) % 30) * 2
      FROM generate_series(1, ${STUDENTS}) n CROSS JOIN generate_series(1, ${SUBMISSIONS_EACH}) k;
    INSERT INTO student_assessments (assessment_id, student_id, status, submitted_at, graded_at, total_marks, total_marks_obtained, percentage)
      SELECT a.id, a.creator_id, 'completed', now() - interval '1 hour', now() - interval '59 minutes', 10, 7, 70
      FROM assessments a WHERE a.is_self_created;
    INSERT INTO question_results (student_assessment_id, position, question, topic, marks_obtained, total_marks)
      SELECT sa.id, q, 'Q' || q, 'Topic ' || q, 4 - q % 3, 10 FROM student_assessments sa CROSS JOIN generate_series(1, ${QUESTIONS_EACH}) q;
    INSERT INTO mark_overrides (student_assessment_id, question, marks_obtained, released_marks_obtained, released_at)
      SELECT sa.id, 'Q1', 9, 9, now() FROM student_assessments sa WHERE sa.total_marks_obtained::int % 5 = 0;
    INSERT INTO files (file_name, file_type, entity_type, entity_id, bucket_id, storage_path, uploaded_by)
      SELECT kind || '.pdf', kind, 'student_assessment', sa.id::text, 'assessment-files', sa.id || '/' || kind || '.pdf', sa.student_id
      FROM student_assessments sa CROSS JOIN unnest(ARRAY['answer_sheet', 'question_paper']) kind;
    INSERT INTO files (file_name, file_type, entity_type, entity_id, bucket_id, storage_path, uploaded_by)
      SELECT kind || '.pdf', kind, 'assessment', a.id::text, 'assessment-files', a.id || '/' || kind || '.pdf', a.creator_id
      FROM assessments a CROSS JOIN unnest(ARRAY['mark_scheme', 'question_paper']) kind;
    INSERT INTO jobs (job_type, status, user_id, assessment_id, student_assessment_id, completed_at)
      SELECT 'grading', CASE WHEN sa.total_marks_obtained::int % 29 = 0 THEN 'pending' ELSE 'completed' END, sa.student_id, sa.assessment_id, sa.id,
        sa.graded_at FROM student_assessments sa;
    INSERT INTO usage_counters (user_id, feature, usage_date, count)
      SELECT id, 'assessment_submission', (now() AT TIME ZONE 'UTC')::date, 3 FROM users WHERE role = 'student';
    ANALYZE;
  `);
  return {
    teacherId: '00000000-0000-4000-a000-000000000000',
    studentId: '00000000-0000-4000-a000-000000000007',
    classId: '00000000-0000-4000-b000-000000000008',
  };
}

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
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
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
