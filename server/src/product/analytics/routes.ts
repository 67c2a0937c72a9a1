import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transformDashboardOverview } from '@assess/core/analytics';
import type { AuthContext } from '../../auth/context.js';
import { requireUserId } from '../../auth/request.js';
import { apiErrorHandler, badRequest, isUuid, notFound, parseInput } from '../shared/errors.js';
import { findVisibleClass } from '../classes/index.js';
import { maySeeStudentWork, requireManagementRole } from '../shared/access.js';
import { classProgress, dashboardAssessments, dashboardOverview, rangeStart, resolveSubject, subjectProgress } from './repository.js';
import { analyticsRangeQuerySchema, dashboardAssessmentsQuerySchema } from './schemas.js';

export const ANALYTICS_PREFIX = '/api/analytics/student';
export const CLASS_ANALYTICS_PREFIX = '/api/analytics/class';

/** Analytics (spec 02 §7, spec 01 §3): the dashboard overview, subject progress and the analytics of one student. */
export async function registerAnalyticsRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler);
    const viewer = (request: FastifyRequest) => requireUserId(ctx, request);

    scope.get(`${ANALYTICS_PREFIX}/dashboard/overview`, async (request) => {
      const userId = await viewer(request);
      const { range } = parseInput(analyticsRangeQuerySchema, request.query, 'query');
      return dashboardOverview(ctx.db, userId, rangeStart(range));
    });

    scope.get<{ Params: { subjectId: string } }>(`${ANALYTICS_PREFIX}/dashboard/subject/:subjectId`, async (request) => {
      const userId = await viewer(request);
      const { range } = parseInput(analyticsRangeQuerySchema, request.query, 'query');
      if (!request.params.subjectId.trim()) throw badRequest('Subject ID is required');
      const subject = await resolveSubject(ctx.db, userId, userId, request.params.subjectId);
      return subjectProgress(ctx.db, userId, subject, rangeStart(range));
    });

    scope.get(`${ANALYTICS_PREFIX}/dashboard/assessments`, async (request) => {
      const userId = await viewer(request);
      const { limit } = parseInput(dashboardAssessmentsQuerySchema, request.query, 'query');
      return dashboardAssessments(ctx.db, userId, limit);
    });

    /** The viewer and the student whose analytics a request names, when the viewer may see that student's work. */
    const visibleStudent = async (request: FastifyRequest<{ Params: { userId: string } }>) => {
      const viewerId = await viewer(request);
      const { userId } = request.params;
      if (!isUuid(userId) || !(await maySeeStudentWork(ctx.db, viewerId, userId))) throw notFound('Student not found');
      return { viewerId, userId };
    };

    // The analytics load by user id: the same figures, in the shape the analytics dashboard reads.
    scope.get<{ Params: { userId: string } }>(`${ANALYTICS_PREFIX}/:userId`, async (request) => {
      const { userId } = await visibleStudent(request);
      const { range } = parseInput(analyticsRangeQuerySchema, request.query, 'query');
      return transformDashboardOverview(await dashboardOverview(ctx.db, userId, rangeStart(range)));
    });

    // One student's progress in a subject, for the student and their teachers (a teacher's analytics).
    scope.get<{ Params: { userId: string; subjectId: string } }>(`${ANALYTICS_PREFIX}/:userId/subject/:subjectId`, async (request) => {
      const { viewerId, userId } = await visibleStudent(request);
      const { range } = parseInput(analyticsRangeQuerySchema, request.query, 'query');
      const subject = await resolveSubject(ctx.db, viewerId, userId, request.params.subjectId);
      return subjectProgress(ctx.db, userId, subject, rangeStart(range));
    });

    // A class's average over time and each student's line, for the teachers who may see the class.
    scope.get<{ Params: { classId: string } }>(`${CLASS_ANALYTICS_PREFIX}/:classId`, async (request) => {
      const viewerId = await viewer(request);
      await requireManagementRole(ctx.db, viewerId);
      const { range } = parseInput(analyticsRangeQuerySchema, request.query, 'query');
      const { classId } = request.params;
      const found = isUuid(classId) ? await findVisibleClass(ctx.db, viewerId, classId) : undefined;
      if (!found) throw notFound('Class not found');
      return classProgress(ctx.db, found, rangeStart(range));
    });
  });
}
