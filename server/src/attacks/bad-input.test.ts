/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents and JSON answers, read as they come */
// Bad input at scale: the API document is read, and every operation is sent thousands of generated malformed
// requests (fast-check) by every role: bad tokens, ids that are no ids, path traversal, wrong types, missing and
// extra fields, huge strings and arrays, unicode edge cases, broken JSON and multipart, wrong content types and
// oversized bodies. None may be answered 5xx; each must be a 4xx with a readable `detail`; and afterwards no
// table and no stored object may have changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { startTestServer, testDrivers, type TestServer } from '../testing/harness.js';
import { productHooks, productPlugins } from '../product/index.js';
import { call, linesPdf, linkStudent, signUp, storedObjectCount, submissionForm, waitForJob, type TestUser } from '../product/testing/server.js';

const driver = (await testDrivers())[0]!;
/** How many requests the whole run must have sent at least. */
const AT_LEAST = 10_000;
const MB = 1024 * 1024;

type Schema = Record<string, any>;
type Role = 'student' | 'teacher' | 'admin';

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  json?: Schema;
  form?: Schema;
  secured: boolean;
}

interface Malformed {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array;
}

/** Follows $ref into components and merges allOf, so that a schema's own properties and types can be read. */
function resolve(doc: Schema, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (typeof schema.$ref === 'string') return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]);
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part: Schema) => resolve(doc, part));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part: Schema) => part.properties ?? {})),
      required: parts.flatMap((part: Schema) => part.required ?? []),
    };
  }
  return schema;
}

function operationsOf(doc: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    if (path.startsWith('/api/docs') || path === '/api/health') continue;
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as Schema[];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(doc, p.schema) })),
        ...(content['application/json'] ? { json: resolve(doc, content['application/json'].schema) } : {}),
        ...(content['multipart/form-data'] ? { form: resolve(doc, content['multipart/form-data'].schema) } : {}),
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The JSON types a schema accepts, or undefined when it says nothing about them (accepts anything). */
function acceptedTypes(schema: Schema): Set<string> | undefined {
  if (schema.const !== undefined || Array.isArray(schema.enum)) return new Set(['enum']);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) {
    const sets = variants.map(acceptedTypes);
    if (sets.some((set) => set === undefined)) return undefined;
    return new Set(sets.flatMap((set) => [...set!]));
  }
  if (schema.type === undefined) return undefined;
  const types = new Set<string>(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number');
  return types;
}

// Values that can name nothing here: not ids, not names, and each strange in its own way.
const unicodeEdges = ['\uD800', '\uDFFF\uD800', '\u202Eevil', '\u200B\u200B', 'e\u0301'.repeat(500), '𝕏'.repeat(2000), '\uFEFF', 'Ω≈ç√', '\u{10FFFF}'];
const traversal = ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '....//....//', '..\\..\\windows\\win.ini', '/etc/passwd', 'C:\\boot.ini'];
const notIds = ['not-a-uuid', '00000000-0000-0000-0000-00000000000g', '123', '-1', '0', 'null', 'undefined', 'true', '[]', '{}', "' OR '1'='1", '1; DROP TABLE users', '<script>alert(1)</script>', '%', '%%', '%ZZ'];
const weirdText = fc.oneof(
  fc.constantFrom(...unicodeEdges, ...traversal, ...notIds),
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => `zz-${text}-${'\u0000'}`),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map((text) => `zz\u202E${text}`),
  fc.integer({ min: 300, max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.uuid(),
);
const wrongValue = fc.oneof(
  weirdText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.constant(Array.from({ length: 20_000 }, (_, index) => index)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 4 }),
  fc.constantFrom('2024-13-45', '2024-02-30T25:61:00Z', 'yesterday', '1e400', 'NaN', '-Infinity'),
);

/** A value of another JSON type than the schema accepts; undefined when the schema accepts any. */
function wrongTypeFor(schema: Schema, seed: number): unknown {
  const accepted = acceptedTypes(schema);
  if (!accepted) return undefined;
  const candidates: [string, unknown][] = [
    ['string', `zz-not-${seed}\u202E`],
    ['number', seed + 0.5],
    ['boolean', seed % 2 === 0],
    ['array', [seed, 'x', { y: null }]],
    ['object', { nested: { seed } }],
    ['null', null],
  ];
  if (accepted.has('enum')) {
    const allowed = [...(schema.enum ?? []), schema.const];
    return allowed.every((value) => typeof value === 'string') ? `zz-not-an-option-${seed}` : { not: 'an option' };
  }
  const wrong = candidates.filter(([type]) => !accepted.has(type) && !(type === 'number' && accepted.has('integer')));
  return wrong.length > 0 ? wrong[seed % wrong.length]![1] : undefined;
}

/** A query value the parameter refuses: out of its options, its type or its range. */
function badQueryValue(schema: Schema, seed: number): string | undefined {
  if (Array.isArray(schema.enum)) return `zz-not-an-option-${seed}`;
  const types = acceptedTypes(schema);
  if (types?.has('integer') || types?.has('number')) {
    const options = ['abc', '1.5.5', '--1', '1e400'];
    if (typeof schema.minimum === 'number') options.push(String(schema.minimum - 1 - seed));
    if (typeof schema.maximum === 'number') options.push(String(schema.maximum + 1 + seed));
    if (types.has('integer') && !types.has('string')) options.push(`${seed}.5`);
    return options[seed % options.length];
  }
  if (typeof schema.maxLength === 'number') return 'q'.repeat(schema.maxLength + 1 + seed);
  return undefined;
}

/** Every byte of the text's UTF-8 (a lone surrogate as the replacement character) percent-encoded. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

/** The text as a client would put it in a path unencoded: only what would end the path or break the URL is encoded. */
function rawPathText(text: string): string {
  return [...text].map((char) => (/^[\x21-\x7e]$/.test(char) && !'?#'.includes(char) ? char : percentEncoded(char))).join('');
}

function isReadableDetail(body: any): boolean {
  const detail = body?.detail ?? body?.msg ?? body?.message;
  if (typeof detail === 'string') return detail.trim().length > 0;
  return Array.isArray(detail) && detail.length > 0 && detail.every((item) => typeof item?.msg === 'string' && item.msg.length > 0);
}

describe.skipIf(Boolean(driver.skip))('bad input at scale, from the API document', () => {
  let t: TestServer;
  let doc: Schema;
  const users = {} as Record<Role, TestUser>;
  /** Ids of records that exist, by path parameter name, so that a malformed body or query reaches its checks. */
  const realIds: Record<string, string> = {};
  let before: { tables: Record<string, string>; objects: number };
  let sent = 0;
  const findings: string[] = [];

  async function snapshot() {
    const { rows } = await t.server.db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_schema IN ('public', 'auth') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    );
    const tables: Record<string, string> = {};
    for (const { schema, name } of rows) {
      const { rows: digest } = await t.server.db.query<{ digest: string | null }>(
        `SELECT md5(string_agg(row_text, '|' ORDER BY row_text)) AS digest FROM (SELECT t::text AS row_text FROM "${schema}"."${name}" t) rows`,
      );
      tables[`${schema}.${name}`] = digest[0]?.digest ?? 'empty';
    }
    return { tables, objects: await storedObjectCount(t) };
  }

  async function send(request: Malformed, label: string): Promise<void> {
    sent += 1;
    const response = await fetch(`${t.url}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body as RequestInit['body'] } : {}),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const problem =
      response.status >= 500
        ? `answered ${response.status}`
        : response.status < 400
          ? `accepted with ${response.status}`
          : !isReadableDetail(body)
            ? `answered ${response.status} without a readable detail: ${text.slice(0, 120)}`
            : undefined;
    if (problem) findings.push(`${label}: ${request.method} ${request.url.slice(0, 160)} ${problem}`);
  }

  const tokenOf = (role: Role) => users[role].token;
  const pathWith = (op: Operation, values: Record<string, string>) =>
    op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? realIds[name] ?? realIds.id!);

  beforeAll(async () => {
    t = await startTestServer(driver, { AUTH_AUTOCONFIRM: 'true', ASSESS_JOB_POLLING_SECONDS: '0.5', RATE_LIMIT_PER_IP: '1000000' }, { plugins: productPlugins, hooks: productHooks });
    users.student = await signUp(t, 'student', 'Fuzz Student');
    users.teacher = await signUp(t, 'teacher', 'Fuzz Teacher');
    users.admin = await signUp(t, 'admin', 'Fuzz Admin');
    await linkStudent(t, users.teacher, users.student);
    // Real records for every kind of id the paths name.
    const submitted = await call(t, users.student, 'POST', '/api/assessments/submit-and-grade', await submissionForm({ title: 'Fuzz paper', subject_name: 'Physics', generate_weak_areas_pdf: 'false' }));
    const job = await waitForJob(t, users.student, submitted.body.job_id);
    const schoolClass = (await call(t, users.teacher, 'POST', '/api/classes', { name: 'Fuzz class' })).body;
    const record = (await call(t, users.teacher, 'POST', '/api/students/students', { name: 'Fuzz Record', email: 'fuzz.record@example.test' })).body;
    const files = (await call(t, users.student, 'GET', `/api/files/student-assessment/${job.student_assessment_id}/files`)).body.files;
    Object.assign(realIds, {
      id: job.assessment_id,
      studentAssessmentId: job.student_assessment_id,
      studentId: users.student.id,
      userId: users.student.id,
      teacherId: users.teacher.id,
      classId: schoolClass.id,
      assessmentId: job.assessment_id,
      subjectId: 'Physics',
      code: 'zz-no-such-code',
    });
    if (files[0]) realIds.fileId = files[0].id;
    expect(schoolClass.id).toBeTruthy();
    expect(record.id).toBeTruthy();
    doc = (await (await fetch(`${t.url}/api/docs/openapi.json`)).json()) as Schema;
    before = await snapshot();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Ids in the path of an operation: the right kind of real record for each, by the operation's own meaning. */
  function realPathValues(op: Operation): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of op.pathParams) {
      if (name !== 'id') continue;
      if (op.path.startsWith('/api/student-assessments/') || op.path.includes('/student-assessment/')) values.id = realIds.studentAssessmentId!;
      else if (op.path.startsWith('/api/classes/')) values.id = realIds.classId!;
      else if (op.path.startsWith('/api/files/') && !op.path.includes('/assessment/')) values.id = realIds.fileId ?? realIds.id!;
    }
    return values;
  }

  it('reads every operation of the API document', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => op.json).length).toBeGreaterThan(5);
    expect(operations.filter((op) => op.form).length).toBeGreaterThan(1);
  });

  it('answers bad, foreign, expired and missing tokens on every secured operation with 401', async () => {
    const foreign = await new SignJWT({ sub: users.student.id, role: 'authenticated', session_id: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-0123456789'));
    const expired = await new SignJWT({ sub: users.student.id, role: 'authenticated', session_id: crypto.randomUUID(), aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_600_000_000)
      .setExpirationTime(1_600_000_100)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: users.admin.id })).toString('base64url')}.`;
    const authorization = fc.constantFrom(undefined, '', 'Bearer', 'Bearer garbage', `Bearer ${foreign}`, `Bearer ${expired}`, `Bearer ${none}`, 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(8000)}`, `Bearer ${users.student.token}x`);
    for (const op of operationsOf(doc).filter((candidate) => candidate.secured)) {
      await fc.assert(
        fc.asyncProperty(authorization, async (header) => {
          const headers: Record<string, string> = header === undefined ? {} : { authorization: header };
          const body = op.json ? JSON.stringify({}) : undefined;
          if (body) headers['content-type'] = 'application/json';
          await send({ method: op.method, url: pathWith(op, realPathValues(op)), headers, ...(body ? { body } : {}) }, 'token');
        }),
        { numRuns: 50 },
      );
    }
  }, 600_000);

  it('answers ids that are no ids, path traversal and unicode edge cases in every path with a 4xx', async () => {
    const role = fc.constantFrom<Role>('student', 'teacher', 'admin');
    for (const op of operationsOf(doc).filter((candidate) => candidate.pathParams.length > 0)) {
      await fc.assert(
        fc.asyncProperty(role, fc.array(weirdText, { minLength: op.pathParams.length, maxLength: op.pathParams.length }), fc.boolean(), async (who, values, raw) => {
          // One parameter is bad; the others name real records, so the bad one is what is answered.
          const bad = values[0]!;
          const name = op.pathParams[values.length % op.pathParams.length]!;
          const encoded = raw ? rawPathText(bad) : percentEncoded(bad);
          const headers: Record<string, string> = { authorization: `Bearer ${tokenOf(who)}` };
          const body = op.json ? JSON.stringify({}) : undefined;
          if (body) headers['content-type'] = 'application/json';
          await send({ method: op.method, url: pathWith(op, { ...realPathValues(op), [name]: encoded }), headers, ...(body ? { body } : {}) }, 'path');
        }),
        { numRuns: 100 },
      );
    }
  }, 600_000);

  it('answers query values of the wrong type, option or range with a 4xx', async () => {
    const role = fc.constantFrom<Role>('student', 'teacher', 'admin');
    for (const op of operationsOf(doc)) {
      const checked = op.query.filter((param) => badQueryValue(param.schema, 0) !== undefined);
      if (checked.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(role, fc.nat(), fc.dictionary(fc.constantFrom('x_extra', 'utm', '__proto__', 'constructor'), fc.string({ maxLength: 20 }), { maxKeys: 2 }), async (who, seed, extra) => {
          const param = checked[seed % checked.length]!;
          const query = new URLSearchParams(extra);
          query.set(param.name, badQueryValue(param.schema, seed)!);
          const url = `${pathWith(op, realPathValues(op))}?${query.toString()}`;
          await send({ method: op.method, url, headers: { authorization: `Bearer ${tokenOf(who)}` } }, 'query');
        }),
        { numRuns: 150 },
      );
    }
  }, 600_000);

  it('answers malformed JSON bodies with a 4xx', async () => {
    const role = fc.constantFrom<Role>('student', 'teacher', 'admin');
    const jsonOps = operationsOf(doc).filter((op) => op.json);
    const mutation = fc.constantFrom('missing', 'wrong-type', 'extra-and-wrong', 'not-an-object', 'broken-json', 'wrong-content-type', 'oversized', 'nul', 'deep');
    for (const op of jsonOps) {
      const schema = op.json!;
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      const required = (schema.required ?? []) as string[];
      const typed = properties.filter(([, property]) => acceptedTypes(property) !== undefined);
      await fc.assert(
        fc.asyncProperty(role, mutation, fc.nat(), wrongValue, async (who, kind, seed, junk) => {
          let body: string;
          let contentType = 'application/json';
          switch (kind) {
            case 'missing':
              if (required.length === 0) return;
              body = JSON.stringify(Object.fromEntries(properties.filter(([name]) => name !== required[seed % required.length]).map(([name]) => [name, junk])));
              break;
            case 'wrong-type':
            case 'extra-and-wrong': {
              if (typed.length === 0) return;
              const [name, property] = typed[seed % typed.length]!;
              const wrong = wrongTypeFor(property, seed);
              if (wrong === undefined) return;
              body = JSON.stringify({ ...(kind === 'extra-and-wrong' ? { zz_extra: junk } : {}), [name]: wrong });
              // A key that would reach an object's prototype if the server merged bodies carelessly.
              if (kind === 'extra-and-wrong') body = body.replace(/^\{/, '{"__proto__": {"role": "admin"}, ');
              break;
            }
            case 'not-an-object':
              body = JSON.stringify([[junk], 'text', 42, null][seed % 4]);
              break;
            case 'broken-json':
              body = ['{"title": ', '{title: "x"}', "{'a': 1}", '{"a": 1,}', '\u0000{}', '{"a": "\\ud800"'][seed % 6]!;
              break;
            case 'wrong-content-type':
              contentType = ['text/plain', 'application/xml', 'image/png'][seed % 3]!;
              body = contentType === 'application/xml' ? '<a>1</a>' : 'title=x';
              break;
            case 'oversized':
              body = JSON.stringify({ [required[0] ?? 'name']: 'x'.repeat(MB + 1024 * (seed % 64)) });
              break;
            case 'nul':
              body = JSON.stringify({ [properties[seed % Math.max(1, properties.length)]?.[0] ?? 'name']: `a\u0000b` });
              break;
            default:
              body = `${'['.repeat(5000)}${']'.repeat(5000)}`;
          }
          await send({ method: op.method, url: pathWith(op, realPathValues(op)), headers: { authorization: `Bearer ${tokenOf(who)}`, 'content-type': contentType }, body }, `json ${kind}`);
        }),
        { numRuns: 300 },
      );
    }
  }, 900_000);

  it('answers malformed multipart forms with a 4xx and stores nothing', async () => {
    const role = fc.constantFrom<Role>('student', 'teacher', 'admin');
    const pdf = await linesPdf(['A real PDF', 'with a line']);
    const formOps = operationsOf(doc).filter((op) => op.form);
    const mutation = fc.constantFrom('no-file', 'renamed-text', 'empty-file', 'wrong-field', 'broken-multipart', 'no-boundary', 'json-instead', 'nul-name', 'traversal-name');
    for (const op of formOps) {
      const properties = Object.entries((op.form!.properties ?? {}) as Record<string, Schema>);
      const fileFields = properties.filter(([, property]) => property.format === 'binary').map(([name]) => name);
      const textFields = properties.filter(([, property]) => property.format !== 'binary');
      /** A form that would be accepted, the base that each mutation spoils in one way. */
      const validFields: Record<string, string> = {
        title: 'Fuzz form',
        subject_name: 'Physics',
        entity_type: 'resource',
        entity_id: 'fuzz-pack',
        file_type: 'resource',
        question_types: JSON.stringify(['short_answer']),
      };
      await fc.assert(
        fc.asyncProperty(role, mutation, fc.nat(), weirdText, async (who, kind, seed, junk) => {
          const headers: Record<string, string> = { authorization: `Bearer ${tokenOf(who)}` };
          const form = new FormData();
          const addFields = (except?: string) => {
            for (const [name] of textFields) if (name !== except && validFields[name]) form.append(name, validFields[name]);
          };
          const addFiles = (content: Uint8Array | string, name: string) => {
            for (const field of fileFields) form.append(field, new Blob([typeof content === 'string' ? content : Buffer.from(content)], { type: 'application/pdf' }), name);
          };
          let body: Malformed['body'] = form;
          switch (kind) {
            case 'no-file':
              addFields();
              break;
            case 'renamed-text':
              addFields();
              addFiles(`Not a PDF at all ${junk}`, 'answers.pdf');
              break;
            case 'empty-file':
              addFields();
              addFiles('', 'empty.pdf');
              break;
            case 'wrong-field': {
              // An option field given something that is none of its options.
              const options = textFields.filter(([, property]) => Array.isArray(property.enum));
              if (options.length === 0) return;
              const [name] = options[seed % options.length]!;
              addFields(name);
              form.append(name, `zz-not-an-option-${seed}`);
              addFiles(pdf, 'answers.pdf');
              break;
            }
            case 'broken-multipart':
              headers['content-type'] = 'multipart/form-data; boundary=zzz';
              body = `--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 ${junk}`;
              break;
            case 'no-boundary':
              headers['content-type'] = 'multipart/form-data';
              body = 'title=x';
              break;
            case 'json-instead':
              headers['content-type'] = 'application/json';
              body = JSON.stringify(validFields);
              break;
            case 'nul-name':
              addFields();
              addFiles(pdf, `answers\u0000.pdf`);
              break;
            default:
              // A path in the file name is only a name: it must not reach the store's paths. The form is spoiled
              // by values the form refuses, sent first so that they are the ones read.
              form.append('title', '');
              form.append('entity_type', 'zz-not-an-entity');
              form.append('purpose', 'zz-not-a-purpose');
              addFields();
              addFiles(pdf, traversal[seed % traversal.length]!);
          }
          await send({ method: op.method, url: pathWith(op, realPathValues(op)), headers, body }, `form ${kind}`);
        }),
        { numRuns: 300 },
      );
    }
  }, 900_000);

  it(`sent at least ${AT_LEAST} requests, none answered 5xx or accepted, each with a readable detail, and changed nothing`, async () => {
    // One line a kind of finding (the label and the route), with how often it was met.
    const kinds = new Map<string, number>();
    for (const finding of findings) {
      const kind = finding.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}').replace(/ \S*\?\S*/, ' {query}');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    expect([...kinds].map(([kind, count]) => `${count}x ${kind}`).slice(0, 40)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(AT_LEAST);
    const after = await snapshot();
    const changed = Object.keys(before.tables).filter((table) => before.tables[table] !== after.tables[table]);
    expect(changed).toEqual([]);
    expect(after.objects).toBe(before.objects);
  });
});
