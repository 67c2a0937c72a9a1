/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of the API, checked by the assertions */
// Helpers for the product's HTTP tests: a server with the product routes, signed-in users and real PDFs.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { grantRole, type Role } from '../../roles/roles.js';
import { startTestServer, uniqueEmail, type Driver, type TestServer } from '../../testing/harness.js';
import { assessmentAreasPlugin, productPlugins } from '../plugins.js';

export const PASSWORD = 'Str0ng-passw0rd';

/** A server with the assessment areas, or with the whole product API (classes, student records, ...) when asked. */
export async function startProductServer(driver: Driver, env: Record<string, string> = {}, areas: 'assessments' | 'all' = 'assessments'): Promise<TestServer> {
  const plugins = areas === 'all' ? productPlugins : [assessmentAreasPlugin];
  return startTestServer(driver, { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5', ...env }, { plugins });
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** Signs up a confirmed user with a role from the server's records. */
export async function signUp(t: TestServer, role: Role = 'student', name = 'Sam Student'): Promise<TestUser> {
  const email = uniqueEmail(role);
  const [first_name, last_name] = name.split(' ');
  const { data, error } = await t.client().auth.signUp({ email, password: PASSWORD, options: { data: { first_name, last_name } } });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  if (role !== 'student') await grantRole(t.server.db, null, data.user.id, role);
  return { id: data.user.id, email, token: data.session.access_token };
}

/** Makes the student's account one of the teacher's student records (decision 15). */
export async function linkStudent(t: TestServer, teacher: TestUser, student: TestUser): Promise<void> {
  await t.server.db.query(`INSERT INTO students (teacher_id, name, email, user_id, invitation_status) VALUES ($1, $2, $3, $4, 'accepted')`, [
    teacher.id,
    'Linked Student',
    student.email,
    student.id,
  ]);
}

/** The Create wizard's AI-mode body (generated questions), with the fields a test sets itself. */
export function aiCreationBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Cells quiz',
    description: 'Generated',
    subject: { id: null, name: 'Biology', is_system_defined: true },
    class_info: { id: null, name: 'Year 10' },
    total_marks: 10,
    time_limit_minutes: 30,
    difficulty_level: 'medium',
    instructions: '',
    question_configuration: {
      use_file_upload: false,
      question_types: [
        { question_type: 'short_answer', question_count: 2, difficulty_level: 'medium', marks_per_section: 6, order: 1, section_label: 'Section A' },
        { question_type: 'true_false', question_count: 2, difficulty_level: 'easy', marks_per_section: 4, order: 2, section_label: 'Section B' },
      ],
    },
    status: 'draft',
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** Puts all the teacher's student records in a new class and sets the assessment for that class. */
export async function setForNewClass(t: TestServer, teacher: { id: string }, className: string, assessmentId: string): Promise<void> {
  const { rows } = await t.server.db.query<{ id: string }>('INSERT INTO classes (name, teacher_id) VALUES ($1, $2) RETURNING id', [className, teacher.id]);
  await t.server.db.query('UPDATE students SET class_id = $1 WHERE teacher_id = $2', [rows[0]!.id, teacher.id]);
  await t.server.db.query('INSERT INTO class_assessments (class_id, assessment_id) VALUES ($1, $2)', [rows[0]!.id, assessmentId]);
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** One call of the API with the user's bearer token; a FormData body is sent as multipart. */
export async function call<T = any>(t: TestServer, user: TestUser | null, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${user.token}`;
  let payload: RequestInit['body'] | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${t.url}${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T };
}

/** A typed PDF with one line of text a line. */
export async function linesPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font }));
  return doc.save();
}

export const PAPER = [
  'Topic: Electricity',
  '1 (a) State the unit of resistance. [1]',
  '(b) Calculate the resistance when 12 V drives a current of 3 A. [2]',
  'Topic: Plants',
  '2 Describe what happens in photosynthesis. [3]',
];
export const SCHEME = ['1 (a) ohm / ohms [1]', '(b) R = V / I (1)', '4 ohms (1)', '2 plants take in carbon dioxide (1)', 'water is absorbed (1)', 'light energy is used to make glucose (1)'];
export const ANSWERS = ['1 (a) ohms', '(b) 12 divided by 3 gives 4 ohms', '2 The plant absorbs carbon dioxide and uses energy from light to make glucose.'];

export function pdfBlob(bytes: Uint8Array): Blob {
  return new Blob([Buffer.from(bytes)], { type: 'application/pdf' });
}

/** A submit-and-grade form with real PDFs. */
export async function submissionForm(fields: Record<string, string>, files: Partial<Record<'question_paper' | 'mark_scheme' | 'student_answer', Blob>> | 'all' = 'all'): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const chosen =
    files === 'all'
      ? { question_paper: pdfBlob(await linesPdf(PAPER)), mark_scheme: pdfBlob(await linesPdf(SCHEME)), student_answer: pdfBlob(await linesPdf(ANSWERS)) }
      : files;
  for (const [name, blob] of Object.entries(chosen)) form.append(name, blob, `${name}.pdf`);
  return form;
}

/** Waits until a job finishes (completed or failed) and gives its last view. */
export async function waitForJob(t: TestServer, user: TestUser, jobId: string, timeoutMs = 60_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await call(t, user, 'GET', `/api/assessments/grading-jobs/${jobId}`);
    if (body?.status === 'completed' || body?.status === 'failed') return body;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${body?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many objects the local storage folder holds. */
export async function storedObjectCount(t: TestServer, bucket?: string): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  const { join } = await import('node:path');
  try {
    const entries = await readdir(join(t.config.dataDir, 'storage', ...(bucket ? [bucket] : [])), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

export async function countRows(t: TestServer, table: string): Promise<number> {
  const { rows } = await t.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}
