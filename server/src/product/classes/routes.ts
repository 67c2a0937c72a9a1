import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fileNameSlug, STALE_CLASS, studentAccountChip, toCsv } from '@assess/core/rules';
import { classAssignmentRequestSchema, classAssignmentSchema, classRequestSchema, classSchema, classStudentsRequestSchema } from '@assess/core/schemas';
import type { AuthContext } from '../../auth/context.js';
import { requireUser } from '../../auth/request.js';
import { ApiError, apiErrorHandler, isUuid, notFound } from '../shared/errors.js';
import { requireManagementRole } from '../shared/access.js';
import { routeDeclarer } from '../shared/route.js';
import { listClassStudents, moveStudentsToClass, studentRecordListSchema } from '../students/index.js';
import { listAssignments } from './assignments.js';
import { assignAssessment, CLASS_NOT_FOUND, createClass, createdBy, findVisibleClass, listClasses, unassignAssessment, UnknownSubjectError, updateClass } from './repository.js';

const ASSESSMENT_NOT_FOUND = 'No assessment found with the specified ID.';

/** The columns of the class list export, as the Student Management table names them. */
export const CLASS_LIST_COLUMNS = ['Name', 'Email', 'Student ID', 'Class/Year', 'Account'] as const;

/** Grade levels arrive as text or as a number (10); the record keeps text. */
function gradeLevelAsText(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return typeof fields.grade_level === 'number' ? { ...fields, grade_level: String(fields.grade_level) } : fields;
}

/** A class's fields as the shared schema reads them, a numeric grade level read as text first. */
const classBodySchema = z.preprocess(gradeLevelAsText, classRequestSchema);

async function withSubjectCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownSubjectError) throw new ApiError(404, 'Subject not found');
    throw error;
  }
}

/** Classes (spec 02 §7): list, create, read and change, for teachers, school administrators and administrators. */
export async function registerClassRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    // Every class route is for the managing roles: the role is checked with the session, before any input.
    const route = routeDeclarer(scope, async (request) => {
      const { user } = await requireUser(ctx, request);
      await requireManagementRole(ctx.db, user.id);
      return user.id;
    });

    /**
     * A class the caller manages (spec 02 §6): their own, their school's for a school administrator, any for an
     * administrator; the same rule as seeing it. Anyone else gets 404, as for a class that does not exist.
     */
    async function managedClass(userId: string, id: string) {
      const found = isUuid(id) ? await findVisibleClass(ctx.db, userId, id) : undefined;
      if (!found) throw notFound(CLASS_NOT_FOUND);
      return found;
    }

    route(
      { method: 'GET', url: '/api/classes', tag: 'Classes', summary: 'The classes the caller may see (teacher, admin, school_admin)', response: z.array(classSchema), errors: [403] },
      async ({ userId }) => listClasses(ctx.db, userId),
    );

    route(
      { method: 'POST', url: '/api/classes', tag: 'Classes', summary: 'Create a class owned by the caller', body: classBodySchema, response: classSchema, status: 201, errors: [403, 404, 422] },
      async ({ userId, body }, _request, reply) => {
        // teacher_id is always the caller, whatever the body says.
        const created = await withSubjectCheck(() => createClass(ctx.db, userId, body));
        return reply.code(201).send(created);
      },
    );

    route({ method: 'GET', url: '/api/classes/:id', tag: 'Classes', summary: 'One class', response: classSchema, errors: [403, 404] }, async ({ userId, params }) => {
      const { owner: _owner, ...schoolClass } = await managedClass(userId, params.id);
      return schoolClass;
    });

    route(
      {
        method: 'PUT',
        url: '/api/classes/:id',
        tag: 'Classes',
        summary: "Change a class's fields (its teacher, their school's administrator or an administrator); a stale version is refused",
        body: classBodySchema,
        response: classSchema,
        errors: [403, 404, 409, 422],
      },
      async (input) => {
        const { userId, params } = input;
        await managedClass(userId, params.id);
        // The body is read after the class is found: an unknown class is a 404 whatever the body.
        const fields = input.body;
        // A save from a copy someone else has saved over since is refused, never laid over their change.
        const updated = await withSubjectCheck(() => updateClass(ctx.db, userId, params.id, fields));
        if (!updated) throw new ApiError(409, STALE_CLASS);
        return updated;
      },
    );

    route(
      { method: 'GET', url: '/api/classes/:id/students', tag: 'Classes', summary: 'The student records of a class', response: studentRecordListSchema, errors: [403, 404] },
      async ({ userId, params }) => {
        const found = await managedClass(userId, params.id);
        return { students: await listClassStudents(ctx.db, userId, found.id) };
      },
    );

    route(
      {
        method: 'POST',
        url: '/api/classes/:id/students',
        tag: 'Classes',
        summary: "Put several of the owner's student records in the class (a record belongs to one class)",
        body: classStudentsRequestSchema,
        response: studentRecordListSchema,
        errors: [403, 404, 422],
      },
      async (input) => {
        const { userId, params } = input;
        const found = await managedClass(userId, params.id);
        if (!(await moveStudentsToClass(ctx.db, userId, found, input.body.student_ids))) throw notFound('Student not found');
        return { students: await listClassStudents(ctx.db, userId, found.id) };
      },
    );

    route(
      {
        method: 'GET',
        url: '/api/classes/:id/assessments',
        tag: 'Classes',
        summary: 'The assessments set for a class, with who has and has not submitted',
        response: z.array(classAssignmentSchema),
        errors: [403, 404],
      },
      async ({ userId, params }) => listAssignments(ctx.db, (await managedClass(userId, params.id)).id),
    );

    route(
      {
        method: 'POST',
        url: '/api/classes/:id/assessments',
        tag: 'Classes',
        summary: "Set one of the owner's assessments for every student of the class",
        body: classAssignmentRequestSchema,
        response: z.array(classAssignmentSchema),
        status: 201,
        errors: [403, 404, 422],
      },
      async (input, _request, reply) => {
        const { userId, params } = input;
        const found = await managedClass(userId, params.id);
        const { assessment_id } = input.body;
        // The class's own teacher's papers, also when a school administrator sets one.
        if (!found.teacher_id || !(await createdBy(ctx.db, assessment_id, found.teacher_id))) throw notFound(ASSESSMENT_NOT_FOUND);
        await assignAssessment(ctx.db, found.id, assessment_id, userId);
        return reply.code(201).send(await listAssignments(ctx.db, found.id));
      },
    );

    route(
      {
        method: 'DELETE',
        url: '/api/classes/:id/assessments/:assessmentId',
        tag: 'Classes',
        summary: 'Stop setting an assessment for the class',
        response: z.array(classAssignmentSchema),
        errors: [403, 404],
      },
      async ({ userId, params }) => {
        const found = await managedClass(userId, params.id);
        const removed = isUuid(params.assessmentId) && (await unassignAssessment(ctx.db, found.id, params.assessmentId));
        if (!removed) throw notFound(ASSESSMENT_NOT_FOUND);
        return listAssignments(ctx.db, found.id);
      },
    );

    route(
      { method: 'GET', url: '/api/classes/:id/export', tag: 'Classes', summary: 'The class list as CSV (Name, Email, Student ID, Class/Year, Account)', file: 'text/csv', errors: [403, 404] },
      async ({ userId, params }, _request, reply) => {
        const found = await managedClass(userId, params.id);
        const students = await listClassStudents(ctx.db, userId, found.id);
        const csv = toCsv(
          CLASS_LIST_COLUMNS,
          students.map((student) => [student.name, student.email, student.student_id, student.class_year ?? found.year_group, studentAccountChip(student).label]),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="class_list_${fileNameSlug(found.name)}.csv"`)
          .send(`\uFEFF${csv}\r\n`);
      },
    );
  });
}
