import { z } from 'zod/mini';

/**
 * Topics of a subject as the server sends them: a list of strings or of objects with a topic or description.
 * Kept as sent; analytics/topics.ts turns them into text.
 */
export const topicsBySubjectSchema = z
  .record(z.string(), z.unknown()).check(z.meta({ id: 'TopicsBySubject', description: 'Subject name mapped to its topics (strings, or objects with topic or description)' }));
export type TopicsBySubject = z.infer<typeof topicsBySubjectSchema>;

export const subjectPerformanceSchema = z.object({
  subject: z.string(),
  subject_id: z.nullable(z.string()),
  average_score: z.number(),
}).check(z.meta({ id: 'SubjectPerformance', description: 'Average score in one subject' }));
export type SubjectPerformance = z.infer<typeof subjectPerformanceSchema>;

export const recentReportSchema = z.object({
  id: z.string().check(z.describe('the submission (student assessment)')),
  assessment_id: z.string().check(z.describe('the assessment it answers')),
  title: z.string(),
  subject: z.nullable(z.string()),
  score: z.nullable(z.number()),
  date: z.nullable(z.string()),
}).check(z.meta({ id: 'RecentReport', description: 'A recently graded assessment on the dashboard' }));
export type RecentReport = z.infer<typeof recentReportSchema>;

/** An insight card: only items whose title and description are both strings are kept (analytics/dashboard.ts). */
export const insightSchema = z.object({ title: z.string(), description: z.string() }).check(z.meta({ id: 'Insight', description: 'A short insight on the dashboard' }));
export type Insight = z.infer<typeof insightSchema>;

/*
 * What the analytics routes serve, exactly: the server builds its answers as these types and describes them with these
 * schemas, and the screens parse the answers with the same schemas (one schema an answer). The spec's fall-backs
 * (spec 01 §3, decision 6) are the server's to compute: every count is a number, every list a list.
 */

const servedText = z.nullable(z.string());

/** Topic areas as the analytics routes serve them. */
export const servedTopicAreasSchema = z.array(z.object({ topic: z.string(), description: z.string(), percentage: z.number(), marks_obtained: z.number(), total_marks: z.number() }));

/** GET /analytics/student/dashboard/overview: the student dashboard's figures, as the server computes them. */
export const dashboardOverviewSchema = z.object({
  completed_assessments: z.number(),
  in_progress_assessments: z.number(),
  average_score: z.number(),
  study_streak: z.number().check(z.describe('consecutive days with a submission, ending today or yesterday (UTC)')),
  subject_progress: z.array(z.object({ subject_id: servedText, subject_name: z.string(), assessments_completed: z.number(), average_score: z.number(), last_assessment_date: servedText })),
  performance_by_subject: z.array(subjectPerformanceSchema),
  recent_reports: z.array(recentReportSchema),
  strengths_by_subject: z.record(z.string(), servedTopicAreasSchema),
  weaknesses_by_subject: z.record(z.string(), servedTopicAreasSchema),
  recommendations: z.nullable(z.array(z.string())).check(z.describe('general recommendations; null when the server has none (the screens then show the built-in ones)')),
}).check(z.meta({ id: 'DashboardOverview', description: 'GET /analytics/student/dashboard/overview' }));
export type DashboardOverview = z.output<typeof dashboardOverviewSchema>;

/**
 * A dashboard assessment (spec 01 §3) as the server sends it: the title (never empty: 'Untitled Assessment' when the
 * assessment has none) and the score as a rounded percentage are the server's to give.
 */
export const dashboardAssessmentSchema = z.object({
  id: z.string().check(z.describe('the student assessment id')),
  title: z.string(),
  status: z.string(),
  score: z.nullable(z.int()).check(z.describe('rounded percentage, null until graded')),
  percentage: z.nullable(z.number()).check(z.describe('the percentage to one decimal, null until graded')),
  total_marks: z.nullable(z.number()),
  created_at: servedText,
  subject_name: servedText,
}).check(z.meta({ id: 'DashboardAssessment', description: "An assessment on the student's dashboard" }));
export type DashboardAssessment = z.output<typeof dashboardAssessmentSchema>;
