import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { transformDashboardOverview } from '@assess/core/analytics';
import { analyticsSchema, classAnalyticsSchema, dashboardAssessmentSchema, dashboardOverviewSchema, subjectProgressResultSchema } from '@assess/core/schemas';
import type { AuthContext } from '../../auth/context.js';
import { requireUserId } from '../../auth/request.js';
import { apiErrorHandler, badRequest, isUuid, notFound } from '../shared/errors.js';
import { findVisibleClass } from '../classes/index.js';
import { maySeeStudentWork, requireManagementRole } from '../shared/access.js';
import { routeDeclarer } from '../shared/route.js';
import { classProgress, dashboardAssessments, dashboardOverview, rangeStart, resolveSubject, subjectProgress } from './repository.js';
import { analyticsRangeQuerySchema, dashboardAssessmentsQuerySchema } from './schemas.js';

export const ANALYTICS_PREFIX = '/api/analytics/student';
export const CLASS_ANALYTICS_PREFIX = '/api/analytics/class';

/** Analytics (spec 02 §7, spec 01 §3): the dashboard overview, subject progress and the analytics of one student. */
export async function registerAnalyticsRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    const route = routeDeclarer(scope, (request) => requireUserId(ctx, request));
    // A class's analytics are for the managing roles: the role is checked with the session, before the query.
    const managerRoute = routeDeclarer(scope, async (request) => {
      const viewerId = await requireUserId(ctx, request);
      await requireManagementRole(ctx.db, viewerId);
      return viewerId;
    });

    route(
      {
        method: 'GET',
        url: `${ANALYTICS_PREFIX}/dashboard/overview`,
        tag: 'Analytics',
        summary: "The signed-in student's dashboard overview",
        query: analyticsRangeQuerySchema,
        response: dashboardOverviewSchema,
        closedAnswer: true,
        errors: [422],
      },
      async ({ userId, query }) => dashboardOverview(ctx.db, userId, rangeStart(query.range)),
    );

    route(
      {
        method: 'GET',
        url: `${ANALYTICS_PREFIX}/dashboard/subject/:subjectId`,
        tag: 'Analytics',
        summary: 'Progress in one subject over time; subjectId is an id or a subject name',
        query: analyticsRangeQuerySchema,
        response: subjectProgressResultSchema,
        errors: [404, 422],
      },
      async ({ userId, params, query }) => {
        if (!params.subjectId.trim()) throw badRequest('Subject ID is required');
        const subject = await resolveSubject(ctx.db, userId, userId, params.subjectId);
        return subjectProgress(ctx.db, userId, subject, rangeStart(query.range));
      },
    );

    route(
      {
        method: 'GET',
        url: `${ANALYTICS_PREFIX}/dashboard/assessments`,
        tag: 'Analytics',
        summary: "The dashboard's assessment list: the newest submissions",
        query: dashboardAssessmentsQuerySchema,
        response: z.array(dashboardAssessmentSchema),
        closedAnswer: true,
        errors: [422],
      },
      async ({ userId, query }) => dashboardAssessments(ctx.db, userId, query.limit),
    );

    /** The student whose analytics a request names, when the viewer may see that student's work. */
    const visibleStudent = async (viewerId: string, userId: string) => {
      if (!isUuid(userId) || !(await maySeeStudentWork(ctx.db, viewerId, userId))) throw notFound('Student not found');
      return userId;
    };

    // The analytics load by user id: the same figures, in the shape the analytics dashboard reads.
    route(
      {
        method: 'GET',
        url: `${ANALYTICS_PREFIX}/:userId`,
        tag: 'Analytics',
        summary: "One student's analytics as the analytics dashboard reads them",
        query: analyticsRangeQuerySchema,
        response: analyticsSchema,
        errors: [404, 422],
      },
      async (input) => {
        const studentId = await visibleStudent(input.userId, input.params.userId);
        // The range is read after the student is found: an unknown student is a 404 whatever the query.
        const { range } = input.query;
        return transformDashboardOverview(await dashboardOverview(ctx.db, studentId, rangeStart(range)));
      },
    );

    // One student's progress in a subject, for the student and their teachers (a teacher's analytics).
    route(
      {
        method: 'GET',
        url: `${ANALYTICS_PREFIX}/:userId/subject/:subjectId`,
        tag: 'Analytics',
        summary: "One student's progress in a subject, for the student and their teachers",
        query: analyticsRangeQuerySchema,
        response: subjectProgressResultSchema,
        errors: [404, 422],
      },
      async (input) => {
        const { userId: viewerId, params } = input;
        const studentId = await visibleStudent(viewerId, params.userId);
        const { range } = input.query;
        const subject = await resolveSubject(ctx.db, viewerId, studentId, params.subjectId);
        return subjectProgress(ctx.db, studentId, subject, rangeStart(range));
      },
    );

    // A class's average over time and each student's line, for the teachers who may see the class.
    managerRoute(
      {
        method: 'GET',
        url: `${CLASS_ANALYTICS_PREFIX}/:classId`,
        tag: 'Analytics',
        summary: "A class's average over time and each linked student's line (teachers)",
        query: analyticsRangeQuerySchema,
        response: classAnalyticsSchema,
        errors: [403, 404, 422],
      },
      async ({ userId, params, query }) => {
        const found = isUuid(params.classId) ? await findVisibleClass(ctx.db, userId, params.classId) : undefined;
        if (!found) throw notFound('Class not found');
        return classProgress(ctx.db, found, rangeStart(query.range));
      },
    );
  });
}
