import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/context.js';
import { requireUserId } from '../../auth/request.js';
import { apiErrorHandler, isUuid, notFound, parseInput } from '../shared/errors.js';
import { findVisibleClass } from '../classes/index.js';
import { requireManagementRole } from '../shared/access.js';
import type { Queryable } from '../../db/index.js';
import { refuseWhenCpuShareFull } from '../cpu/index.js';
import { classAssessmentPdf, classPdf, studentAssessmentPdf, studentProgressPdf, type PdfLetterhead } from './exports.js';
import { assessmentDetail, myReports, REPORT_MESSAGES, reportStudent, studentProgress, studentReportList } from './student.js';
import {
  authorizeTeacherReport,
  classInScope,
  TEACHER_REPORT_MESSAGES,
  teacherAssessmentReport,
  teacherClassesReport,
  teacherClassReport,
  teacherStudentsReport,
} from './teacher.js';
import { classExportQuerySchema, exportQuerySchema, studentReportQuerySchema, teacherAssessmentQuerySchema } from './schemas.js';

export const REPORTS_PREFIX = '/api/supabase-reports/reports';

/** The product's name heads the documents of users who belong to no school. */
export const PDF_DEFAULT_ISSUER = 'Assess';

/** The school a document is issued for: the user's school, else the product's name. */
async function letterheadFor(db: Queryable, userId: string): Promise<PdfLetterhead> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT sc.name FROM users u JOIN schools sc ON sc.id = u.school_id WHERE u.id = $1
     UNION ALL SELECT sc.name FROM school_members m JOIN schools sc ON sc.id = m.school_id WHERE m.user_id = $1
     LIMIT 1`,
    [userId],
  );
  return { school: rows[0]?.name ?? PDF_DEFAULT_ISSUER, generatedAt: new Date() };
}

interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
  /** A download (attachment) or a document opened in a new window (inline). */
  disposition: 'attachment' | 'inline';
}

/** Reports (spec 02 §7): a student's reports, progress and PDF export; a teacher's students, classes and assessments. */
export async function registerReportRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    const viewer = (request: FastifyRequest) => requireUserId(ctx, request);

    /**
     * Every PDF export: the format checked, the viewer signed in (by header, or by the query token where the
     * export allows it), the document built on the server and sent as a PDF that no cache keeps.
     */
    const pdfExport = <Params, Query extends { format: 'pdf' }>(
      path: string,
      querySchema: z.ZodType<Query>,
      build: (request: FastifyRequest<{ Params: Params }>, viewerId: string, query: Query) => Promise<PdfFile>,
      options: { tokenInQuery?: boolean } = {},
    ) =>
      // The request log would keep the query string, and with it a token: such routes log warnings only.
      scope.get<{ Params: Params }>(path, options.tokenInQuery ? { logLevel: 'warn' } : {}, async (request, reply: FastifyReply) => {
        const query = parseInput(querySchema, request.query, 'query');
        const token = options.tokenInQuery ? (query as { token?: string }).token : undefined;
        if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
        const viewerId = await viewer(request);
        refuseWhenCpuShareFull(viewerId);
        const { bytes, fileName, disposition } = await build(request, viewerId, query);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `${disposition}; filename="${fileName}"`)
          .header('content-length', String(bytes.byteLength))
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      });

    /** A class the viewer may see that is in the named teacher's report; anything else reads as unknown. */
    const classOfTeacher = async (viewerId: string, teacherId: string, classId: string) => {
      const found = isUuid(classId) ? await findVisibleClass(ctx.db, viewerId, classId) : undefined;
      if (!found || !classInScope({ viewerId, teacherId }, found)) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
      return found;
    };

    scope.get(`${REPORTS_PREFIX}/my-reports`, async (request) => myReports(ctx.db, await viewer(request)));

    scope.get<{ Params: { studentId: string } }>(`${REPORTS_PREFIX}/student/:studentId`, async (request) => {
      const { include_practice: includePractice } = parseInput(studentReportQuerySchema, request.query, 'query');
      const student = await reportStudent(ctx.db, await viewer(request), request.params.studentId);
      return studentReportList(ctx.db, student.userId, { includePractice });
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

    pdfExport<{ id: string }, z.output<typeof exportQuerySchema>>(`${REPORTS_PREFIX}/export/student-assessment/:id`, exportQuerySchema, async (request, viewerId, { format }) => {
      const detail = await assessmentDetail(ctx.db, viewerId, request.params.id);
      if (!detail) throw notFound(REPORT_MESSAGES.detailNotFound);
      const bytes = await studentAssessmentPdf(detail, await letterheadFor(ctx.db, detail.student.id), viewerId);
      return { bytes, fileName: `assessment_report_${detail.id}.${format}`, disposition: 'attachment' };
    });

    pdfExport<{ studentId: string }, z.output<typeof exportQuerySchema>>(`${REPORTS_PREFIX}/export/student/:studentId`, exportQuerySchema, async (request, viewerId, { format }) => {
      const student = await reportStudent(ctx.db, viewerId, request.params.studentId);
      const [progress, reports] = await Promise.all([studentProgress(ctx.db, student), studentReportList(ctx.db, student.userId)]);
      const bytes = await studentProgressPdf(progress, reports, await letterheadFor(ctx.db, student.userId ?? viewerId), viewerId);
      return { bytes, fileName: `student_report_${request.params.studentId.trim()}.${format}`, disposition: 'attachment' };
    });

    scope.get<{ Params: { teacherId: string } }>(`${REPORTS_PREFIX}/teacher/:teacherId/students`, async (request) => {
      const viewerId = await viewer(request);
      await authorizeTeacherReport(ctx.db, viewerId, request.params.teacherId);
      return teacherStudentsReport(ctx.db, { viewerId, teacherId: request.params.teacherId });
    });

    scope.get<{ Params: { teacherId: string; classId: string } }>(`${REPORTS_PREFIX}/teacher/:teacherId/class/:classId`, async (request) => {
      const viewerId = await viewer(request);
      return teacherClassReport(ctx.db, { viewerId, teacherId: request.params.teacherId }, request.params.classId, { authorize: true });
    });

    scope.get<{ Params: { teacherId: string } }>(`${REPORTS_PREFIX}/teacher/:teacherId/classes`, async (request) => {
      const viewerId = await viewer(request);
      await authorizeTeacherReport(ctx.db, viewerId, request.params.teacherId);
      return teacherClassesReport(ctx.db, { viewerId, teacherId: request.params.teacherId });
    });

    scope.get<{ Params: { teacherId: string; assessmentId: string } }>(
      `${REPORTS_PREFIX}/teacher/:teacherId/assessment/:assessmentId`,
      async (request) => {
        const viewerId = await viewer(request);
        const { class_id: classId } = parseInput(teacherAssessmentQuerySchema, request.query, 'query');
        await authorizeTeacherReport(ctx.db, viewerId, request.params.teacherId);
        if (classId !== undefined) await classOfTeacher(viewerId, request.params.teacherId, classId);
        return teacherAssessmentReport(ctx.db, { viewerId, teacherId: request.params.teacherId }, request.params.assessmentId, classId);
      },
    );

    pdfExport<{ classId: string }, z.output<typeof classExportQuerySchema>>(
      `${REPORTS_PREFIX}/export/class/:classId`,
      classExportQuerySchema,
      async (request, viewerId, { format, assessment_id: assessmentId, threshold }) => {
        await requireManagementRole(ctx.db, viewerId);
        const found = isUuid(request.params.classId) ? await findVisibleClass(ctx.db, viewerId, request.params.classId) : undefined;
        if (!found?.teacher_id) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
        const from = await letterheadFor(ctx.db, found.teacher_id);
        if (assessmentId !== undefined) {
          const report = await teacherAssessmentReport(ctx.db, { viewerId, teacherId: found.teacher_id }, assessmentId, found.id);
          const bytes = await classAssessmentPdf(found.name, report, threshold, from, viewerId);
          return { bytes, fileName: `class_report_${found.id}_${report.assessment.id}.${format}`, disposition: 'inline' };
        }
        const report = await teacherClassReport(ctx.db, { viewerId, teacherId: found.teacher_id }, found.id);
        return { bytes: await classPdf(report, from, viewerId), fileName: `class_report_${found.id}.${format}`, disposition: 'inline' };
      },
      { tokenInQuery: true },
    );
  });
}
