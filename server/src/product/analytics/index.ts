export { analyticsRangeQuerySchema, dashboardAssessmentsQuerySchema } from './plugin.js';
export { dashboardAssessmentSchema, overviewSchema, subjectProgressResultSchema } from './schemas.js';
