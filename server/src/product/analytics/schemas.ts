import { z } from 'zod';
import { RANGE_DAYS, type AnalyticsRange } from './repository.js';

/* What the analytics routes answer, for the API document and the tests. */

const text = z.string().nullable();

const topicAreaList = z.array(z.object({ topic: z.string(), description: z.string(), percentage: z.number(), marks_obtained: z.number(), total_marks: z.number() }));

export const overviewSchema = z
  .object({
    completed_assessments: z.number(),
    in_progress_assessments: z.number(),
    average_score: z.number(),
    study_streak: z.number().describe('consecutive days with a submission, ending today or yesterday (UTC)'),
    subject_progress: z.array(z.object({ subject_id: text, subject_name: z.string(), assessments_completed: z.number(), average_score: z.number(), last_assessment_date: text })),
    performance_by_subject: z.array(z.object({ subject: z.string(), subject_id: text, average_score: z.number() })),
    recent_reports: z.array(z.object({ id: z.string().describe('the submission (student assessment)'), assessment_id: z.string(), title: z.string(), subject: text, score: z.number().nullable(), date: text })),
    strengths_by_subject: z.record(z.string(), topicAreaList),
    weaknesses_by_subject: z.record(z.string(), topicAreaList),
    recommendations: z.array(z.string()).nullable(),
  })
  .meta({ id: 'DashboardOverviewResult', description: 'GET /analytics/student/dashboard/overview as the server computes it (read with DashboardOverview)' });

export const subjectProgressResultSchema = z
  .object({
    subject_id: z.string(),
    subject_name: z.string(),
    progress_over_time: z.array(z.object({ date: z.string(), score: z.number() })),
    reports_completed: z.number(),
    average_score: z.number(),
    improvement: z.number().describe('last score minus first score'),
    improvement_percentage: z.number().describe('improvement over the first score, in percent'),
    strengths: topicAreaList,
    weaknesses: topicAreaList,
    topic_performance: z.array(z.object({ topic: z.string(), score: z.number(), marks_obtained: z.number(), total_marks: z.number(), questions: z.number() })),
    last_updated: text,
  })
  .meta({ id: 'SubjectProgressResult', description: 'Progress in one subject as the server computes it (read with SubjectProgressResponse)' });

export const dashboardAssessmentSchema = z
  .object({
    id: z.string().describe('the student assessment id'),
    title: z.string(),
    status: z.string(),
    score: z.number().int().nullable().describe('rounded percentage, null until graded'),
    percentage: z.number().nullable(),
    total_marks: z.number().nullable(),
    created_at: text,
    subject_name: text,
  })
  .meta({ id: 'DashboardAssessment', description: "An assessment on the student's dashboard" });

export const analyticsRangeQuerySchema = z
  .object({
    range: z
      .enum(Object.keys(RANGE_DAYS) as [AnalyticsRange, ...AnalyticsRange[]], { error: 'Range must be one of 7d, 30d, 90d, 1y' })
      .optional()
      .describe('only results submitted in the last 7 days, 30 days, 90 days or year; all when left out'),
  })
  .meta({ id: 'AnalyticsRangeQuery', description: 'The period analytics cover' });

export const dashboardAssessmentsQuerySchema = z
  .object({ limit: z.coerce.number().int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(50, 'Limit must be at most 50').default(10) })
  .meta({ id: 'DashboardAssessmentsQuery', description: 'How many of the newest assessments to list' });
