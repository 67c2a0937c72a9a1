import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  assessmentReportSchema,
  myReportItemSchema,
  studentProgressSchema,
  studentReportItemOutSchema,
  teacherAssessmentReportSchema,
  teacherClassesReportSchema,
  teacherClassReportSchema,
  teacherStudentsReportSchema,
} from '@assess/core/schemas';
import type { AuthContext } from '../../auth/context.js';
import { requireUserId } from '../../auth/request.js';
import { apiErrorHandler, isUuid, notFound } from '../shared/errors.js';
import { findVisibleClass } from '../classes/index.js';
import { requireManagementRole } from '../shared/access.js';
import { routeDeclarer } from '../shared/route.js';
import { refuseWhenCpuShareFull } from '../cpu/index.js';
import { classAssessmentPdf, classPdf, studentAssessmentPdf, studentProgressPdf, type PdfLetterhead } from './exports.js';
import { type Queryable, userSchoolName } from './repository.js';
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
  return { school: (await userSchoolName(db, userId)) ?? PDF_DEFAULT_ISSUER, generatedAt: new Date() };
}

interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
  /** A download (attachment) or a document opened in a new window (inline). */
  disposition: 'attachment' | 'inline';
}

/**
 * Every PDF export: within the viewer's share of the CPU, the document built on the server and sent as a PDF that
 * no cache keeps.
 */
async function sendPdf(reply: FastifyReply, viewerId: string, build: () => Promise<PdfFile>): Promise<FastifyReply> {
  refuseWhenCpuShareFull(viewerId);
  const { bytes, fileName, disposition } = await build();
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('content-length', String(bytes.byteLength))
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** Reports (spec 02 §7): a student's reports, progress and PDF export; a teacher's students, classes and assessments. */
export async function registerReportRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    const viewer = (request: FastifyRequest) => requireUserId(ctx, request);
    const route = routeDeclarer(scope, viewer);

    /** A class the viewer may see that is in the named teacher's report; anything else reads as unknown. */
    const classOfTeacher = async (viewerId: string, teacherId: string, classId: string) => {
      const found = isUuid(classId) ? await findVisibleClass(ctx.db, viewerId, classId) : undefined;
      if (!found || !classInScope({ viewerId, teacherId }, found)) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
      return found;
    };

    route(
      { method: 'GET', url: `${REPORTS_PREFIX}/my-reports`, tag: 'Reports', summary: "The signed-in student's submissions with status and score (reports home and dashboard)", response: z.array(myReportItemSchema), closedAnswer: true },
      async ({ userId }) => myReports(ctx.db, userId),
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/student/:studentId`,
        tag: 'Reports',
        summary: "A student's graded results; studentId is the account id or a student record id; practice only with include_practice",
        query: studentReportQuerySchema,
        response: z.array(studentReportItemOutSchema),
        closedAnswer: true,
        errors: [400, 404],
      },
      async ({ userId, params, query }) => {
        const student = await reportStudent(ctx.db, userId, params.studentId);
        return studentReportList(ctx.db, student.userId, { includePractice: query.include_practice });
      },
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/student/:studentId/assessment/:studentAssessmentId`,
        tag: 'Reports',
        summary: 'One graded assessment: the assessment detail response with the student report fields',
        response: assessmentReportSchema,
        errors: [400, 404],
      },
      async ({ userId, params }) => {
        const student = await reportStudent(ctx.db, userId, params.studentId);
        const detail = student.userId ? await assessmentDetail(ctx.db, userId, params.studentAssessmentId, student.userId) : undefined;
        if (!detail) throw notFound(REPORT_MESSAGES.detailNotFound);
        return detail;
      },
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/student/:studentId/progress`,
        tag: 'Reports',
        summary: "A student's progress by subject and topics to improve",
        response: studentProgressSchema,
        closedAnswer: true,
        errors: [400, 404],
      },
      async ({ userId, params }) => studentProgress(ctx.db, await reportStudent(ctx.db, userId, params.studentId)),
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/export/student-assessment/:id`,
        tag: 'Reports',
        summary: 'One graded assessment as a PDF (assessment_report_{id}.pdf)',
        query: exportQuerySchema,
        file: 'application/pdf',
        errors: [404, 422],
      },
      async ({ userId, params, query }, _request, reply) =>
        sendPdf(reply, userId, async () => {
          const detail = await assessmentDetail(ctx.db, userId, params.id);
          if (!detail) throw notFound(REPORT_MESSAGES.detailNotFound);
          const bytes = await studentAssessmentPdf(detail, await letterheadFor(ctx.db, detail.student.id), userId);
          return { bytes, fileName: `assessment_report_${detail.id}.${query.format}`, disposition: 'attachment' };
        }),
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/export/student/:studentId`,
        tag: 'Reports',
        summary: "A student's progress report as a PDF: subjects, every graded assessment, areas for improvement",
        query: exportQuerySchema,
        file: 'application/pdf',
        errors: [400, 404, 422],
      },
      async ({ userId, params, query }, _request, reply) =>
        sendPdf(reply, userId, async () => {
          const student = await reportStudent(ctx.db, userId, params.studentId);
          const [progress, reports] = await Promise.all([studentProgress(ctx.db, student), studentReportList(ctx.db, student.userId)]);
          const bytes = await studentProgressPdf(progress, reports, await letterheadFor(ctx.db, student.userId ?? userId), userId);
          return { bytes, fileName: `student_report_${params.studentId.trim()}.${query.format}`, disposition: 'attachment' };
        }),
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/teacher/:teacherId/students`,
        tag: 'Reports',
        summary: "A teacher's student records with their results",
        response: teacherStudentsReportSchema,
        closedAnswer: true,
        errors: [403, 404],
      },
      async ({ userId, params }) => {
        await authorizeTeacherReport(ctx.db, userId, params.teacherId);
        return teacherStudentsReport(ctx.db, { viewerId: userId, teacherId: params.teacherId });
      },
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/teacher/:teacherId/class/:classId`,
        tag: 'Reports',
        summary: 'A class with its students and assessments',
        response: teacherClassReportSchema,
        errors: [403, 404],
        closedAnswer: true,
      },
      async ({ userId, params }) => teacherClassReport(ctx.db, { viewerId: userId, teacherId: params.teacherId }, params.classId, { authorize: true }),
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/teacher/:teacherId/classes`,
        tag: 'Reports',
        summary: "A teacher's classes with their average, completion and weakest topics",
        response: teacherClassesReportSchema,
        closedAnswer: true,
        errors: [403, 404],
      },
      async ({ userId, params }) => {
        await authorizeTeacherReport(ctx.db, userId, params.teacherId);
        return teacherClassesReport(ctx.db, { viewerId: userId, teacherId: params.teacherId });
      },
    );

    route(
      {
        method: 'GET',
        url: `${REPORTS_PREFIX}/teacher/:teacherId/assessment/:assessmentId`,
        tag: 'Reports',
        summary: "The submissions of a teacher's students (optionally one class's) to one assessment: spread, per-question averages",
        query: teacherAssessmentQuerySchema,
        response: teacherAssessmentReportSchema,
        errors: [403, 404],
      },
      async ({ userId, params, query }) => {
        const classId = query.class_id;
        await authorizeTeacherReport(ctx.db, userId, params.teacherId);
        if (classId !== undefined) await classOfTeacher(userId, params.teacherId, classId);
        return teacherAssessmentReport(ctx.db, { viewerId: userId, teacherId: params.teacherId }, params.assessmentId, classId);
      },
    );

    // The request log would keep the query string, and with it a token: the export that takes one logs warnings only.
    await scope.register(
      async (quiet) => {
        routeDeclarer(quiet, viewer)(
          {
            method: 'GET',
            url: `${REPORTS_PREFIX}/export/class/:classId`,
            tag: 'Reports',
            summary: 'A class report as a PDF, or with assessment_id the class report of one assessment; the token may come in the query string (decision 18)',
            auth: 'bearer-or-query',
            query: classExportQuerySchema,
            file: 'application/pdf',
            errors: [403, 404, 422],
          },
          async ({ params, query }, request, reply) => {
            const { format, token, assessment_id: assessmentId, threshold } = query;
            if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
            const viewerId = await viewer(request);
            return sendPdf(reply, viewerId, async () => {
              await requireManagementRole(ctx.db, viewerId);
              const found = isUuid(params.classId) ? await findVisibleClass(ctx.db, viewerId, params.classId) : undefined;
              if (!found?.teacher_id) throw notFound(TEACHER_REPORT_MESSAGES.classNotFound);
              const from = await letterheadFor(ctx.db, found.teacher_id);
              if (assessmentId !== undefined) {
                const report = await teacherAssessmentReport(ctx.db, { viewerId, teacherId: found.teacher_id }, assessmentId, found.id);
                const bytes = await classAssessmentPdf(found.name, report, threshold, from, viewerId);
                return { bytes, fileName: `class_report_${found.id}_${report.assessment.id}.${format}`, disposition: 'inline' };
              }
              const report = await teacherClassReport(ctx.db, { viewerId, teacherId: found.teacher_id }, found.id);
              return { bytes: await classPdf(report, from, viewerId), fileName: `class_report_${found.id}.${format}`, disposition: 'inline' };
            });
          },
        );
      },
      { logLevel: 'warn' },
    );
  });
}
