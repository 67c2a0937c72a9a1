// The API document: made from the routes the server registers with their declarations and the shared schemas,
// valid OpenAPI 3.1, and listing every /api route the server registers, no more and no fewer: the operations of
// operations.json, the API as it was documented before routes declared it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { assessmentListItemSchema } from '@assess/core/schemas';
import { startTestServer, testDrivers, type TestServer } from '../../testing/harness.js';
import { productPlugins } from '../index.js';

const drivers = await testDrivers();
/** The operations (METHOD /path) the document had before routes declared their contract. */
const operationsBefore = JSON.parse(readFileSync(new URL('./operations.json', import.meta.url), 'utf8')) as string[];

/** Fastify's form of a path: /api/classes/:id. */
function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown>; security: unknown[] }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

/** The document's operations as METHOD /path, sorted. */
function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

function refsOf(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsOf(inner, found);
    }
  }
  return found;
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`/api/docs on ${driver.name}`, () => {
    let t: TestServer;
    let document: OpenApiDocument;
    const registered: { method: string; url: string }[] = [];
    const collectRoutes = async (app: FastifyInstance) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      });
    };

    beforeAll(async () => {
      t = await startTestServer(driver, { ASSESS_WORKERS: 'off' }, { plugins: [collectRoutes, ...productPlugins] });
      document = (await (await fetch(`${t.url}/api/docs/openapi.json`)).json()) as OpenApiDocument;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('documents every /api route the server registers, and only those', () => {
      const served = new Set(registered.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS').map((route) => `${route.method} ${route.url}`));
      // /api/health is registered before the product plugins.
      served.add('GET /api/health');
      const documented = new Set(operationsOf(document).map((operation) => fastifyPath(operation)));
      expect([...served].filter((route) => !documented.has(route)), 'registered but not documented').toEqual([]);
      expect([...documented].filter((route) => !served.has(route)), 'documented but not registered').toEqual([]);
    });

    describe('the OpenAPI document', () => {
      it('is valid OpenAPI 3.1', async () => {
        const validator = new Validator();
        const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
        expect(result.errors ?? []).toEqual([]);
        expect(result.valid).toBe(true);
        expect(document.openapi).toBe('3.1.0');
      });

      it('describes each route once, with every reference resolved', () => {
        // Each path holds each method once, so the operations are the documented routes, each once.
        expect(operationsOf(document)).toHaveLength(operationsBefore.length);
        for (const ref of refsOf(document)) {
          expect(ref).toMatch(/^#\/components\/schemas\//);
          expect(document.components.schemas, ref).toHaveProperty(ref.slice('#/components/schemas/'.length));
        }
      });

      it('has exactly the operations documented before routes declared them', () => {
        expect(operationsOf(document)).toEqual([...operationsBefore].sort());
      });

      it('uses the shared schemas: io input for requests, output for answers', () => {
        const schemas = document.components.schemas;
        expect(schemas.ClassRequestInput?.properties).toHaveProperty('name');
        expect(schemas.Class?.required).toContain('student_count');
        expect(schemas.AssessmentListItem?.required).toEqual(Object.keys(assessmentListItemSchema.def.out.shape));
        expect(schemas.CreateComprehensiveRequestInput).toBeDefined();
        const createClass = document.paths['/api/classes']!.post!;
        expect(JSON.stringify(createClass.requestBody)).toContain('#/components/schemas/ClassRequestInput');
        expect(JSON.stringify(createClass.responses['201'])).toContain('#/components/schemas/Class"');
        expect(Object.keys(createClass.responses)).toEqual(expect.arrayContaining(['201', '401', '403', '422']));
        const submit = document.paths['/api/assessments/submit-and-grade']!.post!;
        expect(JSON.stringify(submit.requestBody)).toContain('multipart/form-data');
        expect(JSON.stringify(submit.responses['429'])).toContain('RateLimitErrorBody');
        const classExport = document.paths['/api/supabase-reports/reports/export/class/{classId}']!.get!;
        expect(classExport.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:classId', 'query:format', 'query:token', 'query:assessment_id', 'query:threshold']);
        expect(classExport.security).toEqual([{ bearer: [] }, { queryToken: [] }]);
        expect(document.paths['/api/students/invitation/{code}']!.get!.security).toEqual([]);
      });
    });

    it('serves the JSON document and a readable page without a session', async () => {
      const json = await fetch(`${t.url}/api/docs/openapi.json`);
      expect(json.status).toBe(200);
      const served = (await json.json()) as { paths: Record<string, unknown>; servers: { url: string }[] };
      expect(Object.keys(served.paths)).toContain('/api/supabase-reports/reports/student/{studentId}/assessment/{studentAssessmentId}');
      expect(served.servers).toEqual([{ url: t.url }]);
      const page = await fetch(`${t.url}/api/docs`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      for (const path of Object.keys(document.paths)) expect(html).toContain(`<code>${path.replace(/&/g, '&amp;')}</code>`);
      expect(html).toContain('/api/docs/openapi.json');
    });
  });
}
