import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileNameSlug, STALE_CLASS, studentAccountChip, toCsv } from '@assess/core/rules';
import { classAssignmentRequestSchema, classRequestSchema, classStudentsRequestSchema } from '@assess/core/schemas';
import type { AuthContext } from '../../auth/context.js';
import { requireUser } from '../../auth/request.js';
import { ApiError, apiErrorHandler, isUuid, notFound, parseInput } from '../shared/errors.js';
import { requireManagementRole } from '../shared/access.js';
import { listClassStudents, moveStudentsToClass } from '../students/index.js';
import { assignAssessment, createdBy, listAssignments, unassignAssessment } from './assignments.js';
import { CLASS_NOT_FOUND, createClass, findVisibleClass, listClasses, UnknownSubjectError, updateClass } from './repository.js';

const ASSESSMENT_NOT_FOUND = 'No assessment found with the specified ID.';

/** The columns of the class list export, as the Student Management table names them. */
export const CLASS_LIST_COLUMNS = ['Name', 'Email', 'Student ID', 'Class/Year', 'Account'] as const;

/** Grade levels arrive as text or as a number (10); the record keeps text. */
function classBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return typeof fields.grade_level === 'number' ? { ...fields, grade_level: String(fields.grade_level) } : fields;
}

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

    async function caller(request: Parameters<typeof requireUser>[1]) {
      const { user } = await requireUser(ctx, request);
      await requireManagementRole(ctx.db, user.id);
      return user;
    }

    scope.get('/api/classes', async (request) => {
      const user = await caller(request);
      return listClasses(ctx.db, user.id);
    });

    scope.post('/api/classes', async (request, reply) => {
      const user = await caller(request);
      const fields = parseInput(classRequestSchema, classBody(request.body), 'body');
      // teacher_id is always the caller, whatever the body says.
      const created = await withSubjectCheck(() => createClass(ctx.db, user.id, fields));
      return reply.code(201).send(created);
    });

    /**
     * A class the caller manages (spec 02 §6): their own, their school's for a school administrator, any for an
     * administrator; the same rule as seeing it. Anyone else gets 404, as for a class that does not exist.
     */
    async function managedClass(request: FastifyRequest<{ Params: { id: string } }>) {
      const user = await caller(request);
      const found = isUuid(request.params.id) ? await findVisibleClass(ctx.db, user.id, request.params.id) : undefined;
      if (!found) throw notFound(CLASS_NOT_FOUND);
      return { user, found };
    }

    scope.get<{ Params: { id: string } }>('/api/classes/:id', async (request) => {
      const { found } = await managedClass(request);
      const { owner: _owner, ...schoolClass } = found;
      return schoolClass;
    });

    scope.put<{ Params: { id: string } }>('/api/classes/:id', async (request) => {
      const { user } = await managedClass(request);
      const fields = parseInput(classRequestSchema, classBody(request.body), 'body');
      // A save from a copy someone else has saved over since is refused, never laid over their change.
      const updated = await withSubjectCheck(() => updateClass(ctx.db, user.id, request.params.id, fields));
      if (!updated) throw new ApiError(409, STALE_CLASS);
      return updated;
    });

    scope.get<{ Params: { id: string } }>('/api/classes/:id/students', async (request) => {
      const { user, found } = await managedClass(request);
      return { students: await listClassStudents(ctx.db, user.id, found.id) };
    });

    scope.post<{ Params: { id: string } }>('/api/classes/:id/students', async (request) => {
      const { user, found } = await managedClass(request);
      const { student_ids } = parseInput(classStudentsRequestSchema, request.body, 'body');
      if (!(await moveStudentsToClass(ctx.db, user.id, found, student_ids))) throw notFound('Student not found');
      return { students: await listClassStudents(ctx.db, user.id, found.id) };
    });

    scope.get<{ Params: { id: string } }>('/api/classes/:id/assessments', async (request) => {
      const { found } = await managedClass(request);
      return listAssignments(ctx.db, found.id);
    });

    scope.post<{ Params: { id: string } }>('/api/classes/:id/assessments', async (request, reply) => {
      const { user, found } = await managedClass(request);
      const { assessment_id } = parseInput(classAssignmentRequestSchema, request.body, 'body');
      // The class's own teacher's papers, also when a school administrator sets one.
      if (!found.teacher_id || !(await createdBy(ctx.db, assessment_id, found.teacher_id))) throw notFound(ASSESSMENT_NOT_FOUND);
      await assignAssessment(ctx.db, found.id, assessment_id, user.id);
      return reply.code(201).send(await listAssignments(ctx.db, found.id));
    });

    scope.delete<{ Params: { id: string; assessmentId: string } }>('/api/classes/:id/assessments/:assessmentId', async (request) => {
      const { found } = await managedClass(request);
      const removed = isUuid(request.params.assessmentId) && (await unassignAssessment(ctx.db, found.id, request.params.assessmentId));
      if (!removed) throw notFound(ASSESSMENT_NOT_FOUND);
      return listAssignments(ctx.db, found.id);
    });

    scope.get<{ Params: { id: string } }>('/api/classes/:id/export', async (request, reply) => {
      const { user, found } = await managedClass(request);
      const students = await listClassStudents(ctx.db, user.id, found.id);
      const csv = toCsv(
        CLASS_LIST_COLUMNS,
        students.map((student) => [student.name, student.email, student.student_id, student.class_year ?? found.year_group, studentAccountChip(student).label]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="class_list_${fileNameSlug(found.name)}.csv"`)
        .send(`\uFEFF${csv}\r\n`);
    });
  });
}
