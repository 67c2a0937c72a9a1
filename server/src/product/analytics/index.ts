// What other parts of the product use of this area; everything else in the folder is its own.
export {
  analyticsRangeQuerySchema,
  dashboardAssessmentSchema,
  dashboardAssessmentsQuerySchema,
  overviewSchema,
  subjectProgressResultSchema,
} from './schemas.js';
