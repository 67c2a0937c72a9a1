export { analyticsRangeQuerySchema, dashboardAssessmentSchema, dashboardAssessmentsQuerySchema, overviewSchema, subjectProgressResultSchema } from './schemas.js';
