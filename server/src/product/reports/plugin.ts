import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/context.js';
import { requireUser } from '../../auth/request.js';
import { apiErrorHandler, isUuid, notFound, parseInput } from '../docs/errors.js';
import { findVisibleClass } from '../classes/store.js';
import { requireManagementRole } from '../students/access.js';
import { classPdf, studentAssessmentPdf } from './exports.js';
import { assessmentDetail, myReports, REPORT_MESSAGES, reportStudent, studentProgress, studentReportList } from './student.js';
import { authorizeTeacherReport, TEACHER_REPORT_MESSAGES, teacherAssessmentReport, teacherClassReport, teacherStudentsReport } from './teacher.js';

export const REPORTS_PREFIX = '/api/supabase-reports/reports';

/** The export formats: PDF only. */
export const exportQuerySchema = z
  .object({ format: z.literal('pdf', { error: 'Only the pdf format is supported' }).default('pdf') })
  .meta({ id: 'ReportExportQuery', description: 'The format of an exported report' });

/** The class export also takes the access token in the query, as a new window cannot send a header (decision 18). */
export const classExportQuerySchema = exportQuerySchema
  .extend({ token: z.string().min(1).optional().describe('the access token, when no Authorization header is sent') })
  .meta({ id: 'ClassExportQuery', description: 'The format of a class export and the access token' });

function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string, disposition: 'attachment' | 'inline'): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
}

/** Reports (spec 02 §7): a student's reports, progress and PDF export; a teacher's students, classes and assessments. */
export async function reportsPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    const viewer = async (request: FastifyRequest) => (await requireUser(ctx, request)).user.id;

    scope.get(`${REPORTS_PREFIX}/my-reports`, async (request) => myReports(ctx.db, await viewer(request)));

    scope.get<{ Params: { studentId: string } }>(`${REPORTS_PREFIX}/student/:studentId`, async (request) => {
      const student = await reportStudent(ctx.db, await viewer(request), request.params.studentId);
      return studentReportList(ctx.db, student.userId);
    });

    scope.get<{ Params: { studentId: string; studentAssessmentId: string } }>(
      `${REPORTS_PREFIX}/student/:studentId/assessment/:studentAssessmentId`,
      async (request) => {
        const viewerId = await viewer(request);
        const student = await reportStudent(ctx.db, viewerId, request.params.studentId);
        const detail = student.userId ? await assessmentDetail(ctx.db, viewerId, request.params.studentAssessmentId, student.userId) : undefined;
        if (!detail) throw notFound(REPORT_MESSAGES.detailNotFound);
        return detail;
      },
    );

    scope.get<{ Params: { studentId: string } }>(`${REPORTS_PREFIX}/student/:studentId/progress`, async (request) => {
      const student = await reportStudent(ctx.db, await viewer(request), request.params.studentId);
      return studentProgress(ctx.db, student);
    });

    scope.get<{ Params: { id: string } }>(`${REPORTS_PREFIX}/export/student-assessment/:id`, async (request, reply) => {
      const viewerId = await viewer(request);
      const { format } = parseInput(exportQuerySchema, request.query, 'query');
      const detail = await assessmentDetail(ctx.db, viewerId, request.params.id);
      if (!detail) throw notFound(REPORT_MESSAGES.detailNotFound);
      return sendPdf(reply, await studentAssessmentPdf(detail), `assessment_report_${detail.id}.${format}`, 'attachment');
    });

    scope.get<{ Params: { teacherId: string } }>(`${REPORTS_PREFIX}/teacher/:teacherId/students`, async (request) => {
      await authorizeTeacherReport(ctx.db, await viewer(request), request.params.teacherId);
      return teacherStudentsReport(ctx.db, request.params.teacherId);
    });

    scope.get<{ Params: { teacherId: string; classId: string } }>(`${REPORTS_PREFIX}/teacher/:teacherId/class/:classId`, async (request) => {
      const viewerId = await viewer(request);
      await authorizeTeacherReport(ctx.db, viewerId, request.params.teacherId);
      return teacherClassReport(ctx.db, viewerId, request.params.teacherId, request.params.classId);
    });

    scope.get<{ Params: { teacherId: string; assessmentId: string } }>(
      `${REPORTS_PREFIX}/teacher/:teacherId/assessment/:assessmentId`,
      async (request) => {
        await authorizeTeacherReport(ctx.db, await viewer(request), request.params.teacherId);
        return teacherAssessmentReport(ctx.db, request.params.teacherId, request.params.assessmentId);
      },
    );

    // The request log would keep the query string, and with it the access token: this route logs warnings only.
    scope.get<{ Params: { classId: string } }>(`${REPORTS_PREFIX}/export/class/:classId`, { logLevel: 'warn' }, async (request, reply) => {
      const { format, token } = parseInput(classExportQuerySchema, request.query, 'query');
      if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
      const viewerId = await viewer(request);
      await requireManagementRole(ctx.db, viewerId);
      const found = isUuid(request.params.classId) ? await findVisibleClass(ctx.db, viewerId, request.params.classId) : undefined;
      if (!found?.teacher_id) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
      const report = await teacherClassReport(ctx.db, viewerId, found.teacher_id, found.id);
      return sendPdf(reply, await classPdf(report), `class_report_${found.id}.${format}`, 'inline');
    });
  });
}
