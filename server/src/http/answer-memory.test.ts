// A read answered again from the server's memory while no write has happened: the same bytes and tag as the
// computed answer, for the same caller only, never after a write, and not at all with ASSESS_ANSWER_MEMORY_MB=0.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers, type TestServer } from '../testing/harness.js';
import { call, signUp, startProductServer, submissionForm, waitForJob, type TestUser } from '../product/testing/server.js';

const drivers = await testDrivers();
const MY_ASSESSMENTS = '/api/assessments/';

async function read(t: TestServer, user: TestUser, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${MY_ASSESSMENTS}`, { headers: { authorization: `Bearer ${user.token}`, ...headers } });
  return { status: response.status, etag: response.headers.get('etag'), contentType: response.headers.get('content-type'), body: await response.text() };
}

/** How many times My Assessments' statement (its `listed` list) is sent to the database while `action` runs. */
async function listQueries(t: TestServer, action: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.server.db, 'query');
  try {
    await action();
    return spy.mock.calls.filter(([text]) => String(text).includes('listed AS (')).length;
  } finally {
    spy.mockRestore();
  }
}

async function studentWithOnePaper(t: TestServer): Promise<TestUser> {
  const student = await signUp(t);
  const submitted = await call(t, student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Forces', subject_name: 'Physics', generate_weak_areas_pdf: 'false' }));
  expect(submitted.status).toBe(200);
  expect((await waitForJob(t, student, submitted.body.job_id)).status).toBe('completed');
  return student;
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`answers kept in memory on ${driver.name}`, () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startProductServer(driver);
    });
    afterAll(async () => t?.close());

    it('answers the same read by the same user again without a query, byte for byte, until a write', async () => {
      const student = await studentWithOnePaper(t);
      let first!: Awaited<ReturnType<typeof read>>;
      expect(await listQueries(t, async () => (first = await read(t, student)))).toBe(1);
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toHaveLength(1);

      let again!: Awaited<ReturnType<typeof read>>;
      expect(await listQueries(t, async () => (again = await read(t, student)))).toBe(0);
      expect(again).toEqual(first);

      // Another user's same address is their own answer, read for them.
      const other = await signUp(t);
      let theirs!: Awaited<ReturnType<typeof read>>;
      expect(await listQueries(t, async () => (theirs = await read(t, other)))).toBe(1);
      expect(JSON.parse(theirs.body)).toEqual([]);

      // A write moves the data on: the next read is computed, and shows it.
      const [assessment] = JSON.parse(first.body) as { id: string; title: string }[];
      // The total is left out: a marked paper's total stays as it is.
      expect((await call(t, student, 'PATCH', `/api/assessments/${assessment!.id}`, { title: 'Forces and motion' })).status).toBe(200);
      let afterWrite!: Awaited<ReturnType<typeof read>>;
      expect(await listQueries(t, async () => (afterWrite = await read(t, student)))).toBe(1);
      expect((JSON.parse(afterWrite.body) as { title: string }[])[0]!.title).toBe('Forces and motion');
      expect(afterWrite.etag).not.toBe(first.etag);
    });

    it('never answers a read with what a HEAD of the same address left (no body)', async () => {
      const student = await studentWithOnePaper(t);
      const head = await fetch(`${t.url}${MY_ASSESSMENTS}`, { method: 'HEAD', headers: { authorization: `Bearer ${student.token}` } });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const afterHead = await read(t, student);
      expect(afterHead.status).toBe(200);
      expect(JSON.parse(afterHead.body)).toHaveLength(1);
      expect(afterHead.etag).toBe(head.headers.get('etag'));
      // And once the read is kept, a HEAD gets its headers without a body.
      const headAgain = await fetch(`${t.url}${MY_ASSESSMENTS}`, { method: 'HEAD', headers: { authorization: `Bearer ${student.token}` } });
      expect(headAgain.status).toBe(200);
      expect(headAgain.headers.get('etag')).toBe(afterHead.etag);
      expect(await headAgain.text()).toBe('');
    });
  });
}

const embedded = drivers.find((driver) => driver.name !== 'postgres')!;

describe.skipIf(Boolean(embedded.skip))('with ASSESS_ANSWER_MEMORY_MB=0', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startProductServer(embedded, { ASSESS_ANSWER_MEMORY_MB: '0' });
  });
  afterAll(async () => t?.close());

  it('computes every full read, and still answers a poll with the last tag 304 without a query', async () => {
    const student = await studentWithOnePaper(t);
    const first = await read(t, student);
    expect(await listQueries(t, () => read(t, student))).toBe(1);
    let poll!: Awaited<ReturnType<typeof read>>;
    expect(await listQueries(t, async () => (poll = await read(t, student, { 'if-none-match': first.etag! })))).toBe(0);
    expect(poll.status).toBe(304);
    expect(poll.body).toBe('');
  });
});
