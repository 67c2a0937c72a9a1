import { z } from 'zod/mini';
import { servedTopicAreasSchema, topicsBySubjectSchema } from './dashboard.js';

export const weakestSubjectSchema = z.object({ subject: z.string(), score: z.number() }).check(z.meta({ id: 'WeakestSubject', description: 'The subject with the lowest score' }));

export const topicRecommendationSchema = z.object({ subject: z.string(), topic: z.string(), recommendation: z.string() }).check(z.meta({ id: 'TopicRecommendation', description: 'What to do about one weak topic' }));
export type TopicRecommendation = z.infer<typeof topicRecommendationSchema>;

export const recommendationsSchema = z.object({
  weakestSubject: z.nullable(weakestSubjectSchema),
  generalRecommendations: z.array(z.string()),
  topicRecommendations: z.array(topicRecommendationSchema),
}).check(z.meta({ id: 'Recommendations', description: 'Focus area, general and topic-specific recommendations' }));
export type Recommendations = z.infer<typeof recommendationsSchema>;

export const subjectScoreSchema = z.object({ subject: z.string(), subject_id: z.nullable(z.string()), score: z.number() }).check(z.meta({ id: 'SubjectScore', description: 'The score in one subject' }));
export type SubjectScore = z.infer<typeof subjectScoreSchema>;

export const analyticsReportSchema = z.object({
  id: z.nullable(z.string()),
  assessment_id: z._default(z.nullable(z.string()), null).check(z.describe('the assessment the report (a submission) answers')),
  title: z.string(),
  subject: z.nullable(z.string()),
  score: z.nullable(z.number()),
  date: z.nullable(z.string()),
}).check(z.meta({ id: 'AnalyticsReport', description: 'A recent report on the analytics dashboard' }));
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/**
 * Analytics as the dashboard reads them (spec 02 §3), and as analytics/overview.ts makes them from the
 * dashboard overview (spec 01 §3, transformed analytics).
 */
export const analyticsSchema = z.object({
  completed_assessments: z.number(),
  average_score: z.number(),
  lastUpdated: z.nullable(z.string()),
  overview: z.object({
    performanceBySubject: z.array(subjectScoreSchema),
    recentReports: z.array(analyticsReportSchema),
    strengthAreas: topicsBySubjectSchema,
    improvementAreas: topicsBySubjectSchema,
  }),
  recommendations: recommendationsSchema,
}).check(z.meta({ id: 'Analytics', description: "A student's analytics: performance by subject, recent reports, strengths, improvement areas and recommendations" }));
export type AnalyticsData = z.infer<typeof analyticsSchema>;

export const progressPointSchema = z.object({ date: z.string(), score: z.number().check(z.gte(0), z.lte(100)) }).check(z.meta({ id: 'ProgressPoint' }));
export type ProgressPoint = z.infer<typeof progressPointSchema>;

/**
 * GET /analytics/student/dashboard/subject/{subjectId}: progress in one subject, as the server computes it and the
 * screens show it. The server applies spec 02 §3's rules: points sorted by date with scores in 0-100, improvement
 * from the first and last score.
 */
export const subjectProgressResultSchema = z.object({
  subject_id: z.string(),
  subject_name: z.string(),
  progress_over_time: z.array(z.object({ date: z.string(), score: z.number() })).check(z.describe('oldest first, scores in 0-100')),
  reports_completed: z.number(),
  average_score: z.number(),
  improvement: z.number().check(z.describe('last score minus first score')),
  improvement_percentage: z.number().check(z.describe('improvement over the first score, in percent')),
  strengths: servedTopicAreasSchema,
  weaknesses: servedTopicAreasSchema,
  topic_performance: z.array(z.object({ topic: z.string(), score: z.number(), marks_obtained: z.number(), total_marks: z.number(), questions: z.number() })),
  last_updated: z.nullable(z.string()),
}).check(z.meta({ id: 'SubjectProgressResult', description: 'Progress in one subject over time' }));
export type SubjectProgressResult = z.output<typeof subjectProgressResultSchema>;

/**
 * What the Subject Progress tab shows: a subject's served progress, the sample's, or the empty record stored when it
 * cannot be loaded (spec 02 §4), whose improvement is the text 'No data available'. A view's type, not an answer's.
 */
export interface SubjectProgress {
  progress_over_time: ProgressPoint[];
  reports_completed: number;
  average_score: number;
  improvement: number | string;
  improvement_percentage: number;
  strengths: unknown[];
  weaknesses: unknown[];
}

export const classStudentProgressSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  reports_completed: z.number(),
  average_score: z.nullable(z.number()),
  progress_over_time: z.array(z.unknown()),
}).check(z.meta({ id: 'ClassStudentProgress', description: "One linked student's graded results over time" }));

/** GET /analytics/class/{classId}: a class's average over time and each linked student's line (a teacher's analytics). */
export const classAnalyticsSchema = z.object({
  class_id: z.string(),
  class_name: z.string(),
  student_count: z.number().check(z.describe('student records in the class, linked or not')),
  reports_completed: z.number(),
  average_score: z.number(),
  average_over_time: z.array(z.unknown()).check(z.describe('the class average on each assessment its students sat, as {date, score}')),
  students: z.array(classStudentProgressSchema),
}).check(z.meta({ id: 'ClassAnalytics', description: "A class's progress over time" }));
export type ClassAnalytics = z.infer<typeof classAnalyticsSchema>;
