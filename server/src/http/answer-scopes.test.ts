// Answers kept in memory by whose data changed (etag.ts, data-changes.ts, migration 0370_data_change_scopes.sql).
// Each kind of write makes the views of the people it concerns read afresh, while everyone else's are still answered
// from memory; random sequences of writes by random users never leave a remembered answer that differs from a
// freshly computed one, on one server and across two servers on one PostgreSQL database. A write that forgets to
// name whose data it changed is caught: the same checks find stale answers once one table's rule names no one.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDrivers, type Driver, type TestServer } from '../testing/harness.js';
import { QUERY_LOG_HEADER, requestQueryLog } from '../testing/query-log.js';
import { productPlugins } from '../product/plugins.js';
import { account, enrolByInvitation, school, type TestAccount } from '../product/testing/accounts.js';
import { aiCreationBody, linesPdf, pdfBlob, submissionForm, waitForJob } from '../product/testing/server.js';
import { READER_SCOPES_SQL } from './reader-scopes.js';

const drivers = await testDrivers();

/** The views every user polls; a role that may not read one is refused, which is never remembered. */
const VIEWS = [
  '/api/assessments/',
  '/api/assessments/?include_practice=true',
  '/api/assessments/archived',
  '/api/classes',
  '/api/students/students',
  '/api/files/my-files',
  '/api/supabase-usage/usage/summary',
  '/api/grading-jobs/pending',
  '/api/analytics/student/dashboard/overview',
  '/api/supabase-reports/reports/my-reports',
  '/api/regrade-requests?state=open',
  '/api/subjects/',
];

type Who = 'teacher1' | 'teacher2' | 'student1' | 'student2' | 'student3' | 'loner';

interface World {
  users: Record<Who, TestAccount>;
  /** Each teacher's classes; the first is the one their students start in. */
  classes: Record<string, string[]>;
  /** Student records: their teacher, their account and their class now. */
  records: { id: string; teacher: Who; student: Who; name: string; classId: string | null }[];
  assessments: { id: string; creator: Who }[];
  submissions: { id: string; student: Who }[];
}

const teacherOf = (world: World, student: Who): Who[] => world.records.filter((record) => record.student === student).map((record) => record.teacher);

/** The views of a user: the common ones, their submissions' (or their students'), their classes' rosters. */
function viewsOf(world: World, who: Who): string[] {
  const submissions = world.submissions.filter((submission) => submission.student === who || teacherOf(world, submission.student).includes(who));
  return [
    ...VIEWS,
    ...submissions.map((submission) => `/api/student-assessments/${submission.id}`),
    ...(world.classes[who] ?? []).map((classId) => `/api/classes/${classId}/students`),
  ];
}

/** Signed links carry their expiry: an answer remembered a second ago holds an older, still valid, one. */
const withoutSignatures = (text: string) => text.replace(/(\/storage\/v1\/object\/sign\/[^"?]*)\?[^"]*/g, '$1?signed');

/** The servers of a test on one database, and their reads: remembered or computed, and as computed afresh. */
class Readers {
  private reads = 0;
  constructor(
    readonly servers: TestServer[],
    private readonly log: ReturnType<typeof requestQueryLog>,
  ) {}

  /** A read of a view as a user polls it; `fromMemory` when it sent no query beyond the session and scope checks. */
  async read(server: TestServer, user: TestAccount, path: string): Promise<{ status: number; body: string; fromMemory: boolean }> {
    const name = `read ${(this.reads += 1)}`;
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${user.token}`, [QUERY_LOG_HEADER]: name } });
    const body = withoutSignatures(await response.text());
    const computed = this.log.sentBy(name).filter((text) => !/\bauth\./.test(text) && text !== READER_SCOPES_SQL);
    return { status: response.status, body, fromMemory: computed.length === 0 };
  }

  /** The same view computed now: an address no answer was remembered for (a parameter the route ignores). */
  async fresh(server: TestServer, user: TestAccount, path: string): Promise<{ status: number; body: string }> {
    const answer = await this.read(server, user, `${path}${path.includes('?') ? '&' : '?'}fresh=${(this.reads += 1)}`);
    expect(answer.fromMemory).toBe(false);
    return answer;
  }

  /** Waits until every server has heard every write committed so far. */
  async settle(): Promise<void> {
    for (const server of this.servers) await server.server.app.dataChanges.settle();
  }

  /**
   * Reads every view of every user on every server, as remembered and afresh: gives the views whose remembered
   * answer differs from the fresh one, and which users' views were answered from memory (each a 200 answer).
   */
  async check(world: World): Promise<{ stale: string[]; fromMemory: Map<Who, boolean[]> }> {
    const stale: string[] = [];
    const fromMemory = new Map<Who, boolean[]>();
    for (const [index, server] of this.servers.entries()) {
      for (const who of Object.keys(world.users) as Who[]) {
        for (const path of viewsOf(world, who)) {
          const kept = await this.read(server, world.users[who], path);
          const fresh = await this.fresh(server, world.users[who], path);
          if (kept.status !== fresh.status || kept.body !== fresh.body) stale.push(`server ${index + 1}: ${who} ${path} (${kept.fromMemory ? 'from memory' : 'computed'})`);
          if (kept.status === 200) fromMemory.set(who, [...(fromMemory.get(who) ?? []), kept.fromMemory]);
        }
      }
    }
    return { stale, fromMemory };
  }
}

let forms = 0;
async function paperForm(title: string): Promise<FormData> {
  return submissionForm({ title: `${title} ${(forms += 1)}`, subject_name: 'Physics', generate_weak_areas_pdf: 'false' });
}

async function uploadForm(name: string): Promise<FormData> {
  const form = new FormData();
  form.append('file', pdfBlob(await linesPdf(['Revision notes', name])), `${name}.pdf`);
  for (const [key, value] of Object.entries({ entity_type: 'resource', entity_id: 'revision-pack', file_type: 'resource', is_self_uploaded: 'true', visibility: 'private' })) {
    form.append(key, value);
  }
  return form;
}

/** The writes of the product, each through its route, as the screens make them. */
function writes(t: () => TestServer, world: World) {
  const send = async (who: Who, method: string, path: string, body?: unknown, expected = [200, 201]) => {
    const headers: Record<string, string> = { authorization: `Bearer ${world.users[who].token}` };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const payload = body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body);
    const response = await fetch(`${t().url}${path}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
    const text = await response.text();
    expect(expected, `${who} ${method} ${path}: ${text}`).toContain(response.status);
    return text ? JSON.parse(text) : undefined;
  };
  return {
    async submit(student: Who): Promise<string> {
      const submitted = await send(student, 'POST', '/api/assessments/submit-and-grade', await paperForm('Paper'));
      const job = await waitForJob(t(), world.users[student], submitted.job_id);
      expect(job.status).toBe('completed');
      world.submissions.push({ id: job.student_assessment_id, student });
      return job.student_assessment_id as string;
    },
    async mark(teacher: Who, submission: string, marks: number) {
      await send(teacher, 'PUT', `/api/student-assessments/${submission}/marks`, { marks: [{ question: '2', question_part: null, marks_obtained: marks, feedback: `Marked ${marks}` }] });
    },
    async release(teacher: Who, submission: string) {
      await send(teacher, 'POST', `/api/student-assessments/${submission}/release`, {});
    },
    async createAssessment(teacher: Who): Promise<string> {
      const created = await send(teacher, 'POST', '/api/assessments/create-comprehensive', aiCreationBody({ title: `Quiz ${(forms += 1)}` }));
      world.assessments.push({ id: created.id, creator: teacher });
      return created.id as string;
    },
    async setFor(teacher: Who, assessment: string, classId: string) {
      await send(teacher, 'POST', `/api/classes/${classId}/assessments`, { assessment_id: assessment }, [200, 201, 409]);
    },
    async edit(creator: Who, assessment: string, title: string) {
      await send(creator, 'PATCH', `/api/assessments/${assessment}`, { title });
    },
    async archive(creator: Who, assessment: string) {
      await send(creator, 'DELETE', `/api/assessments/${assessment}`, undefined, [200, 404]);
    },
    async createClass(teacher: Who): Promise<string> {
      const created = await send(teacher, 'POST', '/api/classes', { name: `Class ${(forms += 1)}` });
      (world.classes[teacher] ??= []).push(created.id);
      return created.id as string;
    },
    /** Moves a student record into one of its teacher's classes (the class's Add Students). */
    async enrol(record: World['records'][number], classId: string) {
      await send(record.teacher, 'POST', `/api/classes/${classId}/students`, { student_ids: [record.id] });
      record.classId = classId;
    },
    async renameRecord(record: World['records'][number], name: string) {
      await send(record.teacher, 'PUT', `/api/students/students/${record.id}`, { name, class_id: record.classId });
      record.name = name;
    },
    async upload(who: Who) {
      await send(who, 'POST', '/api/files/upload', await uploadForm(`notes-${(forms += 1)}`));
    },
  };
}

/** Two teachers of one school with a class each, three students in them, and a student on their own. */
async function makeWorld(t: TestServer): Promise<World> {
  const schoolId = await school(t, 'Hill School');
  const [teacher1, teacher2, student1, student2, student3, loner] = await Promise.all([
    account(t, 'teacher', { school: schoolId }),
    account(t, 'teacher', { school: schoolId }),
    account(t, 'student', { school: schoolId }),
    account(t, 'student', { school: schoolId }),
    account(t, 'student', { school: schoolId }),
    account(t, 'student'),
  ]);
  const world: World = { users: { teacher1, teacher2, student1, student2, student3, loner }, classes: {}, records: [], assessments: [], submissions: [] };
  const write = writes(() => t, world);
  const class1 = await write.createClass('teacher1');
  const class2 = await write.createClass('teacher2');
  for (const [teacher, student, classId, name] of [
    ['teacher1', 'student1', class1, 'Sid One'],
    ['teacher1', 'student2', class1, 'Sue Two'],
    ['teacher2', 'student3', class2, 'Sal Three'],
  ] as const) {
    const id = await enrolByInvitation(t, world.users[teacher], world.users[student], { name, class_id: classId });
    world.records.push({ id, teacher, student, name, classId });
  }
  return world;
}

async function startServer(driver: Driver, log: ReturnType<typeof requestQueryLog>, env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(driver, { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5', ...env }, { plugins: [log.plugin, ...productPlugins] });
}

const ALL: Who[] = ['teacher1', 'teacher2', 'student1', 'student2', 'student3', 'loner'];

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`answers kept by whose data changed on ${driver.name}`, () => {
    const log = requestQueryLog();
    let t: TestServer;
    let world: World;
    let readers: Readers;
    let write: ReturnType<typeof writes>;

    beforeAll(async () => {
      t = await startServer(driver, log);
      world = await makeWorld(t);
      readers = new Readers([t], log);
      write = writes(() => t, world);
    }, 120_000);
    afterAll(async () => t?.close());

    /**
     * Reads every view so it is remembered, makes the write, and checks: the views of `concerned` are all computed
     * afresh, everyone else's are answered from memory, and no remembered answer differs from a fresh one.
     */
    async function expectWriteConcerns(action: () => Promise<unknown>, concerned: Who[]) {
      await readers.check(world);
      await action();
      await readers.settle();
      const { stale, fromMemory } = await readers.check(world);
      expect(stale).toEqual([]);
      const answered = Object.fromEntries(ALL.map((who) => [who, (fromMemory.get(who) ?? []).every((kept) => kept) ? 'from memory' : (fromMemory.get(who) ?? []).every((kept) => !kept) ? 'computed' : 'some from memory']));
      expect(answered).toEqual(Object.fromEntries(ALL.map((who) => [who, concerned.includes(who) ? 'computed' : 'from memory'])));
    }

    it('has a rule, and the announcement, for every table: a table added without a rule fails here', async () => {
      const { rows } = await t.server.db.query<{ name: string; scopes: string[] | null; announced: boolean }>(
        `SELECT c.relname AS name, public.data_change_scopes(c.relname, '{}') AS scopes,
           (SELECT count(*) FROM pg_trigger tr WHERE tr.tgrelid = c.oid AND tr.tgname IN ('announce_data_change', 'announce_data_change_inserts', 'announce_data_change_updates', 'announce_data_change_deletes')) = 4 AS announced
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
      );
      expect(rows.length).toBeGreaterThan(30);
      expect(rows.filter((row) => row.scopes === null || !row.announced).map((row) => row.name)).toEqual([]);
    });

    it("announces a change to an account too (auth.users): the staff list's invited or active, a student's address", async () => {
      const { rows } = await t.server.db.query<{ count: number | string }>(
        `SELECT count(*) AS count FROM pg_trigger tr WHERE tr.tgrelid = 'auth.users'::regclass
           AND tr.tgname IN ('announce_data_change', 'announce_data_change_inserts', 'announce_data_change_updates', 'announce_data_change_deletes')`,
      );
      expect(Number(rows[0]!.count)).toBe(4);
    });

    it('a submission arriving and graded: its student and their teacher', { timeout: 120_000 }, async () => {
      await expectWriteConcerns(() => write.submit('student1'), ['student1', 'teacher1']);
    });

    it('a mark changed, then released: the student and their teacher', { timeout: 60_000 }, async () => {
      const submission = world.submissions.find((s) => s.student === 'student1')!.id;
      await expectWriteConcerns(() => write.mark('teacher1', submission, 3), ['student1', 'teacher1']);
      await expectWriteConcerns(() => write.release('teacher1', submission), ['student1', 'teacher1']);
    });

    it('an assessment made, set for a class, edited and archived: its teacher, then the class', { timeout: 60_000 }, async () => {
      let assessment = '';
      await expectWriteConcerns(async () => (assessment = await write.createAssessment('teacher1')), ['teacher1']);
      await expectWriteConcerns(() => write.setFor('teacher1', assessment, world.classes.teacher1![0]!), ['teacher1', 'student1', 'student2']);
      await expectWriteConcerns(() => write.edit('teacher1', assessment, 'Quiz, edited'), ['teacher1', 'student1', 'student2']);
      await expectWriteConcerns(() => write.archive('teacher1', assessment), ['teacher1', 'student1', 'student2']);
    });

    it("a class made: its school; its membership changed: the teacher, the student moved and the classmates they left", { timeout: 60_000 }, async () => {
      let newClass = '';
      await expectWriteConcerns(async () => (newClass = await write.createClass('teacher1')), ['teacher1', 'teacher2', 'student1', 'student2', 'student3']);
      const record = world.records.find((r) => r.student === 'student2')!;
      await expectWriteConcerns(() => write.enrol(record, newClass), ['teacher1', 'student1', 'student2']);
    });

    it("a student record edited: the student and their teacher", { timeout: 60_000 }, async () => {
      const record = world.records.find((r) => r.student === 'student3')!;
      await expectWriteConcerns(() => write.renameRecord(record, 'Sally Three'), ['student3', 'teacher2']);
    });

    it('a file uploaded: the uploader, and the teacher of a student who uploads', { timeout: 60_000 }, async () => {
      await expectWriteConcerns(() => write.upload('loner'), ['loner']);
      await expectWriteConcerns(() => write.upload('student3'), ['student3', 'teacher2']);
    });

    it('random writes by random users never leave a remembered answer that differs from a fresh one', { timeout: 600_000 }, async () => {
      await randomWrites([t], world, readers, driver.name === 'pglite' ? 4 : 6);
    });

    it("catches a write that names no one: with the rule of files emptied, a student's upload leaves stale answers", { timeout: 120_000 }, async () => {
      const db = t.server.db;
      const { rows } = await db.query<{ definition: string }>(`SELECT pg_get_functiondef('public.data_change_scopes(text, jsonb)'::regprocedure) AS definition`);
      const kept = rows[0]!.definition;
      const forgetful = kept.replace('RETURN CASE', `RETURN CASE WHEN source = 'files' THEN ARRAY[]::text[]`);
      expect(forgetful).not.toBe(kept);
      await db.query(forgetful);
      try {
        await readers.check(world);
        await write.upload('student1');
        await readers.settle();
        const { stale } = await readers.check(world);
        expect(stale).toContain('server 1: student1 /api/files/my-files (from memory)');
      } finally {
        await db.query(kept);
      }
    });
  });
}

/**
 * Random sequences of writes by random users through random servers; after each write, every view of every user
 * on every server, as remembered, equals the same view computed afresh.
 */
async function randomWrites(servers: TestServer[], world: World, readers: Readers, runs: number): Promise<void> {
  let serverIndex = 0;
  const write = writes(() => servers[serverIndex % servers.length]!, world);
  const teachers: Who[] = ['teacher1', 'teacher2'];
  const students: Who[] = ['student1', 'student2', 'student3', 'loner'];
  const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);
  const step = fc.record({ kind: fc.constantFrom('submit', 'mark', 'release', 'create', 'set', 'edit', 'archive', 'class', 'enrol', 'rename', 'upload'), a: fc.nat(), b: fc.nat(), server: fc.nat() });
  const done: string[] = [];
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 5 }), async (steps) => {
      for (const { kind, a, b, server } of steps) {
        // A paper is graded where it was stored: each server keeps its files in a folder of its own.
        serverIndex = kind === 'submit' ? 0 : server;
        const teacher = pick(teachers, a)!;
        const mine = world.submissions.filter((s) => teacherOf(world, s.student).includes(teacher));
        const own = world.assessments.filter((x) => x.creator === teacher);
        const records = world.records.filter((r) => r.teacher === teacher);
        if (kind === 'submit') await write.submit(pick(students, a)!);
        else if (kind === 'mark' && mine.length) await write.mark(teacher, pick(mine, b)!.id, b % 4);
        else if (kind === 'release' && mine.length) await write.release(teacher, pick(mine, b)!.id);
        else if (kind === 'create') await write.createAssessment(teacher);
        else if (kind === 'set' && own.length) await write.setFor(teacher, pick(own, b)!.id, pick(world.classes[teacher]!, b)!);
        else if (kind === 'edit' && own.length) await write.edit(teacher, pick(own, b)!.id, `Quiz ${b}`);
        else if (kind === 'archive' && own.length) await write.archive(teacher, pick(own, b)!.id);
        else if (kind === 'class') await write.createClass(teacher);
        else if (kind === 'enrol' && records.length) await write.enrol(pick(records, b)!, pick(world.classes[teacher]!, a + b)!);
        else if (kind === 'rename' && records.length) await write.renameRecord(pick(records, b)!, `Renamed ${b}`);
        else if (kind === 'upload') await write.upload(pick([...teachers, ...students], a + b)!);
        else continue;
        done.push(`${kind} via server ${(serverIndex % servers.length) + 1}`);
        await readers.settle();
        const { stale } = await readers.check(world);
        expect(stale, `after ${done.join(', ')}`).toEqual([]);
      }
    }),
    { numRuns: runs, endOnFailure: true },
  );
}

const postgres = drivers.find((driver) => driver.name === 'postgres')!;

describe.skipIf(Boolean(postgres.skip))('answers kept by whose data changed across two servers on one PostgreSQL database', () => {
  const log = requestQueryLog();
  const servers: TestServer[] = [];
  let world: World;
  let readers: Readers;

  beforeAll(async () => {
    const shared = { JWT_SECRET: randomBytes(32).toString('hex') };
    const first = await startServer(postgres, log, shared);
    servers.push(first, await startServer(postgres, log, { ...shared, DATABASE_URL: first.config.databaseUrl!, ASSESS_WORKERS: 'off' }));
    world = await makeWorld(first);
    readers = new Readers(servers, log);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });

  it("hears the other server's writes: the concerned read afresh there, the others from memory", { timeout: 120_000 }, async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const write = writes(() => first, world);
    const submission = await write.submit('student1');
    await readers.settle();
    await readers.check(world);
    await write.mark('teacher1', submission, 2);
    // The write's own answer left once the first server heard it; the second hears it through the database.
    await second.server.app.dataChanges.settle();
    const fromMemory = new Map<Who, boolean[]>();
    for (const who of ALL) {
      for (const path of viewsOf(world, who)) {
        const kept = await readers.read(second, world.users[who], path);
        const fresh = await readers.fresh(second, world.users[who], path);
        expect(kept.body, `${who} ${path}`).toBe(fresh.body);
        if (kept.status === 200) fromMemory.set(who, [...(fromMemory.get(who) ?? []), kept.fromMemory]);
      }
    }
    for (const who of ALL) expect({ who, fromMemory: fromMemory.get(who)!.every(Boolean) }).toEqual({ who, fromMemory: !['student1', 'teacher1'].includes(who) });
  });

  it('random writes through either server never leave a remembered answer on either that differs from a fresh one', { timeout: 600_000 }, async () => {
    await randomWrites(servers, world, readers, 4);
  });
});
